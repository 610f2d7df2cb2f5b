import { asc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage } from '@groundwork/shared/contracts/system';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Mailer, MailMessage } from './mail.port.ts';

/**
 * The development outbox: every message is stored and listed at GET /api/dev/outbox (to this machine only).
 * Used whenever no SMTP_URL is configured. Outside production the log shows each message's links, so a
 * developer can follow them; in production a link (a reset or invitation token) never reaches the log.
 */
export const createOutboxMailer = (
  db: Db,
  log: FastifyBaseLogger,
  env: 'development' | 'production' | 'test',
): Mailer & { list(): Promise<OutboxMessage[]> } => ({
  kind: 'outbox',
  async send(message: MailMessage) {
    await db.insert(outboxMessages).values(message);
    log.info(
      {
        mail: {
          to: message.to,
          subject: message.subject,
          ...(env === 'production' ? { link_count: message.links.length } : { links: message.links }),
        },
      },
      `mail to ${message.to}: ${message.subject}`,
    );
  },
  async list() {
    const rows = await db.select().from(outboxMessages).orderBy(asc(outboxMessages.sentAt));
    return rows.map((row) => ({ ...row, sent_at: row.sentAt.toISOString() }));
  },
});
