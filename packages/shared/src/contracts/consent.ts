/**
 * The one consent ledger (docs/decisions/0042-consent-and-touches.md): per contact (a phone number in E.164,
 * an e-mail address, or a postal address as its household key) and channel, an append-only history of opt-outs
 * and opt-ins; the latest entry is the current state. Every channel reads it before it reaches anyone.
 */
export const CONSENT_CHANNELS = ['sms', 'call', 'mail', 'door'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_CONTACT_TYPES = ['phone', 'email', 'address'] as const;
export type ConsentContactType = (typeof CONSENT_CONTACT_TYPES)[number];

export const CONSENT_ACTIONS = ['opt_out', 'opt_in'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

export const CONSENT_SOURCES = ['reply_keyword', 'call_result', 'door_result', 'manual', 'import'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number as the ledger, the texting and the calling code key it: E.164, US when it has no country
 * code; null when it cannot be a number.
 */
export const normalizePhone = (raw: string | null | undefined): string | null => {
  if (!raw) return null;
  const parsed = parsePhoneNumberFromString(raw.trim(), 'US');
  return parsed?.isPossible() ? parsed.number : null;
};
