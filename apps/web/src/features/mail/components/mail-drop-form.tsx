import { Alert, Button, Card, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MAILER_SIZE_LABELS, MAILER_SIZES, type MailerSize } from '@groundwork/shared/contracts/mail';
import type { VoterGroup } from '@groundwork/shared/contracts/voter-groups';
import { hasErrorCode, isApiError } from '../../../lib/api-error';
import { useMailNameCheck } from '../api/check-mail-name';
import { MailEstimate } from './mail-estimate';
import { MailNameInput } from './mail-name-input';

export interface MailDropValues {
  name: string;
  voter_group_id: string | null;
  mailer_size: MailerSize | null;
  /** YYYY-MM-DD, or '' for none. */
  scheduled_date: string;
}

export interface CompleteMailDropValues {
  name: string;
  voter_group_id: string;
  mailer_size: MailerSize;
  scheduled_date: string | null;
}

const SIZE_OPTIONS = MAILER_SIZES.map((size) => ({ value: size, label: MAILER_SIZE_LABELS[size] }));

/** The server's `detail` when it gave one; else the form's own failure message (service §8). */
const errorText = (error: Error): string | null =>
  isApiError(error) && typeof error.body === 'object' && error.body !== null && 'detail' in error.body
    ? error.detail
    : null;

interface MailDropFormProps {
  campaignId: string;
  mailerId: string;
  /** The campaign's voter groups; only Ready ones can be sent to. */
  groups: readonly VoterGroup[];
  initial: MailDropValues;
  submitLabel: string;
  isPending: boolean;
  error: Error | null;
  /** The heading of a failure (e.g. 'Failed to create mailer campaign'). */
  errorTitle: string;
  onSubmit: (values: CompleteMailDropValues) => void;
  onCancel: () => void;
}

/**
 * A drop's name (unique per mailer, checked as typed), voter group, size and optional date, beside the live
 * panel of what it comes to. Used to create a drop and to edit a Draft.
 */
export function MailDropForm({
  campaignId,
  mailerId,
  groups,
  initial,
  submitLabel,
  isPending,
  error,
  errorTitle,
  onSubmit,
  onCancel,
}: MailDropFormProps) {
  const [values, setValues] = useState<MailDropValues>(initial);
  const [touched, setTouched] = useState(false);
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const nameCheck = useMailNameCheck(campaignId, values.name, { kind: 'drop', mailerId }, initial.name);
  const ready = groups.filter((group) => group.status === 'Ready');
  const set = (change: Partial<MailDropValues>) => setValues((current) => ({ ...current, ...change }));
  const refused = error && hasErrorCode(error, 'NAME_EXISTS');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const { name, voter_group_id, mailer_size, scheduled_date } = values;
    if (name.trim() === '' || !voter_group_id || !mailer_size || nameCheck.isTaken) return;
    setRefusedName(name.trim());
    onSubmit({ name: name.trim(), voter_group_id, mailer_size, scheduled_date: scheduled_date || null });
  };

  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder radius="lg" component="form" onSubmit={submit} noValidate>
          <Stack>
            <MailNameInput
              check={nameCheck}
              value={values.name}
              onChange={(name) => set({ name })}
              refusedName={refused ? refusedName : null}
              touched={touched}
            />
            <Select
              label="Voter group"
              required
              placeholder={ready.length === 0 ? 'No Ready voter group yet' : 'Choose a group'}
              data={ready.map((group) => ({ value: group.id, label: group.name }))}
              value={values.voter_group_id}
              onChange={(voter_group_id) => set({ voter_group_id })}
              error={touched && !values.voter_group_id ? 'Choose a voter group' : null}
              searchable
              nothingFoundMessage="No Ready group by that name"
            />
            <Select
              label="Size"
              required
              placeholder="Choose the piece's size"
              data={SIZE_OPTIONS}
              value={values.mailer_size}
              onChange={(size) => set({ mailer_size: size as MailerSize | null })}
              error={touched && !values.mailer_size ? 'Choose a size' : null}
              allowDeselect={false}
            />
            <TextInput
              type="date"
              label="Drop date"
              description="Optional: the day the pieces go to the post office"
              value={values.scheduled_date}
              onChange={(event) => set({ scheduled_date: event.currentTarget.value })}
            />
            {error && !refused && (
              <Alert color="red" role="alert" title={errorTitle}>
                {errorText(error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel} disabled={isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={isPending}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <MailEstimate
          campaignId={campaignId}
          voterGroupId={values.voter_group_id}
          size={values.mailer_size}
        />
        {ready.length < groups.length && (
          <Text size="xs" c="dimmed" mt="xs">
            Groups still being selected, or that failed, are not listed.
          </Text>
        )}
      </Grid.Col>
    </Grid>
  );
}
