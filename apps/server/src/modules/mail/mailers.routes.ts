import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadFormSchema } from '@groundwork/shared/contracts/common';
import {
  mailCheckNameParamsSchema,
  mailerCheckNameQuerySchema,
  mailerFileQuerySchema,
  mailerListQuerySchema,
  mailerQuerySchema,
  mailerSchema,
} from '@groundwork/shared/contracts/mail';
import { uploadQuerySchema } from '@groundwork/shared/contracts/road-sign-placements';
import { checkNameResponseSchema } from '@groundwork/shared/contracts/surveys';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../lib/uploads/stored-files.ts';
import { can, canUpload, declareRoutes } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import { withMailerUpload } from './mailer-files.ts';
import * as repo from './mailers.repository.ts';
import * as service from './mailers.service.ts';

export const route = declareRoutes('mail');

/** Service §7 Mailers: the uploaded pieces, their files and the name check. */
export const mailersRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/mail/',
    route(
      canUpload('mail:edit'),
      {
        summary:
          'Add a mailer (multipart: `file`, a PDF of at most 24 pages without scripts or actions or a PNG, JPEG or WebP image, up to 25 MB, and `mailer`, JSON with name and campaign_id; `?campaign_id=` optional)',
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        body: uploadFormSchema(['mailer']),
        response: { 201: mailerSchema },
      },
      async ({ request, reply }) => {
        const mailer = await withMailerUpload(ctx, request, (actor, values, prepared) =>
          service.createMailer(ctx, actor, values, prepared, auditSource(request, actor)),
        );
        return reply.status(201).send(mailer);
      },
    ),
  );

  api.get(
    '/mail/check-name/mailer/:campaign/',
    route(
      can('mail:edit', 'params.campaign'),
      {
        summary: 'Whether a mailer name is free in the campaign (case and surrounding spaces ignored)',
        params: mailCheckNameParamsSchema,
        querystring: mailerCheckNameQuerySchema,
        response: { 200: checkNameResponseSchema },
      },
      async ({ request, actor }) => service.checkMailerName(ctx.db, actor, request.query.name),
    ),
  );

  api.get(
    '/mail/',
    route(
      can('mail:view'),
      {
        summary: 'One mailer with its page and drop counts',
        querystring: mailerQuerySchema,
        response: { 200: mailerSchema },
      },
      async ({ request, actor }) => service.getMailer(ctx.db, actor, request.query.id),
    ),
  );

  api.get(
    '/mail/all/',
    route(
      can('mail:view'),
      {
        summary: "The campaign's mailers by name",
        querystring: mailerListQuerySchema,
        response: { 200: z.array(mailerSchema) },
      },
      async ({ actor }) => repo.listMailers(ctx.db, actor.campaignId),
    ),
  );

  api.get(
    '/mail/file/',
    route(
      can('mail:view'),
      {
        summary: "A mailer's file (the PDF as sent, or the image) or an image's 320 px thumbnail",
        querystring: mailerFileQuerySchema,
      },
      async ({ request, reply, actor }) => {
        const { id, size } = request.query;
        return sendStoredFile(reply, ctx.storage, await service.mailerFile(ctx.db, actor, id, size));
      },
    ),
  );
};
