import type { Survey } from '@groundwork/shared/contracts/surveys';
import type { GeoPolygon } from '@groundwork/shared/contracts/voters';
import type { Db } from '../db/client.ts';
import { seededRandom, weightedPicker } from '../lib/random.ts';
import type { Actor } from '../plugins/access.ts';
import { recordSurveyResponses } from '../modules/surveys/surveys.service.ts';
import { voterWhere } from '../modules/voters/voter-filter.ts';
import { countVoters } from '../modules/voters/voters.repository.ts';
import { doorsOf, insertVisit } from '../modules/walkbooks/walkbooks.repository.ts';
import { cutWalkbook } from '../modules/walkbooks/walkbooks.service.ts';

const rectangle = (west: number, south: number, east: number, north: number): GeoPolygon => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

/** Three turfs of the demo district; the first two have been worked over the last twelve days. */
const DEMO_WALKBOOKS = [
  {
    name: 'Oakwood north blocks',
    area: rectangle(-78.632, 35.79, -78.624, 35.797),
    assignee: 'volunteer',
    doors: 45,
  },
  { name: 'Boylan Heights', area: rectangle(-78.656, 35.766, -78.648, 35.773), assignee: 'staff', doors: 30 },
  {
    name: 'Glenwood south',
    area: rectangle(-78.646, 35.778, -78.64, 35.784),
    assignee: 'volunteer',
    doors: 0,
  },
] as const;

const RESULTS = ['contacted', 'not_home', 'refused', 'moved'] as const;

/**
 * Demo walkbooks cut through the service with the door survey, assigned to the demo Volunteer and Staff,
 * and past visits (touches) spread over the last twelve days so the walkbooks and the dashboard have data.
 */
export const seedDemoWalkbooks = async (
  db: Db,
  manager: Actor,
  members: { volunteer: string; staff: string },
  survey: Survey | undefined,
) => {
  const random = seededRandom(5150);
  const result = weightedPicker([...RESULTS], [38, 48, 10, 4], random);
  const [support, issues] = survey?.questions ?? [];
  const now = Date.now();
  for (const book of DEMO_WALKBOOKS) {
    const canvasser = members[book.assignee];
    const where = voterWhere(manager.campaignId, { polygon: book.area });
    // A small demo district (DEMO_VOTERS) may leave a turf empty: skip it.
    if ((await countVoters(db, where)).count === 0) continue;
    const walkbook = await cutWalkbook(
      db,
      manager,
      {
        userId: manager.userId,
        name: book.name,
        creationMethod: 'Created',
        geoData: book.area,
        filterParams: {},
        surveyId: survey?.id ?? null,
      },
      { where, count: null },
      [canvasser],
    );
    const doors = (await doorsOf(db, walkbook.id)).slice(0, book.doors);
    for (const door of doors) {
      const visitedAt = new Date(
        now - Math.floor(random() * 12) * 86_400_000 - Math.floor(random() * 6) * 3_600_000,
      );
      for (const voter of door.voters) {
        const touchResult = result();
        await insertVisit(db, {
          campaignId: manager.campaignId,
          walkbookId: walkbook.id,
          voterId: voter.id,
          userId: canvasser,
          touchResult,
          visitedAt,
        });
        if (survey && touchResult === 'contacted' && support && issues)
          await recordSurveyResponses(db, {
            campaignId: manager.campaignId,
            surveyId: survey.id,
            voterId: voter.id,
            walkbookId: walkbook.id,
            userId: canvasser,
            responses: [
              {
                question_id: support.id,
                answer_ids: [support.answers[Math.floor(random() * support.answers.length)]?.id ?? ''],
              },
              {
                question_id: issues.id,
                answer_ids: issues.answers.filter(() => random() < 0.3).map((a) => a.id),
              },
            ],
          });
      }
    }
  }
};
