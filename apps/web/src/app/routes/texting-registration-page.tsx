import { IconMessage2 } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { TextRegistration } from '../../features/text-registration';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';

/** /groundwork/texting/registration: register the campaign as a text sender, then its message campaign. */
export function TextingRegistrationPage() {
  const { membership } = useActiveSession();
  return (
    <>
      <BackLink label="Texting" path="/texting" />
      <PageHeader
        title="Texting Registration"
        description="Register the campaign with the carriers (A2P 10DLC) before it texts anyone."
        icon={<IconMessage2 size={24} />}
      />
      <TextRegistration campaignId={membership.campaign_id} />
    </>
  );
}
