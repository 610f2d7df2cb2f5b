import { describe, expect, it } from 'vitest';
import type { CampaignMember } from '@groundwork/shared/contracts/campaigns';
import { allowedActions, type TeamActor } from './member-actions';

const member = (title: string, overrides: Partial<CampaignMember> = {}): CampaignMember => ({
  user_id: `user-${title}`,
  first: title,
  last: 'Person',
  email: `${title.toLowerCase()}@example.org`,
  title,
  date_joined: '2026-01-01T00:00:00.000Z',
  last_active: null,
  is_owner: false,
  ...overrides,
});

const actor = (title: string, isOwner = false): TeamActor => ({
  campaignId: 'c',
  userId: 'me',
  title,
  isOwner,
});

describe('allowedActions', () => {
  it('lets a Manager change and remove anyone but the owner and themselves', () => {
    expect(allowedActions(actor('Manager'), member('Manager'))).toEqual({
      changeTitle: true,
      remove: true,
      transfer: false,
    });
    expect(allowedActions(actor('Manager'), member('Manager', { is_owner: true }))).toMatchObject({
      changeTitle: false,
      remove: false,
    });
    expect(allowedActions(actor('Manager'), member('Staff', { user_id: 'me' }))).toMatchObject({
      remove: false,
    });
  });

  it('keeps a Director off Managers, and Staff off everyone', () => {
    expect(allowedActions(actor('Director'), member('Manager'))).toMatchObject({
      changeTitle: false,
      remove: false,
    });
    expect(allowedActions(actor('Director'), member('Volunteer'))).toMatchObject({
      changeTitle: true,
      remove: true,
    });
    expect(allowedActions(actor('Staff'), member('Volunteer'))).toEqual({
      changeTitle: false,
      remove: false,
      transfer: false,
    });
  });

  it('offers the transfer only to the owner', () => {
    expect(allowedActions(actor('Manager', true), member('Volunteer')).transfer).toBe(true);
    expect(allowedActions(actor('Manager'), member('Volunteer')).transfer).toBe(false);
  });
});
