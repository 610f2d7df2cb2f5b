/** Column builders every product table shares: timestamps with time zone, a random UUID key, references. */
import { sql } from 'drizzle-orm';
import { uuid } from 'drizzle-orm/pg-core';
import { campaigns, users } from './app.ts';

export const tz = { withTimezone: true } as const;

/** `id uuid primary key default gen_random_uuid()`. */
export const uuidPk = () =>
  uuid('id')
    .default(sql`gen_random_uuid()`)
    .primaryKey();

/** `campaign_id`: the owning campaign; its rows go with it. */
export const campaignRef = () =>
  uuid('campaign_id')
    .notNull()
    .references(() => campaigns.id, { onDelete: 'cascade' });

/** A member who did something: kept as null when their account goes. */
export const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });
