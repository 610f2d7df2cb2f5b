import { Box, Button, Group } from '@mantine/core';
import { IconMapPin, IconPlus, IconSignRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { hasPermission } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { PageHeader } from '../../components/page-header';
import { RemovalDeadline } from '../../features/road-signs/components/removal-deadline';
import { RoadSignList } from '../../features/road-signs/components/road-sign-list';
import { useActiveSession } from '../session/active-session';

export const ROAD_SIGNS_PATH = `${APP_BASE_PATH}/road-signs`;
export const ROAD_SIGN_ADD_PATH = `${APP_BASE_PATH}/road-sign/add`;
export const ROAD_SIGN_PLACEMENT_PATH = `${APP_BASE_PATH}/road-sign-placement`;
export const roadSignPath = (id: string) => `${APP_BASE_PATH}/road-sign/id/${id}`;
/** The placement screen installing a supporter's request. */
export const installRequestPath = (requestId: string, roadSignId: string) =>
  `${ROAD_SIGN_PLACEMENT_PATH}?request=${requestId}&sign=${roadSignId}`;

function AddRoadSignButton() {
  return (
    <Button component={Link} to={ROAD_SIGN_ADD_PATH} leftSection={<IconPlus size={16} aria-hidden="true" />}>
      Add road sign
    </Button>
  );
}

/** /groundwork/road-signs: the designs, their stock and where every sign stands. */
export function RoadSignsPage() {
  const { membership } = useActiveSession();
  const canEdit = hasPermission(membership.title, 'road-sign:edit');
  const canPlace = hasPermission(membership.title, 'road-sign:place');
  return (
    <>
      <PageHeader
        title="Road Signs"
        description="Yard and road sign designs, and where they stand."
        icon={<IconSignRight size={24} />}
        actions={
          <Group gap="xs">
            {canPlace && (
              <Button
                component={Link}
                to={ROAD_SIGN_PLACEMENT_PATH}
                variant="light"
                leftSection={<IconMapPin size={16} aria-hidden="true" />}
              >
                Record placement
              </Button>
            )}
            {canEdit && <AddRoadSignButton />}
          </Group>
        }
      />
      <RoadSignList
        campaignId={membership.campaign_id}
        signPath={roadSignPath}
        addAction={canEdit ? <AddRoadSignButton /> : null}
      />
      {canEdit && (
        <Box mt="lg">
          <RemovalDeadline campaignId={membership.campaign_id} />
        </Box>
      )}
    </>
  );
}
