import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useBanner } from '../providers/banner-context';

/** The dismissible error banner (shell §2): shows load failures until closed. */
export function ErrorBanner() {
  const { message, dismiss } = useBanner();
  if (!message) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="filled"
      radius={0}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={dismiss}
      data-testid="error-banner"
    >
      {message}
    </Alert>
  );
}
