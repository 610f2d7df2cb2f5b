import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createCampaignWithTeam, newEmail } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

/** A real SMTP server on loopback catches what the SMTP adapter sends. */
const received: { to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
const port = (smtp.server.address() as AddressInfo).port;

const t = await createTestApp({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_FROM: 'Groundwork <team@example.org>',
});

describe('SMTP adapter', () => {
  it('sends the invitation e-mail through SMTP, and there is no outbox', async () => {
    const { campaign, manager } = await createCampaignWithTeam(t, 'SMTP Campaign');
    const email = newEmail('smtp');
    const reply = await t.inject({
      method: 'POST',
      url: '/api/invitation/',
      headers: manager.auth,
      payload: { campaign_id: campaign.id, receiver_email: email, offer_title: 'Volunteer' },
    });
    expect(reply.statusCode).toBe(201);
    const mail = received.find((m) => m.to.includes(email));
    expect(mail?.data).toContain('Subject:');
    expect(mail?.data).toContain('SMTP Campaign');
    expect(mail?.data).toMatch(/auth\/register\?invitationToken=/);
    expect(mail?.data).toContain('From: Groundwork <team@example.org>');
    expect((await t.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});
