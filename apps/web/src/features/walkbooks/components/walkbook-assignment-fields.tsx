import { MultiSelect, Select } from '@mantine/core';
import { useCampaignMembers } from '../../campaigns';
import { useSurveys } from '../../surveys';

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
  const members = useCampaignMembers(campaignId);
  return (
    <>
      <WalkbookSurveySelect campaignId={campaignId} surveyId={surveyId} onChange={onSurveyChange} />
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

/** The survey a walkbook's canvassers ask: one of the campaign's active surveys, or none. */
export function WalkbookSurveySelect({
  campaignId,
  surveyId,
  onChange,
}: {
  campaignId: string;
  surveyId: string | null;
  onChange: (surveyId: string | null) => void;
}) {
  const surveys = useSurveys(campaignId);
  return (
    <Select
      label="Survey"
      placeholder="No survey (door results only)"
      clearable
      data={(surveys.data ?? [])
        .filter((s) => s.record_status === 'is_active')
        .map((s) => ({ value: s.id, label: s.name }))}
      value={surveyId}
      onChange={onChange}
    />
  );
}
