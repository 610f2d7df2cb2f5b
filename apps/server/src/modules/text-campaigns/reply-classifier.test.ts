import { describe, expect, it } from 'vitest';
import {
  HELP_KEYWORDS,
  OPT_IN_KEYWORDS,
  OPT_OUT_KEYWORDS,
} from '@groundwork/shared/contracts/text-campaigns';
import { classifyReply, normalizeReply } from './reply-classifier.ts';

describe('normalizeReply', () => {
  it('folds width, case, punctuation, symbols, invisible characters and surrounding whitespace', () => {
    expect(normalizeReply(' Stop. ')).toBe('stop');
    expect(normalizeReply('ＳＴＯＰ')).toBe('stop');
    expect(normalizeReply('𝐒𝐓𝐎𝐏')).toBe('stop');
    expect(normalizeReply('S\u200bT\u00adOP')).toBe('stop');
    expect(normalizeReply('Opt-Out!!! 🛑')).toBe('opt out');
    expect(normalizeReply('Don’t  stop\n')).toBe("don't stop");
  });
});

describe('classifyReply', () => {
  it('opts out on every carrier keyword in any case, width and punctuation', () => {
    for (const word of OPT_OUT_KEYWORDS) {
      const variants = [
        word,
        word.toLowerCase(),
        ` ${word[0]}${word.slice(1).toLowerCase()}. `,
        `${word.toLowerCase()}!`,
        `${word}?!`,
        `"${word}"`,
        `\t${word}\n`,
        // Full-width letters: NFKC folds them.
        [...word].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join(''),
        `${word} 🛑`,
        `🙄 ${word.toLowerCase()}`,
      ];
      for (const text of variants) expect([text, classifyReply(text)]).toEqual([text, 'opt_out']);
    }
  });

  it.each([
    // The wordings.
    ' Stop. ',
    'ＳＴＯＰ',
    'stop!',
    'please stop',
    'stop texting me',
    'unsubscribe me',
    'opt-out',
    // The FCC's words and short phrases built on them.
    'opt out',
    'Opt me out',
    'OPT OUT PLEASE',
    'quit',
    'end',
    'End.',
    'revoke',
    'I revoke my consent',
    'cancel',
    'Cancel my subscription',
    'unsubscribe',
    'Stop all',
    'STOP ALL TEXTS',
    'Please stop texting me.',
    'Stop sending me messages!!',
    'stop texting this number',
    'Stop texting me, please',
    'pls stop',
    'Can you stop texting me?',
    'I want to unsubscribe',
    'I would like to opt out',
    'Unsubscribe me from this list',
    'stop stop stop',
    'STOP!!! 😡😡',
    'Stop. Don’t text me again.',
    'Stop texting me, I am voting for the other guy',
    'Please remove me. Stop',
  ])('%j is an opt-out', (text) => {
    expect(classifyReply(text)).toBe('opt_out');
  });

  it.each([
    'I won’t stop voting for you',
    "don't stop",
    'Don’t stop!',
    'Never quit!',
    'When does early voting end?',
    'See you at the end of the week',
    'Can I cancel my mail ballot and vote in person?',
    'The end.',
    'I will stop by the office tomorrow',
    'stop help',
    // No keyword, but plainly a request to stop: a human confirms.
    'Remove me from your list',
    'Please take me off your list',
    'Do not text me',
    'don’t text me again',
    'No more texts please',
    'Leave me alone',
  ])('%j is a possible opt-out', (text) => {
    expect(classifyReply(text)).toBe('possible_opt_out');
  });

  it.each([
    'Yes! Can’t wait to vote',
    'Yes!',
    'Where do I vote?',
    'I already voted, thanks 👍',
    'Who is this?',
    'Stopped by the rally yesterday, great speech',
    'Can’t wait for the weekend',
    'Yes I am voting for her. I also told my neighbours, my sister and my whole book club, and we are all going together on Tuesday morning',
    '👍',
    '',
    '   ',
    '!!!',
  ])('%j changes nothing', (text) => {
    expect(classifyReply(text)).toBe('none');
  });

  it('keeps START / UNSTOP and HELP, with the same normalising, and only as the whole reply', () => {
    for (const word of OPT_IN_KEYWORDS) {
      expect(classifyReply(word)).toBe('opt_in');
      expect(classifyReply(` ${word.toLowerCase()}! `)).toBe('opt_in');
    }
    for (const word of HELP_KEYWORDS) {
      expect(classifyReply(word)).toBe('help');
      expect(classifyReply('Help?')).toBe('help');
      expect(classifyReply('ＨＥＬＰ')).toBe('help');
    }
    expect(classifyReply('When does early voting start?')).toBe('none');
    expect(classifyReply('Help me find my polling place')).toBe('none');
  });
});
