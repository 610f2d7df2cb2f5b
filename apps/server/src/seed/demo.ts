import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { INVITATION_LIFETIME_DAYS } from '@groundwork/shared/constants';
import type { AppContext } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { identityAccounts, identityUsers } from '../db/schema/index.ts';
import { hashPassword } from '../identity/auth.ts';
import { invitationEmail } from '../integrations/mail/templates.ts';
import { insertCampaign } from '../modules/campaigns/campaigns.repository.ts';
import { insertMembership } from '../modules/memberships/memberships.repository.ts';
import {
  hashInvitationToken,
  insertInvitation,
  newInvitationToken,
} from '../modules/invitations/invitations.repository.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { insertGroup, replaceMembers } from '../modules/voter-groups/voter-groups.repository.ts';
import { voterWhere } from '../modules/voters/voter-filter.ts';
import { seedDemoSurveys } from './demo-surveys.ts';
import { seedDemoUploadedGroup } from './demo-uploaded-group.ts';
import { seedDemoWalkbooks } from './demo-walkbooks.ts';
import { seedDemoElectionResults } from './demo-election-results.ts';
import { seedDemoStreets } from './demo-streets.ts';
import { insertDemoVoters } from './demo-voters.ts';

export const DEMO_DOMAIN = 'demo.groundwork.test';
export const DEMO_CAMPAIGN_NAME = 'Riverside for Council';

interface DemoPerson {
  email: string;
  first: string;
  last: string;
  title: string;
  termsAccepted: boolean;
}

export const DEMO_PEOPLE: DemoPerson[] = [
  { email: `manager@${DEMO_DOMAIN}`, first: 'Maya', last: 'Okafor', title: 'Manager', termsAccepted: true },
  {
    email: `director@${DEMO_DOMAIN}`,
    first: 'Daniel',
    last: 'Reyes',
    title: 'Director',
    termsAccepted: true,
  },
  { email: `staff@${DEMO_DOMAIN}`, first: 'Priya', last: 'Shah', title: 'Staff', termsAccepted: true },
  { email: `volunteer@${DEMO_DOMAIN}`, first: 'Sam', last: 'Lee', title: 'Volunteer', termsAccepted: true },
  { email: `newcomer@${DEMO_DOMAIN}`, first: 'Nora', last: 'Quinn', title: 'Manager', termsAccepted: false },
];
export const DEMO_INVITEE = `invitee@${DEMO_DOMAIN}`;

/** A verified identity with a password, and its product account: what registration plus verification make. */
export const createVerifiedPerson = async (
  tx: DbOrTx,
  person: { email: string; first: string; last: string; termsAccepted: boolean },
  passwordHash: string,
) => {
  const [identity] = await tx
    .insert(identityUsers)
    .values({ name: `${person.first} ${person.last}`, email: person.email, emailVerified: true })
    .returning();
  if (!identity) throw new Error('insert returned no row');
  await tx.insert(identityAccounts).values({
    accountId: identity.id,
    providerId: 'credential',
    userId: identity.id,
    password: passwordHash,
    updatedAt: new Date(),
  });
  return insertUser(tx, {
    id: identity.id,
    email: person.email,
    first: person.first,
    last: person.last,
    isVerified: true,
    termsAccepted: person.termsAccepted,
  });
};

/**
 * The district's voters, two past elections' results with precinct shapes, two voter groups built from filters
 * and one uploaded as a file, all Ready.
 */
const seedDemoDistrict = async (
  ctx: AppContext,
  log: FastifyBaseLogger,
  campaignId: string,
  managerId: string,
) => {
  if (ctx.config.demo.voters === 0) return;
  const { generated } = await insertDemoVoters(ctx.database, campaignId, ctx.config.demo.voters);
  await seedDemoStreets(ctx.db, campaignId);
  await seedDemoElectionResults(ctx.db, campaignId, generated);
  const groups = [
    {
      name: 'Unaffiliated 2024 voters',
      description: 'Unaffiliated voters who voted in the 2024 general election: persuasion universe.',
      filterParams: { parties: ['UNA'], vote_history: { elections: ['2024G'] } },
    },
    {
      name: 'Young Democrats, low turnout',
      description: 'Democrats aged 18 to 34 who voted in at most one of the last three elections.',
      filterParams: {
        parties: ['DEM'],
        age_min: 18,
        age_max: 34,
        vote_history_max: { elections: ['2022G', '2024P', '2024G'], max: 1 },
      },
    },
  ];
  for (const group of groups) {
    const row = await insertGroup(ctx.db, {
      campaignId,
      userId: managerId,
      ...group,
      type: 'filter',
      status: 'Pending',
    });
    await replaceMembers(ctx.db, row.id, voterWhere(campaignId, group.filterParams));
  }
  await seedDemoUploadedGroup(ctx, log, campaignId, managerId);
};

export interface DemoSummary {
  created: boolean;
  people: DemoPerson[];
  invitee: string;
  invitationUrl: string | null;
}

/** Seeds the demo campaign once (on a fresh database); later starts find it and change nothing. */
export const seedDemo = async (ctx: AppContext, log: FastifyBaseLogger): Promise<DemoSummary> => {
  const first = DEMO_PEOPLE[0];
  if (!first) throw new Error('no demo people');
  const existing = await ctx.db
    .select({ id: identityUsers.id })
    .from(identityUsers)
    .where(eq(identityUsers.email, first.email));
  if (existing.length > 0)
    return { created: false, people: DEMO_PEOPLE, invitee: DEMO_INVITEE, invitationUrl: null };

  const passwordHash = await hashPassword(ctx.config.demo.password);
  const token = newInvitationToken();
  const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_DAYS * 86_400_000);
  const { campaign, manager, accounts } = await ctx.db.transaction(async (tx) => {
    const accounts = [];
    for (const person of DEMO_PEOPLE) accounts.push(await createVerifiedPerson(tx, person, passwordHash));
    const owner = accounts[0];
    if (!owner) throw new Error('no demo manager');
    const created = await insertCampaign(tx, {
      name: DEMO_CAMPAIGN_NAME,
      candidateName: 'Dana Rivera',
      address: '222 W Hargett St, Raleigh, NC 27601',
      location: 'Raleigh, NC — City Council District C',
      ownerEmail: owner.email,
    });
    for (const [index, person] of DEMO_PEOPLE.entries()) {
      const account = accounts[index];
      if (account)
        await insertMembership(tx, { campaignId: created.id, userId: account.id, title: person.title });
    }
    await insertInvitation(tx, {
      tokenHash: hashInvitationToken(token),
      senderId: owner.id,
      senderEmail: owner.email,
      campaignId: created.id,
      receiverEmail: DEMO_INVITEE,
      offerTitle: 'Volunteer',
      message: 'Join us knocking doors on Saturday mornings!',
      expiresAt,
    });
    return { campaign: created, manager: owner, accounts };
  });
  await seedDemoDistrict(ctx, log, campaign.id, manager.id);
  const [doorSurvey] = await seedDemoSurveys(ctx.db, { campaignId: campaign.id, userId: manager.id });
  const idOf = (title: string) => accounts[DEMO_PEOPLE.findIndex((p) => p.title === title)]?.id ?? manager.id;
  if (ctx.config.demo.voters > 0)
    await seedDemoWalkbooks(
      ctx.db,
      {
        userId: manager.id,
        email: manager.email,
        campaignId: campaign.id,
        membershipId: '',
        title: 'Manager',
      },
      { volunteer: idOf('Volunteer'), staff: idOf('Staff') },
      doorSurvey,
    );
  const invitationUrl = `${ctx.config.publicUrl}/auth/register?invitationToken=${token}`;
  await ctx.mailer.send(
    invitationEmail(DEMO_INVITEE, {
      senderName: `${manager.first} ${manager.last}`,
      campaignName: campaign.name,
      offerTitle: 'Volunteer',
      message: 'Join us knocking doors on Saturday mornings!',
      url: invitationUrl,
      expiresAt,
    }),
  );
  return { created: true, people: DEMO_PEOPLE, invitee: DEMO_INVITEE, invitationUrl };
};
