import { notifications } from '@mantine/notifications';
import { IconSignRight } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { RoadSignForm } from '../../features/road-signs/components/road-sign-form';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { roadSignPath } from './road-signs-page';

/** /groundwork/road-sign/add: a new sign design with its artwork. */
export function RoadSignAddPage() {
  const { membership } = useActiveSession();
  const navigate = useNavigate();
  return (
    <>
      <BackLink label="Road Signs" path="/road-signs" />
      <PageHeader
        title="Add Road Sign"
        description="Add a road sign design for your campaign."
        icon={<IconSignRight size={24} />}
      />
      <RoadSignForm
        campaignId={membership.campaign_id}
        onSaved={(sign) => {
          notifications.show({ color: 'teal', message: `${sign.name} saved` });
          void navigate(roadSignPath(sign.id));
        }}
        onCancel={() => void navigate(-1)}
      />
    </>
  );
}
