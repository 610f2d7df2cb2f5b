import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff, IconPhoneOff, IconDialpad } from '@tabler/icons-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { KEYPAD_DIGITS, type CallEnd } from './device/call-device';
import type { CallState } from './use-call';

export const END_LABEL: Record<CallEnd, string> = {
  completed: 'Call ended',
  voicemail: 'Voicemail: call ended',
  busy: 'Busy',
  'no-answer': 'No answer',
  failed: 'Call failed',
  canceled: 'Hung up before an answer',
};

/** m:ss (h:mm:ss past an hour). */
export const formatTimer = (totalSeconds: number) => {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0
    ? `${String(hours)}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${String(minutes)}:${seconds}`;
};

/** Seconds since `from`, ticking once a second. */
const useElapsed = (from: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, (now - from) / 1000);
};

function CallTimer({ from }: { from: number }) {
  const elapsed = useElapsed(from);
  return (
    <Text fw={700} size="xl" ff="monospace" data-testid="call-timer" aria-label="Call time">
      {formatTimer(elapsed)}
    </Text>
  );
}

interface CallPanelProps {
  state: Exclude<CallState, { phase: 'idle' }>;
  voterName: string;
  muted: boolean;
  onHangUp: () => void;
  onToggleMute: () => void;
  onDigit: (digit: string) => void;
}

/**
 * The call as it goes: calling → ringing → connected with a timer, Mute, Keypad and Hang up; how it ended.
 * Status changes are announced (aria-live).
 */
export function CallPanel({ state, voterName, muted, onHangUp, onToggleMute, onDigit }: CallPanelProps) {
  const [keypadOpen, setKeypadOpen] = useState(false);
  const isLive = state.phase !== 'ended';
  const isConnected = state.phase === 'connected';
  // With the keypad open, the keyboard's digits, * and # send tones too.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!KEYPAD_DIGITS.includes(event.key as (typeof KEYPAD_DIGITS)[number]) || event.repeat) return;
    const target = event.target;
    if (
      target instanceof HTMLElement &&
      (target.isContentEditable || ['INPUT', 'TEXTAREA'].includes(target.tagName))
    )
      return;
    onDigit(event.key);
  });
  useEffect(() => {
    if (!isConnected || !keypadOpen) return;
    const listen = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  }, [isConnected, keypadOpen]);
  const status =
    state.phase === 'ended'
      ? END_LABEL[state.end]
      : state.phase === 'connected'
        ? state.voicemail
          ? 'Voicemail: leave a message'
          : 'Connected'
        : state.phase === 'ringing'
          ? 'Ringing…'
          : `Calling ${voterName}…`;
  return (
    <Paper withBorder radius="md" p="md" data-testid="call-panel" data-phase={state.phase}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} role="status" aria-live="polite" data-testid="call-status">
            {status}
          </Text>
          {state.phase === 'connected' && <CallTimer from={state.answeredAt} />}
          {state.phase === 'ended' && state.duration > 0 && (
            <Badge variant="light" size="lg" data-testid="call-duration">
              {formatTimer(state.duration)}
            </Badge>
          )}
        </Group>
        {state.phase === 'ended' && state.detail && (
          <Text size="sm" c="red">
            {state.detail}
          </Text>
        )}
        {isLive && (
          <>
            <SimpleGrid cols={2} spacing="sm">
              <Button
                size="lg"
                variant={muted ? 'filled' : 'default'}
                aria-pressed={muted}
                disabled={state.phase !== 'connected'}
                leftSection={
                  muted ? (
                    <IconMicrophoneOff size={20} aria-hidden="true" />
                  ) : (
                    <IconMicrophone size={20} aria-hidden="true" />
                  )
                }
                onClick={onToggleMute}
              >
                {muted ? 'Unmute' : 'Mute'}
              </Button>
              <Button
                size="lg"
                variant={keypadOpen ? 'light' : 'default'}
                aria-expanded={keypadOpen}
                aria-controls="call-keypad"
                disabled={state.phase !== 'connected'}
                leftSection={<IconDialpad size={20} aria-hidden="true" />}
                onClick={() => setKeypadOpen((open) => !open)}
              >
                Keypad
              </Button>
            </SimpleGrid>
            {keypadOpen && state.phase === 'connected' && (
              <SimpleGrid cols={3} spacing={8} id="call-keypad" role="group" aria-label="Keypad">
                {KEYPAD_DIGITS.map((digit) => (
                  <Button key={digit} size="lg" variant="default" onClick={() => onDigit(digit)}>
                    {digit}
                  </Button>
                ))}
              </SimpleGrid>
            )}
            <Button
              size="xl"
              color="red"
              fullWidth
              leftSection={<IconPhoneOff size={24} aria-hidden="true" />}
              onClick={onHangUp}
            >
              Hang up
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
