import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { updateCampaignBodySchema, type Campaign, type Hours } from '@groundwork/shared/contracts/campaigns';
import { fieldErrorsOf } from '../../../lib/field-labels';
import { formatDate } from '../../../lib/format';
import { useUpdateCampaign } from '../api/update-campaign';
import { OutreachChannels } from './campaign-details';
import { HoursInput } from './hours-input';
import { TimeZoneSelect } from './time-zone-select';

type Field = 'name' | 'candidate_name' | 'address' | 'location' | 'time_zone' | HoursField;
type HoursField = 'texting_hours' | 'calling_hours';
type Values = Record<Exclude<Field, HoursField>, string> & Record<HoursField, Hours>;

const valuesOf = (campaign: Campaign): Values => ({
  name: campaign.name,
  candidate_name: campaign.candidate_name ?? '',
  address: campaign.address ?? '',
  location: campaign.location ?? '',
  time_zone: campaign.time_zone,
  texting_hours: campaign.texting_hours,
  calling_hours: campaign.calling_hours,
});

const sameValue = (a: Values[Field], b: Values[Field]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Campaign settings (Managers and Directors): name, candidate, address, location and time zone through
 * PUT /campaign/, checked with the server's own schema first, with the hours texts and calls may reach voters;
 * texting and phone banking read-only.
 */
export function CampaignSettingsForm({
  campaign,
  onSaved,
  extra,
}: {
  campaign: Campaign;
  onSaved?: () => void;
  /** More settings other features add below (one line each, e.g. the two-factor policy). */
  extra?: ReactNode;
}) {
  const update = useUpdateCampaign();
  const [values, setValues] = useState(() => valuesOf(campaign));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const changed = (Object.keys(values) as Field[]).some(
    (key) => !sameValue(values[key], valuesOf(campaign)[key]),
  );

  const set = (field: Field) => (value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = () => {
    const orNull = (text: string) => (text.trim() === '' ? null : text);
    const parsed = updateCampaignBodySchema.safeParse({
      id: campaign.id,
      name: values.name,
      candidate_name: orNull(values.candidate_name),
      address: orNull(values.address),
      location: orNull(values.location),
      time_zone: values.time_zone,
      texting_hours: values.texting_hours,
      calling_hours: values.calling_hours,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error));
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        onSaved?.();
      },
    });
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="campaign-settings">
        <Title order={2} fz="h4" mb={4} id="campaign-settings">
          Campaign settings
        </Title>
        <Text size="sm" c="dimmed" mb="md" style={{ overflowWrap: 'anywhere' }}>
          Owned by {campaign.owner_email} · created {formatDate(campaign.created_at)}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label="Campaign name"
                required
                value={values.name}
                onChange={(e) => set('name')(e.currentTarget.value)}
                error={errors.name}
              />
              <TextInput
                label="Candidate name"
                value={values.candidate_name}
                onChange={(e) => set('candidate_name')(e.currentTarget.value)}
                error={errors.candidate_name}
              />
              <TextInput
                label="Address"
                value={values.address}
                onChange={(e) => set('address')(e.currentTarget.value)}
                error={errors.address}
              />
              <TextInput
                label="Location"
                description="The district or area, e.g. Wake County, NC"
                value={values.location}
                onChange={(e) => set('location')(e.currentTarget.value)}
                error={errors.location}
              />
              <TimeZoneSelect
                label="Time zone"
                description="Weeks and days of door knocking are counted in it."
                value={values.time_zone}
                onChange={set('time_zone')}
                error={errors.time_zone}
              />
              <HoursInput
                label="Texting hours"
                description="Texts reach voters only between these times, in the voter's own time zone."
                value={values.texting_hours}
                onChange={set('texting_hours')}
                error={errors.texting_hours}
              />
              <HoursInput
                label="Calling hours"
                description="Calls reach voters only between these times, in the voter's own time zone."
                value={values.calling_hours}
                onChange={set('calling_hours')}
                error={errors.calling_hours}
              />
            </SimpleGrid>
            {extra}
            {update.error && (
              <Alert color="red" role="alert">
                {update.error.message}
              </Alert>
            )}
            {update.isSuccess && !changed && (
              <Text size="sm" c="teal" role="status">
                Settings saved.
              </Text>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={!changed || update.isPending}
                onClick={() => {
                  setValues(valuesOf(campaign));
                  setErrors({});
                }}
              >
                Discard changes
              </Button>
              <Button type="submit" loading={update.isPending} disabled={!changed}>
                Save settings
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <OutreachChannels campaign={campaign} />
    </Stack>
  );
}
