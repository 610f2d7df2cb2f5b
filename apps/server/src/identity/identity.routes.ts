import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordPolicySchema } from '@groundwork/shared/contracts/identity';
import { errorResponseSchema } from '@groundwork/shared/errors';
import type { AppContext } from '../context.ts';
import { declareRoutes } from '../plugins/route-declaration.ts';
import { IDENTITY_BASE_PATH } from './auth.ts';
import { IDENTITY_BODIES } from './identity-bodies.ts';
import { callIdentityProvider } from './identity.service.ts';
import { listeningPort } from './origins.ts';

/**
 * The identity endpoints the product exposes (better-auth's own, listed one by one so that nothing
 * else of better-auth, such as its admin endpoints, is reachable). README.md documents each.
 */
export const IDENTITY_ENDPOINTS: { method: 'GET' | 'POST'; path: string; summary: string }[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    summary: 'Create an identity {name, email, password}; e-mails a verification link',
  },
  { method: 'POST', path: '/sign-in/email', summary: 'Sign in {email, password}; sets the session cookie' },
  { method: 'POST', path: '/sign-out', summary: 'End the session' },
  { method: 'GET', path: '/get-session', summary: 'The current session and identity user, or null' },
  { method: 'GET', path: '/token', summary: 'A signed ID token (EdDSA JWT) for the API, from the session' },
  { method: 'GET', path: '/jwks', summary: 'The public keys that verify ID tokens' },
  { method: 'POST', path: '/send-verification-email', summary: 'E-mail a new verification link {email}' },
  { method: 'GET', path: '/verify-email', summary: 'Verify the e-mail address (?token=…, single use)' },
  {
    method: 'POST',
    path: '/request-password-reset',
    summary: 'E-mail a reset link {email}; the same answer for unknown e-mails',
  },
  {
    method: 'POST',
    path: '/reset-password',
    summary: 'Set a new password {newPassword, token}; revokes every session',
  },
  {
    method: 'POST',
    path: '/change-password',
    summary: 'Change the password {currentPassword, newPassword, revokeOtherSessions}',
  },
  {
    method: 'GET',
    path: '/list-sessions',
    summary: "The signed-in identity's active sessions (id, created, last seen, IP, browser)",
  },
  {
    method: 'POST',
    path: '/revoke-other-sessions',
    summary: 'Sign out everywhere else: ends every other session (their ID tokens are refused too)',
  },
  {
    method: 'POST',
    path: '/two-factor/enable',
    summary: 'Start two-factor enrolment {password}: a TOTP URI (for the QR code) and ten backup codes',
  },
  {
    method: 'POST',
    path: '/two-factor/verify-totp',
    summary:
      'A TOTP code {code, trustDevice}: finishes enrolment, or the sign-in a password began (each code works once)',
  },
  {
    method: 'POST',
    path: '/two-factor/verify-backup-code',
    summary: 'A backup code {code, trustDevice} instead of a TOTP code at sign-in (each code works once)',
  },
  {
    method: 'POST',
    path: '/two-factor/generate-backup-codes',
    summary: 'Ten new backup codes {password}; the previous ones stop working',
  },
  { method: 'POST', path: '/two-factor/disable', summary: 'Turn two-factor sign-in off {password}' },
];

const route = declareRoutes('identity');

/**
 * The embedded identity provider under /identity: each endpoint of IDENTITY_ENDPOINTS goes to
 * `callIdentityProvider` (identity.service.ts), which wraps better-auth's handler with the product's rules.
 */
export const identityRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { config } = ctx;

  app.withTypeProvider<ZodTypeProvider>().get(
    `${IDENTITY_BASE_PATH}/password-policy`,
    route(
      'public',
      {
        summary: 'The password policy for sign-up, reset and change',
        response: { 200: passwordPolicySchema },
      },
      async () => config.passwordPolicy,
    ),
  );

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await callIdentityProvider(ctx, {
      method: request.method,
      url: new URL(request.url, config.publicUrl),
      headers: request.headers,
      ip: request.ip,
      body: request.body,
      query: request.query,
      port: listeningPort(app.server, config),
    });
    reply.status(answer.status);
    for (const [name, value] of answer.headers) reply.header(name, value);
    if (answer.cookies.length > 0) reply.header('set-cookie', answer.cookies);
    return reply.send(answer.error ?? answer.text);
  };

  for (const endpoint of IDENTITY_ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: `${IDENTITY_BASE_PATH}${endpoint.path}`,
      // Declared by hand: the 4xx shape adds better-auth's own `message` to the one error shape.
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: endpoint.summary,
        security: [],
        ...(endpoint.method === 'POST' ? { body: IDENTITY_BODIES[endpoint.path] } : {}),
        // `message` is better-auth's own wording; errors raised before its handler (bad JSON) have none.
        response: { '4xx': errorResponseSchema.extend({ message: z.string().optional() }) },
      },
      handler,
    });
  }
};
