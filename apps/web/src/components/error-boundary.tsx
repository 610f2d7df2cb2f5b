import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryState {
  error: Error | null;
}

/** Catches a screen that failed to render or to load its code, and offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="sm" maw={420} ta="center" role="alert">
          <Title order={1} fz="h3">
            Something went wrong
          </Title>
          <Text c="dimmed">
            This part of Groundwork could not be shown. Reloading the page usually helps.
          </Text>
          <Button
            onClick={() => {
              window.location.reload();
            }}
          >
            Reload
          </Button>
        </Stack>
      </Center>
    );
  }
}
