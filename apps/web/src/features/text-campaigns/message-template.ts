import { SegmentedMessage } from 'sms-segments-calculator';
import { MESSAGE_FIELDS, type MessageField } from '@groundwork/shared/contracts/text-campaigns';

export type SampleVoter = Partial<Record<MessageField, string>>;

/** The first name `{texter_first_name}` shows in the preview when no texter is assigned yet, labelled an example. */
export const EXAMPLE_TEXTER = 'Sam';

export interface PreviewTexter {
  firstName: string;
  /** True when no assigned texter has a first name: the name is EXAMPLE_TEXTER. */
  isExample: boolean;
}

/**
 * Who greets in the preview: the first assigned texter who has a first name, else "Sam" as an example. Each
 * texter sends under their own name, so the preview never shows the Manager's (the server's sample does).
 */
export const previewTexter = (
  assigned: readonly string[],
  members: readonly { user_id: string; first: string }[] | undefined,
): PreviewTexter => {
  const byId = new Map((members ?? []).map((member) => [member.user_id, member.first.trim()]));
  const firstName = assigned.map((id) => byId.get(id)).find((name) => name);
  return firstName ? { firstName, isExample: false } : { firstName: EXAMPLE_TEXTER, isExample: true };
};

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
