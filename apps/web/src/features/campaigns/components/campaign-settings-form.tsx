import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  updateCampaignBodySchema,
  type Campaign,
  type Hours,
  type UpdateCampaignBody,
} from '@groundwork/shared/contracts/campaigns';
import { useZodForm } from '../../../lib/forms/use-zod-form';
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

const INPUTS: readonly Field[] = [
  'name',
  'candidate_name',
  'address',
  'location',
  'time_zone',
  'texting_hours',
  'calling_hours',
];

const orNull = (text: string) => (text.trim() === '' ? null : text);

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
  const form = useZodForm<Values, UpdateCampaignBody>(updateCampaignBodySchema, {
    initialValues: valuesOf(campaign),
    inputs: INPUTS,
    toBody: (values) => ({
      ...values,
      id: campaign.id,
      candidate_name: orNull(values.candidate_name),
      address: orNull(values.address),
      location: orNull(values.location),
    }),
  });
  const changed = form.isDirty();
  /** The form starts again from `values`: saved, or the campaign's own when changes are discarded. */
  const startFrom = (values: Values) => {
    form.setInitialValues(values);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
  };

  const submit = (body: UpdateCampaignBody) => {
    update.mutate(body, {
      onSuccess: (saved) => {
        startFrom(valuesOf(saved));
        onSaved?.();
      },
      onError: form.setServerErrors,
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
        <form onSubmit={form.onSubmit(submit)}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Campaign name" required {...form.getInputProps('name')} />
              <TextInput label="Candidate name" {...form.getInputProps('candidate_name')} />
              <TextInput label="Address" {...form.getInputProps('address')} />
              <TextInput
                label="Location"
                description="The district or area, e.g. Wake County, NC"
                {...form.getInputProps('location')}
              />
              <TimeZoneSelect
                label="Time zone"
                description="Weeks and days of door knocking are counted in it."
                {...form.getInputProps('time_zone')}
                value={form.values.time_zone}
              />
              <HoursInput
                label="Texting hours"
                description="Texts reach voters only between these times, in the voter's own time zone."
                {...form.getInputProps('texting_hours')}
                value={form.values.texting_hours}
              />
              <HoursInput
                label="Calling hours"
                description="Calls reach voters only between these times, in the voter's own time zone."
                {...form.getInputProps('calling_hours')}
                value={form.values.calling_hours}
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
                  startFrom(valuesOf(campaign));
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
