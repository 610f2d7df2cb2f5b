import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  PHONE_BANKING_MESSAGES,
  type PhoneBankingCampaign,
  type PhoneBankingStatus,
} from '@groundwork/shared/contracts/phone-banking';
import { ConfirmModal } from '../../../components/confirm-modal';
import { isApiError } from '../../../lib/api-error';
import { useUpdatePhoneBanking } from '../api/manage-phone-banking';

interface Move {
  label: string;
  to: PhoneBankingStatus;
  /** What happens, for the confirmation; none: the move is undone as easily as made (Pause, Resume). */
  confirm?: string;
}

/** Draft → Active ⇄ Paused → Completed, as buttons. */
const MOVES: Record<PhoneBankingStatus, Move[]> = {
  Draft: [
    {
      label: 'Activate',
      to: 'Active',
      confirm: 'Its callers can start calling. The script and the voters to call can no longer change.',
    },
  ],
  Active: [
    { label: 'Pause', to: 'Paused' },
    { label: 'Complete', to: 'Completed', confirm: 'No more calls are made. This cannot be undone.' },
  ],
  Paused: [
    { label: 'Resume', to: 'Active' },
    { label: 'Complete', to: 'Completed', confirm: 'No more calls are made. This cannot be undone.' },
  ],
  Completed: [],
};

/** Replies that mean the calling account or its number is missing: the fix is on the phone banking page. */
const ACCOUNT_DETAILS: readonly string[] = [
  PHONE_BANKING_MESSAGES.phoneBankingDisabled,
  PHONE_BANKING_MESSAGES.accountMissing,
  PHONE_BANKING_MESSAGES.noNumber,
];

/** The status buttons of a phone bank; Activate and Complete ask first. */
export function StatusActions({
  phoneBank,
  setupPath,
}: {
  phoneBank: PhoneBankingCampaign;
  setupPath: string;
}) {
  const [move, setMove] = useState<Move | null>(null);
  const update = useUpdatePhoneBanking();
  const apply = (candidate: Move) =>
    update.mutate(
      { id: phoneBank.id, campaign_id: phoneBank.campaign_id, status: candidate.to },
      { onSettled: () => setMove(null) },
    );
  const needsAccount = isApiError(update.error) && ACCOUNT_DETAILS.includes(update.error.detail);
  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="xs">
        {MOVES[phoneBank.status].map((candidate) => (
          <Button
            key={candidate.label}
            variant={candidate.to === 'Completed' ? 'default' : 'filled'}
            loading={update.isPending && update.variables.status === candidate.to && !candidate.confirm}
            onClick={() => {
              update.reset();
              if (candidate.confirm) setMove(candidate);
              else apply(candidate);
            }}
          >
            {candidate.label}
          </Button>
        ))}
      </Group>
      {update.error && (
        <Alert color="red" role="alert" maw={420}>
          {update.error.message}
          {needsAccount && (
            <>
              {' '}
              <Anchor component={Link} to={setupPath} size="sm" c="inherit" fw={600} underline="always">
                Set up the calling account
              </Anchor>
            </>
          )}
        </Alert>
      )}
      <ConfirmModal
        title={move ? `${move.label} “${phoneBank.name}”?` : ''}
        opened={move !== null}
        onClose={() => setMove(null)}
        onConfirm={() => move && apply(move)}
        confirmLabel={move?.label ?? ''}
        isPending={update.isPending}
        error={null}
      >
        {move?.confirm}
      </ConfirmModal>
    </Stack>
  );
}
