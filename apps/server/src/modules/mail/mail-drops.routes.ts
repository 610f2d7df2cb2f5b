import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMailDropBodySchema,
  mailCheckNameParamsSchema,
  mailCountsSchema,
  mailDropCheckNameQuerySchema,
  mailDropListFilterSchema,
  mailDropQuerySchema,
  mailDropSchema,
  mailEstimateQuerySchema,
  mailRatesQuerySchema,
  mailRatesSchema,
  updateMailDropBodySchema,
  updateMailRatesBodySchema,
} from '@groundwork/shared/contracts/mail';
import { checkNameResponseSchema } from '@groundwork/shared/contracts/surveys';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv/stream-csv.ts';
import { can } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import { exportDrop } from './mail-export.ts';
import * as service from './mail-drops.service.ts';
import { route } from './mailers.routes.ts';

/** Mail drops (mailer campaigns): one mailer to one voter group, counted by household (decision 0038). */
export const mailDropsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/mail/mailer-campaign/',
    route(
      can('mail:edit', 'body.campaign_id'),
      {
        summary: 'Create a mail drop (Draft) of a mailer to a Ready voter group',
        body: createMailDropBodySchema,
        response: { 201: mailDropSchema },
      },
      async ({ request, reply, actor }) => {
        const drop = await service.createDrop(ctx, actor, request.body, auditSource(request, actor));
        return reply.status(201).send(drop);
      },
    ),
  );

  api.get(
    '/mail/check-name/mailer-campaign/:campaign/',
    route(
      can('mail:edit', 'params.campaign'),
      {
        summary: 'Whether a drop name is free for the mailer (names are unique per mailer)',
        params: mailCheckNameParamsSchema,
        querystring: mailDropCheckNameQuerySchema,
        response: { 200: checkNameResponseSchema },
      },
      async ({ request, actor }) =>
        service.checkDropName(ctx.db, actor, request.query.mailer_id, request.query.name),
    ),
  );

  api.get(
    '/mail/mailer-campaign/',
    route(
      can('mail:view'),
      {
        summary:
          'One mail drop with its counts (live until Mailed, then frozen) and its vendor-file downloads',
        querystring: mailDropQuerySchema,
        response: { 200: mailDropSchema },
      },
      async ({ request, actor }) => service.getDrop(ctx.db, actor, request.query.id),
    ),
  );

  api.get(
    '/mail/mailer-campaign/all/',
    route(
      can('mail:view'),
      {
        summary: "The campaign's mail drops, newest first (of one mailer with mailer_id)",
        querystring: mailDropListFilterSchema,
        response: { 200: z.array(mailDropSchema) },
      },
      async ({ request, actor }) => service.listDrops(ctx.db, actor, request.query.mailer_id),
    ),
  );

  api.put(
    '/mail/mailer-campaign/',
    route(
      can('mail:edit', 'body.campaign_id'),
      {
        summary:
          'Edit a Draft (name, group, size, date) and/or move its status: Draft → Scheduled → Mailed, Draft or Scheduled → Cancelled, Scheduled → Draft',
        body: updateMailDropBodySchema,
        response: { 200: mailDropSchema },
      },
      async ({ request, actor }) => {
        return service.updateDrop(ctx, actor, request.body, auditSource(request, actor));
      },
    ),
  );

  api.get(
    '/mail/mailer-campaign/estimate/',
    route(
      can('mail:view'),
      {
        summary: 'What a drop to a group would come to: voters, pieces (households), suppressed, cost',
        querystring: mailEstimateQuerySchema,
        response: { 200: mailCountsSchema },
      },
      async ({ request, actor }) =>
        service.estimate(ctx.db, actor, request.query.voter_group_id, request.query.mailer_size),
    ),
  );

  api.get(
    '/mail/mailer-campaign/export/',
    route(
      can('mail:view'),
      {
        summary: "The print vendor's CSV: one row per piece (addressee, address lines, city, state, ZIP)",
        querystring: mailDropQuerySchema,
        produces: ['text/csv'],
      },
      async ({ request, reply, actor }) =>
        sendCsv(reply, await exportDrop(ctx.db, actor, request.query.id, auditSource(request, actor))),
    ),
  );

  api.get(
    '/mail/rates/',
    route(
      can('mail:view'),
      {
        summary:
          "The campaign's print and postage rate per piece and size, in US cents (the defaults until set)",
        querystring: mailRatesQuerySchema,
        response: { 200: mailRatesSchema },
      },
      async ({ actor }) => service.getRates(ctx.db, actor),
    ),
  );

  api.put(
    '/mail/rates/',
    route(
      can('mail:edit', 'body.campaign_id'),
      {
        summary: 'Set rates for some or all sizes, in US cents per piece',
        body: updateMailRatesBodySchema,
        response: { 200: mailRatesSchema },
      },
      async ({ request, actor }) => {
        return service.updateRates(ctx.db, actor, request.body.rates, auditSource(request, actor));
      },
    ),
  );
};
