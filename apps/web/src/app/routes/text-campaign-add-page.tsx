import { IconMessages } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useCreateTextCampaign } from '../../features/text-campaigns/api/manage-text-campaigns';
import { TextCampaignForm } from '../../features/text-campaigns/components/text-campaign-form';
import { useActiveSession } from '../session/active-session';
import { BackLink } from './back-link';
import { textCampaignPath } from './texting-page';
import { useTagOptions } from './use-tag-options';

/** /groundwork/text-campaign/add: the composer; the campaign is saved as a Draft. */
export function TextCampaignAddPage() {
  const { membership } = useActiveSession();
  const navigate = useNavigate();
  const tagOptions = useTagOptions(membership.campaign_id);
  const create = useCreateTextCampaign();
  return (
    <>
      <BackLink label="Texting" path="/texting" />
      <PageHeader
        title="New text campaign"
        description="Write the message, pick who gets it and who sends it. It is saved as a Draft."
        icon={<IconMessages size={24} />}
      />
      <TextCampaignForm
        campaignId={membership.campaign_id}
        tagOptions={tagOptions}
        submitLabel="Save draft"
        isPending={create.isPending}
        error={create.error}
        onSubmit={(values) =>
          create.mutate(
            { ...values, campaign_id: membership.campaign_id },
            { onSuccess: (saved) => void navigate(textCampaignPath(saved.id)) },
          )
        }
      />
    </>
  );
}
