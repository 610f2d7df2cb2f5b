import { z } from 'zod';
import { endpoint } from '../endpoint';
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
} from '../surveys';

export const surveyEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/survey/',
    body: createSurveyBodySchema,
    reply: surveySchema,
    status: 201,
  }),
  update: endpoint({ method: 'PUT', path: '/survey/', body: updateSurveyBodySchema, reply: surveySchema }),
  checkName: endpoint({
    method: 'GET',
    path: '/survey/check-name/:campaign/',
    params: checkSurveyNameParamsSchema,
    query: checkSurveyNameQuerySchema,
    reply: checkNameResponseSchema,
  }),
  get: endpoint({ method: 'GET', path: '/survey/', query: surveyQuerySchema, reply: surveySchema }),
  list: endpoint({
    method: 'GET',
    path: '/survey/all/',
    query: surveyListQuerySchema,
    reply: z.array(surveySchema),
  }),
  archive: endpoint({
    method: 'PUT',
    path: '/survey/archive/',
    query: archiveSurveyQuerySchema,
    reply: surveySchema,
  }),
  results: endpoint({
    method: 'GET',
    path: '/survey/results/',
    query: surveyQuerySchema,
    reply: surveyResultsSchema,
  }),
  freeText: endpoint({
    method: 'GET',
    path: '/survey/results/free-text/',
    query: freeTextQuerySchema,
    reply: freeTextPageSchema,
  }),
};
