import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/database.ts';
import { voters } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { voterImportClient } from '../../test/voter-imports.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Warnings Campaign');
const campaignId = team.campaign.id;
const { importFile } = voterImportClient(t, team);

const HEADER = 'voter_id,first_name,last_name,res_zip,phone,lat,lng,birth_year,registration_date';

const voter = async (stateVoterId: string) =>
  (
    await t.database.db
      .select()
      .from(voters)
      .where(and(eq(voters.campaignId, campaignId), eq(voters.stateVoterId, stateVoterId)))
  )[0];

const download = (path: 'warnings' | 'rejected', id: string) =>
  t.inject({
    method: 'GET',
    url: `/api/district/voter-import/${path}/?id=${id}&campaign_id=${campaignId}`,
    headers: team.manager.auth,
  });

describe("a voter file's bad optional fields (issue 32)", () => {
  it('keeps the voter with latitude 999, ZIP "ABCDE" and phone "12", blanks them and lists them as warnings', async () => {
    const file = [
      HEADER,
      'W1,Ann,Lee,ABCDE,12,999,-78.65,1980,2012-03-15',
      'W2,Bob,Ray,27601-1234,(919) 555-0123,35.78,-78.64,1975,3/5/2019',
      'W3,Cy,Day,276011234,+1 919 555 0199,0,0,2100,2021-02-30',
      'W4,Di,Fox,27601,919.555.0100,35.7,,19x5,someday,surplus',
      '', // a blank line is skipped
      'W5,Ed,Gil,27601,,,,,,',
    ].join('\n');
    const result = await importFile('with-warnings.csv', Buffer.from(file));
    expect(result.proposed.fields).toMatchObject({ lat: 5, lng: 6, phone: 4, res_zip: 3 });
    expect(result.job).toMatchObject({
      status: 'done',
      rows_read: 5,
      rows_imported: 5,
      rows_rejected: 0,
      warnings: 10,
    });

    expect(await voter('W1')).toMatchObject({
      lat: null,
      lng: null,
      resZip: null,
      phone: null,
      birthYear: 1980,
    });
    expect((await voter('W1'))!.householdKey).not.toContain('ABCDE');
    expect(await voter('W2')).toMatchObject({
      lat: 35.78,
      lng: -78.64,
      resZip: '27601-1234',
      phone: '+19195550123',
      registrationDate: '2019-03-05',
    });
    expect(await voter('W3')).toMatchObject({
      lat: null,
      resZip: '276011234',
      phone: '+19195550199',
      birthYear: null,
      registrationDate: null,
    });
    expect(await voter('W4')).toMatchObject({ lat: null, lng: null, phone: '+19195550100', birthYear: null });
    // A trailing empty cell is not an extra column.
    expect(await voter('W5')).toMatchObject({ lat: null, phone: null, resZip: '27601' });

    const csv = await download('warnings', result.import.id);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('warnings-with-warnings.csv');
    const rows = csv.body
      .trim()
      .split('\n')
      .map((line) => line.split(',').slice(0, 4).join(','));
    expect(rows).toEqual([
      'line,voter_id,field,value',
      '2,W1,lat,999',
      '2,W1,phone,12',
      '2,W1,res_zip,ABCDE',
      '4,W3,birth_year,2100',
      '4,W3,lat,0',
      '4,W3,registration_date,2021-02-30',
      '5,W4,birth_year,19x5',
      '5,W4,lat,35.7',
      '5,W4,registration_date,someday',
      '5,W4,row,surplus',
    ]);
    expect(csv.body).toContain('The latitude is not a number from -90 to 90; the location was left blank');
    expect(csv.body).toContain('The row has 10 columns and the header 9; the extra ones were not imported');
    // Nothing was rejected: the rejected-rows download beside it has its header alone.
    expect((await download('rejected', result.import.id)).body.trim()).toBe('line,reason,row');
  });

  it('drops the warnings of a line a later one with the same voter id replaced (that voter was not kept)', async () => {
    const file = [HEADER, 'D1,Dee,Day,ABCDE,,,,,', 'D1,Dee,Day,27601,12,,,,'].join('\n');
    const result = await importFile('duplicates.csv', Buffer.from(file));
    expect(result.job).toMatchObject({ status: 'done', rows_imported: 1, rows_rejected: 1, warnings: 1 });
    const rows = (await download('warnings', result.import.id)).body.trim().split('\n');
    expect(rows.slice(1).map((row) => row.split(',').slice(0, 4).join(','))).toEqual(['3,D1,phone,12']);
  });

  it('neutralises formula cells in the warnings and rejected-rows downloads', async () => {
    const file = [HEADER, 'F1,Fay,Fox,=1+2,@SUM(A1),,,,', '-F2,,,,,,,,'].join('\n');
    const result = await importFile('formulas.csv', Buffer.from(file));
    expect(result.job).toMatchObject({ status: 'done', rows_imported: 1, rows_rejected: 1, warnings: 2 });
    expect((await download('rejected', result.import.id)).body).toContain(`3,Missing name,"'-F2,,,,,,,,"`);
    const body = (await download('warnings', result.import.id)).body;
    expect(body).toContain("'=1+2");
    expect(body).toContain("'@SUM(A1)");
    expect(body).not.toMatch(/,=|,@/);
  });

  it('blanks the locations off the globe already stored before it checks them (migration 0041)', async () => {
    const statements = readFileSync(join(MIGRATIONS_FOLDER, '0041_import_field_checks.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .slice(0, 4); // the update, then the three checks
    const rollback = new Error('rolled back');
    const after = await t.database.db
      .transaction(async (tx) => {
        for (const check of ['voters_lat_check', 'voters_lng_check', 'voters_location_check'])
          await tx.execute(sql.raw(`alter table voters drop constraint ${check}`));
        const stored = [
          ['M1', 999, -78.65],
          ['M2', 0, 0],
          ['M3', 35.78, -200],
          ['M4', 35.78, -78.64],
        ] as const;
        for (const [id, lat, lng] of stored)
          await tx.insert(voters).values({ campaignId, stateVoterId: id, householdKey: id, lat, lng });
        for (const statement of statements) await tx.execute(sql.raw(statement));
        const rows = await tx
          .select({ id: voters.stateVoterId, lat: voters.lat, lng: voters.lng })
          .from(voters)
          .where(and(eq(voters.campaignId, campaignId), sql`${voters.stateVoterId} like 'M_'`))
          .orderBy(voters.stateVoterId);
        throw Object.assign(rollback, { rows });
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
        return (error as Error & { rows: unknown }).rows;
      });
    expect(after).toEqual([
      { id: 'M1', lat: null, lng: null },
      { id: 'M2', lat: null, lng: null },
      { id: 'M3', lat: null, lng: null },
      { id: 'M4', lat: 35.78, lng: -78.64 },
    ]);
  });

  it('refuses to store a coordinate outside the globe, or 0,0', async () => {
    const [kept] = await t.database.db
      .select({ id: voters.id })
      .from(voters)
      .where(eq(voters.campaignId, campaignId))
      .limit(1);
    for (const [lat, lng] of [
      [999, -78.65],
      [-90.5, 0],
      [35, 181],
      [35, -180.01],
      [0, 0],
      [Number.NaN, 1],
    ]) {
      const error = await t.database.db
        .execute(sql`update voters set lat = ${lat}, lng = ${lng} where id = ${kept!.id}`)
        .then(
          () => undefined,
          (e: unknown) => (e as { cause?: Error }).cause,
        );
      expect(error?.message).toMatch(/violates check constraint "voters_(lat|lng|location)_check"/);
    }
    await t.database.db.execute(sql`update voters set lat = 90, lng = -180 where id = ${kept!.id}`);
  });
});
