import { Paper, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  PHONE_BANKING_LIMITS,
  PHONE_BANKING_MESSAGES,
  type CreatePhoneBankingBody,
  type PhoneBankingCampaign,
} from '@groundwork/shared/contracts/phone-banking';
import { NameFields } from '../../../components/outreach/name-fields';
import {
  OutreachFormLayout,
  type OutreachSaveProps,
} from '../../../components/outreach/outreach-form-layout';
import type { TagOption } from '../../../components/voter-filter/voter-filter-panel';
import { MemberMultiSelect, useMemberOptions } from '../../campaigns';
import { ActiveSurveySelect } from '../../surveys';
import { RecipientFields, useRecipientSelection } from '../../text-campaigns';
import { SAMPLE_VOTER, isScriptEmpty } from '../script';
import { CallRecipientCount } from './call-recipient-count';
import { ScriptEditor } from './script-editor';
import { ScriptPreview } from './script-preview';

export type PhoneBankingValues = Omit<CreatePhoneBankingBody, 'campaign_id' | 'user_id'>;

interface FormErrors {
  name?: string | undefined;
  script?: string | undefined;
  recipients?: string | undefined;
}

/** The form's own checks, before anything is sent (the server checks again). */
export const validatePhoneBanking = (input: {
  name: string;
  script: string;
  needsGroup: boolean;
}): FormErrors => ({
  ...(input.name.trim() ? {} : { name: 'Name the phone bank' }),
  ...(isScriptEmpty(input.script)
    ? { script: 'Write the script' }
    : input.script.length > PHONE_BANKING_LIMITS.script
      ? { script: `The script can be at most ${String(PHONE_BANKING_LIMITS.script)} characters` }
      : {}),
  ...(input.needsGroup ? { recipients: PHONE_BANKING_MESSAGES.noRecipientsSource } : {}),
});

interface PhoneBankingFormProps extends OutreachSaveProps {
  campaignId: string;
  tagOptions: TagOption[];
  /** The signed-in member: the default owner, and the caller in the script preview. */
  user: { id: string; first: string };
  /** A Draft being edited: its recipients stay as chosen (shown, not changed here). */
  initial?: PhoneBankingCampaign;
  onSubmit: (values: PhoneBankingValues) => void;
}

/**
 * The phone bank composer: name and description, the script as rich text with voter fields and its preview
 * for a sample voter, the voters to call with their count, an optional survey, the owner and the callers.
 */
export function PhoneBankingForm({
  campaignId,
  tagOptions,
  user,
  initial,
  onSubmit,
  ...save
}: PhoneBankingFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [script, setScript] = useState(initial?.script ?? '');
  const [surveyId, setSurveyId] = useState<string | null>(initial?.survey_id ?? null);
  const [ownerId, setOwnerId] = useState<string | null>(initial ? initial.owner_id : user.id);
  const [callers, setCallers] = useState<string[]>(initial?.user_ids ?? []);
  const [errors, setErrors] = useState<FormErrors>({});
  /** A field's error goes once the field changes (the next save checks everything again). */
  const clear = (key: keyof FormErrors) =>
    setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));
  const memberOptions = useMemberOptions(campaignId);

  const recipients = useRecipientSelection(campaignId, initial);
  const preview = recipients.preview;
  const sample = { ...SAMPLE_VOTER, ...preview.data?.sample, caller_first_name: user.first };

  const submit = () => {
    const next = validatePhoneBanking({
      name,
      script,
      needsGroup: recipients.needsGroup,
    });
    setErrors(next);
    if (next.name || next.script || next.recipients) return;
    onSubmit({
      name: name.trim(),
      description: description.trim() || null,
      script,
      ...recipients.values,
      survey_id: surveyId,
      owner_id: ownerId,
      user_ids: callers,
    });
  };

  return (
    <OutreachFormLayout
      count={<CallRecipientCount {...recipients.count} />}
      recipients={
        !initial && (
          <RecipientFields
            {...recipients.fields}
            onVoterGroupChange={(id) => {
              recipients.fields.onVoterGroupChange(id);
              clear('recipients');
            }}
            tagOptions={tagOptions}
            error={errors.recipients ?? null}
          />
        )
      }
      {...save}
      onSubmit={submit}
    >
      <NameFields
        name={name}
        description={description}
        limits={PHONE_BANKING_LIMITS}
        error={errors.name}
        onNameChange={(value) => {
          setName(value);
          clear('name');
        }}
        onDescriptionChange={setDescription}
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <ScriptEditor
            initial={initial?.script ?? ''}
            onChange={(html) => {
              setScript(html);
              clear('script');
            }}
            error={errors.script ?? null}
          />
          <ScriptPreview
            html={script}
            sample={sample}
            caption={
              preview.data?.sample
                ? 'As a caller reads it to the first voter'
                : 'As a caller reads it to a sample voter'
            }
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <ActiveSurveySelect
            campaignId={campaignId}
            description="Optional: callers record the voter’s answers, as on the doors."
            value={surveyId}
            onChange={setSurveyId}
          />
          <Select
            label="Owner"
            placeholder="Nobody"
            clearable
            searchable
            data={memberOptions}
            value={ownerId}
            onChange={setOwnerId}
          />
          <MemberMultiSelect
            campaignId={campaignId}
            label="Callers"
            description="Members who call for this phone bank, Volunteers included."
            value={callers}
            onChange={setCallers}
          />
        </Stack>
      </Paper>
    </OutreachFormLayout>
  );
}
