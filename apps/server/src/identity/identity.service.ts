import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  describePasswordViolations,
  passwordPolicyViolations,
  REGISTRATION_PASSWORD_MESSAGE,
  REGISTRATION_PASSWORD_PATTERN,
} from '@groundwork/shared/contracts/identity';
import { MESSAGES } from '@groundwork/shared/messages';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { IDENTITY_BASE_PATH } from './auth.ts';
import { mapIdentityError } from './error-map.ts';
import * as repo from './identity.repository.ts';
import { originRefusal } from './origins.ts';
import { attempt, IDENTITY_LIMITS, type Attempt } from './rate-limit.ts';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Fields that carry a new password, by endpoint: the policy's character rules are checked here. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** One call to an identity endpoint, as the route received it. */
export interface IdentityCall {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  ip: string;
  body: unknown;
  query: unknown;
  /** The port the server listens on (named in the refusal of an untrusted origin). */
  port: number;
}

/** What to answer: an error in the wire shape, or the provider's own body, with its headers and cookies. */
export interface IdentityAnswer {
  status: number;
  headers: [string, string][];
  cookies: string[];
  error?: { code: string; detail: string; message: string };
  text?: string;
}

const field = (value: unknown, name: string): string | undefined => {
  const found = (value as Record<string, unknown> | null | undefined)?.[name];
  return typeof found === 'string' ? found : undefined;
};

const emailOf = (body: unknown): string => field(body, 'email')?.trim().toLowerCase() ?? '';

const refusal = (status: number, code: string, detail: string): IdentityAnswer => ({
  status,
  headers: [],
  cookies: [],
  error: { code, detail, message: detail },
});

/** The product's own checks before the provider sees the call: password policy, unknown e-mail, used link. */
const refusalBeforeProvider = async (
  ctx: AppContext,
  path: string,
  call: IdentityCall,
): Promise<IdentityAnswer | undefined> => {
  const { config, db } = ctx;
  const passwordField = NEW_PASSWORD_FIELD[path];
  const newPassword = passwordField ? field(call.body, passwordField) : undefined;
  if (newPassword !== undefined) {
    const problems = passwordPolicyViolations(config.passwordPolicy, newPassword);
    if (problems.length > 0) return refusal(400, 'VALIDATION_FAILED', describePasswordViolations(problems));
    // A reset or change follows the registration rule too (shell §5; sign-up's form checks it itself).
    if (path !== '/sign-up/email' && !REGISTRATION_PASSWORD_PATTERN.test(newPassword))
      return refusal(400, 'VALIDATION_FAILED', REGISTRATION_PASSWORD_MESSAGE);
  }
  if (path === '/sign-in/email' && config.revealUnknownEmailOnSignIn) {
    if (!(await repo.storedIdentityId(db, emailOf(call.body))))
      return refusal(401, 'LOGIN_NO_USER', MESSAGES.loginNoUser);
  }
  if (path === '/verify-email') {
    const token = field(call.query, 'token');
    if (token !== undefined && (await repo.isLinkConsumed(db, sha256(token))))
      return refusal(400, 'TOKEN_EXPIRED', 'This verification link has already been used.');
  }
  return undefined;
};

/** better-auth's handler, called with the request's headers (the client IP as x-forwarded-for). */
const callProvider = (ctx: AppContext, call: IdentityCall): Promise<Response> => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(call.headers)) {
    if (value === undefined || name === 'content-length' || name === 'host') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-forwarded-for', call.ip);
  const hasBody = call.method === 'POST' && call.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return ctx.auth.handler(
    new Request(call.url, {
      method: call.method,
      headers,
      ...(hasBody ? { body: JSON.stringify(call.body) } : {}),
    }),
  );
};

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/** The session list without each session's secret token (the page needs only when and where). */
const withoutTokens = (text: string): string => {
  const sessions = parseJson(text);
  if (!Array.isArray(sessions)) return text;
  return JSON.stringify(sessions.map(({ token: _token, ...session }: Record<string, unknown>) => session));
};

/**
 * One call to the embedded identity provider: better-auth's handler, wrapped with per-IP and
 * per-account rate limits, the configurable password policy, single-use verification links and the
 * error codes the web app understands.
 */
export const callIdentityProvider = async (ctx: AppContext, call: IdentityCall): Promise<IdentityAnswer> => {
  const { config, db } = ctx;
  const path = call.url.pathname.slice(IDENTITY_BASE_PATH.length).replace(/\/$/, '');
  const limits = config.rateLimit ? IDENTITY_LIMITS[path] : undefined;
  let limited: Attempt | undefined;
  if (limits) {
    const email = field(call.body, 'email')?.trim().toLowerCase();
    limited = await attempt(db, path, limits, call.ip, email);
    if (!limited.allowed) return refusal(429, 'TOO_MANY_REQUESTS', MESSAGES.tooManyRequests);
  }
  const refused = await refusalBeforeProvider(ctx, path, call);
  if (refused) {
    await limited?.settle(refused.status === 401);
    return refused;
  }

  const response = await callProvider(ctx, call);
  const token = field(call.query, 'token');
  if (path === '/verify-email' && response.status < 400 && token !== undefined)
    await repo.consumeLink(db, sha256(token));
  await limited?.settle(response.status === 401);

  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
      headers.push([name, value]);
  });
  const answer = { status: response.status, headers, cookies: response.headers.getSetCookie() };
  const text = await response.text();
  // better-auth answers some GETs with `null` JSON; the text goes out exactly as produced.
  if (response.status < 400)
    return { ...answer, text: path === '/list-sessions' ? withoutTokens(text) : text };
  const error = mapIdentityError(response.status, parseJson(text));
  if (error.code === 'ORIGIN_NOT_TRUSTED') error.detail = originRefusal(config, call.port);
  // The registration race: a sign-up that lost the insert to a concurrent one for the same e-mail.
  if (
    path === '/sign-up/email' &&
    (error.code === 'FAILED_TO_CREATE_USER' || response.status === 404) &&
    (await repo.storedIdentityId(db, emailOf(call.body))) !== undefined
  ) {
    const detail = MESSAGES.registerUserAlreadyExists;
    return {
      ...answer,
      status: 409,
      error: { code: 'REGISTER_USER_ALREADY_EXISTS', detail, message: detail },
    };
  }
  const json: [string, string] = ['content-type', 'application/json'];
  return { ...answer, headers: [...headers.filter(([name]) => name !== 'content-type'), json], error };
};

const alreadyExists = () => new AppError('REGISTER_USER_ALREADY_EXISTS', MESSAGES.registerUserAlreadyExists);

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
    if (await repo.storedIdentityId(ctx.db, body.email)) throw alreadyExists();
    throw error;
  }
  if ((await repo.storedIdentityId(ctx.db, body.email)) !== id) throw alreadyExists();
  return id;
};

export const RESET_LINK_USED =
  'This password reset link has already been used or is not valid. Please request a new one.';
export const RESET_LINK_EXPIRED = 'This password reset link has expired. Please request a new one.';

/** Whether a password-reset link can still be used: reads the provider's record without consuming it. */
export const checkResetLink = async (ctx: AppContext, token: string): Promise<{ status: true }> => {
  const { internalAdapter } = await ctx.auth.$context;
  const record = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!record) throw new AppError('TOKEN_EXPIRED', RESET_LINK_USED);
  if (record.expiresAt < new Date()) throw new AppError('TOKEN_EXPIRED', RESET_LINK_EXPIRED);
  return { status: true };
};
