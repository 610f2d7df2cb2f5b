import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema, uploadFormSchema } from '@groundwork/shared/contracts/common';
import {
  createVoterGroupBodySchema,
  deleteVoterGroupQuerySchema,
  mergeVotersBodySchema,
  mergeVotersResponseSchema,
  uploadStatusParamsSchema,
  uploadStatusQuerySchema,
  uploadStatusSchema,
  uploadVoterGroupQuerySchema,
  updateVoterGroupBodySchema,
  voterGroupListQuerySchema,
  voterGroupExportQuerySchema,
  voterGroupQuerySchema,
  voterGroupSchema,
  voterPageQuerySchema,
  voterPageSchema,
} from '@groundwork/shared/contracts/voter-groups';
import {
  voterBreakdownBodySchema,
  voterBreakdownSchema,
  voterCountQuerySchema,
  voterCountResponseSchema,
  voterFilterSchema,
} from '@groundwork/shared/contracts/voters';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv/stream-csv.ts';
import { AppError } from '../../errors.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import * as service from './voter-groups.service.ts';

const route = declareRoutes('voter-groups');

export const voterGroupsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/voter-group/count/',
    route(
      can('voter-group:view'),
      {
        summary: 'Exact number of voters and doors matching a filter',
        querystring: voterCountQuerySchema,
        body: voterFilterSchema,
        response: { 200: voterCountResponseSchema },
      },
      async ({ request, actor }) => service.countVotersForFilter(ctx.db, actor, request.body),
    ),
  );

  api.post(
    '/voter-group/voter-breakdown/',
    route(
      can('voter-group:view', 'body.campaign_id'),
      {
        summary: 'Counts by party, gender, age band, precinct and ZIP for a filter',
        body: voterBreakdownBodySchema,
        response: { 200: voterBreakdownSchema },
      },
      async ({ request, actor }) => {
        const { campaign_id: _campaignId, ...filter } = request.body;
        return service.breakdownVotersForFilter(ctx.db, actor, filter);
      },
    ),
  );

  api.post(
    '/voter-group/',
    route(
      can('voter-group:edit', 'body.campaign_id'),
      {
        summary: 'Save a voter group from a filter (status Pending, then Ready)',
        body: createVoterGroupBodySchema,
        response: { 201: voterGroupSchema },
      },
      async ({ request, reply, actor }) =>
        reply.status(201).send(await service.createVoterGroup(ctx.db, ctx.jobs, actor, request.body)),
    ),
  );

  api.get(
    '/voter-group/',
    route(
      can('voter-group:view'),
      {
        summary: 'One voter group',
        querystring: voterGroupQuerySchema,
        response: { 200: voterGroupSchema },
      },
      async ({ request, actor }) => service.getVoterGroup(ctx.db, actor, request.query.id),
    ),
  );

  api.get(
    '/voter-group/all/',
    route(
      can('voter-group:view'),
      {
        summary: "The campaign's voter groups",
        querystring: voterGroupListQuerySchema,
        response: { 200: z.array(voterGroupSchema) },
      },
      async ({ actor }) => service.listVoterGroups(ctx.db, actor),
    ),
  );

  api.get(
    '/voter-group/voters/',
    route(
      can('voter-group:view'),
      {
        summary: "A page of the group's voters (skip, limit)",
        querystring: voterPageQuerySchema,
        response: { 200: voterPageSchema },
      },
      async ({ request, actor }) => {
        const { id, ...page } = request.query;
        return service.pageVoterGroup(ctx.db, actor, id, page);
      },
    ),
  );

  api.get(
    '/voter-group/export/',
    route(
      can('voter-group:view'),
      {
        summary: "The group as CSV in its table's sort (formula cells neutralised)",
        querystring: voterGroupExportQuerySchema,
        produces: ['text/csv'],
      },
      async ({ request, reply, actor }) =>
        sendCsv(
          reply,
          await service.exportVoterGroup(
            ctx.db,
            actor,
            request.query.id,
            { sort: request.query.sort, order: request.query.order },
            auditSource(request, actor),
          ),
        ),
    ),
  );

  api.put(
    '/voter-group/',
    route(
      can('voter-group:edit', 'body.campaign_id'),
      {
        summary: 'Rename, describe or re-filter a voter group',
        body: updateVoterGroupBodySchema,
        response: { 200: voterGroupSchema },
      },
      async ({ request, actor }) => service.updateVoterGroup(ctx.db, ctx.jobs, actor, request.body),
    ),
  );

  api.delete(
    '/voter-group/delete/',
    route(
      can('voter-group:edit'),
      {
        summary: 'Delete a voter group',
        querystring: deleteVoterGroupQuerySchema,
        response: { 200: messageResponseSchema },
      },
      async ({ request, actor }) => {
        const id = request.query.voter_group_id;
        return service.deleteVoterGroup(ctx.db, actor, id, auditSource(request, actor));
      },
    ),
  );

  api.post(
    '/voter-group/upload/',
    route(
      can('voter-group:edit'),
      {
        summary: 'A voter group from an uploaded voter_file.csv (multipart), matched by state voter id',
        consumes: ['multipart/form-data'],
        querystring: uploadVoterGroupQuerySchema,
        body: uploadFormSchema(),
        response: { 201: voterGroupSchema },
      },
      async ({ request, reply, actor }) => {
        if (!request.isMultipart())
          throw new AppError('VALIDATION_FAILED', 'voter_file.csv was not provided');
        const file = await request.file();
        const group = await service.uploadVoterGroup(ctx, actor, request.query.name, file);
        return reply.status(201).send(group);
      },
    ),
  );

  api.get(
    '/voter-group/upload-status/:id',
    route(
      can('voter-group:view'),
      {
        summary: 'Progress of matching an uploaded voter file, with the unmatched rows',
        params: uploadStatusParamsSchema,
        querystring: uploadStatusQuerySchema,
        response: { 200: uploadStatusSchema },
      },
      async ({ request, actor }) => service.getUploadStatus(ctx.db, actor, request.params.id),
    ),
  );

  api.get(
    '/voter-group/upload-unmatched/:id',
    route(
      can('voter-group:view'),
      {
        summary: 'Every row of an uploaded voter file that matched no voter, as CSV (line, voter_id)',
        params: uploadStatusParamsSchema,
        querystring: uploadStatusQuerySchema,
        produces: ['text/csv'],
      },
      async ({ request, reply, actor }) =>
        sendCsv(reply, await service.unmatchedUploadRows(ctx, actor, request.params.id)),
    ),
  );

  api.post(
    '/voter-group/merge/',
    route(
      can('voter-group:edit', 'body.campaign_id'),
      {
        summary: 'Merge duplicate records of one person into the first id',
        body: mergeVotersBodySchema,
        response: { 200: mergeVotersResponseSchema },
      },
      async ({ request, actor }) => service.mergeVoters(ctx.db, actor, request.body.voter_ids),
    ),
  );
};
