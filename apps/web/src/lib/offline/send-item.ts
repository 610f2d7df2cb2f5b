import { placementEndpoints } from '@groundwork/shared/contracts/endpoints/road-sign-placements';
import { walkbookEndpoints } from '@groundwork/shared/contracts/endpoints/walkbooks';
import { apiClient } from '../api-client';
import type { OutboxItem } from './outbox-storage';

/**
 * Sends one outbox item through the app's API client: its JSON call (a door result), or its multipart form with
 * the photo (a sign's step); the reply is parsed with the queued endpoint's own schema.
 */
export const sendOutboxItem = (item: OutboxItem) => {
  const { request } = item;
  if (request.type === 'json')
    return apiClient.request(request.path, {
      method: request.method,
      body: request.body,
      schema: walkbookEndpoints.recordVisit.reply,
    });
  const form = new FormData();
  form.append(request.field, JSON.stringify(request.values));
  if (item.photo) form.append('file', item.photo, request.filename);
  return apiClient.upload(request.path, {
    query: request.query,
    form,
    schema: placementEndpoints.install.reply,
  });
};
