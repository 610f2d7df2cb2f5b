import { SCRIPT_FIELDS, type ScriptField } from '@groundwork/shared/contracts/phone-banking';

export type ScriptSample = Record<ScriptField, string>;

/** Who the preview reads the script to, until the recipients give a real voter. */
export const SAMPLE_VOTER: ScriptSample = {
  first_name: 'Jordan',
  last_name: 'Ellis',
  city: 'Riverside',
  precinct: '01-07',
  party: 'Unaffiliated',
  caller_first_name: 'Sam',
};

/** The labels of the script's voter fields, for the insert menu. */
export const SCRIPT_FIELD_LABELS: Record<ScriptField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  city: 'City',
  precinct: 'Precinct',
  party: 'Party',
  caller_first_name: 'Caller’s first name',
};

const FIELD_PATTERN = /\{([a-z_]+)\}/g;
const isScriptField = (name: string): name is ScriptField =>
  (SCRIPT_FIELDS as readonly string[]).includes(name);

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The script's HTML as a caller reads it to `sample`: each `{field}` of SCRIPT_FIELDS replaced by the sample's
 * value, escaped; other braces stay as typed so a typo shows. The HTML itself is the editor's own output (or the
 * server's sanitised copy), never typed markup.
 */
export const renderScript = (html: string, sample: ScriptSample): string =>
  html.replace(FIELD_PATTERN, (whole, name: string) =>
    isScriptField(name) ? escapeHtml(sample[name]) : whole,
  );

/** `{fields}` the script names that are not SCRIPT_FIELDS. */
export const unknownScriptFields = (html: string): string[] => [
  ...new Set(
    [...html.matchAll(FIELD_PATTERN)].map((match) => match[1] ?? '').filter((name) => !isScriptField(name)),
  ),
];

/** True when the editor's HTML holds no words (an empty editor is `<p></p>`). */
export const isScriptEmpty = (html: string): boolean => html.replace(/<[^>]*>/g, '').trim() === '';
