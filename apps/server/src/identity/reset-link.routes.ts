import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { declareRoutes } from '../plugins/route-declaration.ts';
import { IDENTITY_BASE_PATH } from './auth.ts';
import { checkResetLink, RESET_LINK_USED } from './identity.service.ts';

/** better-auth's reset tokens: letters and digits (anything else cannot be one). */
const resetLinkQuerySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, RESET_LINK_USED) });

/**
 * GET /identity/reset-password-link?token=…: whether a password-reset link can still be used, so the
 * page it opens says "used" or "expired" at once instead of after the new password is typed. It
 * reads the provider's verification record without consuming it.
 */
const route = declareRoutes('identity');

export const resetLinkRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${IDENTITY_BASE_PATH}/reset-password-link`,
    route(
      'public',
      {
        summary:
          'Check a password-reset link without using it: 200 when usable, 400 TOKEN_EXPIRED when used or expired',
        security: [],
        querystring: resetLinkQuerySchema,
        response: { 200: z.object({ status: z.literal(true) }) },
      },
      async ({ request }) => checkResetLink(ctx, request.query.token),
    ),
  );
};
