import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { simulatedCallJob, simulatedDeliveryJob } from './simulator/simulator.jobs.ts';
import { createSimulator, type TelephonySimulator, type WebhookPoster } from './simulator/simulator.ts';
import type { TelephonyPort } from './telephony.port.ts';
import { createTwilioTelephony } from './twilio.adapter.ts';

export type * from './telephony.port.ts';
export type { TelephonySimulator } from './simulator/simulator.ts';

export interface TelephonyDeps {
  db: Db;
  jobs: JobQueue;
  /** The server's secret (the simulated account's credentials derive from it). */
  secret: string;
  /** How the simulator reaches our webhooks (app.ts: in-process, through the real routes). */
  post: WebhookPoster;
}

/**
 * Twilio when TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set; the built-in simulator otherwise
 * (docs/decisions/0039-telephony.md). `simulator` is null with Twilio.
 */
export const createTelephony = (
  config: Config,
  deps: TelephonyDeps,
): { port: TelephonyPort; simulator: TelephonySimulator | null } => {
  if (config.telephony.twilio)
    return { port: createTwilioTelephony(config.telephony.twilio), simulator: null };
  return createSimulator({
    db: deps.db,
    secret: deps.secret,
    ...config.telephony.simulator,
    post: deps.post,
    scheduleCall: async (sid, afterSeconds) => {
      await deps.jobs.enqueue(
        simulatedCallJob,
        { sid },
        {
          ...(afterSeconds > 0 ? { startAfter: new Date(Date.now() + afterSeconds * 1000) } : {}),
        },
      );
    },
    schedule: async (step, afterSeconds) => {
      await deps.jobs.enqueue(simulatedDeliveryJob, step, {
        ...(afterSeconds > 0 ? { startAfter: new Date(Date.now() + afterSeconds * 1000) } : {}),
      });
    },
  });
};
