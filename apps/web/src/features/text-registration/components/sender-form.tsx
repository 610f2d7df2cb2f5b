import { Alert, Button, Grid, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  senderPreflight,
  senderRegistrationSchema,
  type SenderRegistration,
} from '@groundwork/shared/contracts/text-registration';
import { useZodForm } from '../../../lib/forms/use-zod-form';
import { useRegisterSender } from '../api/registration';
import { CARRIER_OPTIONS, type CarrierOption } from '../utils/carrier-labels';
import { PreflightChecklist } from './preflight-checklist';

type Field = keyof SenderRegistration;
type Values = Record<Field, string>;

interface FieldSpec {
  field: Field;
  label: string;
  /** Carrier codes with their words: the label shows, the code is sent. */
  options?: readonly CarrierOption[];
  description?: string;
  required?: boolean;
}

/** The 19 fields of service §3 and the privacy policy, in the order a reviewer reads them. */
const SECTIONS: { title: string; fields: FieldSpec[] }[] = [
  {
    title: 'The sender',
    fields: [
      { field: 'friendly_name', label: 'Sender name', description: 'The name every text starts with', required: true },
      { field: 'company_name', label: 'Legal name', description: 'As registered, e.g. Committee to Elect Casey', required: true },
      { field: 'website_url', label: 'Website', description: 'https://…', required: true },
      { field: 'privacy_policy_url', label: 'Privacy policy', description: 'https://…' },
      { field: 'campaign_verify_token', label: 'Campaign Verify token', description: 'Needed for political texting' },
    ],
  },
  {
    title: 'Address',
    fields: [
      { field: 'address', label: 'Street address', required: true },
      { field: 'city', label: 'City', required: true },
      { field: 'state', label: 'State', options: CARRIER_OPTIONS.state, required: true },
      { field: 'zip', label: 'ZIP code', required: true },
    ],
  },
  {
    title: 'Contact',
    fields: [
      { field: 'contact_first_name', label: 'First name', required: true },
      { field: 'contact_last_name', label: 'Last name', required: true },
      { field: 'contact_email', label: 'E-mail', required: true },
      { field: 'contact_phone', label: 'Phone', required: true },
      { field: 'job_position', label: 'Job position', options: CARRIER_OPTIONS.job_position, required: true },
      { field: 'business_title', label: 'Title', description: 'e.g. Treasurer', required: true },
    ],
  },
  {
    title: 'Organisation',
    fields: [
      { field: 'business_identity', label: 'Business identity', options: CARRIER_OPTIONS.business_identity, required: true },
      { field: 'business_type', label: 'Business type', options: CARRIER_OPTIONS.business_type, required: true },
      { field: 'business_industry', label: 'Industry', options: CARRIER_OPTIONS.business_industry, required: true },
      { field: 'business_registration_id_type', label: 'Registration id type', options: CARRIER_OPTIONS.business_registration_id_type, required: true },
      { field: 'business_registration_number', label: 'Registration number', description: 'An EIN is NN-NNNNNNN', required: true },
    ],
  },
]; // prettier-ignore

const FIELDS = SECTIONS.flatMap((section) => section.fields.map((spec) => spec.field));
const DEFAULTS: Partial<Values> = {
  business_identity: 'direct_customer',
  business_type: 'Non-profit Corporation',
  business_industry: 'GOVERNMENT',
  business_registration_id_type: 'EIN',
};

const valuesOf = (sender: Partial<SenderRegistration> | null): Values =>
  Object.fromEntries(
    FIELDS.map((field) => [field, String(sender?.[field] ?? DEFAULTS[field] ?? '')]),
  ) as Values;

/** Optional fields left empty are sent as null. */
const toBody = (values: Values) => ({
  ...values,
  privacy_policy_url: values.privacy_policy_url.trim() || null,
  campaign_verify_token: values.campaign_verify_token.trim() || null,
});

/**
 * POST /text-campaign/register: the sender, with the pre-flight checklist beside the form turning green as
 * the user types. `initial`: what a FAILED registration sent, to correct and send again.
 */
export function SenderForm({
  campaignId,
  initial,
  onRegistered,
}: {
  campaignId: string;
  initial: Partial<SenderRegistration> | null;
  onRegistered?: () => void;
}) {
  const register = useRegisterSender(campaignId);
  const form = useZodForm<Values, SenderRegistration>(senderRegistrationSchema, {
    initialValues: valuesOf(initial),
    inputs: FIELDS,
    toBody: toBody,
  });
  const items = senderPreflight(form.values);

  const submit = (body: SenderRegistration) => {
    register.mutate(body, { onSuccess: () => onRegistered?.(), onError: form.setServerErrors });
  };

  const input = ({ field, label, options, description, required }: FieldSpec) => {
    const common = { key: field, label, description, required, ...form.getInputProps(field) };
    return options ? (
      <Select
        {...common}
        data={[...options]}
        searchable
        value={form.values[field] || null}
        onChange={(value) => form.setFieldValue(field, value ?? '')}
      />
    ) : (
      <TextInput {...common} />
    );
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <form aria-label="Text sender registration" onSubmit={form.onSubmit(submit)}>
          <Stack gap="lg">
            {SECTIONS.map((section) => (
              <Stack key={section.title} gap="sm">
                <Title order={3} fz="h5">
                  {section.title}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {section.fields.map(input)}
                </SimpleGrid>
              </Stack>
            ))}
            {register.error && (
              <Alert color="red" role="alert" title="Not submitted">
                {register.error.message}
              </Alert>
            )}
            <Button type="submit" loading={register.isPending} style={{ alignSelf: 'flex-end' }}>
              Submit sender
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
