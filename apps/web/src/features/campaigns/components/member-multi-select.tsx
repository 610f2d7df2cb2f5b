import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useCampaignMembers } from '../api/get-campaign-members';

/** The campaign's members as picker options, labelled "First Last (Title)". */
export const useMemberOptions = (campaignId: string) =>
  (useCampaignMembers(campaignId).data ?? []).map((member) => ({
    value: member.user_id,
    label: `${member.first} ${member.last} (${member.title})`,
  }));

type MemberMultiSelectProps = { campaignId: string } & Omit<MultiSelectProps, 'data' | 'searchable'>;

/** Picks campaign members (callers, texters, canvassers), searchable by name. */
export function MemberMultiSelect({
  campaignId,
  placeholder = 'Pick members',
  ...props
}: MemberMultiSelectProps) {
  const options = useMemberOptions(campaignId);
  return <MultiSelect placeholder={placeholder} searchable data={options} {...props} />;
}
