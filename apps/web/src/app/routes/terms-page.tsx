import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MeResponse } from '@groundwork/shared/contracts/users';
import { isRegistrationRequired } from '@groundwork/shared/contracts/users';
import { LEGAL_DOCUMENTS } from '../../config/env';
import { TermsStepper } from '../../features/terms/components/terms-stepper';
import { useAcceptTerms } from '../../features/users/api/update-terms';
import { userKeys } from '../../features/users/keys';
import { APP_MESSAGES } from '../../lib/error-messages';
import { resolveMembership } from '../session/resolve-session';
import { useSelection } from '../session/selection-context';
import { useSignOut } from '../session/use-sign-out';
import { landingPathForTitle } from './landing-path';

/**
 * /groundwork/terms (shell §2, §4): the three documents, accepted in order. Accepting the last
 * records it and reloads the user, then opens the dashboard (Manager, Director) or walkbooks.
 */
export function TermsPage() {
  const accept = useAcceptTerms();
  const queryClient = useQueryClient();
  const selection = useSelection();
  const navigate = useNavigate();
  const signOut = useSignOut();

  const handleComplete = () => {
    accept.mutate(undefined, {
      onSuccess: () => {
        const me = queryClient.getQueryData<MeResponse>(userKeys.me());
        const membership =
          me && !isRegistrationRequired(me) ? resolveMembership(me, selection.campaignUser) : null;
        void navigate(landingPathForTitle(membership?.title), { replace: true });
      },
      onError: () => {
        // Shell §4: a failed terms update sends the user to login.
        void signOut({ notice: APP_MESSAGES.termsFailed });
      },
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          Before you start
        </Title>
        <Text c="dimmed">
          Please read and accept each of these documents, in order. You can open any of them in a new tab.
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <TermsStepper
          documents={LEGAL_DOCUMENTS}
          onComplete={handleComplete}
          isCompleting={accept.isPending}
        />
      </Paper>
    </Stack>
  );
}
