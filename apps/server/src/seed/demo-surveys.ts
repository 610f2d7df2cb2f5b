import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { voters } from '../db/schema/index.ts';
import { seededRandom, weightedPicker } from '../lib/random.ts';
import { createSurvey, recordSurveyResponses, type SurveyActor } from '../modules/surveys/surveys.service.ts';

export const DEMO_SURVEYS = [
  {
    name: 'Door survey — Riverside',
    description: 'The standard door conversation: support, top issue, anything else on their mind.',
    questions: [
      {
        text: 'How likely are you to support Dana Rivera? (1 = not at all, 5 = certainly)',
        kind: 'single_choice' as const,
        answers: ['1', '2', '3', '4', '5'].map((text) => ({ text })),
      },
      {
        text: 'Which issues matter most to you?',
        kind: 'multiple_choice' as const,
        answers: [
          'Housing costs',
          'Public safety',
          'Parks and greenways',
          'Traffic and transit',
          'Schools',
        ].map((text) => ({ text })),
      },
      { text: 'Comments', kind: 'free_text' as const, answers: [] },
    ],
  },
  {
    name: 'Yard sign and volunteer ask',
    description: 'For supporters: a yard sign, a volunteer shift, and how to reach them.',
    questions: [
      {
        text: 'Would you like a yard sign?',
        kind: 'single_choice' as const,
        answers: ['Yes', 'No', 'Already have one'].map((text) => ({ text })),
      },
      {
        text: 'Would you volunteer with the campaign?',
        kind: 'multiple_choice' as const,
        answers: ['Knock doors', 'Make phone calls', 'Host a house party', 'Not now'].map((text) => ({
          text,
        })),
      },
      { text: 'Best way to reach you', kind: 'free_text' as const, answers: [] },
    ],
  },
];

const COMMENTS = [
  'Worried about rent going up again next year.',
  'Wants a crosswalk on the corner by the school.',
  'Asked where the early voting site is.',
  'Likes the greenway plan, walks there every day.',
  'Undecided, wants to hear the debate first.',
];

/**
 * The demo campaign's two surveys, made through the service as its Manager, and answers at a few
 * dozen doors for the first one so its results are worth opening (no walkbook yet: walkbook_id null).
 */
export const seedDemoSurveys = async (db: Db, actor: SurveyActor, respondents = 40) => {
  const surveys = [];
  for (const survey of DEMO_SURVEYS) surveys.push(await createSurvey(db, actor, survey));
  const [door] = surveys;
  if (!door) return surveys;
  const [support, issues, comments] = door.questions;
  const people = await db
    .select({ id: voters.id })
    .from(voters)
    .where(eq(voters.campaignId, actor.campaignId))
    .orderBy(asc(voters.stateVoterId))
    .limit(respondents);
  const random = seededRandom(2026);
  const pickSupport = weightedPicker(support?.answers ?? [], [1, 2, 3, 4, 3], random);
  for (const [index, voter] of people.entries()) {
    const picked = (issues?.answers ?? []).filter(() => random() < 0.35);
    await recordSurveyResponses(db, {
      campaignId: actor.campaignId,
      surveyId: door.id,
      voterId: voter.id,
      userId: actor.userId,
      responses: [
        { question_id: support?.id, answer_ids: [pickSupport().id] },
        { question_id: issues?.id, answer_ids: picked.map((answer) => answer.id) },
        { question_id: comments?.id, text: index % 4 === 0 ? COMMENTS[(index / 4) % COMMENTS.length] : null },
      ],
    });
  }
  return surveys;
};
