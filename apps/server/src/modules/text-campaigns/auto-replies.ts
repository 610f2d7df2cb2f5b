/** The texts the server itself sends: keyword confirmations and HELP (docs/decisions/0041-text-campaigns.md). */
import type { AppContext } from '../../context.ts';
import { handToPort, recordOutbound, type Outbound } from './outbound.ts';

export type AutoReply = Omit<Outbound, 'userId'>;

/** The default wording, naming the campaign (CTIA: the sender, how to opt out, how to get help). */
export const autoReplyText = (kind: 'opt_out' | 'opt_in' | 'help', campaignName: string): string => {
  if (kind === 'opt_out')
    return `${campaignName}: you are unsubscribed and will receive no more texts. Reply START to resubscribe.`;
  if (kind === 'opt_in') return `${campaignName}: you are subscribed again. Reply STOP to opt out.`;
  return `${campaignName}: texts from our volunteers. Reply STOP to opt out.`;
};

/** Records the reply and hands it to the port; a refusal leaves it `failed` (the voter's message is kept). */
export const sendAutoReply = async (ctx: AppContext, reply: AutoReply): Promise<void> => {
  const out = { ...reply, userId: null };
  const id = await recordOutbound(ctx.db, out);
  await handToPort(ctx, id, out).catch(() => undefined);
};
