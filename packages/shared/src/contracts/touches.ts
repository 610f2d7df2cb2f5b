import { z } from 'zod';

/**
 * Touches across channels (docs/decisions/0042-consent-and-touches.md): a door visit, a delivered text, an
 * answered call or a mailed piece. Doors stay in walkbook visits; the other channels are rows of `touches`.
 */
export const TOUCH_CHANNELS = ['door', 'text', 'call', 'mail'] as const;
export type TouchChannel = (typeof TOUCH_CHANNELS)[number];
export const TOUCH_CHANNEL_LABELS: Record<TouchChannel, string> = {
  door: 'Doors',
  text: 'Texts',
  call: 'Calls',
  mail: 'Mail',
};

/** Touches and contacts (a conversation: a door answered, a reply, an answered call) of one channel. */
export const channelCountSchema = z.object({ touches: z.number().int(), contacts: z.number().int() });
export type ChannelCount = z.infer<typeof channelCountSchema>;

/** `by_channel`: doors, texts, calls and mail side by side, keyed by TOUCH_CHANNELS. */
export const channelCountsSchema = z
  .object({
    door: channelCountSchema,
    text: channelCountSchema,
    call: channelCountSchema,
    mail: channelCountSchema,
  })
  .meta({ id: 'ChannelCounts' });
export type ChannelCounts = z.infer<typeof channelCountsSchema>;
