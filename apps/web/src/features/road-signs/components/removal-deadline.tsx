import { Alert, Button, Card, Group, NumberInput, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { RoadSignSettings } from '@groundwork/shared/contracts/road-sign-placements';
import { useRoadSignSettings } from '../api/get-road-signs';
import { useSaveRoadSignSettings } from '../api/manage-road-signs';

function DeadlineForm({ settings }: { settings: RoadSignSettings }) {
  const save = useSaveRoadSignSettings();
  const [deadline, setDeadline] = useState(settings.removal_deadline ?? '');
  const [warningDays, setWarningDays] = useState<number | string>(settings.warning_days);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      campaign_id: settings.campaign_id,
      removal_deadline: deadline === '' ? null : deadline,
      warning_days: typeof warningDays === 'number' ? warningDays : settings.warning_days,
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="end" wrap="wrap">
        <TextInput
          type="date"
          label="Removal deadline"
          description="The legal date signs must be down by"
          value={deadline}
          onChange={(event) => setDeadline(event.currentTarget.value)}
        />
        <NumberInput
          label="Warn days ahead"
          min={0}
          max={90}
          allowDecimal={false}
          w={140}
          value={warningDays}
          onChange={setWarningDays}
        />
        <Button type="submit" variant="light" loading={save.isPending}>
          Save deadline
        </Button>
      </Group>
      {save.error && (
        <Alert color="red" role="alert" mt="sm">
          {save.error.message}
        </Alert>
      )}
      {save.isSuccess && (
        <Text size="sm" c="teal.8" mt="xs" role="status">
          Deadline saved.
        </Text>
      )}
    </form>
  );
}

/** The campaign's removal deadline (decision 0037), set by Managers and Directors on the list page. */
export function RemovalDeadline({ campaignId }: { campaignId: string }) {
  const settings = useRoadSignSettings(campaignId);
  return (
    <Card withBorder radius="md">
      {settings.error ? (
        <Alert color="red" role="alert">
          We could not load the removal deadline: {settings.error.message}
        </Alert>
      ) : settings.data ? (
        <DeadlineForm settings={settings.data} />
      ) : (
        <Text c="dimmed">Loading the removal deadline…</Text>
      )}
    </Card>
  );
}
