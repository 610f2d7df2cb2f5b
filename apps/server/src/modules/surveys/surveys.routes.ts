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
import type { AppContext } from '../../context.ts';
import { can, declareRoutes } from '../../plugins/route-declaration.ts';
import { auditSource } from '../audit-log/audit-log.repository.ts';
import { getFreeTextAnswers, getSurveyResults } from './survey-results.service.ts';
import * as service from './surveys.service.ts';

const route = declareRoutes('surveys');

export const surveysRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/survey/',
    route(
      can('survey:edit', 'body.campaign_id'),
      {
        summary: 'Create a survey (is_active; names unique in the campaign)',
        body: createSurveyBodySchema,
        response: { 201: surveySchema },
      },
      async ({ request, reply, actor }) =>
        reply.status(201).send(await service.createSurvey(ctx.db, actor, request.body)),
    ),
  );

  api.put(
    '/survey/',
    route(
      can('survey:edit', 'body.campaign_id'),
      {
        summary: 'Rename or describe a survey; its questions only until a voter answers',
        body: updateSurveyBodySchema,
        response: { 200: surveySchema },
      },
      async ({ request, actor }) => service.updateSurvey(ctx.db, actor, request.body),
    ),
  );

  api.get(
    '/survey/check-name/:campaign/',
    route(
      can('survey:edit', 'params.campaign'),
      {
        summary: 'Whether a survey name is free in the campaign (archived surveys keep theirs)',
        params: checkSurveyNameParamsSchema,
        querystring: checkSurveyNameQuerySchema,
        response: { 200: checkNameResponseSchema },
      },
      async ({ request, actor }) =>
        service.checkSurveyName(ctx.db, actor.campaignId, request.query.name, request.query.id),
    ),
  );

  api.get(
    '/survey/',
    route(
      can('survey:view'),
      {
        summary: "One survey ('Survey not found' otherwise)",
        querystring: surveyQuerySchema,
        response: { 200: surveySchema },
      },
      async ({ request, actor }) => service.getSurvey(ctx.db, actor, request.query.id),
    ),
  );

  api.get(
    '/survey/all/',
    route(
      can('survey:view'),
      {
        summary: "The campaign's surveys, active and archived (or one state with record_status)",
        querystring: surveyListQuerySchema,
        response: { 200: z.array(surveySchema) },
      },
      async ({ request, actor }) => service.listSurveys(ctx.db, actor, request.query.record_status),
    ),
  );

  api.put(
    '/survey/archive/',
    route(
      can('survey:edit'),
      {
        summary: 'Archive a survey: it leaves the pickers, its results stay readable',
        querystring: archiveSurveyQuerySchema,
        response: { 200: surveySchema },
      },
      async ({ request, actor }) => {
        return service.archiveSurvey(ctx.db, actor, request.query.survey_id, auditSource(request, actor));
      },
    ),
  );

  api.get(
    '/survey/results/',
    route(
      can('survey:view'),
      {
        summary: 'Answers per question: counts, shares, respondents and the latest free-text answers',
        querystring: surveyQuerySchema,
        response: { 200: surveyResultsSchema },
      },
      async ({ request, actor }) => getSurveyResults(ctx.db, actor, request.query.id),
    ),
  );

  api.get(
    '/survey/results/free-text/',
    route(
      can('survey:view'),
      {
        summary: "A page of one free-text question's answers, latest first",
        querystring: freeTextQuerySchema,
        response: { 200: freeTextPageSchema },
      },
      async ({ request, actor }) => getFreeTextAnswers(ctx.db, actor, request.query),
    ),
  );
};
