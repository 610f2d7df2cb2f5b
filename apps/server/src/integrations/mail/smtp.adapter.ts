import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mail.port.ts';

/** Sends through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.org:465). */
export const createSmtpMailer = (smtpUrl: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      transport.close();
    },
  };
};
