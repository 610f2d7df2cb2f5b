import { Alert, Button, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChecks, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type {
  RecommendationRequestDetail,
  RecommendedWalkbook,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import { describeFilter } from '../../../components/voter-filter/describe-filter';
import { formatNumber } from '../../../lib/format';
import { useDeleteRecommendationRequest } from '../api/delete-recommendation-request';
import { ConfirmModal } from '../../../components/confirm-modal';
import { AcceptWalkbooksModal } from './accept-walkbooks-modal';
import { RankedWalkbookTable } from './ranked-walkbook-table';
import { RecommendationsMap } from './recommendations-map';
import { RequestStatusBadge } from './request-status-badge';

interface RecommendationRequestViewProps {
  request: RecommendationRequestDetail;
  /** The page of a recommended walkbook. */
  walkbookPath: (id: string) => string;
  /** The page of a walkbook made by accepting one. */
  acceptedWalkbookPath: (id: string) => string;
  onDeleted: () => void;
}

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** A request: what was asked, then its recommended walkbooks on the map and by rank. */
export function RecommendationRequestView({
  request,
  walkbookPath,
  acceptedWalkbookPath,
  onDeleted,
}: RecommendationRequestViewProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [checkedIds, setCheckedIds] = useState<Set<string>>(new Set());
  // The walkbooks being accepted, fixed when the dialog opens (they stop being Proposed as it works).
  const [accepting, setAccepting] = useState<RecommendedWalkbook[] | null>(null);
  const remove = useDeleteRecommendationRequest();
  const books = request.recommended_walkbooks;
  const checked = books.filter((b) => b.status === 'Proposed' && checkedIds.has(b.id));
  const target = request.target_minutes
    ? `${String(request.target_minutes)} minutes of walking (about ${String(request.target_doors)} doors)`
    : `${String(request.target_doors)} doors`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1} size="h3">
              {request.request_name}
            </Title>
            <RequestStatusBadge status={request.status} />
          </Group>
          {request.description && <Text c="dimmed">{request.description}</Text>}
          <Text size="sm" mt={4}>
            {describeFilter(request.filter_params).join(' · ')} · walkbooks of {target}
          </Text>
        </div>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          Delete request
        </Button>
      </Group>
      {request.status === 'Pending' && (
        <Group gap="sm" aria-live="polite">
          <Loader size="sm" />
          <Text>Cutting the matching doors into walkbooks…</Text>
        </Group>
      )}
      {request.status === 'Failed' && (
        <Alert color="red" role="alert" title="No walkbooks were recommended">
          {request.error}
        </Alert>
      )}
      {request.status === 'Ready' && (
        <>
          <Text data-testid="request-summary">
            {plural(books.length, 'walkbook', 'walkbooks')} · {plural(request.doors, 'door', 'doors')} ·{' '}
            {plural(request.voters, 'voter', 'voters')}
            {request.unplaced_doors > 0 &&
              ` · ${plural(request.unplaced_doors, 'door', 'doors')} without a map location left out`}
          </Text>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }} miw={0}>
              <Paper withBorder radius="md" p="xs">
                <RecommendationsMap
                  walkbooks={books}
                  label="Map of the recommended walkbooks"
                  selectedId={selectedId}
                  onSelect={setSelectedId}
                  legend="Click an area to find its walkbook in the list"
                />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="xs">
                <Group justify="flex-end">
                  <Button
                    leftSection={<IconChecks size={16} aria-hidden="true" />}
                    disabled={checked.length === 0}
                    onClick={() => setAccepting(checked)}
                  >
                    Accept selected{checked.length > 0 ? ` (${String(checked.length)})` : ''}
                  </Button>
                </Group>
                <RankedWalkbookTable
                  walkbooks={books}
                  walkbookPath={walkbookPath}
                  selectedId={selectedId}
                  onSelect={setSelectedId}
                  checkedIds={checkedIds}
                  onCheckedChange={setCheckedIds}
                />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
      {accepting && (
        <AcceptWalkbooksModal
          campaignId={request.campaign_id}
          books={accepting}
          walkbookPath={acceptedWalkbookPath}
          onClose={() => {
            setAccepting(null);
            setCheckedIds(new Set());
          }}
        />
      )}
      <ConfirmModal
        title="Delete request"
        opened={confirming}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          // A promise: the deleted request's page may unmount this view before mutate's callbacks would run.
          remove
            .mutateAsync({ campaignId: request.campaign_id, id: request.id })
            .then(onDeleted, () => undefined)
        }
        confirmLabel="Delete request"
        isPending={remove.isPending}
        error={remove.error}
      >
        Delete <strong>{request.request_name}</strong> and its{' '}
        {plural(books.length, 'recommended walkbook', 'recommended walkbooks')}? Walkbooks already accepted
        stay.
      </ConfirmModal>
    </Stack>
  );
}
