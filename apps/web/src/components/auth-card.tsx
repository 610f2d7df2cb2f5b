import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
}

/** The card of the public pages (sign in, register, verify, e-mail actions). */
export function AuthCard({ title, subtitle, children, width = 440 }: AuthCardProps) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={width} mx="auto">
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
