import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '@groundwork/shared/messages';
import type { AvailableNumber } from '@groundwork/shared/contracts/text-registration';
import { useAvailableNumbers, usePurchaseNumber } from '../api/registration';

interface NumberPurchaseProps {
  campaignId: string;
  userId: string;
  /** After a purchase, e.g. the phone banking account reads its numbers again. */
  onPurchased?: () => void;
}

/**
 * Search numbers by area code and/or ZIP code, and buy one after a confirmation. Texting and phone banking
 * share it (and the numbers it buys).
 */
export function NumberPurchase({ campaignId, userId, onPurchased }: NumberPurchaseProps) {
  const [areaCode, setAreaCode] = useState('');
  const [zipCode, setZipCode] = useState('');
  const [search, setSearch] = useState<{ areaCode: string; zipCode: string } | null>(null);
  const [missing, setMissing] = useState(false);
  const [chosen, setChosen] = useState<AvailableNumber | null>(null);
  const available = useAvailableNumbers(campaignId, search);
  const purchase = usePurchaseNumber(campaignId, userId);

  return (
    <Stack gap="sm">
      <form
        aria-label="Search phone numbers"
        onSubmit={(event) => {
          event.preventDefault();
          const query = { areaCode: areaCode.trim(), zipCode: zipCode.trim() };
          setMissing(!query.areaCode && !query.zipCode);
          setSearch(query.areaCode || query.zipCode ? query : null);
        }}
      >
        <Group gap="sm" align="flex-end">
          <TextInput
            label="Area code"
            inputMode="numeric"
            maxLength={3}
            w={110}
            value={areaCode}
            onChange={(e) => setAreaCode(e.currentTarget.value)}
          />
          <TextInput
            label="ZIP code"
            inputMode="numeric"
            maxLength={5}
            w={120}
            value={zipCode}
            onChange={(e) => setZipCode(e.currentTarget.value)}
          />
          <Button type="submit" variant="light" loading={available.isFetching}>
            Search
          </Button>
        </Group>
      </form>
      {missing && (
        <Text size="sm" c="red" role="alert">
          {MESSAGES.areaOrZipRequired}
        </Text>
      )}
      {available.error && (
        <Alert color="red" role="alert">
          {available.error.message}
        </Alert>
      )}
      {available.data && available.data.length === 0 && <Text size="sm">No numbers there; try another area.</Text>}
      {available.data && available.data.length > 0 && (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {available.data.map((number) => (
                <Table.Tr key={number.phone_number}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {number.friendly_name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[number.locality, number.region].filter(Boolean).join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button size="xs" variant="default" onClick={() => setChosen(number)}>
                      Buy
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={chosen !== null} onClose={() => setChosen(null)} title="Buy this number?" centered>
        <Stack gap="md">
          <Text size="sm">
            {chosen?.friendly_name} becomes the campaign’s number for texts and calls. The provider bills it monthly.
          </Text>
          {purchase.error && (
            <Alert color="red" role="alert">
              {purchase.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChosen(null)}>
              Cancel
            </Button>
            <Button
              loading={purchase.isPending}
              onClick={() =>
                chosen &&
                purchase.mutate(chosen.phone_number, {
                  onSuccess: () => {
                    setChosen(null);
                    setSearch(null);
                    onPurchased?.();
                  },
                })
              }
            >
              Buy {chosen?.friendly_name}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
} // prettier-ignore
