import { Alert, Badge, Button, Card, EmptyState, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPhoneOff, IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ClosedWindowNotice, useClosedWindow } from '../../../components/outreach/closed-window-notice';
import { formatCount } from '../../../lib/format';
import { useAssignedCallCampaigns } from './api/calling-api';
import { useCallingWindow } from './api/calling-window';
import { ModeChooser } from './mode-chooser';
import { useCallingSession } from './use-calling-session';
import { useOnline } from '../../../lib/use-online';
import { VoterStep } from './voter-step';

interface CallingScreenProps {
  campaignId: string;
  phoneBankingCampaignId: string;
  userId: string;
  /** Where "Back to Calls to Make" goes. */
  assignedPath: string;
}

/**
 * /phone-banking/call/{id}: the caller's screen. Choose how to call, then one voter at a time: the card and
 * the script, the call, the result, the next voter. Designed at 375 px first; says so when offline.
 */
export function CallingScreen({
  campaignId,
  phoneBankingCampaignId,
  userId,
  assignedPath,
}: CallingScreenProps) {
  const scope = { campaignId, phoneBankingCampaignId, userId };
  const assigned = useAssignedCallCampaigns(campaignId, userId);
  const calling = useCallingSession(scope);
  const online = useOnline();
  const campaign = assigned.data?.find((entry) => entry.id === phoneBankingCampaignId);
  const { session, voter } = calling;
  // Outside calling hours for these voters: said before anything is tapped, calling off (decision 0062).
  const hours = useCallingWindow(campaignId, phoneBankingCampaignId);
  const closed = useClosedWindow(hours.data);
  const opensAt = closed ? hours.data?.opens_at : null;
  const closedNotice = opensAt && hours.data && (
    <ClosedWindowNotice channel="calling" contact={{ ...hours.data, opens_at: opensAt }} />
  );
  const quiet = voter.status === 'none' && voter.quietHours;
  const { refetch } = hours;
  useEffect(() => {
    if (quiet) void refetch(); // the hours closed since the screen asked: ask when they open
  }, [quiet, refetch]);

  return (
    <Stack gap="md" data-testid="calling-screen">
      {!online && (
        <Alert color="orange" role="alert" icon={<IconWifiOff size={20} />} title="You are offline">
          Calls cannot be placed until you are back online. A result you record stays on screen until it is
          saved.
        </Alert>
      )}
      {campaign && (
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate data-testid="call-campaign-name">
            {campaign.name}
          </Text>
          {session.status === 'active' && (
            <Badge variant="light" style={{ flexShrink: 0 }} data-testid="saved-count">
              {formatCount(calling.saved, 'call')}
            </Badge>
          )}
        </Group>
      )}
      {campaign && campaign.status !== 'Active' && session.status !== 'active' ? (
        <Alert color="yellow" title={`This call campaign is ${campaign.status}`}>
          Calls can be made only while it is Active.
        </Alert>
      ) : assigned.data && !campaign ? (
        <Alert color="yellow" title="You are not assigned to this call campaign">
          Ask a Manager to add you as a caller.
        </Alert>
      ) : session.status === 'choosing' || session.status === 'starting' || session.status === 'failed' ? (
        <Card withBorder radius="md" padding="md">
          <Stack gap="md">
            {closedNotice}
            {session.status === 'failed' && (
              <Alert color="red" role="alert" title="We could not start calling">
                {session.error.message}
              </Alert>
            )}
            <ModeChooser
              starting={session.status === 'starting'}
              disabled={!online || !campaign || closed}
              onStart={(mode, phone) => void calling.start(mode, phone)}
            />
          </Stack>
        </Card>
      ) : session.status === 'ended' ? (
        <Card withBorder radius="md" py={40}>
          <EmptyState
            icon={<IconCircleCheck size={32} />}
            withIndicatorBackground
            title="Session ended"
            description={`You recorded ${formatCount(session.saved, 'call')}. Thank you!`}
            data-testid="session-ended"
          />
          <Group justify="center" mt="md">
            <Button component={Link} to={assignedPath} variant="light">
              Back to Calls to Make
            </Button>
          </Group>
        </Card>
      ) : (
        <>
          {voter.status === 'loading' ? (
            <Group gap="xs" justify="center" py="xl">
              <Loader size="sm" />
              <Text size="sm">Getting your next voter…</Text>
            </Group>
          ) : quiet && closedNotice ? (
            <Stack gap="sm">
              {closedNotice}
              <Button variant="light" onClick={calling.claimNext} disabled={closed}>
                Check again
              </Button>
            </Stack>
          ) : voter.status === 'none' ? (
            <Card withBorder radius="md" py={40}>
              <EmptyState
                icon={<IconCircleCheck size={32} />}
                withIndicatorBackground
                title={voter.quietHours ? 'No voter to call right now' : 'Nothing left to call'}
                description={voter.detail}
                data-testid="nothing-left"
              />
              <Group justify="center" mt="md">
                <Button variant="light" onClick={calling.claimNext}>
                  Check again
                </Button>
              </Group>
            </Card>
          ) : voter.status === 'failed' ? (
            <Alert color="red" role="alert" title="No voter to call right now" data-testid="voter-error">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{voter.error.message}</Text>
                <Button size="md" variant="light" onClick={calling.claimNext}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          ) : (
            <VoterStep
              key={voter.voter.voter_id}
              scope={scope}
              session={session.session}
              voter={voter.voter}
              online={online}
              onRecorded={calling.recorded}
              onSkip={calling.skip}
            />
          )}
          <Button
            variant="default"
            size="md"
            fullWidth
            leftSection={<IconPhoneOff size={18} aria-hidden="true" />}
            onClick={() => void calling.end()}
          >
            End session
          </Button>
        </>
      )}
    </Stack>
  );
}
