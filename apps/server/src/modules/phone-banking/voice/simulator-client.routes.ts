import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  simulatedCallBodySchema,
  simulatedCallViewSchema,
  simulatedDigitsBodySchema,
} from '@groundwork/shared/contracts/voice';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import type { TelephonySimulator } from '../../../integrations/telephony/index.ts';
import { declareRoutes } from '../../../plugins/route-declaration.ts';
import { identityOf } from './voice-access.ts';

const route = declareRoutes('phone-banking');
const sidParams = z.object({ sid: z.string().regex(/^CA[0-9a-f]{32}$/, 'sid must be a call sid (CA…)') });

/**
 * The simulator's voice client (docs/decisions/0045-voice.md, pb-shared): what the browser does instead of the
 * Twilio Voice SDK when there are no credentials. Signed in as usual AND holding the voice token of
 * GET /phone-banking/access-token/ in `x-voice-token`, whose identity must be the signed-in caller's.
 */
export const simulatorClientRoutes = async (
  app: FastifyInstance,
  _ctx: AppContext,
  simulator: TelephonySimulator,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { voice } = simulator;

  const grantOf = async (request: FastifyRequest) => {
    const token = request.headers['x-voice-token'];
    if (typeof token !== 'string' || token === '')
      throw new AppError('UNAUTHENTICATED', 'The x-voice-token header is required');
    const grant = await voice.verify(token);
    if (grant.identity !== identityOf(request.identity!.userId))
      throw new AppError('FORBIDDEN', 'The voice token belongs to another caller');
    return grant;
  };

  api.post(
    '/simulator/voice/calls',
    route(
      'authenticated',
      {
        summary: 'Simulator: place a browser call (what device.connect({ params }) does)',
        body: simulatedCallBodySchema,
        response: { 201: simulatedCallViewSchema },
      },
      async ({ request, reply }) => {
        const grant = await grantOf(request);
        return reply.status(201).send(await voice.connect(grant, request.body.params));
      },
    ),
  );

  api.get(
    '/simulator/voice/calls/:sid',
    route(
      'authenticated',
      {
        summary: 'Simulator: a browser call as it is now',
        params: sidParams,
        response: { 200: simulatedCallViewSchema },
      },
      async ({ request }) => voice.view((await grantOf(request)).identity, request.params.sid),
    ),
  );

  api.post(
    '/simulator/voice/calls/:sid/hangup',
    route(
      'authenticated',
      {
        summary: 'Simulator: hang up a browser call',
        params: sidParams,
        response: { 200: simulatedCallViewSchema },
      },
      async ({ request }) => voice.hangup((await grantOf(request)).identity, request.params.sid),
    ),
  );

  api.post(
    '/simulator/voice/calls/:sid/digits',
    route(
      'authenticated',
      {
        summary: 'Simulator: keypad digits during a browser call',
        params: sidParams,
        body: simulatedDigitsBodySchema,
        response: { 204: z.null() },
      },
      async ({ request, reply }) => {
        await voice.digits((await grantOf(request)).identity, request.params.sid, request.body.digits);
        return reply.status(204).send(null);
      },
    ),
  );
};
