import { SegmentedMessage } from 'sms-segments-calculator';
import { MESSAGE_FIELDS, type MessageField } from '@groundwork/shared/contracts/text-campaigns';

export type SampleVoter = Partial<Record<MessageField, string>>;

const FIELD_PATTERN = /\{([a-z_]+)\}/g;

/**
 * The template as one recipient reads it: each `{field}` of MESSAGE_FIELDS replaced by the sample's value
 * (empty when the sample has none); braces naming anything else are left as typed, so a typo shows.
 */
export const renderMessage = (template: string, sample: SampleVoter): string =>
  template.replace(FIELD_PATTERN, (whole, name: string) =>
    (MESSAGE_FIELDS as readonly string[]).includes(name) ? (sample[name as MessageField] ?? '') : whole,
  );

/** `{fields}` the template names that are not MESSAGE_FIELDS. */
export const unknownFields = (template: string): string[] =>
  [...template.matchAll(FIELD_PATTERN)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(MESSAGE_FIELDS as readonly string[]).includes(name));

export interface SegmentInfo {
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  characters: number;
  /** Characters one segment holds for this encoding and count (160/153 GSM-7, 70/67 UCS-2). */
  perSegment: number;
  /** Characters that force UCS-2 (emoji, curly quotes…), to point at. */
  unicode: string[];
}

/** How a carrier splits the message (Twilio's own calculator, `sms-segments-calculator`). */
export const measureSegments = (message: string): SegmentInfo => {
  const measured = new SegmentedMessage(message);
  const encoding = measured.encodingName;
  const segments = message.length === 0 ? 0 : measured.segmentsCount;
  const single = encoding === 'GSM-7' ? 160 : 70;
  const multi = encoding === 'GSM-7' ? 153 : 67;
  return {
    encoding,
    segments,
    characters: measured.numberOfCharacters,
    perSegment: segments > 1 ? multi : single,
    unicode: [...new Set(measured.getNonGsmCharacters())],
  };
};

/** "Reply STOP to opt out", "text STOP to end", "Txt QUIT": the opt-out wording carriers look for. */
const OPT_OUT_WORDING = /\b(stop|quit|unsubscribe|opt[\s-]?out|cancel|end)\b/i;

/** True when the message tells the voter how to stop the texts. */
export const hasOptOutWording = (message: string): boolean => OPT_OUT_WORDING.test(message);
