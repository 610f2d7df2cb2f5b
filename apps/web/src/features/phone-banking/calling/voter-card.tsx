import { Badge, Card, Group, List, Stack, Text, Typography, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { NextVoter } from '@groundwork/shared/contracts/call-queue';
import { formatDate } from '../../../lib/format';
import classes from './calling.module.css';

const CHANNEL_LABEL = { door: 'Door', text: 'Text', call: 'Call', mail: 'Mail' } as const;

/** "Ana Smith, 42 · Democratic". */
const details = (voter: NextVoter) =>
  [voter.age === null ? null : `Age ${String(voter.age)}`, voter.party].filter(Boolean).join(' · ');

/** Who is being called: name, age, party, address, how often they were called, and past contacts. */
export function VoterCard({ voter }: { voter: NextVoter }) {
  const address = [voter.address, voter.city].filter(Boolean).join(', ');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="voter-card"
      data-voter-id={voter.voter_id}
      component="section"
      aria-label="Voter"
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} miw={0}>
            <Text fw={700} size="xl" data-testid="voter-name">
              {voter.first_name} {voter.last_name}
            </Text>
            {details(voter) && (
              <Text size="sm" c="dimmed">
                {details(voter)}
              </Text>
            )}
          </Stack>
          <Badge variant="light" color={voter.attempts > 0 ? 'orange' : 'gray'} style={{ flexShrink: 0 }}>
            {voter.attempts === 0 ? 'First call' : `Called ${String(voter.attempts)}×`}
          </Badge>
        </Group>
        <Text size="sm" data-testid="voter-phone">
          {voter.phone}
        </Text>
        {address && (
          <Text size="sm" c="dimmed">
            {address}
          </Text>
        )}
        {voter.past_contacts.length > 0 && (
          <Stack gap={2} mt={4}>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              Past contacts
            </Text>
            <List size="sm" spacing={2} data-testid="past-contacts">
              {voter.past_contacts.slice(0, 5).map((contact) => (
                <List.Item key={`${contact.channel}-${contact.at}`}>
                  {CHANNEL_LABEL[contact.channel]}, {formatDate(contact.at)}
                  {contact.summary ? `: ${contact.summary}` : ''}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The script with the voter's fields filled in: HTML the server sanitised (sanitize-html, decision 0044). It
 * stays on screen through the call and after it; on a phone the caller may fold it to reach the survey.
 */
export function CallScript({ html }: { html: string }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Script">
      <UnstyledButton
        className={classes.fold}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            Script
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {open ? 'Hide' : 'Show'}
            </Text>
            {open ? (
              <IconChevronUp size={16} aria-hidden="true" />
            ) : (
              <IconChevronDown size={16} aria-hidden="true" />
            )}
          </Group>
        </Group>
      </UnstyledButton>
      <Typography data-testid="call-script" id={id} hidden={!open}>
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
    </Card>
  );
}
