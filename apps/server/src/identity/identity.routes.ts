import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  describePasswordViolations,
  passwordPolicySchema,
  passwordPolicyViolations,
  REGISTRATION_PASSWORD_MESSAGE,
  REGISTRATION_PASSWORD_PATTERN,
} from '@groundwork/shared/contracts/identity';
import { errorResponseSchema } from '@groundwork/shared/errors';
import { MESSAGES } from '@groundwork/shared/messages';
import { consumedLinks } from '../db/schema/index.ts';
import type { AppContext } from '../context.ts';
import { IDENTITY_BASE_PATH } from './auth.ts';
import { mapIdentityError } from './error-map.ts';
import { IDENTITY_BODIES } from './identity-bodies.ts';
import { storedIdentityId } from './sign-up.ts';
import { listeningPort, originRefusal } from './origins.ts';
import { attempt, IDENTITY_LIMITS, type Attempt } from './rate-limit.ts';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Fields that carry a new password, by endpoint: the policy's character rules are checked here. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

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
];

type Refusal = { status: number; code: string; detail: string };

const bodyField = (body: unknown, field: string): string | undefined => {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The embedded identity provider under /identity: better-auth's handler, wrapped with per-IP and
 * per-account rate limits, the configurable password policy, single-use verification links and the
 * error codes the web app understands.
 */
export const identityRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const { auth, db, config } = ctx;

  const refuse = (reply: FastifyReply, refusal: Refusal) =>
    reply
      .status(refusal.status)
      .send({ code: refusal.code, detail: refusal.detail, message: refusal.detail });

  const checkBeforeHandler = async (request: FastifyRequest, path: string): Promise<Refusal | undefined> => {
    const passwordField = NEW_PASSWORD_FIELD[path];
    const newPassword = passwordField ? bodyField(request.body, passwordField) : undefined;
    if (newPassword !== undefined) {
      const problems = passwordPolicyViolations(config.passwordPolicy, newPassword);
      if (problems.length > 0)
        return { status: 400, code: 'VALIDATION_FAILED', detail: describePasswordViolations(problems) };
      // A reset or change follows the registration rule too (shell §5; sign-up's form checks it itself).
      if (path !== '/sign-up/email' && !REGISTRATION_PASSWORD_PATTERN.test(newPassword))
        return { status: 400, code: 'VALIDATION_FAILED', detail: REGISTRATION_PASSWORD_MESSAGE };
    }
    if (path === '/sign-in/email' && config.revealUnknownEmailOnSignIn) {
      const email = bodyField(request.body, 'email')?.trim().toLowerCase() ?? '';
      if (!(await storedIdentityId(db, email)))
        return { status: 401, code: 'LOGIN_NO_USER', detail: MESSAGES.loginNoUser };
    }
    if (path === '/verify-email') {
      const token = (request.query as Record<string, unknown>).token;
      if (typeof token === 'string') {
        const used = await db
          .select()
          .from(consumedLinks)
          .where(eq(consumedLinks.tokenHash, sha256(token)));
        if (used.length > 0)
          return {
            status: 400,
            code: 'TOKEN_EXPIRED',
            detail: 'This verification link has already been used.',
          };
      }
    }
    return undefined;
  };

  /** The registration race: a sign-up that lost the insert to a concurrent one for the same e-mail. */
  const lostRegistrationRace = async (request: FastifyRequest, path: string, code: string, status: number) =>
    path === '/sign-up/email' &&
    (code === 'FAILED_TO_CREATE_USER' || status === 404) &&
    (await storedIdentityId(db, bodyField(request.body, 'email')?.trim().toLowerCase() ?? '')) !== undefined;

  const afterHandler = async (request: FastifyRequest, path: string, status: number) => {
    if (path === '/verify-email' && status < 400) {
      const token = (request.query as Record<string, unknown>).token;
      if (typeof token === 'string') {
        await db
          .insert(consumedLinks)
          .values({ tokenHash: sha256(token) })
          .onConflictDoNothing();
      }
    }
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    `${IDENTITY_BASE_PATH}/password-policy`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'The password policy for sign-up, reset and change',
        response: { 200: passwordPolicySchema },
      },
    },
    async () => config.passwordPolicy,
  );

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, config.publicUrl);
    const path = url.pathname.slice(IDENTITY_BASE_PATH.length).replace(/\/$/, '');
    const limits = config.rateLimit ? IDENTITY_LIMITS[path] : undefined;
    let limited: Attempt | undefined;
    if (limits) {
      const email = bodyField(request.body, 'email')?.trim().toLowerCase();
      limited = await attempt(db, path, limits, request.ip, email);
      if (!limited.allowed)
        return refuse(reply, { status: 429, code: 'TOO_MANY_REQUESTS', detail: MESSAGES.tooManyRequests });
    }
    const refusal = await checkBeforeHandler(request, path);
    if (refusal) {
      await limited?.settle(refusal.status === 401);
      return refuse(reply, refusal);
    }

    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === 'content-length' || name === 'host') continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    headers.set('x-forwarded-for', request.ip);
    const hasBody = request.method === 'POST' && request.body !== undefined;
    if (hasBody) headers.set('content-type', 'application/json');
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
      }),
    );
    await afterHandler(request, path, response.status);
    await limited?.settle(response.status === 401);

    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
        reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const text = await response.text();
    if (response.status >= 400) {
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      const mapped = mapIdentityError(response.status, parsed);
      if (mapped.code === 'ORIGIN_NOT_TRUSTED')
        mapped.detail = originRefusal(config, listeningPort(app.server, config));
      if (await lostRegistrationRace(request, path, mapped.code, response.status)) {
        const detail = MESSAGES.registerUserAlreadyExists;
        return refuse(reply, { status: 409, code: 'REGISTER_USER_ALREADY_EXISTS', detail });
      }
      return reply.type('application/json').send(mapped);
    }
    // better-auth answers some GETs with `null` JSON; send the text exactly as produced.
    return reply.send(text);
  };

  for (const endpoint of IDENTITY_ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: `${IDENTITY_BASE_PATH}${endpoint.path}`,
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
