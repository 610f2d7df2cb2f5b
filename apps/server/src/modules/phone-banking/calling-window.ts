/**
 * GET /phone-banking/{id}/calling-window: when calling opens for this call campaign's voters, so the caller's
 * screen says so before anything is tapped (issue 33 item 4, docs/decisions/0062-contact-hours-up-front.md).
 * The zones are the ones next-voter looks in: the voters' own (from their ZIPs) and the campaign's.
 */
import type { ContactWindow } from '@groundwork/shared/contracts/campaigns';
import type { AppContext } from '../../context.ts';
import { contactWindow } from '../../lib/local-hours.ts';
import type { Actor } from '../../plugins/access.ts';
import { phoneBankWithHours } from './access.ts';

export const callingWindow = async (
  ctx: AppContext,
  actor: Actor,
  id: string,
  at = new Date(),
): Promise<ContactWindow> => {
  const found = await phoneBankWithHours(ctx.db, actor, id);
  const campaignZone = found.timeZone ?? ctx.config.timeZone;
  return contactWindow(at, [...found.row.timeZones, campaignZone], found.hours);
};
