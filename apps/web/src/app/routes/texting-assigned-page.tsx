import { IconMessage } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { AssignedList } from '../../features/text-campaigns/components/assigned-list';
import { useActiveSession } from '../session/active-session';
import { textingSendPath } from './texting-page';

/** /groundwork/texting/assigned: the text campaigns the member sends for. */
export function TextingAssignedPage() {
  const { membership, user } = useActiveSession();
  return (
    <>
      <PageHeader
        title="Texts to Send"
        description="The text campaigns you are assigned to."
        icon={<IconMessage size={24} />}
      />
      <AssignedList campaignId={membership.campaign_id} userId={user.id} sendPath={textingSendPath} />
    </>
  );
}
