import { z } from 'zod';
import { timestampSchema } from './common.ts';

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    version: z.string(),
    uptime_s: z.number(),
    database: z.object({
      status: z.enum(['up', 'down']),
      kind: z.enum(['pglite', 'postgres']),
      latency_ms: z.number().nullable(),
    }),
  })
  .meta({ id: 'Health' });

export const outboxMessageSchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    links: z.array(z.string()),
    sent_at: timestampSchema,
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/config/: what the web app needs to know about this deployment before signing in (0050-basemap.md). */
export const clientConfigSchema = z
  .object({
    /**
     * The MapLibre style the maps draw on: `MAP_STYLE_URL`, else Groundwork's own (`/api/basemap/style.json`,
     * relative, to which the web app adds `?campaign_id=`: 0059-served-basemap.md); null: no basemap.
     */
    map_style_url: z.string().nullable(),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
