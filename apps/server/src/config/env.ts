import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_PASSWORD_POLICY_MIN_LENGTH, ID_TOKEN_LIFETIME_SECONDS } from '@groundwork/shared/constants';
import { isTimeZone } from '@groundwork/shared/contracts/campaigns';
import type { S3Options } from '../integrations/storage/s3.adapter.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'on', 'yes'].includes(v)));

/** https anywhere; plain http only on this machine (a development tile server). */
const isMapStyleUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
  );
};

const optionalInt = z.coerce.number().int().positive().optional();

/** Every environment variable the server reads, in one schema (documented in README.md). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  ID_TOKEN_ISSUER: z.url().optional(),
  ID_TOKEN_AUDIENCE: z.string().default('groundwork'),
  ID_TOKEN_LIFETIME_SECONDS: z.coerce.number().int().min(60).default(ID_TOKEN_LIFETIME_SECONDS),
  OIDC_ISSUER: z.url().optional(),
  OIDC_JWKS_URL: z.url().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(1).default(DEFAULT_PASSWORD_POLICY_MIN_LENGTH),
  PASSWORD_MAX_LENGTH: optionalInt,
  PASSWORD_REQUIRE_LOWERCASE: flag(false),
  PASSWORD_REQUIRE_UPPERCASE: flag(false),
  PASSWORD_REQUIRE_NUMERIC: flag(false),
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: flag(false),
  REVEAL_UNKNOWN_EMAIL_ON_SIGN_IN: flag(false),
  RATE_LIMIT: flag(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Groundwork <no-reply@groundwork.local>'),
  DEMO: flag(true),
  DEMO_PASSWORD: z.string().min(6).default('Groundwork.2026'),
  DEMO_VOTERS: z.coerce.number().int().min(0).max(2_000_000).default(50_000),
  WEB_DIST_DIR: z.string().optional(),
  /** This process serves HTTP (false: a worker-only process, docs/decisions/0026-job-queue.md). */
  API: flag(true),
  /** This process runs background jobs (false: an API-only process). */
  WORKERS: flag(true),
  /** The IANA time zone of campaigns without their own (new campaigns start with it, decision 0035). */
  TIME_ZONE: z
    .string()
    .default('America/New_York')
    .refine(isTimeZone, 'TIME_ZONE must be an IANA time zone such as America/Chicago'),
  /** Files go to this S3-compatible bucket when set (docs/decisions/0037-road-signs.md); DATA_DIR/files otherwise. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag(false),
  /** Texts go through Twilio when both are set (docs/decisions/0039-telephony.md); the simulator otherwise. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/i, 'TWILIO_ACCOUNT_SID starts with AC')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** Seconds the simulator takes to vet a brand or a messaging campaign. */
  SIMULATOR_VETTING_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
  /** Seconds the simulator takes from queued to delivered (sent halfway). */
  SIMULATOR_DELIVERY_SECONDS: z.coerce.number().min(0).max(3_600).default(4),
  /** Seconds a simulated call rings before the simulated party answers, declines or is busy (0045-voice.md). */
  SIMULATOR_RING_SECONDS: z.coerce.number().min(0).max(120).default(3),
  /** The basemap: any MapLibre style's URL, served to the web app at run time (0050-basemap.md). */
  MAP_STYLE_URL: z
    .string()
    .refine(isMapStyleUrl, 'MAP_STYLE_URL must be an https URL (http only for localhost)')
    .optional(),
});

export interface Config {
  /** Default IANA time zone for weeks and days (docs/decisions/0017-walkbooks.md). */
  timeZone: string;
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Where people reach the web app; links in e-mails start here. */
  publicUrl: string;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  token: { issuer: string; audience: string; lifetimeSeconds: number };
  /** Trust an external OIDC issuer's tokens instead of the embedded provider's. */
  oidc: { issuer: string; jwksUrl: string; audience: string } | undefined;
  passwordPolicy: {
    min_length: number;
    max_length: number | null;
    require_lowercase: boolean;
    require_uppercase: boolean;
    require_numeric: boolean;
    require_non_alphanumeric: boolean;
  };
  revealUnknownEmailOnSignIn: boolean;
  rateLimit: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  demo: { enabled: boolean; password: string; voters: number };
  webDistDir: string;
  /** What this process runs: the HTTP API, the job workers, or both (the default). */
  roles: { api: boolean; workers: boolean };
  /** Uploaded files in an S3-compatible bucket; undefined keeps them under DATA_DIR/files. */
  s3: S3Options | undefined;
  /** Twilio's credentials, or none: the built-in simulator, with its timings. */
  telephony: {
    twilio: { accountSid: string; authToken: string } | undefined;
    simulator: { vettingSeconds: number; deliverySeconds: number; ringSeconds: number };
  };
  /** The MapLibre style the web app's maps draw on; null: the app's own street lines (0050-basemap.md). */
  mapStyleUrl: string | null;
}

export class ConfigError extends Error {}

export const loadConfig = (source: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_JWKS_URL, e.OIDC_AUDIENCE];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_JWKS_URL and OIDC_AUDIENCE go together',
    );
  }
  if (!e.API && !e.WORKERS) {
    throw new ConfigError(
      'Invalid configuration:\n  API=false and WORKERS=false leave this process nothing to do',
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (Boolean(e.TWILIO_ACCOUNT_SID) !== Boolean(e.TWILIO_AUTH_TOKEN)) {
    throw new ConfigError('Invalid configuration:\n  TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN go together');
  }
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET is required in production (32+ characters)');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    // Relative paths are taken from the repository root, wherever npm runs the script from.
    dataDir: resolve(REPO_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    token: {
      issuer: e.ID_TOKEN_ISSUER ?? publicUrl,
      audience: e.ID_TOKEN_AUDIENCE,
      lifetimeSeconds: e.ID_TOKEN_LIFETIME_SECONDS,
    },
    oidc:
      e.OIDC_ISSUER && e.OIDC_JWKS_URL && e.OIDC_AUDIENCE
        ? { issuer: e.OIDC_ISSUER, jwksUrl: e.OIDC_JWKS_URL, audience: e.OIDC_AUDIENCE }
        : undefined,
    passwordPolicy: {
      min_length: e.PASSWORD_MIN_LENGTH,
      max_length: e.PASSWORD_MAX_LENGTH ?? null,
      require_lowercase: e.PASSWORD_REQUIRE_LOWERCASE,
      require_uppercase: e.PASSWORD_REQUIRE_UPPERCASE,
      require_numeric: e.PASSWORD_REQUIRE_NUMERIC,
      require_non_alphanumeric: e.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
    },
    revealUnknownEmailOnSignIn: e.REVEAL_UNKNOWN_EMAIL_ON_SIGN_IN,
    rateLimit: e.RATE_LIMIT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demo: { enabled: e.DEMO, password: e.DEMO_PASSWORD, voters: e.DEMO_VOTERS },
    timeZone: e.TIME_ZONE,
    webDistDir: resolve(REPO_ROOT, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    roles: { api: e.API, workers: e.WORKERS },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    telephony: {
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
          ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN }
          : undefined,
      simulator: {
        vettingSeconds: e.SIMULATOR_VETTING_SECONDS,
        deliverySeconds: e.SIMULATOR_DELIVERY_SECONDS,
        ringSeconds: e.SIMULATOR_RING_SECONDS,
      },
    },
    mapStyleUrl: e.MAP_STYLE_URL ?? null,
  };
};
