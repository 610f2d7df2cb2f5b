import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpWalkbookCampaign } from './test-support.ts';
import { weekTouches } from './walkbook-touches.service.ts';

const { t, team, campaign_id, book, detail } = await setUpWalkbookCampaign();
const actor = {
  userId: team.manager.id,
  email: 'manager@test',
  campaignId: campaign_id,
  membershipId: '',
  title: 'Manager',
};
const tz = 'America/Chicago';
/** A fixed clock: Tuesday 17 November 2026, 10:00 in Chicago. */
const NOW = new Date('2026-11-17T16:00:00Z');
const [a, b, c] = detail.doors.map((door) => door.voters[0]!.id);

/** Visits at local times in Chicago, each at its own door unless the same voter is named. */
const visitAt = (voterId: string, local: string, result: string) => sql`(${campaign_id}, ${book.id},
  ${voterId}, ${team.volunteer.id}, ${result}, ${local}::timestamp at time zone ${tz})`;

describe('the week so far', () => {
  it('compares the week under way with the same part of last week (fixed clock)', async () => {
    await t.database.db.execute(sql`
      insert into walkbook_visits (campaign_id, walkbook_id, voter_id, user_id, touch_result, visited_at)
      values ${sql.join(
        [
          // Last week: Monday and Tuesday morning count towards "so far"; Tuesday 11:00 on is later in the week.
          visitAt(a!, '2026-11-09 09:00', 'contacted'),
          visitAt(b!, '2026-11-10 09:59', 'not_home'),
          visitAt(c!, '2026-11-10 10:01', 'contacted'),
          visitAt(a!, '2026-11-12 12:00', 'refused'),
          visitAt(b!, '2026-11-14 10:00', 'contacted'),
          // This week, up to Tuesday 10:00.
          visitAt(a!, '2026-11-16 12:00', 'contacted'),
          visitAt(c!, '2026-11-17 09:30', 'contacted'),
        ],
        sql`, `,
      )}`);
    const previous = await weekTouches(t.database.db, actor, 'previous-week', tz, NOW);
    expect(previous).toMatchObject({ start: '2026-11-09', end: '2026-11-15', touches: 5, contacts: 3 });
    expect(previous.so_far).toEqual({
      until: '2026-11-10T10:00:00',
      touches: 2,
      contacts: 1,
      doors: 2,
      contact_rate: 0.5,
    });
    const current = await weekTouches(t.database.db, actor, 'current-week', tz, NOW);
    expect(current).toMatchObject({ start: '2026-11-16', touches: 2, contacts: 2, doors: 2 });
    expect(current.so_far).toEqual({
      until: '2026-11-17T10:00:00',
      touches: 2,
      contacts: 2,
      doors: 2,
      contact_rate: 1,
    });
  });
});
