import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ROAD_SIGN_LIMITS } from '@groundwork/shared/contracts/road-signs';
import { useRequestPlacement } from '../api/manage-road-signs';

/** A supporter's request for this sign: where, and how to reach them. */
export function RequestForm({ campaignId, roadSignId }: { campaignId: string; roadSignId: string }) {
  const request = useRequestPlacement();
  const [address, setAddress] = useState('');
  const [contact, setContact] = useState('');
  const [touched, setTouched] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (address.trim() === '') return;
    request.mutate(
      {
        road_sign_id: roadSignId,
        campaign_id: campaignId,
        address: address.trim(),
        contact: contact.trim() || null,
      },
      {
        onSuccess: () => {
          setAddress('');
          setContact('');
          setTouched(false);
        },
      },
    );
  };
  return (
    <Card withBorder radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h5">
          Request a sign
        </Title>
        <TextInput
          label="Address"
          required
          maxLength={ROAD_SIGN_LIMITS.address}
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          error={touched && address.trim() === '' ? 'Enter the address' : null}
        />
        <TextInput
          label="Contact"
          description="A name and phone or email"
          maxLength={ROAD_SIGN_LIMITS.contact}
          value={contact}
          onChange={(event) => setContact(event.currentTarget.value)}
        />
        {request.error && (
          <Alert color="red" role="alert">
            {request.error.message}
          </Alert>
        )}
        {request.isSuccess && !touched && (
          <Text size="sm" c="teal.8" role="status">
            Request recorded.
          </Text>
        )}
        <Button type="submit" loading={request.isPending} variant="light">
          Add request
        </Button>
      </Stack>
    </Card>
  );
}
