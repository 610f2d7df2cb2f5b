import { Paper, Stack, TagsInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  TEXT_LIMITS,
  TEXT_MESSAGES,
  type CreateTextCampaignBody,
  type TextCampaign,
} from '@groundwork/shared/contracts/text-campaigns';
import { NameFields } from '../../../components/outreach/name-fields';
import {
  OutreachFormLayout,
  type OutreachSaveProps,
} from '../../../components/outreach/outreach-form-layout';
import type { TagOption } from '../../../components/voter-filter/voter-filter-panel';
import { MemberMultiSelect, useCampaignMembers } from '../../campaigns';
import { ActiveSurveySelect } from '../../surveys';
import { previewTexter } from '../message-template';
import { MessageFields } from './message-fields';
import { RecipientCount, RecipientFields } from './recipient-fields';
import { useRecipientSelection } from './use-recipient-selection';

export type TextCampaignValues = Omit<CreateTextCampaignBody, 'campaign_id'>;

interface TextCampaignFormProps extends OutreachSaveProps {
  campaignId: string;
  tagOptions: TagOption[];
  /** A Draft being edited: its recipients stay as chosen (shown, not changed here). */
  initial?: TextCampaign;
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
  onSubmit,
  ...save
}: TextCampaignFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [message, setMessage] = useState(initial?.message ?? '');
  const [quickReplies, setQuickReplies] = useState<string[]>(initial?.quick_replies ?? []);
  const [helpText, setHelpText] = useState(initial?.help_text ?? '');
  const [surveyId, setSurveyId] = useState<string | null>(initial?.survey_id ?? null);
  const [texters, setTexters] = useState<string[]>(initial?.user_ids ?? []);
  const [errors, setErrors] = useState<{ name?: string; message?: string; recipients?: string }>({});

  const recipients = useRecipientSelection(campaignId, initial);
  const preview = recipients.preview;
  const members = useCampaignMembers(campaignId);

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
    <OutreachFormLayout
      count={<RecipientCount {...recipients.count} />}
      recipients={
        !initial && (
          <RecipientFields {...recipients.fields} tagOptions={tagOptions} error={errors.recipients ?? null} />
        )
      }
      {...save}
      onSubmit={submit}
    >
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
          texter={previewTexter(texters, members.data)}
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
          <ActiveSurveySelect
            campaignId={campaignId}
            description="Answers to it can be recorded from a conversation."
            value={surveyId}
            onChange={setSurveyId}
          />
          <MemberMultiSelect campaignId={campaignId} label="Texters" value={texters} onChange={setTexters} />
        </Stack>
      </Paper>
    </OutreachFormLayout>
  );
}
