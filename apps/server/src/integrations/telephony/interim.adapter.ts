import { randomBytes } from 'node:crypto';
import type { TelephonyPort, Vetting } from './telephony.port.ts';

/**
 * INTERIM, for the branches built beside the telephony one: the smallest adapter that keeps the port's promises
 * (sids, statuses, numbers). The simulator replaces it before these branches land; nothing may depend on it.
 */
const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
const approved = (id: string): Vetting => ({ sid: id, status: 'APPROVED', failure_reasons: [] });

export const createInterimTelephony = (): TelephonyPort => ({
  kind: 'simulator',
  sendMessage: () => Promise.resolve({ sid: sid('SM'), status: 'queued' }),
  searchAvailableNumbers: ({ areaCode, limit = 10 }) =>
    Promise.resolve(
      Array.from({ length: limit }, (_, i) => {
        const number = `+1${areaCode ?? '919'}555${String(1000 + i).padStart(4, '0')}`;
        return {
          phone_number: number,
          friendly_name: number,
          locality: null,
          region: null,
          postal_code: null,
          capabilities: { sms: true, voice: true },
        };
      }),
    ),
  purchaseNumber: ({ phoneNumber }) =>
    Promise.resolve({ sid: sid('PN'), phone_number: phoneNumber, capabilities: { sms: true, voice: true } }),
  registerBrand: () => Promise.resolve({ sid: sid('BN'), status: 'PENDING', failure_reasons: [] }),
  brandStatus: (brandSid) => Promise.resolve(approved(brandSid)),
  registerMessagingCampaign: () =>
    Promise.resolve({ sid: sid('QE'), status: 'PENDING', failure_reasons: [] }),
  messagingCampaignStatus: (campaignSid) => Promise.resolve(approved(campaignSid)),
  validateWebhook: () => false,
});
