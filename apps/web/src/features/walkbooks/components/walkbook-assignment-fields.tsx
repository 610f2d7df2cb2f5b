import { MultiSelect, Select } from '@mantine/core';
import { useCampaignMembers } from '../../campaigns/api/get-campaign-members';
import { useSurveys } from '../../surveys/api/get-surveys';

interface WalkbookAssignmentFieldsProps {
  campaignId: string;
  surveyId: string | null;
  onSurveyChange: (surveyId: string | null) => void;
  assigneeIds: string[];
  onAssigneesChange: (userIds: string[]) => void;
}

/** Which survey a walkbook's canvassers ask (an active one, or none) and who canvasses it. */
export function WalkbookAssignmentFields({
  campaignId,
  surveyId,
  onSurveyChange,
  assigneeIds,
  onAssigneesChange,
}: WalkbookAssignmentFieldsProps) {
  const surveys = useSurveys(campaignId);
  const members = useCampaignMembers(campaignId);
  return (
    <>
      <Select
        label="Survey"
        placeholder="No survey (door results only)"
        clearable
        data={(surveys.data ?? [])
          .filter((s) => s.record_status === 'is_active')
          .map((s) => ({ value: s.id, label: s.name }))}
        value={surveyId}
        onChange={onSurveyChange}
      />
      <MultiSelect
        label="Assign to"
        placeholder="Pick canvassers"
        searchable
        data={(members.data ?? []).map((m) => ({
          value: m.user_id,
          label: `${m.first} ${m.last} (${m.title})`,
        }))}
        value={assigneeIds}
        onChange={onAssigneesChange}
      />
    </>
  );
}
