import {
  Alert,
  Badge,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { formatCount, formatDate, formatNumber } from '../../../lib/format';
import { useWalkbooks } from '../api/get-walkbooks';
import { SyncBanner } from '../../../components/sync-banner';
import { countDoors, useVisitSync } from '../api/visit-sync';
import { StorageIndicator, useKeptWalkbooks } from './keep-offline';

interface WalkbookListProps {
  campaignId: string;
  /** The signed-in user: door results they recorded offline are sent from here too. */
  userId: string;
  /** Every walkbook of the campaign (Managers, Directors) or the user's own. */
  scope: 'all' | 'mine';
  walkbookPath: (id: string) => string;
  emptyAction?: ReactNode;
}

function WalkbookCard({ walkbook, path, kept }: { walkbook: WalkbookSummary; path: string; kept: boolean }) {
  const { doors, doors_visited: knocked, contacts } = walkbook.progress;
  return (
    <Card withBorder radius="md" component={Link} to={path}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text fw={600} truncate>
          {walkbook.name}
        </Text>
        <Group gap={4} wrap="nowrap">
          {kept && (
            <Badge color="teal" variant="light">
              Kept offline
            </Badge>
          )}
          {walkbook.status === 'archived' && <Badge color="gray">Archived</Badge>}
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="xs" truncate>
        {walkbook.survey_name ?? 'No survey'} ·{' '}
        {walkbook.assignees.length === 0 ? 'Unassigned' : walkbook.assignees.map((a) => a.name).join(', ')}
      </Text>
      <Progress
        value={doors === 0 ? 0 : (knocked / doors) * 100}
        size="md"
        aria-label={`${walkbook.name} progress`}
      />
      <Group justify="space-between" mt={6}>
        <Text size="xs">
          {formatNumber(knocked)} / {formatCount(doors, 'door')} · {formatCount(contacts, 'contact')}
        </Text>
        <Text size="xs" c="dimmed">
          {walkbook.progress.last_touch_at
            ? `Last knock ${formatDate(walkbook.progress.last_touch_at)}`
            : 'Not started'}
        </Text>
      </Group>
    </Card>
  );
}

/** The walkbooks as cards with their progress; archived ones on request. */
export function WalkbookList({ campaignId, userId, scope, walkbookPath, emptyAction }: WalkbookListProps) {
  const [showArchived, setShowArchived] = useState(false);
  const walkbooks = useWalkbooks(campaignId, scope, showArchived);
  const sync = useVisitSync(userId);
  const kept = useKeptWalkbooks();
  return (
    <Stack gap="md">
      <SyncBanner
        doors={countDoors(sync.waiting)}
        signs={sync.waiting.filter((i) => i.kind !== 'visit')}
        sending={sync.sending}
        refused={sync.refused}
        onDismiss={() => void sync.dismissRefused()}
      />
      <StorageIndicator />
      <Switch
        label="Show archived walkbooks"
        checked={showArchived}
        onChange={(event) => setShowArchived(event.currentTarget.checked)}
      />
      {walkbooks.isError && (
        <Alert color="red" role="alert">
          We could not load the walkbooks: {walkbooks.error.message}
        </Alert>
      )}
      {walkbooks.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label="Loading walkbooks">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {walkbooks.data?.length === 0 && (
        <Stack align="center" gap="sm" py="xl">
          <Text c="dimmed" ta="center">
            {scope === 'all'
              ? 'No walkbooks yet. Draw an area on the map to cut the first one.'
              : 'No walkbooks are assigned to you yet. Your campaign manager assigns them.'}
          </Text>
          {emptyAction}
        </Stack>
      )}
      {walkbooks.data && walkbooks.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {walkbooks.data.map((walkbook) => (
            <WalkbookCard
              key={walkbook.id}
              walkbook={walkbook}
              path={walkbookPath(walkbook.id)}
              kept={kept.data?.kept.get(walkbook.id) === true}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
