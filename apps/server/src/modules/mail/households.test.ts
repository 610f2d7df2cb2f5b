import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAIL_DEFAULT_RATES, type MailCounts, type MailDrop } from '@groundwork/shared/contracts/mail';
import { voters } from '../../db/schema/index.ts';
import { seededRandom } from '../../lib/random.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { recordConsent } from '../consent/consent.repository.ts';
import { insertGroup, mailCalls, mailerOf, type TestVoter } from './test-support.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Households');
const campaign_id = team.campaign.id;
const manager = team.manager.auth;
const calls = mailCalls(t, campaign_id);

// ---- The test's own normalisation, written apart from the SQL one ----
const SHORT: Record<string, string> = {
  STREET: 'ST',
  STR: 'ST',
  AVENUE: 'AVE',
  AV: 'AVE',
  ROAD: 'RD',
  DRIVE: 'DR',
  NORTH: 'N',
  SOUTH: 'S',
  APARTMENT: '#',
  APT: '#',
  UNIT: '#',
  SUITE: '#',
  STE: '#',
};
const keyOf = (
  street: string | null | undefined,
  unit: string | null | undefined,
  zip: string | null | undefined,
) => {
  const zip5 = (zip ?? '').replace(/\D/g, '').slice(0, 5);
  if (!street?.trim() || zip5.length < 5) return null;
  const words = `${street} ${unit ?? ''}`
    .toUpperCase()
    .split(/([#])|[^A-Z0-9#/-]+/)
    .filter((w): w is string => Boolean(w))
    .map((w) => SHORT[w] ?? w)
    .filter((w, i, all) => !(w === '#' && all[i - 1] === '#'));
  return `${words.join(' ')}|${zip5}`;
};
const voterKey = (v: TestVoter) =>
  v.mailStreet?.trim() ? keyOf(v.mailStreet, null, v.mailZip) : keyOf(v.resStreet, v.resUnit, v.resZip);

// ---- A group of voters spelled every which way ----
const random = seededRandom(13);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const SUFFIXES = {
  Street: ['St', 'St.', 'STREET', 'street', 'Str'],
  Avenue: ['Ave', 'Ave.', 'AVENUE', 'Av'],
  Road: ['Rd', 'ROAD', 'Rd.'],
};
const houses = Array.from({ length: 40 }, (_, i) => ({
  number: String(100 + i),
  north: i % 5 === 0,
  name: pick(['Oak', 'Maple', 'Pine']),
  suffix: pick(Object.keys(SUFFIXES) as (keyof typeof SUFFIXES)[]),
  unit: i % 4 === 0 ? '2' : null,
  zip: pick(['27601', '27603']),
}));
const spell = (house: (typeof houses)[number]) => {
  const north = house.north ? `${pick(['North', 'N.', 'N', 'NORTH'])} ` : '';
  const street = `${house.number}${pick([' ', '  '])}${north}${pick([house.name, house.name.toUpperCase()])} ${pick(SUFFIXES[house.suffix])}`;
  const unit = house.unit
    ? pick([`Apt ${house.unit}`, `#${house.unit}`, `APT # ${house.unit}`, `Unit ${house.unit}`])
    : null;
  return { street, unit, zip: pick([house.zip, `${house.zip}-1234`, ` ${house.zip} `]) };
};
const SURNAMES = ['REYES', 'SMITH', 'NGUYEN', 'OKAFOR'];
const group: TestVoter[] = Array.from({ length: 400 }, (_, i) => {
  const home = spell(pick(houses));
  const roll = random();
  const mailing = roll < 0.1 ? spell(pick(houses)) : null;
  return {
    stateVoterId: `HH${String(i)}`,
    firstName: pick(['ANA', 'BEN', 'CARLA', 'DEV']),
    lastName: pick(SURNAMES),
    resStreet: roll > 0.1 && roll < 0.15 ? pick(['', '  ', null]) : home.street,
    resUnit: home.unit,
    resZip: roll > 0.15 && roll < 0.18 ? pick(['', '276', null]) : home.zip,
    resCity: 'RALEIGH',
    resState: 'NC',
    mailStreet: mailing?.street ?? pick([null, '', ' ']),
    mailZip: mailing?.zip ?? null,
    mailCity: mailing ? 'DURHAM' : null,
    mailState: mailing ? 'NC' : null,
    registrationStatus:
      roll > 0.18 && roll < 0.23
        ? pick(['REMOVED', 'DENIED', 'Moved out of county'])
        : pick(['ACTIVE', 'INACTIVE', null]),
  };
});
// A household of three with two surnames, a voter who lives alone, and a formula in a name.
group.push(
  ...['REYES', 'REYES', 'SMITH'].map((lastName, i) => ({
    stateVoterId: `FAM${String(i)}`,
    firstName: 'PAT',
    lastName,
    resStreet: i === 1 ? '7 Elm Street' : '7 ELM ST.',
    resZip: '27610',
    resCity: 'RALEIGH',
    resState: 'NC',
  })),
  {
    stateVoterId: 'ALONE',
    firstName: 'ANA',
    middleName: 'MARIA',
    lastName: 'LOPEZ',
    resStreet: '9 Birch Rd',
    resUnit: 'Apt 4',
    resZip: '27610',
    resCity: 'RALEIGH',
    resState: 'NC',
  },
  {
    stateVoterId: 'FORMULA',
    firstName: '',
    lastName: '=HYPERLINK("http://x")',
    resStreet: '@11 Cedar Ln',
    resZip: '27611',
    resCity: 'RALEIGH',
    resState: 'NC',
  },
);
const { groupId, voterIds } = await insertGroup(t, campaign_id, 'Everyone', group);
// Not in the group: a neighbour of the family.
await insertGroup(t, campaign_id, 'Other', [
  { stateVoterId: 'NEIGHBOUR', resStreet: '7 Elm St', resZip: '27610' },
]);

// Opt-outs: two voters by id, one address by its key (everyone there).
const optedById = [voterIds[1]!, voterIds[2]!];
const [addressOptOut] = await t.database.db
  .select({ key: voters.mailKey })
  .from(voters)
  .where(eq(voters.id, voterIds[3]!));
await t.database.db.transaction(async (tx) => {
  for (const voterId of optedById) {
    await recordConsent(tx, {
      campaignId: campaign_id,
      voterId,
      contactType: 'phone',
      contact: `+1919555${voterId.slice(0, 4)}`,
      channel: 'mail',
      action: 'opt_out',
      source: 'manual',
      userId: null,
      reason: null,
    });
  }
  await recordConsent(tx, {
    campaignId: campaign_id,
    voterId: null,
    contactType: 'address',
    contact: addressOptOut!.key!,
    channel: 'mail',
    action: 'opt_out',
    source: 'manual',
    userId: null,
    reason: null,
  });
  // An opt-out of another channel changes nothing here.
  await recordConsent(tx, {
    campaignId: campaign_id,
    voterId: voterIds[4]!,
    contactType: 'phone',
    contact: '+19195550000',
    channel: 'sms',
    action: 'opt_out',
    source: 'manual',
    userId: null,
    reason: null,
  });
});

/** The brute-force answer, from the rows as inserted. */
const expected = () => {
  const keys = group.map(voterKey);
  const reasons = group.map((v, i) => {
    if (keys[i] === null) return 'no_address';
    if (/REMOVED|DENIED|MOVED/i.test(v.registrationStatus ?? '')) return 'moved';
    if (optedById.includes(voterIds[i]!) || keys[i] === addressOptOut!.key) return 'opted_out';
    return null;
  });
  const count = (reason: string) => reasons.filter((r) => r === reason).length;
  const households = new Set(keys.filter((k, i) => reasons[i] === null));
  return {
    voters: group.length,
    pieces: households.size,
    suppressed_by_reason: {
      no_address: count('no_address'),
      moved: count('moved'),
      opted_out: count('opted_out'),
    },
    households,
  };
};

const estimate = async (size = 'postcard_4_25x6') =>
  (
    await calls.get(
      manager,
      `/api/mail/mailer-campaign/estimate/?campaign_id=${campaign_id}&voter_group_id=${groupId}&mailer_size=${size}`,
    )
  ).json<MailCounts>();

describe('households and suppressions', () => {
  it('normalises spellings of one address to one key (the SQL function)', async () => {
    const rows = await t.database.db
      .select({ key: voters.mailKey })
      .from(voters)
      .where(inArray(voters.stateVoterId, ['FAM0', 'FAM1', 'FAM2', 'NEIGHBOUR']));
    expect(new Set(rows.map((r) => r.key))).toEqual(new Set(['7 ELM ST|27610']));
  });

  it('gives every voter of the group the key the test’s own normalisation gives', async () => {
    const rows = await t.database.db
      .select({ id: voters.id, key: voters.mailKey })
      .from(voters)
      .where(inArray(voters.id, voterIds));
    const byId = new Map(rows.map((r) => [r.id, r.key]));
    const mismatches = group
      .map((v, i) => ({ v, sql: byId.get(voterIds[i]!), test: voterKey(v) }))
      .filter((m) => m.sql !== m.test);
    expect(mismatches).toEqual([]);
  });

  it('counts voters, pieces (households) and each suppression as the brute force does', async () => {
    const want = expected();
    expect(want.suppressed_by_reason.no_address).toBeGreaterThan(5);
    expect(want.suppressed_by_reason.moved).toBeGreaterThan(5);
    expect(want.suppressed_by_reason.opted_out).toBeGreaterThanOrEqual(3);
    const got = await estimate();
    expect(got).toEqual({
      voters: want.voters,
      pieces: want.pieces,
      suppressed:
        want.suppressed_by_reason.no_address +
        want.suppressed_by_reason.moved +
        want.suppressed_by_reason.opted_out,
      suppressed_by_reason: want.suppressed_by_reason,
      rate_cents: 45,
      cost_cents: want.pieces * 45,
    });
  });

  it('costs pieces at the campaign’s own rate once set', async () => {
    const put = await t.inject({
      method: 'PUT',
      url: '/api/mail/rates/',
      headers: manager,
      payload: { campaign_id, rates: { ...MAIL_DEFAULT_RATES, letter_10: 91 } },
    });
    expect(put.json()).toMatchObject({ rates: { letter_10: 91, postcard_4_25x6: 45 } });
    const got = await estimate('letter_10');
    expect(got).toMatchObject({ rate_cents: 91, cost_cents: expected().pieces * 91 });
  });

  it('writes the vendor file: one row per household, the addressee rule, formula cells neutralised', async () => {
    const mailer = mailerOf(await calls.createMailer(manager, 'Vendor Test'));
    const drop = (
      await t.inject({
        method: 'POST',
        url: '/api/mail/mailer-campaign/',
        headers: manager,
        payload: {
          mailer_id: mailer.id,
          campaign_id,
          user_id: team.manager.id,
          voter_group_id: groupId,
          name: 'All',
          mailer_size: 'letter_10',
        },
      })
    ).json<MailDrop>();
    const file = await calls.get(
      manager,
      `/api/mail/mailer-campaign/export/?campaign_id=${campaign_id}&id=${drop.id}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(file.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'addressee',
      'address_line_1',
      'address_line_2',
      'city',
      'state',
      'zip',
    ]);
    expect(rows).toHaveLength(expected().pieces);
    expect(rows.filter((r) => r.zip === '27610')).toEqual([
      {
        addressee: 'The Reyes Household',
        address_line_1: expect.stringMatching(/^7 Elm/i),
        address_line_2: '',
        city: 'RALEIGH',
        state: 'NC',
        zip: '27610',
      },
      {
        addressee: 'Ana Maria Lopez',
        address_line_1: '9 Birch Rd',
        address_line_2: 'Apt 4',
        city: 'RALEIGH',
        state: 'NC',
        zip: '27610',
      },
    ]);
    expect(rows.find((r) => r.zip === '27611')).toMatchObject({
      addressee: `'=Hyperlink("Http://X")`,
      address_line_1: "'@11 Cedar Ln",
    });
    const again = (
      await calls.get(
        team.director.auth,
        `/api/mail/mailer-campaign/?campaign_id=${campaign_id}&id=${drop.id}`,
      )
    ).json<MailDrop>();
    expect(again.exports).toEqual([
      { user_id: team.manager.id, name: expect.any(String), at: expect.any(String) },
    ]);
    expect(again).toMatchObject({
      voters: group.length,
      pieces: expected().pieces,
      cost: expected().pieces * 91,
    });
  });
});
