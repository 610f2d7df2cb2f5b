import { MemberMultiSelect } from '../../campaigns';
import { ActiveSurveySelect } from '../../surveys';

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
  return (
    <>
      <WalkbookSurveySelect campaignId={campaignId} surveyId={surveyId} onChange={onSurveyChange} />
      <MemberMultiSelect
        campaignId={campaignId}
        label="Assign to"
        placeholder="Pick canvassers"
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
  return (
    <ActiveSurveySelect
      campaignId={campaignId}
      placeholder="No survey (door results only)"
      value={surveyId}
      onChange={onChange}
    />
  );
}
