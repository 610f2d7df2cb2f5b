import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSurveys } from '../api/get-surveys';
import { SurveyResults } from './survey-results';

/** The results of one active survey, chosen from a list (the first active survey to begin with). */
export function ActiveSurveyResults({ campaignId }: { campaignId: string }) {
  const surveys = useSurveys(campaignId);
  const active = (surveys.data ?? []).filter((s) => s.record_status === 'is_active');
  const [surveyId, setSurveyId] = useState<string | null>(null);
  const shownSurvey = surveyId ?? active[0]?.id ?? null;

  if (active.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No active surveys yet.
      </Text>
    );
  return (
    <Stack>
      <Select
        label="Survey"
        data={active.map((s) => ({ value: s.id, label: s.name }))}
        value={shownSurvey}
        onChange={setSurveyId}
        allowDeselect={false}
        maw={360}
      />
      {shownSurvey && <SurveyResults key={shownSurvey} campaignId={campaignId} surveyId={shownSurvey} />}
    </Stack>
  );
}
