import { Alert, Button, Card, FileInput, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { STREET_LIMITS, type StreetsImport } from '@groundwork/shared/contracts/streets';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useStreetsSummary } from '../../../components/map/api/get-streets';
import type { UploadProgress } from '../../../lib/api-client';
import { detailOf } from '../../../lib/error-messages';
import { formatCount, formatDate, formatNumber } from '../../../lib/format';
import { UploadProgressBar } from '../../district-voters';
import { useImportStreets, useRemoveStreets } from '../api/manage-streets';

/** The files a streets upload takes: a zipped shapefile or a GeoJSON, by extension and by type. */
const STREETS_FILE_TYPES = '.zip,.geojson,.json,application/zip,application/geo+json,application/json';

/** What each kind of file is called (a kind the server adds later shows as it is). */
const KINDS: Partial<Record<string, string>> = {
  tiger: 'TIGER/Line shapefile',
  geojson: 'GeoJSON',
  demo: 'the demo district',
};

/** "12,408 streets loaded, 3 skipped". */
export const importedSummary = (result: StreetsImport): string =>
  `${formatNumber(result.streets)} ${result.streets === 1 ? 'street' : 'streets'} loaded, ${formatNumber(result.skipped)} skipped`;

/** Picks the streets file and sends it, with its progress. */
function StreetsUpload({
  campaignId,
  onDone,
  onCancel,
}: {
  campaignId: string;
  onDone: (result: StreetsImport) => void;
  /** Replacing: back to the streets loaded. */
  onCancel?: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<UploadProgress | null>(null);
  const upload = useImportStreets();
  return (
    <Stack gap="sm">
      <FileInput
        label="Streets file"
        description={`A .zip shapefile or a .geojson file, up to ${String(STREET_LIMITS.fileBytes / 1024 / 1024)} MB`}
        placeholder="Choose a .zip or .geojson file"
        accept={STREETS_FILE_TYPES}
        clearable
        leftSection={<IconFileZip size={16} aria-hidden="true" />}
        value={file}
        onChange={(next) => {
          setFile(next);
          upload.reset();
        }}
        disabled={upload.isPending}
      />
      {upload.isPending && file && <UploadProgressBar progress={sent} fileSize={file.size} />}
      {upload.error && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
        >
          {detailOf(upload.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={upload.isPending}>
            Cancel
          </Button>
        )}
        <Button
          disabled={!file}
          loading={upload.isPending}
          onClick={() => {
            if (!file) return;
            setSent(null);
            upload.mutate({ campaignId, file, onProgress: setSent }, { onSuccess: onDone });
          }}
        >
          Load streets
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The campaign's streets (decision 0060), for Managers and Directors on the campaign page: what is loaded (how
 * many, from which file, when), or where to get the file; a file picker to load or replace them, with its
 * progress and result; and Remove, after a confirmation.
 */
export function StreetsCard({ campaignId }: { campaignId: string }) {
  const summary = useStreetsSummary(campaignId);
  const remove = useRemoveStreets(campaignId);
  const [isReplacing, replacing] = useDisclosure(false);
  const [isConfirming, confirm] = useDisclosure(false);
  const [imported, setImported] = useState<StreetsImport | null>(null);
  const loaded = summary.data && summary.data.streets > 0 ? summary.data : null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="streets-title">
      <Text fw={600} mb={4} id="streets-title">
        Streets
      </Text>
      {summary.isPending && <Skeleton height={14} width="60%" role="status" aria-label="Loading streets" />}
      {summary.isError && (
        <Text size="sm" c="red" role="alert">
          {detailOf(summary.error)}
        </Text>
      )}
      {summary.data && (
        <Stack gap="md">
          {imported && (
            <Alert
              color="green"
              variant="light"
              icon={<IconCircleCheck size={18} aria-hidden="true" />}
              role="status"
            >
              {importedSummary(imported)}
            </Alert>
          )}
          {loaded ? (
            <Text size="sm" data-testid="streets-loaded">
              {formatCount(loaded.streets, 'street')}
              {loaded.source
                ? ` from ${loaded.source.file_name} (${KINDS[loaded.source.kind] ?? loaded.source.kind})`
                : ''}
              {loaded.imported_at ? `, loaded ${formatDate(loaded.imported_at)}` : ''}. Every map of the
              campaign draws them, with their names.
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              No streets loaded: the maps draw streets from the doors&apos; addresses, without names. Load the
              US Census TIGER/Line All Roads file for your county, or an OpenStreetMap GeoJSON extract, once.
            </Text>
          )}
          {loaded && !isReplacing ? (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" color="red" onClick={confirm.open}>
                Remove
              </Button>
              <Button variant="default" onClick={replacing.open}>
                Replace
              </Button>
            </Group>
          ) : (
            <StreetsUpload
              campaignId={campaignId}
              onDone={(result) => {
                setImported(result);
                replacing.close();
              }}
              {...(loaded ? { onCancel: replacing.close } : {})}
            />
          )}
        </Stack>
      )}
      <ConfirmModal
        title="Remove the streets?"
        opened={isConfirming}
        onClose={() => {
          remove.reset();
          confirm.close();
        }}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setImported(null);
              confirm.close();
            },
          })
        }
        confirmLabel="Remove streets"
        isPending={remove.isPending}
        error={remove.error}
      >
        The campaign&apos;s {loaded ? formatCount(loaded.streets, 'street') : 'streets'} are removed from
        every map, which go back to drawing streets from the doors&apos; addresses. You can load a file again.
      </ConfirmModal>
    </Card>
  );
}
