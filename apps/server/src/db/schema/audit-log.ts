/** The audit log: an append-only record of sensitive actions (docs/decisions/0033-audit-log.md). */
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@groundwork/shared/contracts/audit-log';
import { campaigns, users } from './app.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    /** Insertion order: entries of one instant still page in a stable order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    id: uuid('id')
      .default(sql`gen_random_uuid()`)
      .notNull()
      .unique(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Null once the actor's account is deleted; `actor_email` keeps who it was. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    /** What the action touched: `membership`, `invitation`, `walkbook`, … and its id. */
    targetType: text('target_type'),
    targetId: text('target_id'),
    summary: text('summary').notNull(),
    ip: text('ip'),
    clientType: text('client_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('audit_log_campaign_seq_idx').on(t.campaignId, t.seq),
    index('audit_log_campaign_action_idx').on(t.campaignId, t.action),
    index('audit_log_campaign_actor_idx').on(t.campaignId, t.actorId),
  ],
);
