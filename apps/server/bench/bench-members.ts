/** A Volunteer of the bench's campaign, signed up and verified, as the actor the services take. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { insertMembership } from '../src/modules/memberships/memberships.repository.ts';
import type { Actor } from '../src/plugins/access.ts';
import { createVerifiedPerson } from '../src/seed/demo.ts';

export const benchVolunteer = async (
  db: Db,
  campaignId: string,
  first: string,
  last: string,
): Promise<Actor> => {
  const user = await createVerifiedPerson(
    db,
    {
      email: `${last.toLowerCase()}-${first.toLowerCase()}-${randomBytes(4).toString('hex')}@example.org`,
      first,
      last,
      termsAccepted: true,
    },
    'not-a-usable-password-hash',
  );
  const membership = await insertMembership(db, { campaignId, userId: user.id, title: 'Volunteer' });
  return { userId: user.id, email: user.email, campaignId, membershipId: membership!.id, title: 'Volunteer' };
};
