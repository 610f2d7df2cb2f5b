import { z } from 'zod';
import { campaignIdSchema } from './common.ts';

/**
 * The account page's calls (issue 11; docs/decisions/0036-account-and-two-factor.md): leaving a campaign,
 * and the two-factor messages shared by server and web.
 */

/** PUT /users/leave/campaign/?campaign_id=: the caller leaves one campaign (never as its owner). */
export const leaveCampaignQuerySchema = z.object({ campaign_id: campaignIdSchema });

/** 403 TWO_FACTOR_REQUIRED: from every campaign-scoped call while the policy applies to the caller. */
export const TWO_FACTOR_REQUIRED_MESSAGE =
  'This campaign requires two-factor sign-in for Managers and Directors. Turn it on in your account first.';

/** 401 TWO_FACTOR_INVALID_CODE. */
export const TWO_FACTOR_INVALID_CODE_MESSAGE =
  'That code is not right. Check your authenticator app (or backup code) and try again.';

/** The web app sends a member whom the policy stops to /account?two-factor=required, to enrol. */
export const TWO_FACTOR_ENROL_PARAM = 'two-factor';
