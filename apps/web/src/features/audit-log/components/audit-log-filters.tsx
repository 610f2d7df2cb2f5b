import { Button, Grid, Group, Select, TextInput } from '@mantine/core';
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
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput
            label="Actor"
            placeholder="E-mail or user id"
            value={draft.actor}
            onChange={(event) => set({ actor: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <Select
            label="Action"
            placeholder="Any action"
            data={ACTION_OPTIONS}
            value={draft.action}
            onChange={(action) => set({ action: action as AuditAction | null })}
            clearable
            searchable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            label="From"
            type="date"
            value={draft.fromDay}
            onChange={(event) => set({ fromDay: event.currentTarget.value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            label="To"
            type="date"
            value={draft.toDay}
            error={rangeError}
            onChange={(event) => set({ toDay: event.currentTarget.value })}
          />
        </Grid.Col>
      </Grid>
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
