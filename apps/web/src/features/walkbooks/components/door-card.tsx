import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { forwardRef } from 'react';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import type { WalkbookDoor } from '@groundwork/shared/contracts/walkbooks';
import { DoorSignRequest } from '../../road-signs';
import type { DoorVisits } from './use-door-visits';
import { VoterVisitCard } from './voter-visit-card';
import classes from './voter-visit-card.module.css';

interface DoorCardProps {
  campaignId: string;
  door: WalkbookDoor;
  survey: Survey | null;
  visits: DoorVisits;
  archived: boolean;
  /** The next door to walk to, if any. */
  hasNext: boolean;
  /** Saves what is not saved yet and walks on. */
  onNext: () => void;
}

/** The door at hand: its voters to record, "Nobody home" (recorded for everyone, then on to the next door). */
export const DoorCard = forwardRef<HTMLDivElement, DoorCardProps>(function DoorCard(
  { campaignId, door, survey, visits, archived, hasNext, onNext },
  ref,
) {
  const unanswered = door.voters.filter((v) => !visits.drafts[v.id]);
  const nobodyHome = () => {
    for (const voter of unanswered) visits.choose(voter.id, 'not_home');
    onNext();
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow="xs"
      ref={ref}
      className={classes.door}
      data-testid="door-card"
    >
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            At the door
          </Text>
          <Text fw={700} size="lg">
            {door.address}
            {door.unit ? `, ${door.unit}` : ''}
          </Text>
        </div>
        {door.voters.map((voter) => (
          <VoterVisitCard
            key={voter.id}
            voter={voter}
            survey={survey}
            draft={visits.drafts[voter.id]}
            waiting={visits.isWaiting(visits.drafts[voter.id]?.visit_id ?? '')}
            disabled={archived}
            onChoose={(result) => visits.choose(voter.id, result)}
            onEdit={(change) => visits.edit(voter.id, change)}
            onSave={() => visits.save(voter.id)}
          />
        ))}
        <DoorSignRequest key={door.household_key} campaignId={campaignId} door={door} disabled={archived} />
        <Group grow gap="xs">
          <Button
            className={classes.result}
            variant="light"
            color="gray"
            disabled={archived || unanswered.length === 0}
            onClick={nobodyHome}
          >
            Nobody home
          </Button>
          <Button
            className={classes.result}
            rightSection={<IconArrowRight size={16} aria-hidden="true" />}
            disabled={!hasNext}
            onClick={onNext}
          >
            Next door
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
});
