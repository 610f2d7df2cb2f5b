import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useSignOut } from '../session/use-sign-out';

/** Sign out: clears everything the session held (shell §4) and goes to /. */
export function SignOutButton({ compact = false }: { compact?: boolean }) {
  const signOut = useSignOut();
  const [isBusy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      size={compact ? 'xs' : 'sm'}
      leftSection={<IconLogout size={16} aria-hidden="true" />}
      loading={isBusy}
      onClick={() => {
        setBusy(true);
        void signOut();
      }}
    >
      Sign out
    </Button>
  );
}
