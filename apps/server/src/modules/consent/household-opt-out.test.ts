import { describe, expect, it } from 'vitest';
import { CONSENT_MESSAGES, type ConsentEvent, type VoterConsent } from '@groundwork/shared/contracts/consent';
import type { MailCounts } from '@groundwork/shared/contracts/mail';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { insertGroup } from '../mail/test-support.ts';

/** Decision 0054: a household opted out of mail by its address as typed, and mail drops suppress it. */
const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Household Opt-outs');
const campaign_id = team.campaign.id;
const manager = team.manager.auth;

const home = { resCity: 'RALEIGH', resState: 'NC', resZip: '27601' };
const { groupId, voterIds } = await insertGroup(t, campaign_id, 'Mail group', [
  { stateVoterId: 'H1', firstName: 'ANA', lastName: 'REYES', resStreet: '12 OAK ST', ...home },
  { stateVoterId: 'H2', firstName: 'LUIS', lastName: 'REYES', resStreet: '12 Oak Street', ...home },
  { stateVoterId: 'H3', firstName: 'BEN', lastName: 'OKAFOR', resStreet: '40 ELM AVE', ...home },
  {
    stateVoterId: 'H4',
    firstName: 'CARLA',
    lastName: 'SMITH',
    resStreet: '7 PINE RD',
    ...home,
    householdKey: '7 PINE RD|27601',
  },
  {
    stateVoterId: 'H5',
    firstName: 'DEV',
    lastName: 'SMITH',
    resStreet: '7 PINE RD',
    ...home,
    householdKey: '7 PINE RD|27601',
    mailStreet: 'PO BOX 12',
    mailZip: '27602',
  },
]);
const [ana] = voterIds as [string, ...string[]];

const post = (body: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: '/api/consent/', headers: manager, payload: { campaign_id, ...body } });
const estimate = async () =>
  (
    await t.inject({
      method: 'GET',
      url: `/api/mail/mailer-campaign/estimate/?campaign_id=${campaign_id}&voter_group_id=${groupId}&mailer_size=postcard_4_25x6`,
      headers: manager,
    })
  ).json<MailCounts>();

describe('a household opted out of mail by its address', () => {
  it('is kept under its mail key, suppresses everyone there from mail drops, and shows on its voters', async () => {
    expect(await estimate()).toMatchObject({ voters: 5, pieces: 4 });
    const out = await post({
      contact_type: 'address',
      contact: '12 Oak Street, Raleigh, NC 27601-0001',
      channel: 'mail',
      action: 'opt_out',
      reason: 'Returned to sender',
    });
    expect(out.statusCode).toBe(201);
    expect(out.json<ConsentEvent>()).toMatchObject({
      contact_type: 'address',
      contact: '12 OAK ST|27601',
      channel: 'mail',
      voter_id: null,
    });
    expect(await estimate()).toMatchObject({
      voters: 5,
      pieces: 3,
      suppressed_by_reason: { opted_out: 2, no_address: 0, moved: 0 },
    });
    const state = (
      await t.inject({
        method: 'GET',
        url: `/api/consent/?campaign_id=${campaign_id}&voter_id=${ana}`,
        headers: manager,
      })
    ).json<VoterConsent>();
    expect(state.channels.find((c) => c.channel === 'mail')).toMatchObject({ opted_out: true });
    const again = await post({
      contact_type: 'address',
      contact: '12 OAK ST, Raleigh NC 27601',
      channel: 'mail',
      action: 'opt_out',
    });
    expect(again.statusCode).toBe(409);
  });

  it('from one voter, suppresses the whole household, a voter with a mailing address included', async () => {
    const [, , , carla] = voterIds;
    const out = await post({ voter_id: carla, channel: 'mail', action: 'opt_out', reason: 'Asked' });
    expect(out.json<ConsentEvent>()).toMatchObject({ contact_type: 'address', contact: '7 PINE RD|27601' });
    expect(await estimate()).toMatchObject({ pieces: 1, suppressed_by_reason: { opted_out: 4 } });
  });

  it('refuses an address without a ZIP, or for any channel but mail, with a clear detail', async () => {
    const noZip = await post({
      contact_type: 'address',
      contact: '12 Oak St, Raleigh',
      channel: 'mail',
      action: 'opt_out',
    });
    expect(noZip.statusCode).toBe(400);
    expect(noZip.json()).toMatchObject({ detail: CONSENT_MESSAGES.badAddress });
    const sms = await post({
      contact_type: 'address',
      contact: '40 Elm Ave 27601',
      channel: 'sms',
      action: 'opt_out',
    });
    expect(sms.statusCode).toBe(400);
    expect(JSON.stringify(sms.json())).toContain('A typed address can be opted out of mail only');
  });
});
