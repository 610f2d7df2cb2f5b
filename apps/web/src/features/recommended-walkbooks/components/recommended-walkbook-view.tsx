import {
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconTrash, IconWalk } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RecommendedWalkbookDetail } from '@groundwork/shared/contracts/recommended-walkbooks';
import { formatNumber } from '../../../lib/format';
import { useDeleteRecommendedWalkbook } from '../api/manage-recommended-walkbook';
import { ConfirmModal } from '../../../components/confirm-modal';
import { AcceptWalkbooksModal } from './accept-walkbooks-modal';
import { formatMinutes } from './format-minutes';
import { RecommendationsMap } from './recommendations-map';
import { RecommendedWalkbookForm } from './recommended-walkbook-form';

interface RecommendedWalkbookViewProps {
  book: RecommendedWalkbookDetail;
  /** The page of a walkbook (an accepted recommendation opens its walkbook). */
  walkbookPath: (id: string) => string;
  onAccepted: (walkbookId: string) => void;
  onDeleted: () => void;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** One recommended walkbook: its doors on the map, its counts, edit, accept or delete. */
export function RecommendedWalkbookView({
  book,
  walkbookPath,
  onAccepted,
  onDeleted,
}: RecommendedWalkbookViewProps) {
  const [confirming, setConfirming] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const remove = useDeleteRecommendedWalkbook();
  const isAccepted = book.status === 'Accepted';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1} size="h3">
              {book.name}
            </Title>
            <Badge color={isAccepted ? 'teal' : 'blue'} variant="light">
              {book.status}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {book.request_name ? `Rank ${String(book.rank)} of "${book.request_name}"` : 'Drawn by hand'}
            {book.survey_name ? ` · Survey: ${book.survey_name}` : ' · No survey'}
          </Text>
        </div>
        <Group gap="sm">
          {isAccepted && book.walkbook_id ? (
            <Button component={Link} to={walkbookPath(book.walkbook_id)} leftSection={<IconWalk size={16} />}>
              Open walkbook
            </Button>
          ) : (
            <Button onClick={() => setAccepting(true)} leftSection={<IconCheck size={16} />}>
              Accept as walkbook
            </Button>
          )}
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label="Doors" value={formatNumber(book.doors)} />
        <Stat label="Voters" value={formatNumber(book.voters)} />
        <Stat label="Uncontacted" value={formatNumber(book.uncontacted)} />
        <Stat label="Walking time" value={`≈ ${formatMinutes(book.estimated_minutes)}`} />
      </SimpleGrid>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }} miw={0}>
          <Paper withBorder radius="md" p="xs">
            <RecommendationsMap
              walkbooks={[book]}
              label="Map of the recommended walkbook's doors"
              legend={`${formatNumber(book.doors)} doors`}
              height={420}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {!isAccepted && <RecommendedWalkbookForm book={book} />}
            <ScrollArea.Autosize mah={320} type="auto">
              <Table aria-label="Doors" stickyHeader>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Door</Table.Th>
                    <Table.Th ta="right">Voters</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {book.door_list.map((door) => (
                    <Table.Tr key={door.household_key}>
                      <Table.Td>{door.address}</Table.Td>
                      <Table.Td ta="right">{door.voters}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </Stack>
        </Grid.Col>
      </Grid>
      {accepting && (
        <AcceptWalkbooksModal
          campaignId={book.campaign_id}
          books={[book]}
          onClose={() => setAccepting(false)}
          walkbookPath={walkbookPath}
          onAcceptedOne={onAccepted}
        />
      )}
      <ConfirmModal
        title="Delete recommended walkbook"
        opened={confirming}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          // A promise: the deleted walkbook's page may unmount this view before mutate's callbacks would run.
          remove.mutateAsync({ campaignId: book.campaign_id, id: book.id }).then(onDeleted, () => undefined)
        }
        confirmLabel="Delete"
        isPending={remove.isPending}
        error={remove.error}
      >
        Delete the recommended walkbook <strong>{book.name}</strong>?
        {isAccepted ? ' Its walkbook stays.' : ' Its voters stay in the voter file.'}
      </ConfirmModal>
    </Stack>
  );
}
