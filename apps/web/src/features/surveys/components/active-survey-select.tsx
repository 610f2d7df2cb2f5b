import { Select, type SelectProps } from '@mantine/core';
import { useSurveys } from '../api/get-surveys';

type ActiveSurveySelectProps = { campaignId: string } & Omit<SelectProps, 'data' | 'label' | 'clearable'>;

/** The survey a campaign's field work asks (walkbooks, texting, calling): one of its active surveys, or none. */
export function ActiveSurveySelect({
  campaignId,
  placeholder = 'No survey',
  ...props
}: ActiveSurveySelectProps) {
  const surveys = useSurveys(campaignId);
  return (
    <Select
      label="Survey"
      placeholder={placeholder}
      clearable
      data={(surveys.data ?? [])
        .filter((survey) => survey.record_status === 'is_active')
        .map((survey) => ({ value: survey.id, label: survey.name }))}
      {...props}
    />
  );
}
