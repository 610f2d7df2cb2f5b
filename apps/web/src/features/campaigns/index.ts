/** The campaigns feature's public entry: what other features may use. */
export { useCampaignMembers } from './api/get-campaign-members';
export { campaignKeys } from './keys';
export { MemberAssignmentField } from './components/member-assignment-field';
export { MemberMultiSelect, useMemberOptions } from './components/member-multi-select';
