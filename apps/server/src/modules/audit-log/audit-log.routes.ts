import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditLogFilterSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '@groundwork/shared/contracts/audit-log';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv/stream-csv.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import * as service from './audit-log.service.ts';

const route = declareRoutes('audit-log');

export const auditLogRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/audit-log/',
    route(
      can('audit-log:view'),
      {
        summary: "The campaign's audit log, newest first (Managers only; filter by actor, action and time)",
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
      async ({ request, actor }) => service.listAuditLog(ctx.db, actor, request.query),
    ),
  );

  api.get(
    '/audit-log/export/',
    route(
      can('audit-log:view'),
      {
        summary: 'The audit log as CSV with the same filters (Managers only; formula cells neutralised)',
        querystring: auditLogFilterSchema,
        produces: ['text/csv'],
      },
      async ({ request, reply, actor }) =>
        sendCsv(reply, service.exportAuditLog(ctx.db, actor, request.query)),
    ),
  );
};
