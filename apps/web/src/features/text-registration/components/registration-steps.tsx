import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RegistrationStatusView, VettingState } from '@groundwork/shared/contracts/text-registration';

const COLORS = { PENDING: 'yellow', APPROVED: 'teal', FAILED: 'red' } as const;

/** A vetting's status as a badge, with the carriers' reasons when FAILED. */
export function VettingBadge({
  vetting,
  none = 'Not started',
}: {
  vetting: VettingState | null;
  none?: string;
}) {
  return vetting ? (
    <Badge color={COLORS[vetting.status]} variant="light">
      {vetting.status}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {none}
    </Badge>
  );
}

function Step({
  n,
  title,
  status,
  children,
}: {
  n: number;
  title: string;
  status: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap={4} component="li">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {n}. {title}
        </Text>
        {status}
      </Group>
      {children}
    </Stack>
  );
}

const Reasons = ({ vetting }: { vetting: VettingState | null }) =>
  vetting?.status === 'FAILED' ? (
    <Text size="xs" c="red">
      {vetting.failure_reasons.join('; ') || 'Refused by the carriers’ registry'}
    </Text>
  ) : null;

/** Register sender → message campaign → buy a number, each with its status and the next action. */
export function RegistrationSteps({
  status,
  actions,
}: {
  status: RegistrationStatusView;
  /** What the user can do next at each step (links, the number search). */
  actions: { sender?: ReactNode; messageCampaign?: ReactNode; number?: ReactNode };
}) {
  return (
    <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      <Step n={1} title="Register the sender" status={<VettingBadge vetting={status.brand} />}>
        <Reasons vetting={status.brand} />
        {actions.sender}
      </Step>
      <Step n={2} title="Register the message campaign" status={<VettingBadge vetting={status.message_campaign} />}>
        <Reasons vetting={status.message_campaign} />
        {actions.messageCampaign}
      </Step>
      <Step
        n={3}
        title="Buy a number"
        status={
          <Badge color={status.phone_numbers > 0 ? 'teal' : 'gray'} variant="light">
            {status.phone_numbers > 0 ? `${String(status.phone_numbers)} owned` : 'None yet'}
          </Badge>
        }
      >
        {actions.number}
      </Step>
    </Stack>
  );
} // prettier-ignore
