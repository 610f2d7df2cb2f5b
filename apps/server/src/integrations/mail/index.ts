import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from './mail.port.ts';
import { createOutboxMailer } from './outbox.adapter.ts';
import { createSmtpMailer } from './smtp.adapter.ts';

export type { Mailer, MailMessage } from './mail.port.ts';

/** SMTP when configured, otherwise the development outbox. */
export const createMailer = (options: {
  smtpUrl: string | undefined;
  from: string;
  env: 'development' | 'production' | 'test';
  db: Db;
  log: FastifyBaseLogger;
}): Mailer =>
  options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(options.db, options.log, options.env);
