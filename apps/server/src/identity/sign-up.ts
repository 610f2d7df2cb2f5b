import { eq } from 'drizzle-orm';
import { MESSAGES } from '@groundwork/shared/messages';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { identityUsers } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

const alreadyExists = () => new AppError('REGISTER_USER_ALREADY_EXISTS', MESSAGES.registerUserAlreadyExists);

/** The id of the identity stored with this e-mail (lower-cased), if any. */
export const storedIdentityId = async (db: Db, email: string): Promise<string | undefined> => {
  const [row] = await db
    .select({ id: identityUsers.id })
    .from(identityUsers)
    .where(eq(identityUsers.email, email));
  return row?.id;
};

/**
 * Creates the identity of a registration and returns its id. When a concurrent registration of the
 * same e-mail wins, this one is a 409: better-auth then either fails its insert ("Failed to create
 * user") or, having seen the winner's row, answers with a made-up user (so as not to reveal the
 * e-mail); only the identity actually stored with this e-mail counts.
 */
export const createIdentity = async (
  ctx: AppContext,
  body: { name: string; email: string; password: string },
): Promise<string> => {
  let id: string;
  try {
    id = (await ctx.auth.api.signUpEmail({ body })).user.id;
  } catch (error) {
    if (await storedIdentityId(ctx.db, body.email)) throw alreadyExists();
    throw error;
  }
  if ((await storedIdentityId(ctx.db, body.email)) !== id) throw alreadyExists();
  return id;
};
