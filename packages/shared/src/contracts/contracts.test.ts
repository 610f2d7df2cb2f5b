import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { EMAIL_PATTERN, passwordPolicyViolations, describePasswordViolations } from './identity.ts';
import { joinCampaignBodySchema, registerUserBodySchema, registrationFormSchema } from './users.ts';

const CAMPAIGN = '0b9d3c1e-7f4a-4c2b-9e8d-1a2b3c4d5e6f';

const valid = {
  first: 'Ada',
  last: 'Lovelace',
  email: 'ada@example.org',
  password: 'Analytical.1',
  password_confirmation: 'Analytical.1',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('registration form (shell §5)', () => {
  it('accepts valid input', () => {
    expect(registrationFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['short', 'Short.1'],
    ['no digit', 'NoDigitsHere!'],
    ['no special', 'NoSpecial123'],
    ['special outside the list', 'Comma,1234567'],
  ])('refuses a password that is %s', (_case, password) => {
    expect(
      registrationFormSchema.safeParse({ ...valid, password, password_confirmation: password }).success,
    ).toBe(false);
  });

  it('says the spec mismatch message on the web and "Passwords do not match" on the server', () => {
    const input = { ...valid, password_confirmation: 'Other.12345' };
    expect(firstMessage(registrationFormSchema.safeParse(input))).toBe(MESSAGES.passwordConfirmationMismatch);
    expect(firstMessage(registerUserBodySchema.safeParse({ ...input, invitation_token: 't' }))).toBe(
      'Passwords do not match',
    );
  });

  // docs/decisions/0025: names widen from a-z to letters of any language, hyphens, apostrophes, spaces.
  it.each([
    ["O'Neil", 'Nguyễn'],
    ['Mary-Jane', 'D’Arcy'],
    ['José', 'van der Berg'],
    ['Zoë', 'Ørsted'],
    ['Seo-yeon', '김'],
    ['Jose\u0301', 'Smith'], // a combining accent
  ])('accepts the name %s %s', (first, last) => {
    expect(registrationFormSchema.safeParse({ ...valid, first, last }).success).toBe(true);
    expect(joinCampaignBodySchema.safeParse({ campaign_id: CAMPAIGN, first, last }).success).toBe(true);
  });

  it.each(['L0velace', 'Ada!', 'Ada\u0000', '-Ada', "Ada'", 'Ada--Marie', 'A  B', 'x'.repeat(101)])(
    'refuses the name %j with a message that names the field',
    (last) => {
      expect(firstMessage(registrationFormSchema.safeParse({ ...valid, last }))).toMatch(/^Last name /);
      expect(joinCampaignBodySchema.safeParse({ campaign_id: CAMPAIGN, last }).success).toBe(false);
    },
  );

  it('trims names', () => {
    const parsed = registrationFormSchema.parse({ ...valid, first: '  Mary Jane ' });
    expect(parsed.first).toBe('Mary Jane');
  });

  it("says '<field> was not provided'", () => {
    expect(firstMessage(registrationFormSchema.safeParse({ ...valid, first: '' }))).toBe(
      'First name was not provided',
    );
  });
});

describe('e-mail pattern and password policy', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', "o'neil@example.com"])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(['plain', 'a@b', '@example.org', 'a b@example.org'])('refuses %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });

  it('lists every broken rule', () => {
    const policy = {
      min_length: 8,
      max_length: 10,
      require_lowercase: true,
      require_uppercase: true,
      require_numeric: true,
      require_non_alphanumeric: true,
    };
    expect(passwordPolicyViolations(policy, 'abcdefgh')).toEqual([
      'an uppercase letter',
      'a number',
      'a symbol',
    ]);
    expect(passwordPolicyViolations(policy, 'Abcdefgh1!')).toEqual([]);
    expect(describePasswordViolations(passwordPolicyViolations(policy, 'A1!'))).toBe(
      'Password must contain at least 8 characters, a lowercase letter.',
    );
  });
});
