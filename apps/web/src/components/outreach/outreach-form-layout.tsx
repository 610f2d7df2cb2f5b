import { Alert, Button, Grid, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** How a composer saves: its button's label, and the save under way or refused. */
export interface OutreachSaveProps {
  submitLabel: string;
  isPending: boolean;
  error: Error | null;
}

interface OutreachFormLayoutProps extends OutreachSaveProps {
  /** The composer's cards: the name, the channel's content and its settings. */
  children: ReactNode;
  /** How many voters the campaign reaches, beside the cards. */
  count: ReactNode;
  /** The voters to reach, for a new campaign only (null: a Draft keeps its voters as chosen). */
  recipients: ReactNode;
  onSubmit: () => void;
}

/** An outreach campaign's composer (text campaigns, phone banks): the cards, then the voters and saving beside. */
export function OutreachFormLayout({
  children,
  count,
  recipients,
  submitLabel,
  isPending,
  error,
  onSubmit,
}: OutreachFormLayoutProps) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">{children}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          {count}
          {recipients && (
            <Paper withBorder radius="md" p="md">
              {recipients}
            </Paper>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={onSubmit} loading={isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
