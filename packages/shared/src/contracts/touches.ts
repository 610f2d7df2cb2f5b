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
