import type { Survey } from '@groundwork/shared/contracts/surveys';
import type { Walkbook } from '@groundwork/shared/contracts/walkbooks';
import { CAMPAIGN_ID, json, type FakeServer, type RecordedCall } from '../../../test/fake-server';

/** A walkbook of two doors (12 and 14 Oak St, one voter each) with a one-question survey, for the screen's tests. */
export const WALKBOOK_ID = '5e0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
export const QUESTION_ID = '6f1d2b3c-4d5e-4f6a-9b0c-1d2e3f4a5b6c';
/** A multiple-choice question: Housing, Parks, Traffic, Schools. */
export const ISSUES_ID = '7a2e3c4d-5e6f-4a7b-8c1d-2e3f4a5b6c7d';
export const ISSUE_IDS = [
  '7a2e3c4d-5e6f-4a7b-8c1d-000000000001',
  '7a2e3c4d-5e6f-4a7b-8c1d-000000000002',
  '7a2e3c4d-5e6f-4a7b-8c1d-000000000003',
  '7a2e3c4d-5e6f-4a7b-8c1d-000000000004',
] as const;
export const YES_ID = '7a2e3c4d-5e6f-4a7b-8c1d-2e3f4a5b6c7d';
export const NO_ID = '8b3f4d5e-6f7a-4b8c-9d2e-3f4a5b6c7d8e';
export const ANA_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
export const BEN_ID = '1b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e';
export const voter = (id: string, first: string) => ({
  id,
  first_name: first,
  last_name: 'Rivera',
  age: 40,
  gender: 'F',
  party: 'DEM',
  phone: null,
  last_result: null,
  last_notes: null,
});
export const walkbook: Walkbook = {
  id: WALKBOOK_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: null,
  name: 'Oakwood',
  description: null,
  creation_method: 'Created',
  status: 'active',
  survey_id: '9c4a5e6f-7a8b-4c9d-8e3f-4a5b6c7d8e9f',
  survey_name: 'Door survey',
  assignees: [],
  progress: {
    voters: 2,
    doors: 2,
    voters_visited: 0,
    doors_visited: 0,
    contacts: 0,
    touches: 0,
    last_touch_at: null,
  },
  created_at: '2026-11-20T10:00:00.000Z',
  geo_data: null,
  filter_params: {},
  doors: [
    {
      household_key: 'H1',
      address: '12 Oak St, Raleigh',
      unit: null,
      lat: 35.78,
      lng: -78.64,
      voters: [voter(ANA_ID, 'Ana')],
    },
    {
      household_key: 'H2',
      address: '14 Oak St, Raleigh',
      unit: null,
      lat: 35.781,
      lng: -78.64,
      voters: [voter(BEN_ID, 'Ben')],
    },
  ],
};
export const survey: Survey = {
  id: '9c4a5e6f-7a8b-4c9d-8e3f-4a5b6c7d8e9f',
  campaign_id: CAMPAIGN_ID,
  user_id: null,
  name: 'Door survey',
  description: null,
  questions: [
    {
      id: QUESTION_ID,
      text: 'Will you vote for Dana?',
      kind: 'single_choice',
      answers: [
        { id: YES_ID, text: 'Yes' },
        { id: NO_ID, text: 'No' },
      ],
    },
    {
      id: ISSUES_ID,
      text: 'Which issues matter to you?',
      kind: 'multiple_choice',
      answers: ISSUE_IDS.map((id, i) => ({ id, text: ['Housing', 'Parks', 'Traffic', 'Schools'][i]! })),
    },
  ],
  record_status: 'is_active',
  respondent_count: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
} as Survey;

/**
 * The walkbook's calls on the fake server: its route walks 14 Oak St (Ben) first, then 12 Oak St (Ana). Door
 * results are recorded in `puts` and answered by `answer` (default: taken).
 */
export const serveWalkbook = (
  fake: FakeServer,
  puts: RecordedCall[],
  answer: (call: RecordedCall) => Response = (call) =>
    json(200, {
      id: WALKBOOK_ID,
      voter_id: (call.body as { voter_id: string }).voter_id,
      old_status: null,
      touch_result: (call.body as { touch_result: string }).touch_result,
      voters_pending: 1,
    }),
) => {
  fake.on('GET /api/walkbook/', () => json(200, walkbook));
  fake.on(`GET /api/walkbook/survey/${WALKBOOK_ID}`, () => json(200, survey));
  fake.on('GET /api/walkbook/optimized/', () =>
    json(200, {
      id: WALKBOOK_ID,
      start: null,
      length_m: 120,
      unplaced: [],
      stops: [
        { household_key: 'H2', address: '14 Oak St, Raleigh', lat: 35.781, lng: -78.64 },
        { household_key: 'H1', address: '12 Oak St, Raleigh', lat: 35.78, lng: -78.64 },
      ],
    }),
  );
  fake.on('PUT /api/walkbook/', (call) => {
    puts.push(call);
    return answer(call);
  });
};
