import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import type { InvitationEntry } from '@groundwork/shared/contracts/invitations';
import { InvitationDetails } from '../../features/invitations/components/invitation-details';
import { useUpdateInvitation, type InvitationAnswer } from '../../features/invitations/api/update-invitation';
import { campaignAccountQueryOptions } from '../../features/users/api/get-campaign-account';
import { meQueryOptions } from '../../features/users/api/get-me';
import { isAbortError } from '../../lib/api-error';
import { APP_MESSAGES } from '../../lib/error-messages';
import { useSelectionStore } from '../session/selection-context';
import { landingPathForTitle } from './landing-path';

/**
 * /groundwork/invitation (shell §2): the chosen invitation. Accepting joins the campaign, reloads
 * the user and chooses the new membership; declining goes back to the picker.
 */
export function InvitationPage({ invitation }: { invitation: InvitationEntry }) {
  const update = useUpdateInvitation();
  const queryClient = useQueryClient();
  const selection = useSelectionStore();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<InvitationAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  const respond = async (status: InvitationAnswer) => {
    setAnswer(status);
    setError(null);
    try {
      await update.mutateAsync({ id: invitation.id, status });
      await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      if (status === 'accepted') {
        const campaignUser = await queryClient.fetchQuery(
          campaignAccountQueryOptions(invitation.campaign_id),
        );
        await selection.chooseCampaign(campaignUser);
        await navigate(landingPathForTitle(campaignUser.title), { replace: true });
      } else {
        selection.clearInvitation();
        await navigate(APP_BASE_PATH, { replace: true });
      }
    } catch (failure) {
      if (!isAbortError(failure)) setError(APP_MESSAGES.invitationFailed);
    } finally {
      setAnswer(null);
    }
  };

  return (
    <Stack gap="md" maw={640} mx="auto">
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          disabled={answer !== null}
          onClick={() => {
            selection.clearInvitation();
            void navigate(APP_BASE_PATH, { replace: true });
          }}
        >
          Back
        </Button>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <InvitationDetails invitation={invitation} />
          {error && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} aria-hidden="true" />}
              role="alert"
            >
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden="true" />}
              loading={answer === 'declined'}
              disabled={answer === 'accepted'}
              onClick={() => void respond('declined')}
            >
              Decline
            </Button>
            <Button
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              loading={answer === 'accepted'}
              disabled={answer === 'declined'}
              onClick={() => void respond('accepted')}
            >
              Accept invitation
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
