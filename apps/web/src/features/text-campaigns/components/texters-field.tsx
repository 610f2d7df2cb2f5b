import type { TextCampaign } from '@groundwork/shared/contracts/text-campaigns';
import { MemberAssignmentField } from '../../campaigns';
import { useUpdateTextCampaign } from '../api/manage-text-campaigns';

/** Who texts for the campaign: members, changeable in every status but Completed. */
export function TextersField({ textCampaign }: { textCampaign: TextCampaign }) {
  const update = useUpdateTextCampaign();
  return (
    <MemberAssignmentField
      campaignId={textCampaign.campaign_id}
      label="Texters"
      assigned={textCampaign.user_ids}
      disabled={textCampaign.status === 'Completed'}
      saving={update.isPending}
      error={update.error}
      onSave={(user_ids) =>
        update.mutate({ id: textCampaign.id, campaign_id: textCampaign.campaign_id, user_ids })
      }
    />
  );
}
