import {
  Accordion,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconHistory } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ColumnMapping, ImportField } from '@groundwork/shared/contracts/voter-imports';
import { formatNumber } from '../../../lib/format';
import type { VoterImportUpload } from '../api/upload-voter-file';
import {
  delimiterLabel,
  ENCODING_LABELS,
  LAYOUT_LABELS,
  MAPPED_FIELDS,
  missingMapping,
  MORE_FIELDS,
} from '../utils/describe-import';
import { MappingPreview } from './mapping-preview';

interface MappingStepProps {
  upload: VoterImportUpload;
  onStart: (mapping: ColumnMapping) => void;
  isStarting: boolean;
  /** The server's reason the import could not start. */
  error: string | null;
}

/** Confirms or changes the proposed mapping of the file's columns to voter fields, then starts. */
export function MappingStep({ upload, onStart, isStarting, error }: MappingStepProps) {
  const { import: entry, header, preview, proposed } = upload;
  const [fields, setFields] = useState<ColumnMapping['fields']>(proposed.fields);
  const [removeAbsent, setRemoveAbsent] = useState(proposed.remove_absent ?? false);
  // A vote-history file is matched to the voters by ncid: nothing to map, it starts as proposed.
  const isHistory = proposed.layout === 'ncvhis';
  const columns = useMemo(
    () =>
      header.map((name, index) => ({ value: String(index), label: name || `Column ${String(index + 1)}` })),
    [header],
  );
  const setField = (field: ImportField, value: string | null) => {
    setFields((current) => {
      const next = Object.entries(current).filter(([key]) => key !== field);
      return Object.fromEntries(value === null ? next : [...next, [field, Number(value)]]);
    });
  };
  const missing = isHistory ? null : missingMapping(fields);
  const historyCount = proposed.history.length;
  const moreRead = MORE_FIELDS.filter(({ field }) => fields[field] !== undefined).length;
  const selects = (list: typeof MAPPED_FIELDS) => (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
      {list.map(({ field, label }) => (
        <Select
          key={field}
          label={label}
          placeholder="Not in this file"
          data={columns}
          value={fields[field] === undefined ? null : String(fields[field])}
          onChange={(value) => {
            setField(field, value);
          }}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': `Clear ${label}`, 'aria-hidden': false, tabIndex: 0 }}
          withAsterisk={field === 'state_voter_id'}
          comboboxProps={{ withinPortal: true }}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {entry.file_name}
        </Text>
        <Badge variant="light" data-testid="import-layout">
          {LAYOUT_LABELS[proposed.layout]}
        </Badge>
        <Badge variant="outline" color="gray">
          {ENCODING_LABELS[entry.encoding]}
        </Badge>
        <Badge variant="outline" color="gray">
          {delimiterLabel(entry.delimiter)} separated
        </Badge>
      </Group>
      {historyCount > 0 && (
        <Group gap={6} wrap="nowrap">
          <IconHistory size={16} aria-hidden="true" />
          <Text size="sm">
            {formatNumber(historyCount)} election {historyCount === 1 ? 'column' : 'columns'} will become vote
            history
          </Text>
        </Group>
      )}

      {isHistory ? (
        <Alert variant="light" icon={<IconHistory size={18} aria-hidden="true" />} title="Vote history">
          Each row is one voter&apos;s vote in one election. Rows are matched to this campaign&apos;s voters
          by their ncid, so there are no columns to map; rows whose ncid is not one of your voters are set
          aside and listed in the rejected rows.
        </Alert>
      ) : (
        <>
          <Title order={3} fz="h5">
            Columns
          </Title>
          {selects(MAPPED_FIELDS)}
          {/* Every field the import reads is on the screen: the rest under "More fields". */}
          <Accordion variant="contained" chevronPosition="left" keepMounted={false}>
            <Accordion.Item value="more">
              <Accordion.Control>
                More fields
                {moreRead > 0 && ` (${formatNumber(moreRead)} read from this file)`}
              </Accordion.Control>
              <Accordion.Panel>{selects(MORE_FIELDS)}</Accordion.Panel>
            </Accordion.Item>
          </Accordion>

          <Title order={3} fz="h5">
            Preview
          </Title>
          <MappingPreview fields={fields} preview={preview} />
          <Checkbox
            label="Mark voters missing from this file as removed"
            description="For a full, fresh file of the district: voters it no longer lists are kept with their history, tags and answers, but left out of counts and lists."
            checked={removeAbsent}
            onChange={(event) => {
              setRemoveAbsent(event.currentTarget.checked);
            }}
          />
        </>
      )}

      {error && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} aria-hidden="true" />}
          role="alert"
        >
          {error}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {missing ??
            (isHistory
              ? 'Every row is checked: rows of unknown voters are set aside; a row given twice counts once.'
              : 'Every row is checked: rows without a voter id or name are set aside; a bad location, ZIP, phone or date is left blank and listed in the warnings.')}
        </Text>
        <Button
          onClick={() => {
            onStart(isHistory ? proposed : { ...proposed, fields, remove_absent: removeAbsent });
          }}
          disabled={missing !== null}
          loading={isStarting}
        >
          Start import
        </Button>
      </Group>
    </Stack>
  );
}
