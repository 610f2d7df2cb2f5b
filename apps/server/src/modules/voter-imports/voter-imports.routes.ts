import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  startVoterImportBodySchema,
  voterImportListQuerySchema,
  voterImportQuerySchema,
  voterImportSchema,
  voterImportUploadSchema,
} from '@groundwork/shared/contracts/voter-imports';
import { uploadFormSchema } from '@groundwork/shared/contracts/common';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv/stream-csv.ts';
import { AppError } from '../../errors.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import * as service from './voter-imports.service.ts';

const route = declareRoutes('voter-imports');

export const voterImportsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/district/voter-import/',
    route(
      can('district:import'),
      {
        summary: 'Upload a voter file (multipart): returns its header, a preview and a proposed mapping',
        consumes: ['multipart/form-data'],
        querystring: voterImportListQuerySchema,
        body: uploadFormSchema(),
        response: { 201: voterImportUploadSchema },
      },
      async ({ request, reply, actor }) => {
        if (!request.isMultipart())
          throw new AppError('VALIDATION_FAILED', 'The voter file was not provided');
        return reply.status(201).send(await service.uploadVoterFile(ctx, actor, await request.file()));
      },
    ),
  );

  api.post(
    '/district/voter-import/start/',
    route(
      can('district:import', 'body.campaign_id'),
      {
        summary: 'Confirm the mapping and start the import',
        body: startVoterImportBodySchema,
        response: { 200: voterImportSchema },
      },
      async ({ request, actor }) => {
        const { id, mapping } = request.body;
        return service.startVoterImport(ctx, actor, id, mapping, auditSource(request, actor));
      },
    ),
  );

  api.get(
    '/district/voter-import/',
    route(
      can('district:import'),
      {
        summary: 'An import with its progress (rows read, imported, rejected)',
        querystring: voterImportQuerySchema,
        response: { 200: voterImportSchema },
      },
      async ({ request, actor }) => service.getVoterImport(ctx, actor, request.query.id),
    ),
  );

  api.get(
    '/district/voter-import/all/',
    route(
      can('district:import'),
      {
        summary: "The campaign's imports, newest first",
        querystring: voterImportListQuerySchema,
        response: { 200: z.array(voterImportSchema) },
      },
      async ({ actor }) => service.listVoterImports(ctx, actor),
    ),
  );

  const csvDownload = (path: string, summary: string, make: typeof service.rejectedRowsCsv) =>
    api.get(
      path,
      route(
        can('district:import'),
        {
          summary,
          querystring: voterImportQuerySchema,
          produces: ['text/csv'],
        },
        async ({ request, reply, actor }) =>
          sendCsv(reply, await make(ctx, actor, request.query.id, auditSource(request, actor))),
      ),
    );
  csvDownload(
    '/district/voter-import/rejected/',
    'The rejected rows as CSV (line, reason, row)',
    service.rejectedRowsCsv,
  );
  csvDownload(
    '/district/voter-import/warnings/',
    "The kept voters' fields left blank, and rows with extra cells, as CSV (line, voter_id, field, value, warning)",
    service.warningsCsv,
  );
};
