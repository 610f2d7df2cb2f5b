import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  archiveSurveyQuerySchema,
  checkNameResponseSchema,
  checkSurveyNameParamsSchema,
  checkSurveyNameQuerySchema,
  createSurveyBodySchema,
  freeTextPageSchema,
  freeTextQuerySchema,
  surveyListQuerySchema,
  surveyQuerySchema,
  surveyResultsSchema,
  surveySchema,
  updateSurveyBodySchema,
} from '@groundwork/shared/contracts/surveys';
import { errorResponseSchema } from '@groundwork/shared/errors';
import type { AppContext } from '../../context.ts';
import { requireActor } from '../../plugins/access.ts';
import { getFreeTextAnswers, getSurveyResults } from './survey-results.service.ts';
import * as service from './surveys.service.ts';

const errors = { '4xx': errorResponseSchema };
const tags = ['surveys'];
type Source = 'query.campaign_id' | 'body.campaign_id' | 'params.campaign';
const view = (campaign: Source) => ({ permission: 'survey:view' as const, campaign });
const edit = (campaign: Source) => ({ permission: 'survey:edit' as const, campaign });

export const surveysRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/survey/',
    {
      config: { access: edit('body.campaign_id') },
      schema: {
        tags,
        summary: 'Create a survey (is_active; names unique in the campaign)',
        body: createSurveyBodySchema,
        response: { 201: surveySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createSurvey(ctx.db, requireActor(request), request.body)),
  );

  api.put(
    '/survey/',
    {
      config: { access: edit('body.campaign_id') },
      schema: {
        tags,
        summary: 'Rename or describe a survey; its questions only until a voter answers',
        body: updateSurveyBodySchema,
        response: { 200: surveySchema, ...errors },
      },
    },
    async (request) => service.updateSurvey(ctx.db, requireActor(request), request.body),
  );

  api.get(
    '/survey/check-name/:campaign/',
    {
      config: { access: edit('params.campaign') },
      schema: {
        tags,
        summary: 'Whether a survey name is free in the campaign (archived surveys keep theirs)',
        params: checkSurveyNameParamsSchema,
        querystring: checkSurveyNameQuerySchema,
        response: { 200: checkNameResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.checkSurveyName(ctx.db, requireActor(request).campaignId, request.query.name, request.query.id),
  );

  api.get(
    '/survey/',
    {
      config: { access: view('query.campaign_id') },
      schema: {
        tags,
        summary: "One survey ('Survey not found' otherwise)",
        querystring: surveyQuerySchema,
        response: { 200: surveySchema, ...errors },
      },
    },
    async (request) => service.getSurvey(ctx.db, requireActor(request), request.query.id),
  );

  api.get(
    '/survey/all/',
    {
      config: { access: view('query.campaign_id') },
      schema: {
        tags,
        summary: "The campaign's surveys, active and archived (or one state with record_status)",
        querystring: surveyListQuerySchema,
        response: { 200: z.array(surveySchema), ...errors },
      },
    },
    async (request) => service.listSurveys(ctx.db, requireActor(request), request.query.record_status),
  );

  api.put(
    '/survey/archive/',
    {
      config: { access: edit('query.campaign_id') },
      schema: {
        tags,
        summary: 'Archive a survey: it leaves the pickers, its results stay readable',
        querystring: archiveSurveyQuerySchema,
        response: { 200: surveySchema, ...errors },
      },
    },
    async (request) => service.archiveSurvey(ctx.db, requireActor(request), request.query.survey_id),
  );

  api.get(
    '/survey/results/',
    {
      config: { access: view('query.campaign_id') },
      schema: {
        tags,
        summary: 'Answers per question: counts, shares, respondents and the latest free-text answers',
        querystring: surveyQuerySchema,
        response: { 200: surveyResultsSchema, ...errors },
      },
    },
    async (request) => getSurveyResults(ctx.db, requireActor(request), request.query.id),
  );

  api.get(
    '/survey/results/free-text/',
    {
      config: { access: view('query.campaign_id') },
      schema: {
        tags,
        summary: "A page of one free-text question's answers, latest first",
        querystring: freeTextQuerySchema,
        response: { 200: freeTextPageSchema, ...errors },
      },
    },
    async (request) => getFreeTextAnswers(ctx.db, requireActor(request), request.query),
  );
};
