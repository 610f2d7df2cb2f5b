import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { householdVoters } from '../../modules/mail/household-fixture.ts';
import { seededRandom } from '../random.ts';
import { mailAddressKey, MailKeyBytes } from './mail-key.ts';

const t = await createTestApp();

type Address = [street: string | null, unit: string | null, zip: string | null];

/** What the SQL function answers for each address, in one round trip. */
const sqlKeys = async (addresses: Address[]): Promise<(string | null)[]> => {
  const result = await t.database.db.execute<{ key: string | null }>(sql`
    select gw_mail_address_key(a.street, a.unit, a.zip) as key
    from rows from (
      jsonb_to_recordset(${JSON.stringify(addresses.map(([street, unit, zip]) => ({ street, unit, zip })))}::jsonb)
        as (street text, unit text, zip text)
    ) with ordinality as a(street, unit, zip, n)
    order by a.n`);
  return result.rows.map((r) => r.key);
};

const random = seededRandom(35);
const PIECES = [
  '12',
  '7',
  'Oak',
  'MAIN',
  'st',
  'St.',
  'Street',
  'STRT',
  'Ave',
  'avenue',
  'Av',
  'N.',
  'North',
  'northside',
  'SOUTH',
  'East',
  'W',
  'West',
  'lane',
  'Rd',
  'ROAD',
  'Drive',
  'drv',
  'Lane',
  'Court',
  'Blvd',
  'Boulevard',
  'Boul',
  'Place',
  'Circle',
  'Circ',
  'Terrace',
  'Parkway',
  'PKY',
  'Highway',
  'Trail',
  'Apt',
  'APARTMENT',
  'Unit',
  'Suite',
  'STE',
  '#',
  '# 2',
  '#2',
  '##',
  '2B',
  '1/2',
  '12-A',
  'Café',
  'straße',
  'ıi',
  'O’Neil',
  "O'Neil",
  '\t',
  '  ',
  ',',
  '.',
  'PO Box',
  'Route 9',
  '_x_',
  'Ñandú',
  'ste.',
  'St#4',
];
const word = () => PIECES[Math.floor(random() * PIECES.length)]!;
const phrase = (n: number) => Array.from({ length: n }, word).join(random() < 0.5 ? ' ' : '');
const ZIPS = ['27601', '27601-1234', ' 27603 ', '276', '', 'A2760 1x', '123456789', '2 7 6 0 1'];

describe('the mailing key computed in Node', () => {
  it('is the SQL function’s key for every address of the households fixture and 3,000 odd spellings', async () => {
    const addresses: Address[] = householdVoters().flatMap((v): Address[] => [
      [v.resStreet ?? null, v.resUnit ?? null, v.resZip ?? null],
      [v.mailStreet ?? null, null, v.mailZip ?? null],
    ]);
    for (let i = 0; i < 3000; i += 1) {
      addresses.push([
        random() < 0.05 ? null : phrase(1 + Math.floor(random() * 6)),
        random() < 0.5 ? null : phrase(1 + Math.floor(random() * 2)),
        random() < 0.05 ? null : ZIPS[Math.floor(random() * ZIPS.length)]!,
      ]);
    }
    const expected = await sqlKeys(addresses);
    const mismatches = addresses
      .map((address, i) => ({ address, sql: expected[i], node: mailAddressKey(...address) }))
      .filter((m) => m.sql !== m.node);
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(expected.filter((k) => k !== null).length).toBeGreaterThan(1000);
  });
});

describe('the mailing key read off bytes', () => {
  it('is mailAddressKey’s key for 5,000 odd spellings in UTF-8 and in Latin-1, or hands a non-ASCII one back', () => {
    const keys = new MailKeyBytes();
    for (const encoding of ['utf8', 'latin1'] as const) {
      let written = 0;
      let handedBack = 0;
      const mismatches = [];
      for (let i = 0; i < 5000; i += 1) {
        // The three fields side by side in one buffer, behind a field that is not theirs; each as the file's
        // encoding gives it back (Latin-1 has no 'ı').
        const parts = [
          'x#STREET',
          phrase(1 + Math.floor(random() * 6)),
          random() < 0.5 ? '' : phrase(1 + Math.floor(random() * 2)),
          ZIPS[Math.floor(random() * ZIPS.length)]!,
        ].map((p) => Buffer.from(p, encoding));
        const [street, unit, zip] = parts.slice(1).map((p) => p.toString(encoding)) as [
          string,
          string,
          string,
        ];
        const bytes = Buffer.concat(parts);
        const at = parts.map((_, n) => parts.slice(0, n).reduce((sum, p) => sum + p.length, 0));
        const [s, u, z] = [at[1]!, at[2]!, at[3]!];
        const got = keys.address(bytes, s, u, u, z, z, bytes.length);
        const expected = mailAddressKey(street, unit, zip);
        if (got === undefined) {
          handedBack += 1;
          if (!/[^\p{ASCII}]/u.test(street + unit))
            mismatches.push({ street, unit, zip, got: 'handed back' });
          continue;
        }
        const key = got ? keys.bytes.toString('latin1', 0, keys.length) : null;
        if (key !== null) written += 1;
        if (key !== expected) mismatches.push({ street, unit, zip, key, expected });
      }
      expect(mismatches.slice(0, 10)).toEqual([]);
      expect(written).toBeGreaterThan(1500);
      expect(handedBack).toBeGreaterThan(100);
    }
  });
});

describe('the voters_mail_key trigger (every write but an import)', () => {
  it('keys an inserted voter that brings no key, and keys it again when an update changes the address', async () => {
    const team = await createCampaignWithTeam(t, 'Mail keys');
    const keyOf = async () =>
      (
        await t.database.db.execute<{ mail_key: string | null }>(
          sql`select mail_key from voters where campaign_id = ${team.campaign.id}`,
        )
      ).rows[0]?.mail_key;
    await t.database.db.execute(sql`
      insert into voters (campaign_id, state_voter_id, first_name, last_name, res_street, res_zip, household_key)
      values (${team.campaign.id}, 'K1', 'Ann', 'Lee', '12 West Oak Street', '27601-1234', 'H1')`);
    expect(await keyOf()).toBe('12 W OAK ST|27601');
    await t.database.db.execute(
      sql`update voters set mail_street = 'PO Box 9', mail_zip = '27603' where campaign_id = ${team.campaign.id}`,
    );
    expect(await keyOf()).toBe('PO BOX 9|27603');
    // A write that brings its own key keeps it.
    await t.database.db.execute(
      sql`update voters set mail_street = null, mail_key = 'GIVEN|00000' where campaign_id = ${team.campaign.id}`,
    );
    expect(await keyOf()).toBe('GIVEN|00000');
  });
});
