import { IconPhone } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useCreatePhoneBanking } from '../../features/phone-banking/api/manage-phone-banking';
import { PhoneBankingForm } from '../../features/phone-banking/components/phone-banking-form';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { phoneBankingPath } from './phone-banking-page';
import { useTagOptions } from './use-tag-options';

/** /groundwork/phone-banking/add: the composer; the phone bank is saved as a Draft. */
export function PhoneBankingAddPage() {
  const { membership, user } = useActiveSession();
  const navigate = useNavigate();
  const tagOptions = useTagOptions(membership.campaign_id);
  const create = useCreatePhoneBanking();
  return (
    <>
      <BackLink label="Phone Banking" path="/phone-banking" />
      <PageHeader
        title="New phone bank"
        description="Write the script, pick the voters to call and who calls them. It is saved as a Draft."
        icon={<IconPhone size={24} />}
      />
      <PhoneBankingForm
        campaignId={membership.campaign_id}
        tagOptions={tagOptions}
        user={user}
        submitLabel="Save draft"
        isPending={create.isPending}
        error={create.error}
        onSubmit={(values) =>
          create.mutate(
            { ...values, campaign_id: membership.campaign_id, user_id: user.id },
            { onSuccess: (saved) => void navigate(phoneBankingPath(saved.id)) },
          )
        }
      />
    </>
  );
}
