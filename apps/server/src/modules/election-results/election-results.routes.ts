import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema, uploadFormSchema } from '@groundwork/shared/contracts/common';
import {
  electionListQuerySchema,
  electionQuerySchema,
  electionResultsSchema,
  electionSchema,
  precinctResultsQuerySchema,
  precinctResultsSchema,
  precinctShapesSchema,
  resultsImportFieldsSchema,
  resultsImportQuerySchema,
  resultsImportReportSchema,
  shapesImportFieldsSchema,
  shapesImportReportSchema,
} from '@groundwork/shared/contracts/election-results';
import type { AppContext } from '../../context.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import * as service from './election-results.service.ts';
import { parseFormFields } from '../../lib/uploads/form-fields.ts';
import { readSmallUpload } from './multipart-form.ts';

const route = declareRoutes('election-results');
/** Results files hold thousands of rows; shapes files a county's precinct polygons. */
const RESULTS_LIMIT = 20 * 1024 ** 2;
const SHAPES_LIMIT = 50 * 1024 ** 2;

export const electionResultsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/election-results/all/',
    route(
      can('election-results:view'),
      {
        summary: "The campaign's imported elections, newest first",
        querystring: electionListQuerySchema,
        response: { 200: z.array(electionSchema) },
      },
      async ({ actor }) => service.listElections(ctx.db, actor),
    ),
  );

  api.get(
    '/election-results/',
    route(
      can('election-results:view'),
      {
        summary: "An election's contests with each choice's votes, share and winner",
        querystring: electionQuerySchema,
        response: { 200: electionResultsSchema },
      },
      async ({ request, actor }) => service.getElectionResults(ctx.db, actor, request.query.id),
    ),
  );

  api.get(
    '/election-results/precincts/',
    route(
      can('election-results:view'),
      {
        summary: 'A contest by precinct: votes per choice, leader, margin and turnout',
        querystring: precinctResultsQuerySchema,
        response: { 200: precinctResultsSchema },
      },
      async ({ request, actor }) => service.getPrecinctResults(ctx.db, actor, request.query.contest_id),
    ),
  );

  api.post(
    '/election-results/import/',
    route(
      can('election-results:import'),
      {
        summary:
          'Import a results file (multipart: file, and optional mapping, election_name, election_date, county); dry_run only reports',
        consumes: ['multipart/form-data'],
        querystring: resultsImportQuerySchema,
        body: uploadFormSchema(Object.keys(resultsImportFieldsSchema.shape)),
        response: { 200: resultsImportReportSchema, 201: resultsImportReportSchema },
      },
      async ({ request, reply, actor }) => {
        const { file, fields } = await readSmallUpload(request, {
          limitBytes: RESULTS_LIMIT,
          what: 'results file',
        });
        const dryRun = request.query.dry_run ?? false;
        const report = await service.importElectionResults(
          ctx.db,
          actor,
          file,
          parseFormFields(resultsImportFieldsSchema, fields, ['mapping']),
          dryRun,
        );
        return reply.status(dryRun ? 200 : 201).send(report);
      },
    ),
  );

  api.delete(
    '/election-results/',
    route(
      can('election-results:import'),
      {
        summary: 'Delete an imported election and its results',
        querystring: electionQuerySchema,
        response: { 200: messageResponseSchema },
      },
      async ({ request, actor }) => service.deleteElection(ctx.db, actor, request.query.id),
    ),
  );

  api.get(
    '/election-results/shapes/',
    route(
      can('election-results:view'),
      {
        summary: "The campaign's precinct shapes (GeoJSON FeatureCollection; `precinct` holds each code)",
        querystring: electionListQuerySchema,
        response: { 200: precinctShapesSchema },
      },
      async ({ actor }) => service.getPrecinctShapes(ctx.db, actor),
    ),
  );

  api.post(
    '/election-results/shapes/',
    route(
      can('election-results:import'),
      {
        summary:
          "Replace the campaign's precinct shapes (multipart: a GeoJSON file, optional property and county)",
        consumes: ['multipart/form-data'],
        querystring: electionListQuerySchema,
        body: uploadFormSchema(Object.keys(shapesImportFieldsSchema.shape)),
        response: { 201: shapesImportReportSchema },
      },
      async ({ request, reply, actor }) => {
        const { file, fields } = await readSmallUpload(request, {
          limitBytes: SHAPES_LIMIT,
          what: 'shapes file',
        });
        const report = await service.importPrecinctShapes(
          ctx.db,
          actor,
          file,
          parseFormFields(shapesImportFieldsSchema, fields),
        );
        return reply.status(201).send(report);
      },
    ),
  );
};
