import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, type AuditAction } from '@groundwork/shared/contracts/audit-log';
import { NO_FILTERS, type AuditLogFilters } from '../keys';

interface AuditLogFiltersFormProps {
  value: AuditLogFilters;
  onChange: (filters: AuditLogFilters) => void;
}

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));

/** Actor, action and a range of days; applied together with "Apply" (or Enter), cleared with "Clear". */
export function AuditLogFiltersForm({ value, onChange }: AuditLogFiltersFormProps) {
  const [draft, setDraft] = useState(value);
  const set = (changes: Partial<AuditLogFilters>) => setDraft((current) => ({ ...current, ...changes }));
  const rangeError =
    draft.fromDay && draft.toDay && draft.toDay < draft.fromDay ? 'Ends before it starts' : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeError) onChange(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Filter the audit log">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label="Actor"
          placeholder="E-mail or user id"
          value={draft.actor}
          onChange={(event) => set({ actor: event.currentTarget.value })}
        />
        <Select
          label="Action"
          placeholder="Any action"
          data={ACTION_OPTIONS}
          value={draft.action}
          onChange={(action) => set({ action: action as AuditAction | null })}
          clearable
          searchable
        />
        <TextInput
          label="From"
          type="date"
          value={draft.fromDay}
          onChange={(event) => set({ fromDay: event.currentTarget.value })}
        />
        <TextInput
          label="To"
          type="date"
          value={draft.toDay}
          error={rangeError}
          onChange={(event) => set({ toDay: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm">
        <Button type="submit" size="sm">
          Apply filters
        </Button>
        <Button
          variant="default"
          size="sm"
          onClick={() => {
            setDraft(NO_FILTERS);
            onChange(NO_FILTERS);
          }}
        >
          Clear
        </Button>
      </Group>
    </form>
  );
}
