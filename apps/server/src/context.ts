import type { Config } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import type { Auth } from './identity/auth.ts';
import type { TokenVerifier } from './identity/token-verifier.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Sealer } from './lib/crypto/seal.ts';
import type { ReadCache } from './lib/read-cache.ts';
import type { Mailer } from './integrations/mail/index.ts';
import type { FileStorage } from './integrations/storage/storage.port.ts';
import type { TelephonyPort, TelephonySimulator } from './integrations/telephony/index.ts';

/** What the app's modules share: built once in app.ts, passed explicitly (never read from globals). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  tokens: TokenVerifier;
  storage: FileStorage;
  /** SMS and voice: Twilio or the built-in simulator (docs/decisions/0039-telephony.md). */
  telephony: TelephonyPort;
  /** The telephony simulator's own side (delivery steps, development phones); null with Twilio. */
  simulator: TelephonySimulator | null;
  /** The background job queue (docs/decisions/0026-job-queue.md). */
  jobs: JobQueue;
  /** Seals secrets at rest under a key derived from the server's secret (docs/decisions/0045-voice.md). */
  sealer: Sealer;
  /** The membership and users/me read cache (docs/decisions/0032-read-cache.md). */
  reads: ReadCache;
}
