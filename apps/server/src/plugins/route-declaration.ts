import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptionsWithHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Permission } from '@groundwork/shared/access/index';
import { errorResponseSchema } from '@groundwork/shared/errors';
import { AppError } from '../errors.ts';
import type { Identity } from '../identity/token-verifier.ts';
import {
  requireIdentity,
  type Actor,
  type CampaignAccess,
  type CampaignSource,
  type RouteAccess,
} from './access.ts';

/** A permission in the campaign the request names (by default in `?campaign_id=`). */
export const can = (permission: Permission, campaign: CampaignSource = 'query.campaign_id') =>
  ({ permission, campaign }) satisfies CampaignAccess;

/**
 * A permission in the campaign of a multipart upload: `?campaign_id=`, else its form's JSON part. Its handler
 * gets no actor: it reads the form's (lib/uploads/upload-form.ts).
 */
export const canUpload = (permission: Permission) =>
  ({ permission, campaign: 'query.campaign_id', uploadForm: true }) satisfies CampaignAccess;

/** Every API route answers its errors (4xx) in the one error shape. */
const ERROR_RESPONSES = { '4xx': errorResponseSchema } as const;

type RouteSchema = Omit<FastifySchema, 'response'> & { response?: Record<number, z.ZodType> };

const declaredSchema = <S extends RouteSchema>(tags: string[], schema: S) => ({
  tags,
  ...schema,
  response: { ...schema.response, ...ERROR_RESPONSES },
});
type DeclaredSchema<S extends RouteSchema> = ReturnType<typeof declaredSchema<S>>;

type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** What the access check hands the handler: the actor in the campaign, or the caller's identity. */
type Checked<A extends RouteAccess> = A extends { uploadForm: true }
  ? unknown
  : A extends CampaignAccess
    ? { actor: Actor }
    : A extends 'authenticated'
      ? { identity: Identity }
      : unknown;

/**
 * The reply, typed from the route's schema; a plain reply on a route that declares no success response (its
 * body is a stream, a CSV, TwiML or a file, which no response serializer reads).
 */
type ReplyOf<S extends RouteSchema> = S extends { response: object }
  ? FastifyReply<
      RouteGenericInterface,
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      ContextConfigDefault,
      DeclaredSchema<S>,
      ZodTypeProvider
    >
  : FastifyReply;

/** What a handler returns: the success body its schema declares, or (a raw route) the reply it sent. */
type Returned<S extends RouteSchema> = S extends { response: object }
  ? ReturnType<Handler<DeclaredSchema<S>>>
  : FastifyReply | Promise<FastifyReply>;

/** A handler's one argument: the request and reply typed from the route's schema, and what was checked. */
export type RouteContext<A extends RouteAccess, S extends RouteSchema> = Checked<A> & {
  request: FastifyRequest<
    RouteGenericInterface,
    RawServerDefault,
    RawRequestDefaultExpression,
    DeclaredSchema<S>,
    ZodTypeProvider
  >;
  reply: ReplyOf<S>;
};

const checkedActor = (request: FastifyRequest): Actor => {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Campaign access was not checked for this route');
  return request.actor;
};

/** The handler as Fastify calls it, handing the declared handler what the access hooks checked. */
const withChecked = <A extends RouteAccess, S extends RouteSchema>(
  access: A,
  handler: (context: RouteContext<A, S>) => Returned<S>,
): Handler<DeclaredSchema<S>> => {
  const call = handler as (context: object) => ReturnType<Handler<DeclaredSchema<S>>>;
  if (access === 'authenticated') {
    return (request, reply) => call({ request, reply, identity: requireIdentity(request) });
  }
  if (typeof access === 'object' && !access.uploadForm) {
    return (request, reply) => call({ request, reply, actor: checkedActor(request) });
  }
  return (request, reply) => call({ request, reply });
};

/**
 * The route declaration every module uses: `const route = declareRoutes('walkbooks')`, then
 * `api.get(path, route(can('walkbook:view-all'), { summary, querystring, response: { 200: … } }, handler))`
 * gives the route its access declaration, its tag and the error responses, and calls
 * `handler({ request, reply, actor })` with the actor the access hooks checked (`identity` on an
 * `authenticated` route), as immich's `@Auth()` hands a controller its checked caller.
 */
export const declareRoutes = (tag: string) => {
  const tags = [tag];
  return <A extends RouteAccess, S extends RouteSchema>(
    access: A,
    schema: S,
    handler: (context: RouteContext<A, S>) => Returned<S>,
  ): RouteShorthandOptionsWithHandler<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    DeclaredSchema<S>,
    ZodTypeProvider
  > => ({
    config: { access },
    schema: declaredSchema(tags, schema),
    handler: withChecked(access, handler),
  });
};
