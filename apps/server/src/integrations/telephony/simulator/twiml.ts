import type { TwimlStep } from '../telephony.port.ts';

const decode = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

const attribute = (attributes: string, name: string): string | undefined => {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(attributes);
  return match ? decode(match[1]!) : undefined;
};

/**
 * The steps of our own TwiML, in order (the simulator runs only what our webhooks answer): `<Say>`, `<Dial>`
 * with one `<Number>`, `<Hangup/>`. Anything else is skipped.
 */
export const runnableSteps = (xml: string): TwimlStep[] => {
  const steps: TwimlStep[] = [];
  const verbs = /<Say\b[^>]*>([\s\S]*?)<\/Say>|<Dial\b([^>]*)>([\s\S]*?)<\/Dial>|<Hangup\s*\/>/g;
  for (const match of xml.matchAll(verbs)) {
    if (match[1] !== undefined) steps.push({ say: decode(match[1]) });
    else if (match[2] !== undefined) {
      const number = /<Number\b([^>]*)>([^<]*)<\/Number>/.exec(match[3] ?? '');
      const callerId = attribute(match[2], 'callerId');
      if (!number || !callerId) continue;
      const statusCallback = attribute(number[1] ?? '', 'statusCallback');
      steps.push({
        dial: { callerId, number: decode(number[2]!.trim()), ...(statusCallback ? { statusCallback } : {}) },
      });
    } else steps.push({ hangup: true });
  }
  return steps;
};
