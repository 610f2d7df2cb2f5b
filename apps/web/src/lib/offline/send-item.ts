import { z } from 'zod';
import { apiClient } from '../api-client';
import type { OutboxItem } from './outbox-storage';

/** Sends one outbox item through the app's API client: its JSON call, or its multipart form with the photo. */
export const sendOutboxItem = (item: OutboxItem): Promise<unknown> => {
  const { request } = item;
  if (request.type === 'json')
    return apiClient.request(request.path, {
      method: request.method,
      body: request.body,
      schema: z.unknown(),
    });
  const form = new FormData();
  form.append(request.field, JSON.stringify(request.values));
  if (item.photo) form.append('file', item.photo, request.filename);
  return apiClient.upload(request.path, { query: request.query, form, schema: z.unknown() });
};
