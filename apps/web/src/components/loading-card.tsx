import { Paper, Text } from '@mantine/core';
import { LogoMark } from './logo';
import classes from './loading-card.module.css';

/** Service layer §2: a full-page card with a message and an animated logo. */
export function LoadingCard({ message }: { message: string }) {
  return (
    <div className={classes.page}>
      <Paper
        className={classes.card}
        shadow="sm"
        radius="lg"
        withBorder
        role="status"
        aria-live="polite"
        aria-busy="true"
      >
        <LogoMark size={64} animated />
        <Text fw={500} data-testid="loading-message">
          {message}
        </Text>
      </Paper>
    </div>
  );
}
