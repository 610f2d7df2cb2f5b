import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { hasPermission, isLeadTitle, type Permission } from '@groundwork/shared/access/index';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '@groundwork/shared/contracts/account';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { bearerToken, type Identity, type TokenVerifier } from '../identity/token-verifier.ts';
import type { MembershipFacts, ReadCache } from '../lib/read-cache.ts';
import { membershipFacts } from '../modules/memberships/memberships.repository.ts';

/** Where a campaign-scoped route finds the campaign it acts in. */
export type CampaignSource =
  | 'query.campaign_id'
  | 'body.campaign_id'
  | 'query.id'
  | 'body.id'
  /** A path segment, as in `GET /survey/check-name/{campaign}/` (service §7). */
  | 'params.campaign'
  /** The campaign's id as the path's `{id}`, as in `GET /text-campaign/twilio/{id}/status` (decision 0040). */
  | 'params.id';

/**
 * Every route declares one: `public`; `authenticated` (a valid token, the service checks the rest);
 * or a permission in the campaign named by the request.
 */
export type RouteAccess = 'public' | 'authenticated' | CampaignAccess;

/** A permission in the campaign a request names. */
export interface CampaignAccess {
  permission: Permission;
  campaign: CampaignSource;
  /**
   * A multipart upload (`canUpload`): a request without `?campaign_id=` names its campaign in the form's JSON
   * part, which the route checks (lib/uploads/upload-form.ts) before it keeps a file (decision 0055).
   */
  uploadForm?: true;
}

/** The caller acting in one campaign, after the membership and permission checks. */
export interface Actor {
  userId: string;
  email: string;
  campaignId: string;
  membershipId: string;
  title: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    identity: Identity | null;
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every route registered, with its access declaration (the route-declaration test reads this). */
    routeAccessTable: { method: string; url: string; access: RouteAccess | undefined }[];
  }
}

/** Routes that plugins register (docs UI, static files): public by nature, declared here. */
const PLUGIN_PUBLIC_ROUTES = [/^\/api\/docs(\/|$)/, /^\/\*$/];

export const requireIdentity = (request: FastifyRequest): Identity => {
  if (!request.identity) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return request.identity;
};

const uuidSchema = z.uuid();

const sourceOf = (source: CampaignSource) => source.split('.') as ['query' | 'body' | 'params', string];
const SCHEMA_PART = { query: 'querystring', body: 'body', params: 'params' } as const;

/** Whether a zod schema (an object, or an intersection or pipe of objects) checks `field`. */
const validatesField = (schema: unknown, field: string): boolean => {
  const def = (schema as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return false;
  if (def.type === 'object') return field in (def.shape as object);
  if (def.type === 'intersection') return validatesField(def.left, field) || validatesField(def.right, field);
  if (def.type === 'pipe') return validatesField(def.in, field);
  return false;
};

/**
 * A campaign-scoped route must validate the field it names: the access check reads the value only
 * after the route's schema has checked it (a missing or malformed id gets the schema's own message).
 */
const assertValidatedSource = (url: string, schema: FastifySchema | undefined, source: CampaignSource) => {
  const [where, field] = sourceOf(source);
  if (!validatesField(schema?.[SCHEMA_PART[where]], field)) {
    throw new Error(`${url} reads its campaign from ${source}, which its schema does not validate`);
  }
};

/** The campaign id as sent, when it is one (a UUID); undefined when the route's schema must answer first. */
const rawCampaignId = (request: FastifyRequest, source: CampaignSource): string | undefined => {
  const [where, field] = sourceOf(source);
  const part = request[where] as Record<string, unknown> | null | undefined;
  const value = part && typeof part === 'object' && !Array.isArray(part) ? part[field] : undefined;
  return typeof value === 'string' && uuidSchema.safeParse(value).success ? value : undefined;
};

/** The campaign id, already validated by the route's schema (assertValidatedSource). */
const readCampaignId = (request: FastifyRequest, source: CampaignSource): string => {
  const [where, field] = sourceOf(source);
  return (request[where] as Record<string, string>)[field] as string;
};

/** The checks on a member's facts, in the order the caller meets them; the actor when all pass. */
const checkedActor = (
  identity: Identity,
  campaignId: string,
  permission: Permission,
  row: MembershipFacts | undefined,
): Actor => {
  if (!identity.emailVerified)
    throw new AppError('EMAIL_NOT_VERIFIED', 'Please verify your e-mail address first.');
  if (!row) throw new AppError('NOT_FOUND', 'Campaign not found');
  if (!row.isActive) throw new AppError('USER_DISABLED', 'This account has been disabled.');
  if (!row.termsAccepted) throw new AppError('TERMS_NOT_ACCEPTED', 'Please accept the terms first.');
  if (row.requireTwoFactor && !row.twoFactorEnabled && isLeadTitle(row.title))
    throw new AppError('TWO_FACTOR_REQUIRED', TWO_FACTOR_REQUIRED_MESSAGE);
  if (!hasPermission(row.title, permission)) {
    throw new AppError('FORBIDDEN', 'Your title in this campaign does not allow this');
  }
  return {
    userId: identity.userId,
    email: identity.email,
    campaignId,
    membershipId: row.membershipId,
    title: row.title,
  };
};

/**
 * The membership check: a non-member gets 404 (the campaign's existence is not revealed). With `reads`,
 * the facts come from the read cache when it has them (docs/decisions/0032-read-cache.md).
 */
export const loadActor = async (
  db: Db,
  identity: Identity,
  campaignId: string,
  permission: Permission,
  reads?: ReadCache,
): Promise<Actor> => {
  let row: MembershipFacts | undefined; // not read for an unverified caller: `checkedActor` refuses them first
  if (identity.emailVerified) {
    const load = () => membershipFacts(db, identity.userId, campaignId);
    row = reads ? await reads.membership(identity.userId, campaignId, load) : await load();
  }
  return checkedActor(identity, campaignId, permission, row);
};

/**
 * Runs `work` and hands its value to `use`, then calls a hook's `done` (with the error, if any). A value
 * `work` has at once (the caches' common case) is used at once, with no promise: every promise of a read
 * costs, the more so as async hooks are on (decision 0028).
 */
const settle = <T>(work: () => T | Promise<T>, use: (value: T) => unknown, done: (error?: Error) => void) => {
  let result: T | Promise<T>;
  try {
    result = work();
  } catch (error) {
    return done(error as Error);
  }
  if (!(result instanceof Promise)) {
    use(result);
    return done();
  }
  result.then((value) => {
    use(value);
    done();
  }, done);
};

/** Authenticates and authorises every request from its route's access declaration. Deny by default. */
export const accessPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; tokens: TokenVerifier; reads?: ReadCache }) => {
    app.decorate('routeAccessTable', []);
    app.decorateRequest('identity', null);
    app.decorateRequest('actor', null);

    app.addHook('onRoute', (route) => {
      if (
        route.config?.access === undefined &&
        PLUGIN_PUBLIC_ROUTES.some((pattern) => pattern.test(route.url))
      ) {
        route.config = { ...route.config, access: 'public' };
      }
      const access = route.config?.access;
      if (typeof access === 'object') assertValidatedSource(route.url, route.schema, access.campaign);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        app.routeAccessTable.push({ method, url: route.url, access: route.config?.access });
      }
    });

    /**
     * Who the caller is before what they sent (decision 0058): the membership and title check runs on the
     * raw campaign id as soon as it can be read — the query's and the path's before the body is parsed, the
     * body's before it is validated — so an outsider's or a Volunteer's malformed request gets the same
     * 404 / 403 as a well-formed one. A raw id that is not a UUID is left to the route's schema (a 400).
     */
    const checkEarly = (request: FastifyRequest, access: CampaignAccess, done: (error?: Error) => void) => {
      const campaignId = rawCampaignId(request, access.campaign);
      if (campaignId === undefined || !request.identity) return done();
      settle(
        () => actorFor(request.identity as Identity, campaignId, access.permission),
        (actor) => (request.actor = actor),
        done,
      );
    };

    const actorFor = (identity: Identity, campaignId: string, permission: Permission) => {
      const cached = options.reads?.cachedMembership(identity.userId, campaignId);
      return cached
        ? checkedActor(identity, campaignId, permission, cached)
        : loadActor(options.db, identity, campaignId, permission, options.reads);
    };

    // Callback hooks, not async ones: most requests pass them without waiting, and every read pays for the
    // promises an async hook makes (docs/decisions/0028-read-path.md).
    app.addHook('onRequest', (request, _reply, done) => {
      const access = request.routeOptions.config.access;
      if (request.is404 || access === 'public') return done();
      if (access === undefined) return done(new AppError('FORBIDDEN', 'This route declares no access'));
      settle(
        () => {
          const token = bearerToken(request.headers.authorization);
          return options.tokens.verifyCached(token) ?? options.tokens.verify(token);
        },
        (identity) => (request.identity = identity),
        (error) => {
          if (error || typeof access === 'string' || access.campaign.startsWith('body.')) return done(error);
          checkEarly(request, access, done);
        },
      );
    });

    // A campaign named in the body: checked once the body is parsed, before the route's schema reads it.
    app.addHook('preValidation', (request, _reply, done) => {
      const access = request.routeOptions.config.access;
      if (request.is404 || typeof access !== 'object' || !access.campaign.startsWith('body.')) return done();
      checkEarly(request, access, done);
    });

    // After validation: the campaign id is the one the route's schema accepted. Checked already when the raw
    // id was readable; checked here otherwise (an id the schema itself produced).
    app.addHook('preHandler', (request, _reply, done) => {
      const access = request.routeOptions.config.access;
      if (request.is404 || access === undefined || typeof access === 'string') return done();
      const campaignId = readCampaignId(request, access.campaign);
      if (campaignId === undefined && access.uploadForm) return done(); // the route checks the form's campaign
      if (request.actor?.campaignId === campaignId) return done();
      settle(
        () => actorFor(requireIdentity(request), campaignId, access.permission),
        (actor) => (request.actor = actor),
        done,
      );
    });
  },
);
