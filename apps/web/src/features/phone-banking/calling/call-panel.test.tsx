import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID, USER_ID } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { createFakeDevice, makeVoter, NUMBER, PB_ID, SESSION_ID } from './calling-fixtures';
import { formatTimer } from './call-panel';
import { nextCallState, RESULT_FOR_END, type CallState } from './use-call';
import { VoterStep } from './voter-step';

const renderStep = async () => {
  const fake = createFakeDevice();
  const voter = makeVoter(0);
  const onSkip = vi.fn();
  await renderApp({
    path: '/',
    children: (
      <VoterStep
        scope={{ campaignId: CAMPAIGN_ID, phoneBankingCampaignId: PB_ID, userId: USER_ID }}
        session={{
          callSessionId: SESSION_ID,
          fromNumber: NUMBER,
          mode: 'browser',
          volunteerPhone: null,
          device: fake.device,
        }}
        voter={voter}
        online
        onRecorded={vi.fn()}
        onSkip={onSkip}
      />
    ),
  });
  return { ...fake, voter, onSkip, user: userEvent.setup() };
};

const status = () => screen.getByTestId('call-status');

describe('the call state machine', () => {
  const started: CallState = { phase: 'connecting', startedAt: 1 };

  it('moves forward only, and nothing follows the end', () => {
    const ringing = nextCallState(started, { phase: 'ringing' });
    expect(ringing).toEqual({ phase: 'ringing', startedAt: 1 });
    const connected = nextCallState(ringing, { phase: 'connected', answeredAt: 5, voicemail: false });
    expect(connected.phase).toBe('connected');
    // A late poll that still says "ringing" does not take the call back.
    expect(nextCallState(connected, { phase: 'ringing' })).toBe(connected);
    const ended = nextCallState(connected, { phase: 'ended', end: 'completed', duration: 42 });
    expect(ended).toEqual({ phase: 'ended', startedAt: 1, end: 'completed', duration: 42 });
    expect(nextCallState(ended, { phase: 'connected', answeredAt: 9, voicemail: false })).toBe(ended);
    expect(nextCallState({ phase: 'idle' }, { phase: 'ringing' })).toEqual({ phase: 'idle' });
  });

  it('preselects the result from how the call ended', () => {
    expect(RESULT_FOR_END).toEqual({
      completed: 'Answered',
      voicemail: 'Voicemail',
      busy: 'Busy',
      'no-answer': 'No answer',
      failed: 'Disconnected',
      canceled: 'No answer',
    });
    expect(formatTimer(0)).toBe('0:00');
    expect(formatTimer(75)).toBe('1:15');
    expect(formatTimer(3723)).toBe('1:02:03');
  });
});

describe('the call panel', { timeout: 30_000 }, () => {
  it('rings, connects with a timer, mutes, sends keypad digits, hangs up, then asks for the result', async () => {
    const { user, placed, log, push, voter } = await renderStep();
    expect(await screen.findByTestId('call-script')).toContainHTML('<strong>Ana</strong>');
    await user.click(screen.getByRole('button', { name: 'Call Ana' }));
    expect(placed).toEqual([
      {
        To: voter.phone,
        phone_banking_campaign_id: PB_ID,
        call_session_id: SESSION_ID,
        voter_id: voter.voter_id,
      },
    ]);
    expect(status()).toHaveTextContent('Calling Ana Smith…');
    // Mute and keypad wait for the voter to pick up.
    expect(screen.getByRole('button', { name: 'Mute' })).toBeDisabled();

    act(() => push({ phase: 'ringing' }));
    expect(status()).toHaveTextContent('Ringing…');
    act(() => push({ phase: 'connected', answeredAt: Date.now() - 65_000, voicemail: false }));
    expect(status()).toHaveTextContent('Connected');
    expect(screen.getByTestId('call-timer')).toHaveTextContent(/^1:0[5-6]$/);

    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    await user.click(screen.getByRole('button', { name: 'Keypad' }));
    const keypad = screen.getByRole('group', { name: 'Keypad' });
    await user.click(within(keypad).getByRole('button', { name: '1' }));
    await user.click(within(keypad).getByRole('button', { name: '#' }));
    await user.keyboard('7');
    await user.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(log).toEqual(['mute', 'unmute', 'digits 1', 'digits #', 'digits 7', 'hang up']);

    act(() => push({ phase: 'ended', end: 'completed', duration: 66 }));
    expect(status()).toHaveTextContent('Call ended');
    expect(screen.getByTestId('call-duration')).toHaveTextContent('1:06');
    expect(screen.queryByRole('button', { name: 'Hang up' })).toBeNull();
    const result = screen.getByRole('group', { name: 'Call result' });
    expect(within(result).getByRole('button', { name: 'Answered' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a busy line as ended at once, with Busy preselected and no call controls', async () => {
    const { user, push } = await renderStep();
    await user.click(await screen.findByRole('button', { name: 'Call Ana' }));
    act(() => push({ phase: 'ringing' }));
    act(() => push({ phase: 'ended', end: 'busy', duration: 0 }));
    expect(status()).toHaveTextContent('Busy');
    expect(screen.queryByRole('button', { name: 'Mute' })).toBeNull();
    expect(screen.queryByTestId('call-duration')).toBeNull();
    const result = screen.getByRole('group', { name: 'Call result' });
    expect(within(result).getByRole('button', { name: 'Busy' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hangs up a call the caller ended while it was still being placed', async () => {
    const { user, log, holdConnect } = await renderStep();
    const place = holdConnect();
    await user.click(await screen.findByRole('button', { name: 'Call Ana' }));
    await user.click(screen.getByRole('button', { name: 'Hang up' }));
    expect(log).toEqual([]);
    await act(async () => {
      place();
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(log).toEqual(['hang up']));
  });

  it('gives the voter back with Skip, before any call', async () => {
    const { user, onSkip, placed } = await renderStep();
    await user.click(await screen.findByRole('button', { name: 'Skip this voter' }));
    expect(onSkip).toHaveBeenCalledOnce();
    expect(placed).toEqual([]);
  });
});
