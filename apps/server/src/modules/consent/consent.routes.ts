import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  consentEventSchema,
  contactConsentQuerySchema,
  contactConsentSchema,
  consentListQuerySchema,
  consentPageSchema,
  createConsentBodySchema,
  voterConsentQuerySchema,
  voterConsentSchema,
} from '@groundwork/shared/contracts/consent';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv/stream-csv.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import * as service from './consent.service.ts';

export const route = declareRoutes('consent');

/** The consent ledger (decision 0042): a voter's state, the opt-outs page by page, entries by hand, the export. */
export const consentRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/consent/',
    route(
      can('consent:view'),
      {
        summary:
          "A voter's current state per channel (sms, call, mail, door) across their contacts, and the history",
        querystring: voterConsentQuerySchema,
        response: { 200: voterConsentSchema },
      },
      async ({ request, actor }) => service.voterConsent(ctx.db, actor.campaignId, request.query.voter_id),
    ),
  );

  api.get(
    '/consent/contact/',
    route(
      can('consent:view'),
      {
        summary: "One contact's history (a phone, e-mail or household key), newest first",
        querystring: contactConsentQuerySchema,
        response: { 200: contactConsentSchema },
      },
      async ({ request, actor }) => {
        const { contact_type, contact } = request.query;
        return service.contactConsent(ctx.db, actor.campaignId, contact_type, contact);
      },
    ),
  );

  api.get(
    '/consent/all/',
    route(
      can('consent:view'),
      {
        summary: 'Current states, the latest change first (opted out by default), paged, with the total',
        querystring: consentListQuerySchema,
        response: { 200: consentPageSchema },
      },
      async ({ request, actor }) => service.listConsent(ctx.db, actor, request.query),
    ),
  );

  api.post(
    '/consent/',
    route(
      can('consent:edit', 'body.campaign_id'),
      {
        summary:
          'Add an opt-out or an opt-in by hand (a voter or a raw contact); opting back in after an opt-out needs a reason',
        body: createConsentBodySchema,
        response: { 201: consentEventSchema },
      },
      async ({ request, reply, actor }) => {
        const event = await service.recordManualConsent(
          ctx.db,
          actor,
          request.body,
          auditSource(request, actor),
        );
        return reply.status(201).send(event);
      },
    ),
  );

  api.get(
    '/consent/export/',
    route(
      can('consent:view'),
      {
        summary: 'The current opt-outs as CSV (formula cells neutralised)',
        querystring: z.object({ campaign_id: voterConsentQuerySchema.shape.campaign_id }),
        produces: ['text/csv'],
      },
      async ({ request, reply, actor }) =>
        sendCsv(reply, await service.exportOptOuts(ctx.db, actor, auditSource(request, actor))),
    ),
  );
};
