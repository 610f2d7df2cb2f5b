import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import type { WalkbookDoor } from '@groundwork/shared/contracts/walkbooks';
import { useRoadSignsMinimal } from '../api/get-road-signs';
import { useRequestPlacement } from '../api/manage-road-signs';

export const OFFLINE_REQUEST_MESSAGE =
  'A sign request needs a connection: it is not kept on this phone. Ask again once you are back online.';

/**
 * "Wants a yard sign" at the door (decision 0037): a request for the household, sent at once (never queued
 * with the offline door results). Hidden while the campaign has no sign design.
 */
export function DoorSignRequest({
  campaignId,
  door,
  disabled,
}: {
  campaignId: string;
  door: WalkbookDoor;
  disabled: boolean;
}) {
  const signs = useRoadSignsMinimal(campaignId);
  const request = useRequestPlacement();
  const [open, setOpen] = useState(false);
  const [signId, setSignId] = useState<string | null>(null);
  const [voterId, setVoterId] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const designs = signs.data ?? [];
  const first = door.voters[0];
  if (designs.length === 0 || !first) return null;
  const chosenSign = designs.length === 1 ? designs[0]?.id : signId;
  const chosenVoter = door.voters.length === 1 ? first.id : voterId;

  const send = () => {
    if (!chosenSign || !chosenVoter) return;
    if (!navigator.onLine) {
      setOffline(true);
      return;
    }
    setOffline(false);
    request.mutate(
      {
        road_sign_id: chosenSign,
        campaign_id: campaignId,
        voter_id: chosenVoter,
        address: door.unit ? `${door.address}, ${door.unit}` : door.address,
        coordinates: door.lat !== null && door.lng !== null ? { lat: door.lat, lng: door.lng } : null,
      },
      { onSuccess: () => setOpen(false) },
    );
  };

  if (!open)
    return (
      <Stack gap={4}>
        <Button
          variant="light"
          color="teal"
          leftSection={<IconFlag size={16} aria-hidden="true" />}
          disabled={disabled}
          onClick={() => {
            request.reset();
            setOpen(true);
          }}
        >
          Wants a yard sign
        </Button>
        {request.isSuccess && (
          <Text size="sm" c="teal.8" role="status">
            Sign request recorded.
          </Text>
        )}
      </Stack>
    );
  return (
    <Stack gap="xs">
      {designs.length > 1 && (
        <Select
          label="Sign"
          placeholder="Choose a sign"
          data={designs.map((s) => ({ value: s.id, label: s.name }))}
          value={signId}
          onChange={setSignId}
          allowDeselect={false}
        />
      )}
      {door.voters.length > 1 && (
        <Select
          label="Who asked"
          placeholder="Choose the voter"
          data={door.voters.map((v) => ({ value: v.id, label: `${v.first_name} ${v.last_name}` }))}
          value={voterId}
          onChange={setVoterId}
          allowDeselect={false}
        />
      )}
      {offline && (
        <Alert color="orange" role="alert">
          {OFFLINE_REQUEST_MESSAGE}
        </Alert>
      )}
      {request.error && (
        <Alert color="red" role="alert">
          {request.error.message}
        </Alert>
      )}
      <Group grow gap="xs">
        <Button variant="default" onClick={() => setOpen(false)} disabled={request.isPending}>
          Cancel
        </Button>
        <Button onClick={send} loading={request.isPending} disabled={!chosenSign || !chosenVoter}>
          Request sign
        </Button>
      </Group>
    </Stack>
  );
}
