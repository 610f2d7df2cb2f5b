import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { declareRoutes } from '../../plugins/route-declaration.ts';
import { answerVoice } from '../phone-banking/voice/voice-webhooks.ts';
import {
  assertSigned,
  receiveCallStatus,
  receiveMessage,
  receiveStatus,
  type WebhookParams,
} from './webhooks.service.ts';

const route = declareRoutes('webhooks');

/** What we answer Twilio: nothing to do (replies are sent through the API, never as TwiML). */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const messageForm = z.looseObject({
  MessageSid: z.string().min(1),
  From: z.string().min(1),
  To: z.string().min(1),
  Body: z.string().optional(),
});
const statusForm = z.looseObject({ MessageSid: z.string().min(1), MessageStatus: z.string().min(1) });
const voiceForm = z.looseObject({ CallSid: z.string().min(1), AccountSid: z.string().min(1) });
const callStatusForm = voiceForm.extend({ CallStatus: z.string().min(1) });

/**
 * Twilio's webhooks (docs/decisions/0039-telephony.md): form-encoded, signed with X-Twilio-Signature over our
 * public URL, idempotent by MessageSid (and status). Public routes: the signature is the authentication.
 */
export const webhooksRoutes = async (app: FastifyInstance, ctx: AppContext) => {
  // Twilio posts forms; no other route of ours takes one, so the parser lives in this scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  // The signature is checked before anything else looks at the body: an unsigned request learns nothing.
  app.addHook('preValidation', async (request) => {
    const signature = request.headers['x-twilio-signature'];
    const params = (request.body ?? {}) as WebhookParams;
    await assertSigned(ctx, typeof signature === 'string' ? signature : undefined, request.url, params);
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  const handled =
    (receive: (ctx: AppContext, params: WebhookParams) => Promise<void>) =>
    async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) => {
      await receive(ctx, request.body as WebhookParams);
      // Raw TwiML, not JSON: no response schema serialises it.
      return reply.type('text/xml').send(EMPTY_TWIML);
    };

  api.post(
    '/webhooks/twilio/message',
    route(
      'public',
      {
        summary: 'Twilio: a text to one of our numbers (signed)',
        security: [],
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['text/xml'],
        body: messageForm,
      },
      handled(receiveMessage),
    ),
  );

  api.post(
    '/webhooks/twilio/status',
    route(
      'public',
      {
        summary: "Twilio: a sent text's delivery status (signed)",
        security: [],
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['text/xml'],
        body: statusForm,
      },
      handled(receiveStatus),
    ),
  );

  api.post(
    '/webhooks/twilio/voice',
    route(
      'public',
      {
        summary:
          'Twilio: what a call does — a browser call or the volunteer’s answered phone dials the voter (signed)',
        security: [],
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['text/xml'],
        body: voiceForm,
      },
      // The query (call_session_id, voter_id: what we put in the URLs we hand Twilio, signed with them) is read
      // by the handler, after the signature: no schema here, so an unsigned request learns nothing of it.
      async ({ request, reply }) => {
        const twiml = await answerVoice(ctx, request.query as WebhookParams, request.body as WebhookParams);
        return reply.type('text/xml').send(twiml);
      },
    ),
  );

  api.post(
    '/webhooks/twilio/call-status',
    route(
      'public',
      {
        summary: "Twilio: a call's status (signed; once per call and status)",
        security: [],
        consumes: ['application/x-www-form-urlencoded'],
        produces: ['text/xml'],
        body: callStatusForm,
      },
      async ({ request, reply }) => {
        await receiveCallStatus(ctx, request.query as WebhookParams, request.body as WebhookParams);
        return reply.type('text/xml').send(EMPTY_TWIML);
      },
    ),
  );
};
