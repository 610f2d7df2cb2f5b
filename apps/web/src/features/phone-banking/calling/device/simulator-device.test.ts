import { describe, expect, it } from 'vitest';
import { makeSimulatedCall } from '../calling-fixtures';
import { updateFromSimulatedCall } from './simulator-device';

const ANSWERED = '2026-11-24T15:00:00.000Z';
const ENDED = '2026-11-24T15:01:30.000Z';

describe("the simulator's calls as the call panel sees them", () => {
  it('follows a call from queued to answered', () => {
    expect(updateFromSimulatedCall(makeSimulatedCall({ status: 'queued' }))).toEqual({ phase: 'connecting' });
    expect(updateFromSimulatedCall(makeSimulatedCall())).toEqual({ phase: 'ringing' });
    expect(
      updateFromSimulatedCall(makeSimulatedCall({ status: 'in-progress', answered_at: ANSWERED })),
    ).toEqual({ phase: 'connected', answeredAt: Date.parse(ANSWERED), voicemail: false });
    expect(
      updateFromSimulatedCall(
        makeSimulatedCall({ status: 'in-progress', outcome: 'voicemail', answered_at: ANSWERED }),
      ),
    ).toMatchObject({ phase: 'connected', voicemail: true });
  });

  it('tells each end apart, with the time on the line', () => {
    const ended = (overrides: Parameters<typeof makeSimulatedCall>[0]) =>
      updateFromSimulatedCall(makeSimulatedCall({ ended_at: ENDED, ...overrides }));
    expect(ended({ status: 'completed', answered_at: ANSWERED, duration: 90 })).toEqual({
      phase: 'ended',
      end: 'completed',
      duration: 90,
    });
    expect(ended({ status: 'completed', outcome: 'voicemail', answered_at: ANSWERED })).toEqual({
      phase: 'ended',
      end: 'voicemail',
      duration: 90,
    });
    expect(ended({ status: 'busy', outcome: 'busy' })).toMatchObject({ end: 'busy', duration: 0 });
    expect(ended({ status: 'no-answer', outcome: 'no-answer' })).toMatchObject({ end: 'no-answer' });
    expect(ended({ status: 'completed', outcome: 'no-answer' })).toMatchObject({ end: 'no-answer' });
    expect(ended({ status: 'failed', outcome: 'fail' })).toMatchObject({ end: 'failed' });
    expect(ended({ status: 'canceled' })).toMatchObject({ end: 'canceled' });
    // Hung up while it rang: nobody answered.
    expect(ended({ status: 'completed' })).toMatchObject({ end: 'canceled', duration: 0 });
  });
});
