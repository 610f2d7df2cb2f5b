import { describe, expect, it } from 'vitest';
import { mailKeys } from '../../features/mail/keys';
import { makeGroup } from '../../features/mail/components/mail-fixtures';
import { recommendationKeys } from '../../features/recommended-walkbooks/keys';
import { POLL_INTERVAL_MS, voterGroupKeys } from '../../features/voter-groups/keys';
import { CAMPAIGN_ID, USER_ID } from '../../test/fake-server';
import { LOADING_MESSAGES, sessionStepsForTitle } from './session-steps';

const context = (title: string) => ({ userId: USER_ID, campaignId: CAMPAIGN_ID, title });
const stepFor = (title: string, message: string) => {
  const step = sessionStepsForTitle(title).find((candidate) => candidate.message === message);
  if (!step) throw new Error(`No "${message}" step for ${title}`);
  return step.query(context(title));
};

describe('session steps', () => {
  it("files a Manager's lazily loaded lists under their features' own keys, so pages share them", () => {
    expect(stepFor('Manager', LOADING_MESSAGES.mailers).queryKey).toEqual(mailKeys.mailers(CAMPAIGN_ID));
    expect(stepFor('Manager', LOADING_MESSAGES.recommendations).queryKey).toEqual(
      recommendationKeys.requests(CAMPAIGN_ID),
    );
    expect(stepFor('Manager', LOADING_MESSAGES.voterGroups).queryKey).toEqual(
      voterGroupKeys.list(CAMPAIGN_ID),
    );
  });

  it('asks for the voter groups again while one is still being selected, and not once all have settled', () => {
    const { refetchInterval } = stepFor('Manager', LOADING_MESSAGES.voterGroups);
    const pending = [makeGroup('a', 'Ward 1'), makeGroup('b', 'Ward 2', 'Pending')];
    expect(refetchInterval?.({ state: { data: pending } })).toBe(POLL_INTERVAL_MS);
    expect(refetchInterval?.({ state: { data: [makeGroup('a', 'Ward 1')] } })).toBe(false);
    expect(refetchInterval?.({ state: { data: undefined } })).toBe(false);
  });

  it('gives other titles only the field lists', () => {
    expect(sessionStepsForTitle('Volunteer').map((step) => step.message)).toEqual([
      LOADING_MESSAGES.campaign,
      LOADING_MESSAGES.walkbooks,
      LOADING_MESSAGES.roadSigns,
      LOADING_MESSAGES.user,
    ]);
  });
});
