import { Alert, Button, Group, SimpleGrid, Stack, MultiSelect, Text, Textarea, Title } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { IconCheck, IconPlayerTrackNext, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  CALL_RESULTS,
  DO_NOT_CALL_RESULTS,
  PHONE_BANKING_LIMITS,
  type CallResult,
} from '@groundwork/shared/contracts/phone-banking';
import { type CallResultBody } from '@groundwork/shared/contracts/call-queue';
import { isApiError } from '../../../lib/api-error';
import { saveCallResult, useTagNames } from './api/calling-api';
import { CallSurvey } from './call-survey';
import classes from './calling.module.css';
import { spokenAnswers, type SurveyAnswers } from '../../../components/survey-answers';

export interface CallFacts {
  /** ISO time the Call button was pressed. */
  startTime: string;
  /** Seconds the voter was on the line. */
  duration: number;
}

interface ResultFormProps {
  campaignId: string;
  phoneBankingCampaignId: string;
  voterId: string;
  voterName: string;
  surveyId: string | null;
  callSessionId: string | null;
  call: CallFacts;
  /** From how the call ended (busy → Busy…); null when the screen cannot know (a call to the caller's phone). */
  preselected: CallResult | null;
  /** The call ended with nobody picking up (busy, no answer, failed): Answered is not offered. */
  unanswered?: boolean;
  /** The survey's answers, when given during the call (kept by the caller's screen). */
  answers?: SurveyAnswers;
  onAnswersChange?: (answers: SurveyAnswers) => void;
  /** The result is on the server: on to the next voter. */
  onSaved: () => void;
  /** The server refused the result (e.g. the claim ran out): on without saving, when the caller chooses. */
  onMoveOn: () => void;
}

/** A network failure (no reply): the result stays on screen with Retry until it is saved. */
const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;

/**
 * After the call: what happened (preselected from the call), notes, tags and, when the voter talked, the
 * survey. "Save and next" records it and brings the next voter; nothing typed is lost when saving fails.
 */
export function ResultForm({
  campaignId,
  phoneBankingCampaignId,
  voterId,
  voterName,
  surveyId,
  callSessionId,
  call,
  preselected,
  unanswered = false,
  answers: givenAnswers,
  onAnswersChange,
  onSaved,
  onMoveOn,
}: ResultFormProps) {
  const [result, setResult] = useState<CallResult | null>(preselected);
  const [notes, setNotes] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [answers, setAnswers] = useUncontrolled<SurveyAnswers>({
    value: givenAnswers,
    defaultValue: {},
    onChange: onAnswersChange,
  });
  const tagNames = useTagNames(campaignId);
  const save = useMutation({
    mutationFn: (body: CallResultBody) => saveCallResult(phoneBankingCampaignId, body),
    onSuccess: onSaved,
    retry: false,
  });
  const headingId = useId();
  const asksSurvey = result === 'Answered' && surveyId !== null;

  const submit = () => {
    if (!result || save.isPending) return;
    save.mutate({
      campaign_id: campaignId,
      voter_id: voterId,
      call_result: result,
      call_notes: notes.trim() === '' ? null : notes.trim(),
      tags,
      call_duration: Math.min(PHONE_BANKING_LIMITS.callDuration, Math.max(0, Math.round(call.duration))),
      call_start_time: call.startTime,
      call_session_id: callSessionId,
      survey_responses: asksSurvey ? spokenAnswers(answers) : [],
    });
  };
  const locked = save.isPending;

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId} data-testid="result-form">
      <Title order={2} size="h4" id={headingId}>
        How did the call with {voterName} go?
      </Title>
      <SimpleGrid cols={2} spacing={8} role="group" aria-label="Call result">
        {CALL_RESULTS.filter((option) => !(unanswered && option === 'Answered')).map((option) => {
          const chosen = option === result;
          const warns = DO_NOT_CALL_RESULTS.includes(option);
          return (
            <Button
              key={option}
              className={classes.result}
              variant={chosen ? 'filled' : 'default'}
              color={warns ? 'red' : undefined}
              aria-pressed={chosen}
              disabled={locked}
              leftSection={chosen ? <IconCheck size={16} aria-hidden="true" /> : null}
              onClick={() => setResult(option)}
            >
              {option}
            </Button>
          );
        })}
      </SimpleGrid>
      {unanswered && (
        <Text size="sm" c="dimmed">
          Nobody picked up this call, so it cannot be saved as Answered.
        </Text>
      )}
      {result && DO_NOT_CALL_RESULTS.includes(result) && (
        <Text size="sm" c="dimmed">
          This number will not be called again, by anyone in the campaign.
        </Text>
      )}
      {asksSurvey && (
        <CallSurvey
          campaignId={campaignId}
          phoneBankingCampaignId={phoneBankingCampaignId}
          draft={answers}
          disabled={locked}
          onChange={setAnswers}
        />
      )}
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        maxLength={PHONE_BANKING_LIMITS.callNotes}
        disabled={locked}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      {tagNames.data && tagNames.data.length > 0 && (
        <MultiSelect
          label="Tags"
          description="The campaign's voter tags to add to this voter"
          data={tagNames.data}
          maxValues={PHONE_BANKING_LIMITS.tags}
          searchable
          clearable
          disabled={locked}
          value={tags}
          onChange={setTags}
        />
      )}
      {save.error && (
        <Alert
          color={isNetworkFailure(save.error) ? 'orange' : 'red'}
          role="alert"
          title="The result is not saved yet"
          data-testid="save-error"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {save.error.message}
              {isNetworkFailure(save.error) ? ' It stays here: try again when you are back online.' : ''}
            </Text>
            <Group gap="xs">
              <Button size="md" leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={submit}>
                Retry
              </Button>
              {!isNetworkFailure(save.error) && (
                <Button size="md" variant="default" onClick={onMoveOn}>
                  Next voter without saving
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
      <div className={classes.actions}>
        <Button
          size="xl"
          fullWidth
          disabled={!result}
          loading={save.isPending}
          rightSection={<IconPlayerTrackNext size={22} aria-hidden="true" />}
          onClick={submit}
        >
          Save and next
        </Button>
        {!result && (
          <Text size="xs" c="dimmed" ta="center" mt={4}>
            Choose a result first.
          </Text>
        )}
      </div>
    </Stack>
  );
}
