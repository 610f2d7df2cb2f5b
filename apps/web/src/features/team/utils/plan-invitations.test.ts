import { describe, expect, it } from 'vitest';
import type { Invitation } from '@groundwork/shared/contracts/invitations';
import { parseEmailList } from './parse-email-list';
import { ALREADY_INVITED, planInvitations, refusalReason } from './plan-invitations';

const invitation = (receiver_email: string, status: Invitation['status']): Invitation => ({
  id: '9d6f3a1e-4b2c-4e8f-8a7d-1c2b3d4e5f60',
  date_sent: '2026-11-01T10:00:00.000Z',
  sender_id: 'd3f89877-de19-4769-8254-e7fcb91cd4b9',
  campaign_id: '4d6c48f3-1ce3-401f-956f-e59ee373355b',
  receiver_email,
  status,
  message: null,
  offer_title: 'Volunteer',
  expires_at: '2026-12-30T10:00:00.000Z',
});

describe('planInvitations', () => {
  it('sends the valid addresses without an open invitation; an expired one may be invited again', () => {
    const plan = planInvitations(parseEmailList('ana@example.org, nope, Wes@example.org, old@example.org'), [
      invitation('wes@example.org', 'pending'),
      invitation('old@example.org', 'expired'),
    ]);
    expect(plan.send).toEqual(['ana@example.org', 'old@example.org']);
    expect(plan.refused).toEqual([
      { email: 'nope', error: 'is not a valid e-mail address' },
      { email: 'wes@example.org', error: ALREADY_INVITED },
    ]);
  });
});

describe('refusalReason', () => {
  it('reads a server refusal after its address, and leaves other messages as they are', () => {
    expect(refusalReason('mo@example.org', 'mo@example.org is already a member of this campaign')).toBe(
      'is already a member of this campaign',
    );
    expect(refusalReason('mo@example.org', 'A Director cannot make anyone Manager')).toBe(
      'A Director cannot make anyone Manager',
    );
  });
});
