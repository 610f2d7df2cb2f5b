import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconUsers } from '@tabler/icons-react';
import { forwardRef, useRef, useState } from 'react';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import type { WalkbookDoor } from '@groundwork/shared/contracts/walkbooks';
import { formatCount } from '../../../lib/format';
import { DoorSignRequest } from '../../road-signs';
import type { DoorVisits } from './use-door-visits';
import { VoterVisitCard } from './voter-visit-card';
import classes from './voter-visit-card.module.css';

/** A household's voters shown at first: the rest behind "Show N more voters", so the card stays compact. */
export const VOTERS_SHOWN = 2;

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
  // The door whose voters are all shown: another door opens collapsed again.
  const [expanded, setExpanded] = useState<string | null>(null);
  const more = useRef<HTMLDivElement>(null);
  const collapsed = expanded !== door.household_key && door.voters.length > VOTERS_SHOWN;
  const hidden = door.voters.length - VOTERS_SHOWN;
  const expand = () => {
    setExpanded(door.household_key);
    // The first voter revealed takes the focus, where the button was.
    requestAnimationFrame(() => more.current?.focus());
  };
  const voterCard = (voter: WalkbookDoor['voters'][number]) => (
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
  );
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
        {door.voters.slice(0, VOTERS_SHOWN).map(voterCard)}
        {collapsed ? (
          <Button
            variant="light"
            className={classes.result}
            leftSection={<IconUsers size={16} aria-hidden="true" />}
            aria-expanded={false}
            onClick={expand}
          >
            Show {formatCount(hidden, 'more voter', 'more voters')}
          </Button>
        ) : (
          door.voters.length > VOTERS_SHOWN && (
            <Stack
              gap="sm"
              ref={more}
              tabIndex={-1}
              role="group"
              aria-label={`${formatCount(hidden, 'more voter', 'more voters')} at this door`}
            >
              {door.voters.slice(VOTERS_SHOWN).map(voterCard)}
            </Stack>
          )
        )}
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
