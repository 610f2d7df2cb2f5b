import { Alert, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  MAILER_SIZE_LABELS,
  MAILER_SIZES,
  type MailerSize,
  type MailRates,
} from '@groundwork/shared/contracts/mail';
import { useMailRates } from '../api/get-mail';
import { useSaveMailRates } from '../api/manage-mail';

type Dollars = Record<MailerSize, number | string>;
const toDollars = (rates: MailRates['rates']): Dollars =>
  Object.fromEntries(MAILER_SIZES.map((size) => [size, (rates[size] ?? 0) / 100])) as Dollars;

function RatesForm({ campaignId, rates }: { campaignId: string; rates: MailRates['rates'] }) {
  const save = useSaveMailRates();
  const [values, setValues] = useState<Dollars>(() => toDollars(rates));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = Object.fromEntries(
      MAILER_SIZES.map((size) => [size, Math.round(Number(values[size] || 0) * 100)]),
    ) as Record<MailerSize, number>;
    save.mutate({ campaign_id: campaignId, rates: cents });
  };
  return (
    <Stack component="form" onSubmit={submit} gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} style={{ alignItems: 'end' }}>
        {MAILER_SIZES.map((size) => (
          <NumberInput
            key={size}
            label={MAILER_SIZE_LABELS[size]}
            prefix="$"
            min={0}
            max={1000}
            decimalScale={2}
            fixedDecimalScale
            allowNegative={false}
            value={values[size]}
            onChange={(value) => {
              setValues((current) => ({ ...current, [size]: value }));
              save.reset();
            }}
          />
        ))}
      </SimpleGrid>
      {save.error && (
        <Alert color="red" variant="light" role="alert">
          {save.error.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {save.isSuccess && (
          <Text size="sm" c="teal" role="status">
            Rates saved.
          </Text>
        )}
        <Button type="submit" variant="light" loading={save.isPending}>
          Save rates
        </Button>
      </Group>
    </Stack>
  );
}

/** Print and postage per piece for each size (Managers and Directors): every drop's cost follows them. */
export function MailRatesEditor({ campaignId }: { campaignId: string }) {
  const rates = useMailRates(campaignId);
  return (
    <Card withBorder radius="lg">
      <Title order={2} size="h4">
        Mail rates
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Print and postage for one piece, by size.
      </Text>
      {rates.error ? (
        <Alert color="red" variant="light">
          {rates.error.message}
        </Alert>
      ) : rates.data ? (
        <RatesForm campaignId={campaignId} rates={rates.data.rates} />
      ) : (
        <Text size="sm" c="dimmed">
          Loading the rates…
        </Text>
      )}
    </Card>
  );
}
