/**
 * What a voter's reply asks for (docs/decisions/0057-consent-revocation.md). The FCC's revocation rule (47 CFR
 * 64.1200(a)(10), in force since April 2025) makes a reply using words such as stop, quit, end, revoke, opt out,
 * cancel or unsubscribe a revocation of consent. A reply is normalised (Unicode NFKC, case, punctuation, symbols
 * and emoji, invisible characters, surrounding whitespace), then:
 * - `opt_out`: one of its sentences is a keyword or a short phrase built on one ("please stop", "stop texting me",
 *   "unsubscribe me", "opt-out", "I want to opt out");
 * - `opt_in` / `help`: the whole reply is START / UNSTOP, or HELP;
 * - `possible_opt_out`: a keyword inside a longer sentence ("I won't stop voting for you"), or a request to stop
 *   that uses none ("remove me from your list"): the texter confirms it with one tap;
 * - `none`: a conversation.
 */
import {
  HELP_KEYWORDS,
  OPT_IN_KEYWORDS,
  OPT_OUT_KEYWORDS,
} from '@groundwork/shared/contracts/text-campaigns';

export type ReplyClass = 'opt_out' | 'possible_opt_out' | 'opt_in' | 'help' | 'none';

const words = (list: readonly string[]) => new Set(list.map((w) => w.toLowerCase()));

/** The carrier keywords, and "unsub"; "opt out" and "opt me out" are read as OPTOUT. */
const OPT_OUT = words([...OPT_OUT_KEYWORDS, 'unsub']);
const OPT_IN = words(OPT_IN_KEYWORDS);
const HELP = words(HELP_KEYWORDS);
/** Words a short opt-out may open with: "please stop", "can you stop", "I want to unsubscribe". */
const LEAD_IN = words(
  'please pls plz kindly just ok okay hi hey hello sorry i we want wanna would like to can could will you u need hereby'.split(
    ' ',
  ),
);
/** Words a short opt-out may go on with: "stop texting me", "unsubscribe me from this list", "cancel my subscription". */
const FOLLOW_ON = words(
  `me us my our this that these those it all them the your you u from to with number phone list texting texts text
   txt txts txting messaging messages message msg msgs sms sending send contacting contact calling spam spamming
   bothering consent subscription anymore any more now please pls plz thanks thank thx ty immediately asap right away
   again ever forever permanently already campaign here`.split(/\s+/),
);
/** A sentence with one of these is not a plain request ("don't stop", "never quit"). */
const NEGATION = words("don't dont do not never won't wont can't cant cannot didn't doesn't no".split(' '));
/** Requests to stop that use no keyword: shown as possible opt-outs. */
const REQUESTS = [
  'remove me',
  'take me off',
  "don't text",
  'dont text',
  'do not text',
  "don't contact",
  'do not contact',
  'no more texts',
  'no more text',
  'no more messages',
  'leave me alone',
  'wrong number',
].map((phrase) => phrase.split(' '));
/** A short phrase is at most this many words. */
const SHORT = 10;

/** Sentences end at these (and at line breaks); NFKC has already folded full-width forms. */
const SENTENCE_END = /[.!?;:,…\n\r]+/u;

const fold = (text: string) =>
  text
    .normalize('NFKC')
    // Zero-width and other format characters (soft hyphen, ZWJ inside emoji) would split a word.
    .replace(/\p{Cf}/gu, '')
    .replace(/[‘’ʼ`´]/gu, "'")
    .toLowerCase();

const tokens = (folded: string): string[] =>
  folded
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .split(' ')
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

/** "opt out", "opt-out" and "opt me out" are the keyword OPTOUT. */
const mergeOptOut = (ws: string[]): string[] => {
  const out: string[] = [];
  for (let i = 0; i < ws.length; i += 1) {
    if (ws[i] === 'opt' && ws[i + 1] === 'out') {
      out.push('optout');
      i += 1;
    } else if (ws[i] === 'opt' && ws[i + 1] === 'me' && ws[i + 2] === 'out') {
      out.push('optout', 'me');
      i += 2;
    } else out.push(ws[i]!);
  }
  return out;
};

/** The reply as the classifier reads it: folded, its words joined by one space. */
export const normalizeReply = (text: string): string => tokens(fold(text)).join(' ');

/** A sentence that is a keyword or a short phrase built on one. */
const isShortOptOut = (ws: string[]): boolean => {
  if (ws.length === 0 || ws.length > SHORT || ws.some((w) => NEGATION.has(w))) return false;
  let i = 0;
  while (i < ws.length && LEAD_IN.has(ws[i]!) && !OPT_OUT.has(ws[i]!)) i += 1;
  if (!OPT_OUT.has(ws[i] ?? '')) return false;
  return ws.slice(i + 1).every((w) => FOLLOW_ON.has(w) || OPT_OUT.has(w));
};

const containsPhrase = (ws: string[], phrase: string[]) =>
  ws.some((_, i) => phrase.every((p, j) => ws[i + j] === p));

export const classifyReply = (text: string): ReplyClass => {
  const folded = fold(text);
  const all = mergeOptOut(tokens(folded));
  if (all.length === 0) return 'none';
  const sentences = folded.split(SENTENCE_END).map((s) => mergeOptOut(tokens(s)));
  if (sentences.some(isShortOptOut)) return 'opt_out';
  if (all.length === 1 && OPT_IN.has(all[0]!)) return 'opt_in';
  if (all.length === 1 && HELP.has(all[0]!)) return 'help';
  if (all.some((w) => OPT_OUT.has(w)) || REQUESTS.some((phrase) => containsPhrase(all, phrase)))
    return 'possible_opt_out';
  return 'none';
};
