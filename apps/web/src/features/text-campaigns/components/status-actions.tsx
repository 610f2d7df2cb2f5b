import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { TextCampaign, TextCampaignStatus } from '@groundwork/shared/contracts/text-campaigns';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useUpdateTextCampaign } from '../api/manage-text-campaigns';

interface Move {
  label: string;
  to: TextCampaignStatus;
  /** What happens, for the confirmation. */
  explain: string;
}

/** Draft → Active ⇄ Paused → Completed, as buttons. */
const MOVES: Record<TextCampaignStatus, Move[]> = {
  Draft: [
    {
      label: 'Activate',
      to: 'Active',
      explain: 'Its texters can start sending. The message and recipients can no longer change.',
    },
  ],
  Active: [
    {
      label: 'Pause',
      to: 'Paused',
      explain: 'Texters cannot send until you resume it; replies still arrive.',
    },
    { label: 'Complete', to: 'Completed', explain: 'No more texts go out. This cannot be undone.' },
  ],
  Paused: [
    { label: 'Resume', to: 'Active', explain: 'Its texters can send again.' },
    { label: 'Complete', to: 'Completed', explain: 'No more texts go out. This cannot be undone.' },
  ],
  Completed: [],
};

/** The status buttons of a text campaign, each asking first. */
export function StatusActions({ textCampaign }: { textCampaign: TextCampaign }) {
  const [move, setMove] = useState<Move | null>(null);
  const update = useUpdateTextCampaign();
  const close = () => {
    setMove(null);
    update.reset();
  };
  return (
    <>
      <Group gap="xs">
        {MOVES[textCampaign.status].map((candidate) => (
          <Button
            key={candidate.label}
            variant={candidate.to === 'Completed' ? 'default' : 'filled'}
            onClick={() => setMove(candidate)}
          >
            {candidate.label}
          </Button>
        ))}
      </Group>
      <ConfirmModal
        title={move ? `${move.label} “${textCampaign.name}”?` : ''}
        opened={move !== null}
        onClose={close}
        onConfirm={() => {
          if (!move) return;
          update.mutate(
            { id: textCampaign.id, campaign_id: textCampaign.campaign_id, status: move.to },
            { onSuccess: () => setMove(null) },
          );
        }}
        confirmLabel={move?.label ?? ''}
        isPending={update.isPending}
        error={update.error}
      >
        {move?.explain}
      </ConfirmModal>
    </>
  );
}
