import { hasPermission } from '@groundwork/shared/access/index';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden } from '../../errors.ts';
import { hasTwoFactor } from '../../identity/identity.repository.ts';
import type { Actor } from '../../plugins/access.ts';

/**
 * PUT /campaign/ with `require_two_factor` (decision 0036): a Manager's decision, and one who turns it on
 * has two-factor sign-in already (or the policy would stop them the moment it applies).
 */
export const assertMayRequireTwoFactor = async (db: Db, actor: Actor, required: boolean) => {
  if (!hasPermission(actor.title, 'campaign:two-factor-policy'))
    throw forbidden('Only a Manager can change the two-factor policy');
  if (required && !(await hasTwoFactor(db, actor.userId)))
    throw new AppError(
      'VALIDATION_FAILED',
      'Turn on two-factor sign-in for yourself (on your account page) before requiring it of others',
    );
};
