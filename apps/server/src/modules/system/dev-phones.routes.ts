import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  devPhoneReplyBodySchema,
  devPhoneReplySchema,
  devPhoneSchema,
} from '@groundwork/shared/contracts/dev-phones';
import type { TelephonySimulator } from '../../integrations/telephony/index.ts';
import { onlyThisMachine } from '../../lib/loopback.ts';
import { declareRoutes } from '../../plugins/route-declaration.ts';

const route = declareRoutes('system');

/**
 * The development phones (docs/decisions/0039-telephony.md): every simulated voter phone's thread, and a reply
 * as that voter, which reaches our inbound-message webhook as Twilio would deliver it. Served to this machine
 * only: a reply can opt any voter out.
 */
export const devPhonesRoutes =
  (simulator: TelephonySimulator) =>
  async (app: FastifyInstance): Promise<void> => {
    app.addHook(
      'onRequest',
      onlyThisMachine('The development phones are only served to the machine Groundwork runs on'),
    );
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/phones',
      route(
        'public',
        {
          summary: "Every simulated phone's thread (development only, this machine only)",
          security: [],
          response: { 200: z.array(devPhoneSchema) },
        },
        async () => simulator.phones(),
      ),
    );
    api.post(
      '/phones/reply',
      route(
        'public',
        {
          summary: 'Reply as a voter from a simulated phone (development only, this machine only)',
          security: [],
          body: devPhoneReplyBodySchema,
          response: { 200: devPhoneReplySchema },
        },
        async ({ request }) => simulator.reply(request.body),
      ),
    );
  };
