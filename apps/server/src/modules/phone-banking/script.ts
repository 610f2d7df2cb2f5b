/**
 * The call script (docs/decisions/0044-phone-banking.md): rich text from the editor, sanitised on the way in to a
 * short list of tags, with `{field}` placeholders that next-voter fills with the voter's values, HTML-escaped.
 */
import sanitizeHtml from 'sanitize-html';
import { SCRIPT_FIELDS, type ScriptField } from '@groundwork/shared/contracts/phone-banking';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'tel', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link opens beside the calling screen, never in its place.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** The script's safe HTML; null when nothing readable is left (only unsafe markup was sent). */
export const sanitizeScript = (html: string): string | null => {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim();
  return text === '' ? null : clean;
};

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export type ScriptValues = Record<ScriptField, string | null>;

const FIELDS = new Set<string>(SCRIPT_FIELDS);

/** `{first_name}` and the other SCRIPT_FIELDS replaced by the voter's values (escaped); other braces stay. */
export const renderScript = (script: string, values: ScriptValues): string =>
  script.replace(/\{(\w+)\}/g, (whole, name: string) =>
    FIELDS.has(name) ? escapeHtml(values[name as ScriptField] ?? '') : whole,
  );
