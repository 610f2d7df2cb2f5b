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
  TextInput,
  Textarea,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import {
  TEXT_LIMITS,
  TEXT_MESSAGES,
  type CreateTextCampaignBody,
  type TextCampaign,
} from '@groundwork/shared/contracts/text-campaigns';
import { voterFilterSchema } from '@groundwork/shared/contracts/voters';
import { COUNT_DEBOUNCE_MS } from '../../../components/voter-filter/api/count-voters';
import {
  EMPTY_FILTER_FORM,
  filtersToParams,
  type VoterFilterForm,
} from '../../../components/voter-filter/filters-to-params';
import type { TagOption } from '../../../components/voter-filter/voter-filter-panel';
import { useCampaignMembers } from '../../campaigns';
import { useSurveys } from '../../surveys';
import { useRecipientPreview } from '../api/get-text-campaigns';
import { MessageFields } from './message-fields';
import { RecipientCount, RecipientFields, type RecipientSource } from './recipient-fields';

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
  const [source, setSource] = useState<RecipientSource>('group');
  const [voterGroupId, setVoterGroupId] = useState<string | null>(initial?.voter_group_id ?? null);
  const [filters, setFilters] = useState<VoterFilterForm>(EMPTY_FILTER_FORM);
  const [quickReplies, setQuickReplies] = useState<string[]>(initial?.quick_replies ?? []);
  const [helpText, setHelpText] = useState(initial?.help_text ?? '');
  const [surveyId, setSurveyId] = useState<string | null>(initial?.survey_id ?? null);
  const [texters, setTexters] = useState<string[]>(initial?.user_ids ?? []);
  const [errors, setErrors] = useState<{ name?: string; message?: string; recipients?: string }>({});
  const members = useCampaignMembers(campaignId);
  const surveys = useSurveys(campaignId);

  const filter = useMemo(() => filtersToParams(filters), [filters]);
  const selection = useMemo(
    () =>
      initial
        ? { groupId: initial.voter_group_id, filter: initial.filter_params }
        : source === 'group'
          ? { groupId: voterGroupId, filter: {} }
          : { groupId: null, filter },
    [initial, source, voterGroupId, filter],
  );
  const [debounced] = useDebouncedValue(selection, COUNT_DEBOUNCE_MS);
  const hasSource =
    debounced.groupId !== null ||
    (source === 'filters' && voterFilterSchema.safeParse(debounced.filter).success);
  const preview = useRecipientPreview(campaignId, debounced.groupId, debounced.filter, hasSource);
  const isCounted = debounced === selection && !preview.isPlaceholderData;

  const submit = () => {
    const next = {
      name: name.trim() ? undefined : 'Name the text campaign',
      message: message.trim() ? undefined : 'Write the message',
      recipients:
        !initial && source === 'group' && !voterGroupId ? TEXT_MESSAGES.noRecipientsSource : undefined,
    };
    setErrors(next);
    if (next.name || next.message || next.recipients) return;
    onSubmit({
      name: name.trim(),
      description: description.trim() || null,
      message: message.trim(),
      filter_params: initial ? initial.filter_params : source === 'filters' ? filter : {},
      voter_group_id: initial ? initial.voter_group_id : source === 'group' ? voterGroupId : null,
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
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <TextInput
                label="Name"
                required
                maxLength={TEXT_LIMITS.name}
                value={name}
                error={errors.name}
                onChange={(event) => setName(event.currentTarget.value)}
              />
              <Textarea
                label="Description"
                autosize
                minRows={2}
                maxLength={TEXT_LIMITS.description}
                value={description}
                onChange={(event) => setDescription(event.currentTarget.value)}
              />
            </Stack>
          </Paper>
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
            preview={hasSource ? preview.data : undefined}
            isUpdating={hasSource && (!isCounted || preview.isFetching)}
            hasSource={hasSource}
          />
          {!initial && (
            <Paper withBorder radius="md" p="md">
              <RecipientFields
                campaignId={campaignId}
                source={source}
                onSourceChange={setSource}
                voterGroupId={voterGroupId}
                onVoterGroupChange={setVoterGroupId}
                filters={filters}
                onFiltersChange={setFilters}
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
