import { randomBytes } from 'node:crypto';
import { INVITATION_LIFETIME_DAYS } from '@groundwork/shared/constants';
import type { OutboxMessage } from '@groundwork/shared/contracts/system';
import { hashPassword } from '../identity/auth.ts';
import type { AuditSource } from '../modules/audit-log/audit-log.repository.ts';
import { insertCampaign } from '../modules/campaigns/campaigns.repository.ts';
import { insertMembership } from '../modules/memberships/memberships.repository.ts';
import {
  hashInvitationToken,
  insertInvitation,
  newInvitationToken,
} from '../modules/invitations/invitations.repository.ts';
import { createVerifiedPerson } from '../seed/demo.ts';
import { PUBLIC_URL, type TestApp } from './harness.ts';

export const PASSWORD = 'Str0ng.Passw0rd!';
let passwordHash: Promise<string> | undefined;
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.org`;

export interface Person {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** Signs in through the identity provider and exchanges the session for an ID token, as the web app does. */
export const signIn = async (t: TestApp, email: string, password = PASSWORD) => {
  const signInReply = await t.inject({
    method: 'POST',
    url: '/identity/sign-in/email',
    headers: { origin: PUBLIC_URL },
    payload: { email, password },
  });
  if (signInReply.statusCode !== 200)
    throw new Error(`sign-in failed: ${signInReply.statusCode} ${signInReply.body}`);
  const cookie = [signInReply.headers['set-cookie']]
    .flat()
    .filter(Boolean)
    .map((c) => String(c).split(';')[0])
    .join('; ');
  const tokenReply = await t.inject({ method: 'GET', url: '/identity/token', headers: { cookie } });
  if (tokenReply.statusCode !== 200)
    throw new Error(`token failed: ${tokenReply.statusCode} ${tokenReply.body}`);
  const token = tokenReply.json<{ token: string }>().token;
  return { cookie, token };
};

/** A verified person with a product account (and terms accepted unless told otherwise), signed in. */
export const createPerson = async (
  t: TestApp,
  options: { label?: string; termsAccepted?: boolean } = {},
): Promise<Person> => {
  passwordHash ??= hashPassword(PASSWORD);
  const email = uniqueEmail(options.label ?? 'person');
  const user = await createVerifiedPerson(
    t.database.db,
    { email, first: 'Test', last: 'Person', termsAccepted: options.termsAccepted ?? true },
    await passwordHash,
  );
  const { token } = await signIn(t, email);
  return { id: user.id, email, token, auth: { authorization: `Bearer ${token}` } };
};

export const createCampaign = async (t: TestApp, owner: Person, name = 'Test Campaign') => {
  const campaign = await insertCampaign(t.database.db, {
    name,
    ownerEmail: owner.email,
    candidateName: 'Casey Candidate',
  });
  await insertMembership(t.database.db, { campaignId: campaign.id, userId: owner.id, title: 'Manager' });
  return campaign;
};

export const addMember = async (
  t: TestApp,
  campaignId: string,
  title: string,
  label = title.toLowerCase(),
) => {
  const person = await createPerson(t, { label });
  await insertMembership(t.database.db, { campaignId, userId: person.id, title });
  return person;
};

/** A campaign with one member of each title. */
export const createCampaignWithTeam = async (t: TestApp, name = 'Team Campaign') => {
  const manager = await createPerson(t, { label: 'manager' });
  const campaign = await createCampaign(t, manager, name);
  const director = await addMember(t, campaign.id, 'Director');
  const staff = await addMember(t, campaign.id, 'Staff');
  const volunteer = await addMember(t, campaign.id, 'Volunteer');
  return { campaign, manager, director, staff, volunteer };
};

/** An open invitation made directly in the database; returns the raw token the e-mail would carry. */
export const createInvitationRecord = async (
  t: TestApp,
  campaignId: string,
  sender: Person,
  receiverEmail: string,
  options: { offerTitle?: string; expiresAt?: Date } = {},
) => {
  const token = newInvitationToken();
  const row = await insertInvitation(t.database.db, {
    tokenHash: hashInvitationToken(token),
    senderId: sender.id,
    senderEmail: sender.email,
    campaignId,
    receiverEmail,
    offerTitle: options.offerTitle ?? 'Volunteer',
    expiresAt: options.expiresAt ?? new Date(Date.now() + INVITATION_LIFETIME_DAYS * 86_400_000),
  });
  return { token, id: row.id };
};

export const outbox = async (t: TestApp): Promise<OutboxMessage[]> =>
  (await t.inject({ method: 'GET', url: '/api/dev/outbox' })).json<OutboxMessage[]>();

/** The newest e-mail to `to`, and the token in its first link. */
export const lastMailTo = async (t: TestApp, to: string) => {
  const mail = (await outbox(t)).filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = new URL(mail.links[0] ?? '');
  return {
    mail,
    link,
    token: link.searchParams.get('token') ?? link.searchParams.get('invitationToken') ?? '',
  };
};

export const newEmail = uniqueEmail;

/** The audit source of a service called directly (not through a route). */
export const auditSourceOf = (person: { id: string; email: string }): AuditSource => ({
  userId: person.id,
  email: person.email,
  ip: null,
  clientType: 'test',
});
