import type { ContactHistory } from '@groundwork/shared/contracts/contact-history';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { voterConsent } from '../consent/consent.service.ts';
import * as repo from './contact-history.repository.ts';

/** GET /voter/contact-history/: door visits and text, call and mail touches, newest first, and consent. */
export const contactHistory = async (db: Db, actor: Actor, voterId: string): Promise<ContactHistory> => {
  const voter = await repo.findVoter(db, actor.campaignId, voterId);
  if (!voter) throw notFound('Voter');
  const [doors, others, consent] = await Promise.all([
    repo.doorEntries(db, actor.campaignId, voterId),
    repo.otherEntries(db, actor.campaignId, voterId),
    voterConsent(db, actor.campaignId, voterId),
  ]);
  const street = [voter.street, voter.unit].filter(Boolean).join(' ');
  const address = [street, [voter.city, voter.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    voter: {
      id: voter.id,
      name: `${voter.first} ${voter.last}`.trim(),
      address: address || null,
      phone: voter.phone || null,
      email: voter.email || null,
    },
    entries: [...doors, ...others].sort((a, b) => b.at.localeCompare(a.at)),
    consent,
  };
};
