import { Alert, Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { RecommendedWalkbook } from '@groundwork/shared/contracts/recommended-walkbooks';
import { useSurveys } from '../../surveys';
import { useUpdateRecommendedWalkbook } from '../api/manage-recommended-walkbook';

/** Rename a recommended walkbook or change its survey before accepting it. */
export function RecommendedWalkbookForm({ book }: { book: RecommendedWalkbook }) {
  const [name, setName] = useState(book.name);
  const [surveyId, setSurveyId] = useState<string | null>(book.survey_id);
  const surveys = useSurveys(book.campaign_id);
  const update = useUpdateRecommendedWalkbook();
  const isChanged = name.trim() !== book.name || surveyId !== book.survey_id;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <TextInput
          label="Name"
          value={name}
          error={name.trim() ? null : 'Name the walkbook'}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Select
          label="Survey"
          placeholder="No survey (door results only)"
          clearable
          data={(surveys.data ?? [])
            .filter((s) => s.record_status === 'is_active' || s.id === book.survey_id)
            .map((s) => ({ value: s.id, label: s.name }))}
          value={surveyId}
          onChange={setSurveyId}
        />
        {update.error && (
          <Alert color="red" role="alert">
            {update.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!isChanged || !name.trim()}
            loading={update.isPending}
            onClick={() =>
              update.mutate({
                id: book.id,
                campaign_id: book.campaign_id,
                name: name.trim(),
                survey_id: surveyId,
              })
            }
          >
            Save changes
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
