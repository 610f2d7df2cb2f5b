import { Table, Text } from '@mantine/core';
import type { ColumnMapping } from '@groundwork/shared/contracts/voter-imports';
import { MAPPED_FIELDS } from '../utils/describe-import';

export const PREVIEW_ROWS = 5;

interface MappingPreviewProps {
  fields: ColumnMapping['fields'];
  preview: string[][];
}

/** The first rows of the file as they will be read: mapped values under our field names. */
export function MappingPreview({ fields, preview }: MappingPreviewProps) {
  const shown = MAPPED_FIELDS.filter(({ field }) => fields[field] !== undefined);
  if (shown.length === 0 || preview.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Map some columns to see a preview.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={Math.max(480, shown.length * 110)}>
      <Table striped withTableBorder fz="xs" verticalSpacing={4} aria-label="Preview of the mapped rows">
        <Table.Thead>
          <Table.Tr>
            {shown.map(({ field, label }) => (
              <Table.Th key={field} style={{ whiteSpace: 'nowrap' }}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.slice(0, PREVIEW_ROWS).map((row, index) => (
            <Table.Tr key={index}>
              {shown.map(({ field }) => {
                const column = fields[field];
                return (
                  <Table.Td key={field} style={{ whiteSpace: 'nowrap' }}>
                    {column === undefined ? '' : (row[column] ?? '')}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
