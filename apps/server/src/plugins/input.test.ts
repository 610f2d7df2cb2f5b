import { describe, expect, it } from 'vitest';
import { createCampaign, createPerson } from '../test/factories.ts';
import { createTestApp, json, PUBLIC_URL } from '../test/harness.ts';
import { findNul } from './input.ts';

const t = await createTestApp();
const manager = await createPerson(t, { label: 'manager' });
const { id: campaign_id } = await createCampaign(t, manager);

const refusal = (field: string) => ({
  detail: `${field} must not contain the NUL character (\\u0000)`,
  code: 'VALIDATION_FAILED',
});

describe('the NUL character', () => {
  it('is refused with a 400 naming the field, in a body, a nested value, a key or a query', async () => {
    const tag = await t.inject({
      method: 'POST',
      url: '/api/voter-tag/',
      headers: manager.auth,
      payload: { campaign_id, name: 'Door\u0000knockers' },
    });
    expect(tag.statusCode).toBe(400);
    expect(json(tag)).toMatchObject(refusal('name'));

    const count = await t.inject({
      method: 'POST',
      url: `/api/voter-group/count/?campaign_id=${campaign_id}`,
      headers: manager.auth,
      payload: { districts: { 'state_house\u0000': ['12'] }, parties: ['DEM', 'R\u0000EP'] },
    });
    expect(count.statusCode).toBe(400);
    expect(json(count).detail).toMatch(/^(parties\.1|districts\.state_house\\u0000) must not contain/);

    const name = await t.inject({
      method: 'GET',
      url: `/api/survey/check-name/${campaign_id}/?name=Door%00survey`,
      headers: manager.auth,
    });
    expect(name.statusCode).toBe(400);
    expect(json(name)).toMatchObject(refusal('name'));
  });

  it('is refused on the identity provider too, before anything is stored', async () => {
    const reply = await t.inject({
      method: 'POST',
      url: '/identity/sign-up/email',
      headers: { origin: PUBLIC_URL },
      payload: { name: 'Ana\u0000', email: 'ana-nul@example.org', password: 'Str0ng.Passw0rd!' },
    });
    expect(reply.statusCode).toBe(400);
    expect(json(reply)).toMatchObject(refusal('name'));
  });

  it('is found however deep a value nests, and only where it is', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    expect(findNul({ a: deep }, '')).toMatch(/^a(\.0)+$/);
    expect(findNul({ a: ['ok', { b: 'fine' }], c: 1, d: null }, '')).toBeUndefined();
  });
});

describe('updating a campaign', () => {
  it('with nothing to change answers the campaign as it is', async () => {
    const reply = await t.inject({
      method: 'PUT',
      url: '/api/campaign/',
      headers: manager.auth,
      payload: { id: campaign_id },
    });
    expect(reply.statusCode).toBe(200);
    expect(json(reply)).toMatchObject({ id: campaign_id, name: 'Test Campaign' });
  });
});
