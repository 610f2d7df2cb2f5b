import { Alert, Button, Group, Loader, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconLock, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { SURVEY_LIMITS, type Survey } from '@groundwork/shared/contracts/surveys';
import { MESSAGES } from '@groundwork/shared/messages';
import { hasErrorCode, isAbortError } from '../../../lib/api-error';
import { useSurveyNameCheck } from '../api/check-survey-name';
import { useCreateSurvey } from '../api/create-survey';
import { useUpdateSurvey } from '../api/update-survey';
import {
  addQuestion,
  draftFromSurvey,
  emptyDraft,
  emptyQuestion,
  hasErrors,
  questionsInput,
  validateDraft,
  type SurveyDraft,
} from './builder-state';
import { QuestionEditor, type DraftChange } from './question-editor';
import { SurveyQuestionsView } from './survey-questions-view';

interface SurveyBuilderProps {
  campaignId: string;
  /** The survey being edited; a new survey otherwise. */
  survey?: Survey;
  onSaved: (survey: Survey) => void;
  onCancel: () => void;
}

/**
 * Writes a survey: its name (checked as the user types), description and questions. Each rule is the
 * shared contract's, shown next to its field once the person tries to save. Once voters have answered,
 * the questions are locked and only the name and description change.
 */
export function SurveyBuilder({ campaignId, survey, onSaved, onCancel }: SurveyBuilderProps) {
  const [draft, setDraft] = useState<SurveyDraft>(() => (survey ? draftFromSurvey(survey) : emptyDraft()));
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const nameCheck = useSurveyNameCheck(campaignId, draft.name, survey?.id);
  const create = useCreateSurvey();
  const update = useUpdateSurvey();
  const save = survey ? update : create;
  const isLocked = (survey?.respondent_count ?? 0) > 0;

  const errors = useMemo(() => validateDraft(draft), [draft]);
  const shown = attempts > 0 ? errors : { byQuestion: {} };
  const isNameTaken = nameCheck.isTaken || (refusedName !== null && refusedName === draft.name.trim());
  const nameError = isNameTaken ? MESSAGES.nameExists : shown.name;

  // After a refused save, the first field in error takes the focus.
  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const change = (apply: DraftChange, nextFocus?: string) => {
    setDraft(apply);
    setFocusKey(nextFocus ?? null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempts((n) => n + 1);
    if (hasErrors(errors) || isNameTaken) return;
    const name = draft.name.trim();
    const details = { campaign_id: campaignId, name, description: draft.description.trim() || null };
    const onError = (error: Error) => {
      if (hasErrorCode(error, 'NAME_EXISTS')) setRefusedName(name);
    };
    if (survey) {
      update.mutate(
        { ...details, id: survey.id, ...(isLocked ? {} : { questions: questionsInput(draft) }) },
        { onSuccess: onSaved, onError },
      );
    } else {
      create.mutate({ ...details, questions: questionsInput(draft) }, { onSuccess: onSaved, onError });
    }
  };

  const failure =
    save.error && !isAbortError(save.error) && !hasErrorCode(save.error, 'NAME_EXISTS') ? save.error : null;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={survey ? 'Edit survey' : 'New survey'}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <TextInput
              label="Survey name"
              required
              description="Names are unique in the campaign."
              maxLength={SURVEY_LIMITS.name}
              value={draft.name}
              error={nameError}
              rightSection={nameCheck.isChecking ? <Loader size={14} aria-label="Checking the name" /> : null}
              onChange={(event) => {
                const name = event.currentTarget.value;
                change((current) => ({ ...current, name }));
              }}
            />
            <Textarea
              label="Description"
              rows={2}
              maxLength={SURVEY_LIMITS.description}
              value={draft.description}
              onChange={(event) => {
                const description = event.currentTarget.value;
                change((current) => ({ ...current, description }));
              }}
            />
          </Stack>
        </Paper>

        <Stack gap="sm">
          <Title order={2} fz="h4">
            Questions
          </Title>
          {isLocked && survey ? (
            <>
              <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden="true" />}>
                Voters have answered this survey, so its questions are locked. You can still change its name
                and description.
              </Alert>
              <SurveyQuestionsView questions={survey.questions} />
            </>
          ) : (
            <>
              {draft.questions.map((question, index) => (
                <QuestionEditor
                  key={question.key}
                  question={question}
                  index={index}
                  total={draft.questions.length}
                  errors={shown.byQuestion[question.key]}
                  focusKey={focusKey}
                  onChange={change}
                />
              ))}
              {shown.questions && (
                <Text size="sm" c="red.7" role="alert">
                  {shown.questions}
                </Text>
              )}
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                disabled={draft.questions.length >= SURVEY_LIMITS.questions}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => {
                  const question = emptyQuestion();
                  change((current) => addQuestion(current, question), question.key);
                }}
              >
                Add question
              </Button>
            </>
          )}
        </Stack>

        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden="true" />}
            title={survey ? 'Failed to save survey' : MESSAGES.failedToCreateSurvey}
            role="alert"
          >
            {failure.message}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
          >
            Save survey
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
