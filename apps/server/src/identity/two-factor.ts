import { APIError, type BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '@groundwork/shared/constants';
import type { Db } from '../db/client.ts';
import { evictReadsOf } from '../lib/read-cache.ts';

/** "Trust this device": the sign-in code is not asked again on it for 30 days. */
export const TRUST_DEVICE_SECONDS = 30 * 24 * 3600;
/** A TOTP code is accepted for its 30 s step and one step either side: it is remembered a little longer. */
const USED_CODE_SECONDS = 120;

export const TOTP_REUSED_MESSAGE = 'This code has already been used. Wait for the next code and try again.';

/**
 * Claims a TOTP code for an identity: false when the same code was already presented within its
 * validity (better-auth accepts a code as often as it likes while it is valid). One statement, so two
 * requests presenting the same code at once cannot both claim it.
 */
export const claimTotpCode = async (db: Db, userId: string, code: string): Promise<boolean> => {
  await db.execute(sql`
    delete from used_totp_codes
    where user_id = ${userId} and used_at < now() - make_interval(secs => ${USED_CODE_SECONDS})`);
  const claimed = await db.execute(sql`
    insert into used_totp_codes (user_id, code) values (${userId}, ${code})
    on conflict (user_id, code) do nothing returning code`);
  return claimed.rows.length > 0;
};

/**
 * Refuses a TOTP code that was already presented, before better-auth checks it: at sign-in the
 * identity comes from the pending two-factor challenge (its signed cookie), at enrolment from the session.
 */
const totpReplayGuard = (db: Db): BetterAuthPlugin => ({
  id: 'groundwork-totp-replay',
  hooks: {
    before: [
      {
        matcher: (context) => context.path === '/two-factor/verify-totp',
        handler: createAuthMiddleware(async (ctx) => {
          const code = (ctx.body as { code?: unknown } | undefined)?.code;
          if (typeof code !== 'string') return;
          let userId = (await getSessionFromCtx(ctx))?.user.id;
          if (!userId) {
            const cookie = ctx.context.createAuthCookie('two_factor');
            const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
            if (challenge)
              userId = (await ctx.context.internalAdapter.findVerificationValue(challenge))?.value;
          }
          if (userId && !(await claimTotpCode(db, userId, code)))
            throw APIError.from('UNAUTHORIZED', { code: 'TOTP_CODE_REUSED', message: TOTP_REUSED_MESSAGE });
        }),
      },
    ],
  },
});

/** better-auth's own two-factor plugin (TOTP and backup codes), with the product's settings and guard. */
export const twoFactorPlugins = (db: Db) => [
  twoFactor({
    issuer: PRODUCT_NAME,
    trustDeviceMaxAge: TRUST_DEVICE_SECONDS,
  }),
  totpReplayGuard(db),
];

/** The access check caches whether an account has two factors (decision 0032): a change drops its reads. */
export const twoFactorDatabaseHooks = {
  user: {
    update: {
      after: async (user: { id: string }) => {
        evictReadsOf(user.id);
      },
    },
  },
};
