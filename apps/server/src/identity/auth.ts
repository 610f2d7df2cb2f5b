import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, jwt } from 'better-auth/plugins';
import {
  EMAIL_VERIFICATION_LINK_SECONDS,
  PASSWORD_RESET_LINK_SECONDS,
  PRODUCT_NAME,
} from '@groundwork/shared/constants';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import {
  identityAccounts,
  identityJwks,
  identitySessions,
  identityTwoFactors,
  identityUsers,
  identityVerifications,
} from '../db/schema/index.ts';
import type { Mailer } from '../integrations/mail/index.ts';
import { passwordResetEmail, verificationEmail } from '../integrations/mail/templates.ts';
import { reachableOrigins } from './origins.ts';
import { twoFactorDatabaseHooks, twoFactorPlugins } from './two-factor.ts';

export const IDENTITY_BASE_PATH = '/identity';

/** OWASP's argon2id baseline: m=19 MiB, t=2, p=1 (argon2id is the library's default algorithm; a test checks the hash). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

/** Links in e-mails open the web app, which completes the action against /identity. */
export const emailActionUrl = (
  publicUrl: string,
  mode: 'verifyEmail' | 'resetPassword',
  token: string,
): string => `${publicUrl}/auth/action?mode=${mode}&token=${encodeURIComponent(token)}`;

export interface AuthOptions {
  db: Db;
  config: Config;
  secret: string;
  mailer: Mailer;
  /** The port the server listens on (known once it listens), for the origins it trusts. */
  port: () => number;
}

/** The embedded identity provider (better-auth), mounted under /identity. */
export const createAuth = ({ db, config, secret, mailer, port }: AuthOptions) =>
  betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.publicUrl,
    basePath: IDENTITY_BASE_PATH,
    secret,
    trustedOrigins: () => reachableOrigins(config, port()),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: identityUsers,
        session: identitySessions,
        account: identityAccounts,
        verification: identityVerifications,
        jwks: identityJwks,
        twoFactor: identityTwoFactors,
      },
    }),
    databaseHooks: twoFactorDatabaseHooks,
    advanced: {
      database: { generateId: 'uuid' },
      // Checked in tests too (better-auth skips the check under NODE_ENV=test by default).
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    // Our own limiter (rate-limit.ts) counts per IP and per account, in the database.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: config.passwordPolicy.min_length,
      maxPasswordLength: config.passwordPolicy.max_length ?? 256,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: hashPassword,
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(
          passwordResetEmail(user.email, emailActionUrl(config.publicUrl, 'resetPassword', token)),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        await mailer.send(
          verificationEmail(user.email, user.name, emailActionUrl(config.publicUrl, 'verifyEmail', token)),
        );
      },
    },
    plugins: [
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: config.token.issuer,
          audience: config.token.audience,
          expirationTime: `${config.token.lifetimeSeconds}s`,
          // `sid` lets the API refuse the token once its session ends (revocations.ts).
          definePayload: ({ user, session }) => ({
            email: user.email,
            email_verified: user.emailVerified,
            sid: session.id,
          }),
        },
      }),
      admin(),
      ...twoFactorPlugins(db),
    ],
  });

export type Auth = ReturnType<typeof createAuth>;
