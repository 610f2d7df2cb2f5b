import {
  Alert,
  Button,
  Card,
  EmptyState,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconChartBar, IconFileImport, IconMap } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useElectionResults } from '../api/get-election-results';
import { useElections } from '../api/get-elections';
import { usePrecinctResults } from '../api/get-precinct-results';
import { usePrecinctShapes } from '../api/get-precinct-shapes';
import { choiceColors, formatElectionDate } from '../utils/format-results';
import { ContestResults } from './contest-results';
import { DeleteElectionButton } from './delete-election-button';
import { PrecinctMarginMap } from './precinct-margin-map';
import { PrecinctResultsTable } from './precinct-results-table';
import { ResultsImportModal } from './results-import-modal';
import { ShapesImportModal } from './shapes-import-modal';

interface ElectionResultsScreenProps {
  campaignId: string;
  /** Managers and Directors import results and shapes. */
  canImport: boolean;
}

function Failed({ what, message }: { what: string; message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      We could not load {what}: {message}
    </Alert>
  );
}

/**
 * Past elections of the district: pick an election and a contest (kept in the address, `?election=&contest=`)
 * to see its result by choice, a map of the leader's margin by precinct, and each precinct with turnout.
 */
export function ElectionResultsScreen({ campaignId, canImport }: ElectionResultsScreenProps) {
  const [params, setParams] = useSearchParams();
  const [isImporting, resultsDialog] = useDisclosure(false);
  const [isImportingShapes, shapesDialog] = useDisclosure(false);
  const elections = useElections(campaignId);
  const list = elections.data ?? [];
  const election = list.find((e) => e.id === params.get('election')) ?? list[0];
  const results = useElectionResults(campaignId, election?.id ?? null);
  const contests = results.data?.contests ?? [];
  const contest = contests.find((c) => c.id === params.get('contest')) ?? contests[0];
  const precincts = usePrecinctResults(campaignId, contest?.id ?? null);
  const shapes = usePrecinctShapes(campaignId);
  const contestColors = useMemo(() => choiceColors(contest?.choices ?? []), [contest]);
  const precinctContest = precincts.data?.contest;
  const precinctColors = useMemo(() => choiceColors(precinctContest?.choices ?? []), [precinctContest]);

  const select = (next: { election?: string; contest?: string }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.election) {
          updated.set('election', next.election);
          updated.delete('contest');
        }
        if (next.contest) updated.set('contest', next.contest);
        return updated;
      },
      { replace: true },
    );
  const importButton = canImport ? (
    <Button leftSection={<IconFileImport size={16} aria-hidden="true" />} onClick={resultsDialog.open}>
      Import results
    </Button>
  ) : null;

  const body = () => {
    if (elections.isPending)
      return (
        <Skeleton height={220} radius="md" role="status" aria-busy="true" aria-label="Loading elections" />
      );
    if (elections.isError) return <Failed what="the elections" message={elections.error.message} />;
    if (!election)
      return (
        <Card withBorder radius="lg" py={48}>
          <EmptyState
            icon={<IconChartBar size={32} />}
            withIndicatorBackground
            title="No election results yet"
            description={
              canImport
                ? "Import your election board's results file to see past results by contest and precinct."
                : "Your campaign's Managers and Directors can import past results; they will appear here."
            }
            data-testid="empty-state"
          >
            {importButton}
          </EmptyState>
        </Card>
      );
    return (
      <Stack gap="lg">
        <Card withBorder radius="md" padding="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Election"
              data={list.map((e) => ({
                value: e.id,
                label: `${e.name} · ${formatElectionDate(e.election_date)}`,
              }))}
              value={election.id}
              allowDeselect={false}
              onChange={(value) => value && select({ election: value })}
            />
            <Select
              label="Contest"
              data={contests.map((c) => ({ value: c.id, label: c.name }))}
              value={contest?.id ?? null}
              allowDeselect={false}
              searchable
              disabled={contests.length === 0}
              onChange={(value) => value && select({ contest: value })}
            />
          </SimpleGrid>
          {canImport && (
            <Group justify="flex-end" mt="xs">
              <DeleteElectionButton
                campaignId={campaignId}
                election={election}
                onDeleted={() => setParams(new URLSearchParams(), { replace: true })}
              />
            </Group>
          )}
        </Card>
        {results.isError && <Failed what="the results" message={results.error.message} />}
        {results.isPending && (
          <Skeleton height={200} radius="md" role="status" aria-busy="true" aria-label="Loading results" />
        )}
        {contest && <ContestResults contest={contest} colors={contestColors} />}
        {results.data && contests.length === 0 && <Text c="dimmed">This election has no contests.</Text>}
        {precincts.isError && <Failed what="the precincts" message={precincts.error.message} />}
        {contest && !precincts.data && !precincts.isError && (
          <Skeleton height={300} radius="md" role="status" aria-busy="true" aria-label="Loading precincts" />
        )}
        {precincts.data && shapes.data && shapes.data.features.length > 0 && (
          <PrecinctMarginMap shapes={shapes.data} results={precincts.data} colors={precinctColors} />
        )}
        {precincts.data && shapes.data?.features.length === 0 && canImport && (
          <Alert variant="light" color="gray" icon={<IconMap size={18} aria-hidden="true" />}>
            Import precinct shapes (GeoJSON) to see a map of each precinct&apos;s leader and margin.
          </Alert>
        )}
        {precincts.data && (
          <PrecinctResultsTable results={precincts.data} isUpdating={precincts.isPlaceholderData} />
        )}
      </Stack>
    );
  };

  return (
    <>
      <PageHeader
        title="Election Results"
        description="Past elections in your district, by contest and by precinct."
        icon={<IconChartBar size={24} />}
        actions={
          canImport ? (
            <>
              <Button
                variant="light"
                leftSection={<IconMap size={16} aria-hidden="true" />}
                onClick={shapesDialog.open}
              >
                Import precinct shapes
              </Button>
              {importButton}
            </>
          ) : null
        }
      />
      {body()}
      {canImport && (
        <>
          <ResultsImportModal
            campaignId={campaignId}
            opened={isImporting}
            onClose={resultsDialog.close}
            onImported={(report) => {
              const newest = report.elections.at(-1)?.id; // the file's elections come oldest first
              if (newest) select({ election: newest });
            }}
          />
          <ShapesImportModal
            campaignId={campaignId}
            opened={isImportingShapes}
            onClose={shapesDialog.close}
          />
        </>
      )}
    </>
  );
}
