import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled box of the dashboard; the features' widgets sit in them. */
export function DashboardPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
