import {
  Alert,
  Anchor,
  Card,
  Checkbox,
  EmptyState,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconSignRight } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  PLACEMENT_STATUSES,
  PLACEMENT_STATUS_LABELS,
  type PlacementStatus,
  type RoadSign,
} from '@groundwork/shared/contracts/road-signs';
import { formatCount } from '../../../lib/format';
import { usePlacements, useRoadSigns } from '../api/get-road-signs';
import { filterPlacements } from '../placement-logic';
import { RoadSignsLoading } from './road-signs-loading';
import { PlacementMap } from './placement-map';
import { PlacementTable } from './placement-table';
import { StoredImage } from './stored-image';

function DesignCard({ sign, path }: { sign: RoadSign; path: string }) {
  const standing = sign.placement_counts.installed + sign.placement_counts.inspected;
  return (
    <Card withBorder radius="md" padding="sm">
      <Card.Section>
        <StoredImage
          url={sign.file.thumbnail_url ?? sign.file.url}
          alt={`${sign.name} artwork`}
          height={140}
        />
      </Card.Section>
      <Anchor component={Link} to={path} fw={600} mt="xs" display="block">
        {sign.name}
      </Anchor>
      <Text size="sm">{formatCount(sign.quantity, 'sign')} in stock</Text>
      <Text size="xs" c="dimmed">
        {standing} standing · {sign.placement_counts.requested} requested · {sign.placement_counts.removed}{' '}
        removed
      </Text>
    </Card>
  );
}

/**
 * /road-signs: the designs with their artwork and stock, and every placement on a map and in a table,
 * filtered by status and sign, with those due for removal flagged.
 */
export function RoadSignList({
  campaignId,
  signPath,
  addAction,
}: {
  campaignId: string;
  signPath: (id: string) => string;
  addAction: ReactNode;
}) {
  const signs = useRoadSigns(campaignId);
  const placements = usePlacements(campaignId);
  const [status, setStatus] = useState<PlacementStatus | null>(null);
  const [roadSignId, setRoadSignId] = useState<string | null>(null);
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const shown = useMemo(
    () => filterPlacements(placements.data ?? [], { status, roadSignId, flaggedOnly }),
    [placements.data, status, roadSignId, flaggedOnly],
  );
  const error = signs.error ?? placements.error;
  if (error)
    return (
      <Alert color="red" role="alert" title="We could not load the road signs">
        {error.message}
      </Alert>
    );
  if (!signs.data || !placements.data) return <RoadSignsLoading height={180} />;
  if (signs.data.length === 0)
    return (
      <Card withBorder radius="lg" py={48}>
        <EmptyState
          icon={<IconSignRight size={32} />}
          withIndicatorBackground
          title="No road signs yet"
          description="Add a sign design with its artwork; every placement will show here on a map."
          data-testid="empty-state"
        >
          {addAction}
        </EmptyState>
      </Card>
    );
  const flagged = placements.data.filter((p) => p.removal_flag !== null).length;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {signs.data.map((sign) => (
          <DesignCard key={sign.id} sign={sign} path={signPath(sign.id)} />
        ))}
      </SimpleGrid>
      {flagged > 0 && (
        <Alert color="orange" title="Removal deadline">
          {formatCount(flagged, 'sign')} standing past or near the removal deadline.{' '}
          <Anchor component="button" onClick={() => setFlaggedOnly(true)}>
            Show them
          </Anchor>
        </Alert>
      )}
      <Title order={2} size="h4">
        Placements
      </Title>
      <Group align="end" wrap="wrap">
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={PLACEMENT_STATUSES.map((s) => ({ value: s, label: PLACEMENT_STATUS_LABELS[s] }))}
          value={status}
          onChange={(value) => setStatus(value as PlacementStatus | null)}
        />
        <Select
          label="Sign"
          placeholder="Every sign"
          clearable
          data={signs.data.map((s) => ({ value: s.id, label: s.name }))}
          value={roadSignId}
          onChange={setRoadSignId}
        />
        <Checkbox
          label="Due for removal only"
          checked={flaggedOnly}
          onChange={(event) => setFlaggedOnly(event.currentTarget.checked)}
        />
      </Group>
      <PlacementMap placements={shown} label="Map of the road sign placements" />
      {shown.length === 0 ? (
        <Text c="dimmed">No placements match these filters.</Text>
      ) : (
        <PlacementTable placements={shown} showSign />
      )}
    </Stack>
  );
}
