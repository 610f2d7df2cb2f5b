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
import { errorResponseSchema } from '@groundwork/shared/errors';
import type { AppContext } from '../../context.ts';
import { requireActor } from '../../plugins/access.ts';
import * as service from './election-results.service.ts';
import { parseFormFields, readSmallUpload } from './multipart-form.ts';

const errors = { '4xx': errorResponseSchema };
const tags = ['election-results'];
const viewing = { permission: 'election-results:view', campaign: 'query.campaign_id' } as const;
const importing = { permission: 'election-results:import', campaign: 'query.campaign_id' } as const;
/** Results files hold thousands of rows; shapes files a county's precinct polygons. */
const RESULTS_LIMIT = 20 * 1024 ** 2;
const SHAPES_LIMIT = 50 * 1024 ** 2;

export const electionResultsRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/election-results/all/',
    {
      config: { access: viewing },
      schema: {
        tags,
        summary: "The campaign's imported elections, newest first",
        querystring: electionListQuerySchema,
        response: { 200: z.array(electionSchema), ...errors },
      },
    },
    async (request) => service.listElections(ctx.db, requireActor(request)),
  );

  api.get(
    '/election-results/',
    {
      config: { access: viewing },
      schema: {
        tags,
        summary: "An election's contests with each choice's votes, share and winner",
        querystring: electionQuerySchema,
        response: { 200: electionResultsSchema, ...errors },
      },
    },
    async (request) => service.getElectionResults(ctx.db, requireActor(request), request.query.id),
  );

  api.get(
    '/election-results/precincts/',
    {
      config: { access: viewing },
      schema: {
        tags,
        summary: 'A contest by precinct: votes per choice, leader, margin and turnout',
        querystring: precinctResultsQuerySchema,
        response: { 200: precinctResultsSchema, ...errors },
      },
    },
    async (request) => service.getPrecinctResults(ctx.db, requireActor(request), request.query.contest_id),
  );

  api.post(
    '/election-results/import/',
    {
      config: { access: importing },
      schema: {
        tags,
        summary:
          'Import a results file (multipart: file, and optional mapping, election_name, election_date, county); dry_run only reports',
        consumes: ['multipart/form-data'],
        querystring: resultsImportQuerySchema,
        body: uploadFormSchema(Object.keys(resultsImportFieldsSchema.shape)),
        response: { 200: resultsImportReportSchema, 201: resultsImportReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readSmallUpload(request, {
        limitBytes: RESULTS_LIMIT,
        what: 'results file',
      });
      const dryRun = request.query.dry_run ?? false;
      const report = await service.importElectionResults(
        ctx.db,
        requireActor(request),
        file,
        parseFormFields(resultsImportFieldsSchema, fields, ['mapping']),
        dryRun,
      );
      return reply.status(dryRun ? 200 : 201).send(report);
    },
  );

  api.delete(
    '/election-results/',
    {
      config: { access: importing },
      schema: {
        tags,
        summary: 'Delete an imported election and its results',
        querystring: electionQuerySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => service.deleteElection(ctx.db, requireActor(request), request.query.id),
  );

  api.get(
    '/election-results/shapes/',
    {
      config: { access: viewing },
      schema: {
        tags,
        summary: "The campaign's precinct shapes (GeoJSON FeatureCollection; `precinct` holds each code)",
        querystring: electionListQuerySchema,
        response: { 200: precinctShapesSchema, ...errors },
      },
    },
    async (request) => service.getPrecinctShapes(ctx.db, requireActor(request)),
  );

  api.post(
    '/election-results/shapes/',
    {
      config: { access: importing },
      schema: {
        tags,
        summary:
          "Replace the campaign's precinct shapes (multipart: a GeoJSON file, optional property and county)",
        consumes: ['multipart/form-data'],
        querystring: electionListQuerySchema,
        body: uploadFormSchema(Object.keys(shapesImportFieldsSchema.shape)),
        response: { 201: shapesImportReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readSmallUpload(request, {
        limitBytes: SHAPES_LIMIT,
        what: 'shapes file',
      });
      const report = await service.importPrecinctShapes(
        ctx.db,
        requireActor(request),
        file,
        parseFormFields(shapesImportFieldsSchema, fields),
      );
      return reply.status(201).send(report);
    },
  );
};
