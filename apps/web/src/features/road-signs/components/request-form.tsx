import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  ROAD_SIGN_LIMITS,
  ROAD_SIGN_MESSAGES,
  type Coordinates,
} from '@groundwork/shared/contracts/road-signs';
import { useRequestPlacement } from '../api/manage-road-signs';
import { PointMap } from './point-map';

/**
 * A supporter's request for this sign: where, and how to reach them. The server places it at the voter file's
 * household with that address; when there is none it says so, and the form asks for a tap on the map where the
 * sign goes, then sends the request again with that point (decision 0054), so every request shows on the map.
 */
export function RequestForm({ campaignId, roadSignId }: { campaignId: string; roadSignId: string }) {
  const request = useRequestPlacement();
  const [address, setAddress] = useState('');
  const [contact, setContact] = useState('');
  const [touched, setTouched] = useState(false);
  const [needsPoint, setNeedsPoint] = useState(false);
  const [point, setPoint] = useState<Coordinates | null>(null);
  const reset = () => {
    setAddress('');
    setContact('');
    setTouched(false);
    setNeedsPoint(false);
    setPoint(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (address.trim() === '' || (needsPoint && !point)) return;
    request.mutate(
      {
        road_sign_id: roadSignId,
        campaign_id: campaignId,
        address: address.trim(),
        contact: contact.trim() || null,
        ...(needsPoint && point ? { coordinates: point } : {}),
      },
      {
        onSuccess: reset,
        onError: (error) => {
          if (error.message === ROAD_SIGN_MESSAGES.addressNotFound) setNeedsPoint(true);
        },
      },
    );
  };
  const askingForPoint = needsPoint && request.error?.message === ROAD_SIGN_MESSAGES.addressNotFound;
  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Request a sign
        </Title>
        <TextInput
          label="Address"
          description="Street, city and ZIP: the sign is placed at that household of the voter file"
          required
          maxLength={ROAD_SIGN_LIMITS.address}
          value={address}
          onChange={(event) => {
            setAddress(event.currentTarget.value);
            // Another address may be in the voter file: look it up again before asking for a point.
            setNeedsPoint(false);
            setPoint(null);
          }}
          error={touched && address.trim() === '' ? 'Enter the address' : null}
        />
        <TextInput
          label="Contact"
          description="A name and phone or email"
          maxLength={ROAD_SIGN_LIMITS.contact}
          value={contact}
          onChange={(event) => setContact(event.currentTarget.value)}
        />
        {needsPoint && (
          <Stack gap={4}>
            <Text size="sm" role={askingForPoint ? 'alert' : undefined}>
              No household in the voter file has this address. Tap the map where the sign goes.
            </Text>
            <PointMap label="Map: tap where the sign goes" at={point} height={220} onPick={setPoint} />
            <Text size="sm" c={point ? undefined : 'dimmed'} data-testid="request-point">
              {point
                ? `Your tap on the map: ${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`
                : touched && !point
                  ? 'Tap the map first'
                  : 'No point yet'}
            </Text>
          </Stack>
        )}
        {request.error && !askingForPoint && (
          <Alert color="red" role="alert">
            {request.error.message}
          </Alert>
        )}
        {request.isSuccess && !touched && (
          <Text size="sm" c="teal.8" role="status">
            Request recorded.
          </Text>
        )}
        <Group>
          <Button type="submit" loading={request.isPending} variant="light" disabled={needsPoint && !point}>
            {needsPoint ? 'Add request at this point' : 'Add request'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
