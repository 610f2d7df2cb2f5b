import exifr from 'exifr';
import { afterAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { photo, placementOf, roadSignCalls, signOf, storedFiles } from './test-support.ts';

const s3 = await startS3Server();
afterAll(() => s3.close());
const t = await createTestApp(s3.env);
const team = await createCampaignWithTeam(t, 'S3 Signs');
const calls = roadSignCalls(t, team.campaign.id);
const client = new S3Client({ ...s3.options, credentials: s3.options.credentials });
const objectsInBucket = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }))).Contents ?? [])
    .map((o) => o.Key)
    .sort();

describe('road signs on S3-compatible storage (S3_BUCKET set)', () => {
  it('stores artwork and photos in the bucket, not on disk, and serves them stripped', async () => {
    const sign = signOf(await calls.createSign(team.manager.auth, 'Bucket Sign'));
    const placement = placementOf(
      await calls.place(
        team.volunteer.auth,
        { road_sign_id: sign.id },
        await photo({ gps: { lat: 35.78, lng: -78.64 } }),
      ),
    );
    expect(placement.coordinates?.lat).toBeCloseTo(35.78, 4);
    const served = await calls.get(team.volunteer.auth, placement.photo?.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(await exifr.parse(served.rawPayload, true)).toBeUndefined();
    const artwork = await calls.get(team.volunteer.auth, sign.file.thumbnail_url ?? '');
    expect(artwork.headers['content-type']).toBe('image/png');
    expect(storedFiles(t)).toEqual([]);
  });

  it('removes the stored files when the row cannot be written', async () => {
    const first = signOf(await calls.createSign(team.manager.auth, 'Twice'));
    const before = await objectsInBucket();
    const duplicate = await calls.createSign(team.manager.auth, 'Twice');
    expect(duplicate.statusCode).toBe(409);
    expect(await objectsInBucket()).toEqual(before);
    expect((await calls.get(team.manager.auth, first.file.url)).statusCode).toBe(200);
  });
});
