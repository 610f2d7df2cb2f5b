import { describe, expect, it } from 'vitest';
import { SAMPLE_VOTER, isScriptEmpty, renderScript, unknownScriptFields } from './script';

describe('the call script template', () => {
  it('fills the voter fields, escaping their values, and leaves unknown braces as typed', () => {
    const html = '<p>Hi {first_name}, this is {caller_first_name} in {city}. {nickname}?</p>';
    expect(renderScript(html, { ...SAMPLE_VOTER, first_name: 'Ana <b>' })).toBe(
      '<p>Hi Ana &lt;b&gt;, this is Sam in Riverside. {nickname}?</p>',
    );
    expect(unknownScriptFields(html)).toEqual(['nickname']);
  });

  it('sees an editor with no words as empty', () => {
    expect(isScriptEmpty('<p></p>')).toBe(true);
    expect(isScriptEmpty('<p>  </p><ul><li></li></ul>')).toBe(true);
    expect(isScriptEmpty('<p>Hi</p>')).toBe(false);
  });
});
