import { Anchor, Button, Group, Stepper, Text } from '@mantine/core';
import { IconCheck, IconChevronLeft, IconChevronRight, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './terms-stepper.module.css';

export interface TermsDocument {
  id: string;
  title: string;
  href: string;
}

interface TermsStepperProps {
  /** The documents in the order they must be accepted. */
  documents: readonly TermsDocument[];
  /** Called once the last document is accepted. */
  onComplete: () => void;
  isCompleting: boolean;
}

/**
 * Shell §4 terms flow: each document, embedded, is accepted in turn. Accept moves on to the next
 * document (decision 0063); a document gone back to reads Accepted, and Next is enabled only once
 * the current document is accepted; Previous is disabled on the first. Accepting the last one
 * completes the flow.
 */
export function TermsStepper({ documents, onComplete, isCompleting }: TermsStepperProps) {
  const [active, setActive] = useState(0);
  const [accepted, setAccepted] = useState<readonly boolean[]>(() => documents.map(() => false));
  const current = documents[active];
  if (!current) return null;
  const isAccepted = accepted[active] === true;
  const isLast = active === documents.length - 1;

  const accept = () => {
    setAccepted((previous) => previous.map((value, index) => (index === active ? true : value)));
    if (isLast) onComplete();
    else setActive(active + 1);
  };

  return (
    <div>
      <Stepper
        active={active}
        onStepClick={(step) => {
          // Only documents already reached may be revisited: acceptance is in order.
          if (step <= active || accepted[step - 1] === true) setActive(step);
        }}
        size="sm"
        mb="lg"
        allowNextStepsSelect={false}
        wrap
      >
        {documents.map((document, index) => (
          <Stepper.Step
            key={document.id}
            label={document.title}
            description={accepted[index] === true ? 'Accepted' : index === active ? 'Reading' : 'To read'}
            completedIcon={<IconCheck size={18} aria-hidden="true" />}
          />
        ))}
      </Stepper>

      <Group justify="space-between" mb="xs" gap="xs">
        <Text fw={600} component="h2" size="lg" m={0}>
          {current.title}
        </Text>
        <Anchor href={current.href} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            Open in a new tab <IconExternalLink size={14} aria-hidden="true" />
          </Group>
        </Anchor>
      </Group>
      <iframe key={current.id} className={classes.frame} src={current.href} title={current.title} />

      <Group justify="space-between" className={classes.actions} mt="md">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
          disabled={active === 0}
          onClick={() => {
            setActive((step) => Math.max(0, step - 1));
          }}
        >
          Previous
        </Button>
        <Group gap="sm">
          <Button
            color="teal"
            variant={isAccepted ? 'light' : 'filled'}
            leftSection={isAccepted ? <IconCheck size={16} aria-hidden="true" /> : undefined}
            disabled={isAccepted}
            loading={isLast && isCompleting}
            onClick={accept}
          >
            {isAccepted ? 'Accepted' : 'Accept'}
          </Button>
          {!isLast && (
            <Button
              rightSection={<IconChevronRight size={16} aria-hidden="true" />}
              disabled={!isAccepted}
              onClick={() => {
                setActive((step) => Math.min(documents.length - 1, step + 1));
              }}
            >
              Next
            </Button>
          )}
        </Group>
      </Group>
    </div>
  );
}
