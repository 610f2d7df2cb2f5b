import type { LightMyRequestResponse } from 'fastify';
import type { RegistrationStatusView } from '@groundwork/shared/contracts/text-registration';
import { MESSAGE_CAMPAIGN, SENDER } from '@groundwork/shared/contracts/text-registration-fixtures';
import type { TestApp } from '../../test/harness.ts';

type Auth = { authorization: string };

/** The registration and number calls of one campaign. */
export const registrationCalls = (t: TestApp, campaign_id: string) => ({
  register: (auth: Auth, changes: Record<string, unknown> = {}) =>
    t.inject({
      method: 'POST',
      url: '/api/text-campaign/register',
      headers: auth,
      payload: { campaign_id, ...SENDER, ...changes },
    }),
  createA2p: (auth: Auth, changes: Record<string, unknown> = {}) =>
    t.inject({
      method: 'POST',
      url: '/api/text-campaign/create-a2p-campaign',
      headers: auth,
      payload: { campaign_id, ...MESSAGE_CAMPAIGN, ...changes },
    }),
  status: (auth: Auth) =>
    t.inject({ method: 'GET', url: `/api/text-campaign/twilio/${campaign_id}/status`, headers: auth }),
  search: (auth: Auth, query: string) =>
    t.inject({
      method: 'GET',
      url: `/api/phone-banking/available-numbers/?campaign_id=${campaign_id}${query}`,
      headers: auth,
    }),
  purchase: (auth: Auth, user_id: string, phone_number: string) =>
    t.inject({
      method: 'POST',
      url: '/api/phone-banking/purchase-number',
      headers: auth,
      payload: { campaign_id, user_id, phone_number },
    }),
  numbers: (auth: Auth) =>
    t.inject({ method: 'GET', url: `/api/phone-banking/numbers/?campaign_id=${campaign_id}`, headers: auth }),
});

export const statusOf = (reply: LightMyRequestResponse) => reply.json<RegistrationStatusView>();

/**
 * Reads the status until `done` holds: vetting takes as long as the provider does (the simulator's
 * SIMULATOR_VETTING_SECONDS is 0 in tests). Bounded by reads, not by time.
 */
export const statusUntil = async (
  read: () => Promise<LightMyRequestResponse>,
  done: (status: RegistrationStatusView) => boolean,
): Promise<RegistrationStatusView> => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const status = statusOf(await read());
    if (done(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the registration did not leave PENDING');
};
