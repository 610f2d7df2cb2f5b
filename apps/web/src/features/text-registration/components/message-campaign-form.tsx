import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  campaignPreflight,
  messageCampaignRegistrationSchema,
  SAMPLE_LIMITS,
  type MessageCampaignRegistration,
  type SenderPreflightInput,
} from '@groundwork/shared/contracts/text-registration';
import { useRegisterMessageCampaign } from '../api/registration';
import { fieldsInWords } from '../../../lib/field-labels';
import { CARRIER_OPTIONS } from '../utils/carrier-labels';
import { PreflightChecklist } from './preflight-checklist';

interface Values {
  description: string;
  sample_messages: string[];
  use_case: string;
  has_embedded_links: boolean;
  has_phone_numbers: boolean;
  consent_description: string;
  opt_in_keywords: string;
  opt_in_message: string;
}

const valuesOf = (fields: MessageCampaignRegistration | null): Values => ({
  description: fields?.description ?? '',
  sample_messages: fields?.sample_messages ?? ['', ''],
  use_case: fields?.use_case ?? 'POLITICAL',
  has_embedded_links: fields?.has_embedded_links ?? false,
  has_phone_numbers: fields?.has_phone_numbers ?? false,
  consent_description: fields?.consent_description ?? '',
  opt_in_keywords: fields?.opt_in_keywords.join(', ') ?? 'JOIN',
  opt_in_message: fields?.opt_in_message ?? '',
});

const keywordsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((word) => word.trim())
    .filter(Boolean);

const toBody = (values: Values) => ({
  ...values,
  sample_messages: values.sample_messages.map((sample) => sample.trim()).filter(Boolean),
  opt_in_keywords: keywordsOf(values.opt_in_keywords),
});

/**
 * POST /text-campaign/create-a2p-campaign: the 8 fields of the use case, with its checklist beside the form
 * (the sender's names and Campaign Verify token come from the registered sender).
 */
export function MessageCampaignForm({
  campaignId,
  sender,
  initial,
}: {
  campaignId: string;
  sender: SenderPreflightInput;
  initial: MessageCampaignRegistration | null;
}) {
  const register = useRegisterMessageCampaign(campaignId);
  const [values, setValues] = useState(() => valuesOf(initial));
  const [error, setError] = useState<string | null>(null);
  const items = campaignPreflight(toBody(values), sender);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
  };
  const setSample = (index: number, text: string) =>
    set(
      'sample_messages',
      values.sample_messages.map((sample, i) => (i === index ? text : sample)),
    );

  const submit = () => {
    const parsed = messageCampaignRegistrationSchema.safeParse(toBody(values));
    if (!parsed.success) {
      setError(fieldsInWords(parsed.error.issues[0]?.message ?? 'Check the form'));
      return;
    }
    register.mutate(parsed.data);
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <form
          aria-label="Message campaign registration"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Select
              label="Use case"
              required
              data={CARRIER_OPTIONS.use_case}
              searchable
              value={values.use_case}
              onChange={(value) => set('use_case', value ?? 'POLITICAL')}
              allowDeselect={false}
            />
            <Textarea
              label="Description"
              description="What the texts are for, in at least 40 characters"
              required
              rows={3}
              value={values.description}
              onChange={(e) => set('description', e.currentTarget.value)}
            />
            <Stack gap="xs">
              {values.sample_messages.map((sample, index) => (
                <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
                  <Textarea
                    style={{ flex: 1 }}
                    label={`Sample message ${String(index + 1)}`}
                    required={index < SAMPLE_LIMITS.min}
                    rows={3}
                    value={sample}
                    onChange={(e) => setSample(index, e.currentTarget.value)}
                  />
                  {values.sample_messages.length > SAMPLE_LIMITS.min && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove sample ${String(index + 1)}`}
                      onClick={() =>
                        set(
                          'sample_messages',
                          values.sample_messages.filter((_, i) => i !== index),
                        )
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              ))}
              {values.sample_messages.length < SAMPLE_LIMITS.max && (
                <Button
                  variant="subtle"
                  size="xs"
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => set('sample_messages', [...values.sample_messages, ''])}
                >
                  Add a sample
                </Button>
              )}
            </Stack>
            <Checkbox
              label="Messages have embedded links"
              checked={values.has_embedded_links}
              onChange={(e) => set('has_embedded_links', e.currentTarget.checked)}
            />
            <Checkbox
              label="Messages have phone numbers"
              checked={values.has_phone_numbers}
              onChange={(e) => set('has_phone_numbers', e.currentTarget.checked)}
            />
            <Textarea
              label="How voters consent"
              description="Where the numbers come from and how people agreed to be texted"
              required
              rows={3}
              value={values.consent_description}
              onChange={(e) => set('consent_description', e.currentTarget.value)}
            />
            <TextInput
              label="Opt-in keywords"
              description="Words that sign a number up, separated by commas"
              required
              value={values.opt_in_keywords}
              onChange={(e) => set('opt_in_keywords', e.currentTarget.value)}
            />
            <Textarea
              label="Opt-in message"
              description="The reply to an opt-in keyword"
              required
              value={values.opt_in_message}
              onChange={(e) => set('opt_in_message', e.currentTarget.value)}
            />
            {(error ?? register.error) && (
              <Alert color="red" role="alert" title="Not submitted">
                {error ?? register.error?.message}
              </Alert>
            )}
            <Button type="submit" loading={register.isPending} style={{ alignSelf: 'flex-end' }}>
              Submit message campaign
            </Button>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <PreflightChecklist items={items} />
      </Grid.Col>
    </Grid>
  );
}
