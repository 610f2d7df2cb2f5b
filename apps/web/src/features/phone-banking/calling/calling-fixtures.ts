import type { NextVoter } from '@groundwork/shared/contracts/call-queue';
import type { SimulatedCallView } from '@groundwork/shared/contracts/voice';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import { CAMPAIGN_ID } from '../../../test/fake-server';
import type { CallDevice, CallParams, CallUpdate } from './device/call-device';

/** Call campaigns, voters and calls as the server replies, for the caller's screen tests. */
export const PB_ID = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
export const SESSION_ID = '6b5c4d3e-2f1a-4b0c-9d8e-7f6a5b4c3d2e';
export const SURVEY_ID = '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f';
export const QUESTION_ID = '8d7e6f5a-4b3c-4d2e-9f0a-1b2c3d4e5f6a';
export const NUMBER = '+19195550100';
const AT = '2026-11-24T15:00:00.000Z';

export const makeVoter = (index: number, overrides: Partial<NextVoter> = {}): NextVoter => {
  const first = ['Ana', 'Ben', 'Cleo', 'Dev'][index] ?? 'Voter';
  return {
    phone_banking_campaign_id: PB_ID,
    voter_id: `00000000-0000-4000-8000-00000000000${String(index)}`,
    first_name: first,
    last_name: 'Smith',
    age: 40 + index,
    party: 'Democratic',
    address: `${String(10 + index)} Oak St`,
    city: 'Raleigh',
    phone: `+1919555020${String(index + 5)}`,
    attempts: 0,
    past_contacts: [{ channel: 'door', at: AT, summary: 'Contacted' }],
    script: `<p>Hi <strong>${first}</strong>, this is Maya for Dana Rivera.</p>`,
    survey_id: null,
    claim_expires_at: AT,
    ...overrides,
  };
};

export const makeSurvey = (): Survey => ({
  id: SURVEY_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: null,
  name: 'Support',
  description: null,
  questions: [
    {
      id: QUESTION_ID,
      kind: 'single_choice',
      text: 'Will you vote for Dana?',
      answers: [
        { id: '9e8f7a6b-5c4d-4e3f-8a1b-2c3d4e5f6a7b', text: 'Yes' },
        { id: '0f9a8b7c-6d5e-4f4a-9b2c-3d4e5f6a7b8c', text: 'No' },
      ],
    },
  ],
  record_status: 'is_active',
  respondent_count: 0,
  created_at: AT,
  updated_at: AT,
});

export const makeSimulatedCall = (overrides: Partial<SimulatedCallView> = {}): SimulatedCallView => ({
  sid: 'CA0001',
  status: 'ringing',
  outcome: 'answer',
  to: '+19195550205',
  from: NUMBER,
  answered_at: null,
  ended_at: null,
  duration: null,
  events: [],
  ...overrides,
});

/** A CallDevice the test drives: `push` sends an update to the call in progress. */
export const createFakeDevice = () => {
  let listener: ((update: CallUpdate) => void) | null = null;
  const log: string[] = [];
  const placed: CallParams[] = [];
  /** While set, `connect` waits for `release()` before the call is placed. */
  let held: Promise<void> | null = null;
  let release: () => void = () => undefined;
  const device: CallDevice = {
    provider: 'simulator',
    connect: (params, onUpdate) => {
      placed.push(params);
      listener = onUpdate;
      onUpdate({ phase: 'connecting' });
      return (held ?? Promise.resolve()).then(() => ({
        setMuted: (muted: boolean) => log.push(muted ? 'mute' : 'unmute'),
        sendDigits: (digits: string) => log.push(`digits ${digits}`),
        hangUp: () => log.push('hang up'),
      }));
    },
    destroy: () => log.push('destroy'),
  };
  return {
    device,
    log,
    placed,
    push: (update: CallUpdate) => listener?.(update),
    /** The next call is placed only when the returned function is called. */
    holdConnect: () => {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => release();
    },
  };
};
