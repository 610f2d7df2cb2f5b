import { endpoint } from '../endpoint';
import { voterUpdateSchema, voterVisitBodySchema } from '../walkbooks';

export const walkbookEndpoints = {
  /** A door result (a touch) with its survey answers; queued in the outbox when offline. */
  recordVisit: endpoint({
    method: 'PUT',
    path: '/walkbook/',
    body: voterVisitBodySchema,
    reply: voterUpdateSchema,
  }),
};
