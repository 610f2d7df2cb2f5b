import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createInvitationBodySchema,
  getInvitationQuerySchema,
  invitationSchema,
  listInvitationsQuerySchema,
  resendInvitationBodySchema,
  updateInvitationBodySchema,
  validateInvitationQuerySchema,
  validateInvitationResponseSchema,
} from '@groundwork/shared/contracts/invitations';
import type { AppContext } from '../../context.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import * as service from './invitations.service.ts';

const route = declareRoutes('invitations');

export const invitationsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/invitation/',
    route(
      can('member:invite', 'body.campaign_id'),
      {
        summary: 'Invite someone to the campaign by e-mail',
        body: createInvitationBodySchema,
        response: { 201: invitationSchema },
      },
      async ({ request, reply, actor }) => {
        const source = auditSource(request, actor);
        return reply.status(201).send(await service.createInvitation(ctx, actor, request.body, source));
      },
    ),
  );

  api.get(
    '/validate-invitation/',
    route(
      'public',
      {
        summary: 'The e-mail an invitation token was sent to',
        security: [],
        querystring: validateInvitationQuerySchema,
        response: { 200: validateInvitationResponseSchema },
      },
      async ({ request }) => service.validateInvitationToken(ctx.db, request.query.token),
    ),
  );

  api.get(
    '/invitation/',
    route(
      'authenticated',
      {
        summary: 'The open invitation to an e-mail',
        querystring: getInvitationQuerySchema,
        response: { 200: invitationSchema },
      },
      async ({ request, identity }) =>
        service.getInvitation(ctx.db, identity, request.query.receiver_email, request.query.campaign_id),
    ),
  );

  api.put(
    '/invitation/',
    route(
      'authenticated',
      {
        summary: 'Accept or decline (receiver), or revoke (Manager, Director)',
        body: updateInvitationBodySchema,
        response: { 200: invitationSchema },
      },
      async ({ request, identity }) => {
        const { id, status } = request.body;
        return service.respondToInvitation(ctx, identity, id, status, auditSource(request, identity));
      },
    ),
  );

  api.get(
    '/invitation/all/',
    route(
      can('member:invite'),
      {
        summary: "The campaign's invitations waiting for an answer (pending or expired), newest first",
        querystring: listInvitationsQuerySchema,
        response: { 200: z.array(invitationSchema) },
      },
      async ({ actor }) => service.listWaitingInvitations(ctx.db, actor),
    ),
  );

  api.post(
    '/invitation/resend/',
    route(
      can('member:invite', 'body.campaign_id'),
      {
        summary: 'E-mail a fresh link for a waiting invitation (the old link stops working)',
        body: resendInvitationBodySchema,
        response: { 200: invitationSchema },
      },
      async ({ request, actor }) => {
        return service.resendInvitation(ctx, actor, auditSource(request, actor), request.body.id);
      },
    ),
  );
};
