import {
  Alert,
  Button,
  Grid,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  TagsInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import {
  TEXT_LIMITS,
  TEXT_MESSAGES,
  type CreateTextCampaignBody,
  type TextCampaign,
} from '@groundwork/shared/contracts/text-campaigns';
import { NameFields } from '../../../components/outreach/name-fields';
import type { TagOption } from '../../../components/voter-filter/voter-filter-panel';
import { useCampaignMembers } from '../../campaigns';
import { useSurveys } from '../../surveys';
import { MessageFields } from './message-fields';
import { RecipientCount, RecipientFields } from './recipient-fields';
import { useRecipientSelection } from './use-recipient-selection';

export type TextCampaignValues = Omit<CreateTextCampaignBody, 'campaign_id'>;

interface TextCampaignFormProps {
  campaignId: string;
  tagOptions: TagOption[];
  /** A Draft being edited: its recipients stay as chosen (shown, not changed here). */
  initial?: TextCampaign;
  submitLabel: string;
  isPending: boolean;
  error: Error | null;
  onSubmit: (values: TextCampaignValues) => void;
}

/**
 * The composer: name, recipients with the live count, the message with voter fields, its segments and the
 * opt-out check, quick replies, a survey and the texters.
 */
export function TextCampaignForm({
  campaignId,
  tagOptions,
  initial,
  submitLabel,
  isPending,
  error,
  onSubmit,
}: TextCampaignFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [message, setMessage] = useState(initial?.message ?? '');
  const [quickReplies, setQuickReplies] = useState<string[]>(initial?.quick_replies ?? []);
  const [helpText, setHelpText] = useState(initial?.help_text ?? '');
  const [surveyId, setSurveyId] = useState<string | null>(initial?.survey_id ?? null);
  const [texters, setTexters] = useState<string[]>(initial?.user_ids ?? []);
  const [errors, setErrors] = useState<{ name?: string; message?: string; recipients?: string }>({});
  const members = useCampaignMembers(campaignId);
  const surveys = useSurveys(campaignId);

  const recipients = useRecipientSelection(campaignId, initial);
  const preview = recipients.preview;

  const submit = () => {
    const next = {
      name: name.trim() ? undefined : 'Name the text campaign',
      message: message.trim() ? undefined : 'Write the message',
      recipients: recipients.needsGroup ? TEXT_MESSAGES.noRecipientsSource : undefined,
    };
    setErrors(next);
    if (next.name || next.message || next.recipients) return;
    onSubmit({
      name: name.trim(),
      description: description.trim() || null,
      message: message.trim(),
      ...recipients.values,
      user_ids: texters,
      quick_replies: quickReplies,
      survey_id: surveyId,
      help_text: helpText.trim() || null,
    });
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <NameFields
            name={name}
            description={description}
            limits={TEXT_LIMITS}
            error={errors.name}
            onNameChange={setName}
            onDescriptionChange={setDescription}
          />
          <Paper withBorder radius="md" p="md">
            <MessageFields
              value={message}
              onChange={setMessage}
              sample={preview.data?.sample ?? null}
              error={errors.message ?? null}
            />
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <TagsInput
                label="Quick replies"
                description="Answers a texter can pick in a conversation: type one, then Enter."
                maxTags={TEXT_LIMITS.quickReplies}
                splitChars={[]}
                value={quickReplies}
                onChange={setQuickReplies}
                clearable
              />
              <Textarea
                label="Answer to HELP"
                description="Sent when a voter replies HELP. Empty: the campaign's name and “Reply STOP to opt out”."
                autosize
                minRows={2}
                maxLength={320}
                value={helpText}
                onChange={(event) => setHelpText(event.currentTarget.value)}
              />
              <Select
                label="Survey"
                description="Answers to it can be recorded from a conversation."
                placeholder="No survey"
                clearable
                data={(surveys.data ?? [])
                  .filter((survey) => survey.record_status === 'is_active')
                  .map((survey) => ({ value: survey.id, label: survey.name }))}
                value={surveyId}
                onChange={setSurveyId}
              />
              <MultiSelect
                label="Texters"
                placeholder="Pick members"
                searchable
                data={(members.data ?? []).map((member) => ({
                  value: member.user_id,
                  label: `${member.first} ${member.last} (${member.title})`,
                }))}
                value={texters}
                onChange={setTexters}
              />
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <RecipientCount
            preview={recipients.hasSource ? preview.data : undefined}
            isUpdating={recipients.isUpdating}
            hasSource={recipients.hasSource}
          />
          {!initial && (
            <Paper withBorder radius="md" p="md">
              <RecipientFields
                {...recipients.fields}
                tagOptions={tagOptions}
                error={errors.recipients ?? null}
              />
            </Paper>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={submit} loading={isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
