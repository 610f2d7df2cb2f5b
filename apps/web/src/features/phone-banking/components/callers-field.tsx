import type { PhoneBankingCampaign } from '@groundwork/shared/contracts/phone-banking';
import { MemberAssignmentField } from '../../campaigns';
import { useUpdatePhoneBanking } from '../api/manage-phone-banking';

/** Who calls for the phone bank: members, changeable in every status but Completed. */
export function CallersField({ phoneBank }: { phoneBank: PhoneBankingCampaign }) {
  const update = useUpdatePhoneBanking();
  return (
    <MemberAssignmentField
      campaignId={phoneBank.campaign_id}
      label="Callers"
      assigned={phoneBank.user_ids}
      disabled={phoneBank.status === 'Completed'}
      saving={update.isPending}
      error={update.error}
      onSave={(user_ids) => update.mutate({ id: phoneBank.id, campaign_id: phoneBank.campaign_id, user_ids })}
    />
  );
}
