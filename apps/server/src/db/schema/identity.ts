/**
 * Tables of the embedded identity provider (better-auth with the JWT, admin and two-factor plugins).
 * Generated with `npx @better-auth/cli@1.4.22 generate`, then given time zones.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const tz = { withTimezone: true } as const;
const uuidPk = () =>
  uuid('id')
    .default(sql`gen_random_uuid()`)
    .primaryKey();

export const identityUsers = pgTable('identity_users', {
  id: uuidPk(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').default(false).notNull(),
  image: text('image'),
  createdAt: timestamp('created_at', tz).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', tz)
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
  role: text('role'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', tz),
  /** The twoFactor plugin's flag (migration 0023). */
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
});

export const identitySessions = pgTable(
  'identity_sessions',
  {
    id: uuidPk(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz)
      .$onUpdate(() => new Date())
      .notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('identity_sessions_user_id_idx').on(t.userId)],
);

export const identityAccounts = pgTable(
  'identity_accounts',
  {
    id: uuidPk(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', tz),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', tz),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz)
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index('identity_accounts_user_id_idx').on(t.userId)],
);

export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuidPk(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz)
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [index('identity_verifications_identifier_idx').on(t.identifier)],
);

export const identityJwks = pgTable('identity_jwks', {
  id: uuidPk(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', tz).notNull(),
  expiresAt: timestamp('expires_at', tz),
  alg: text('alg'),
  crv: text('crv'),
});

/** The twoFactor plugin's TOTP secret and backup codes (both encrypted by better-auth), per identity. */
export const identityTwoFactors = pgTable(
  'identity_two_factors',
  {
    id: uuidPk(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', tz),
  },
  (t) => [
    index('identity_two_factors_user_id_idx').on(t.userId),
    index('identity_two_factors_secret_idx').on(t.secret),
  ],
);

/** TOTP codes already accepted (identity/two-factor.ts): a code works once, though it stays valid ~90 s. */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', tz).defaultNow().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/** Verification links already used: e-mail verification tokens are stateless, so reuse is refused here. */
export const consumedLinks = pgTable('consumed_links', {
  tokenHash: text('token_hash').primaryKey(),
  consumedAt: timestamp('consumed_at', tz).defaultNow().notNull(),
});

/** Fixed-window counters for identity rate limits, shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', tz).notNull(),
});

/**
 * Sessions that ended (sign-out, password reset, ban, expiry), filled by a trigger on identity_sessions.
 * The API refuses ID tokens whose `sid` is listed (identity/revocations.ts); rows older than the token
 * lifetime are pruned.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    revokedAt: timestamp('revoked_at', tz).defaultNow().notNull(),
  },
  (table) => [index('revoked_sessions_revoked_at_idx').on(table.revokedAt)],
);
