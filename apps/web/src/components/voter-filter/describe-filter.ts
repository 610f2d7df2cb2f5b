import type { VoterFilter, VotingMethod } from '@groundwork/shared/contracts/voters';

/** The voter file's gender codes, for people. */
export const GENDER_LABELS: Record<string, string> = {
  M: 'Male',
  F: 'Female',
  U: 'Unknown',
  X: 'Non-binary',
};

/** The parties of most voter files; others can be typed. */
export const PARTY_CODES = ['DEM', 'REP', 'UNA', 'LIB', 'GRE'];

const DISTRICT_LABELS: Record<string, string> = {
  congressional: 'congressional district',
  state_senate: 'state senate district',
  state_house: 'state house district',
  county: 'county',
  municipal: 'municipality',
  ward: 'ward',
};

/** How a vote was cast, after "cast": "cast early or by mail". */
const METHOD_WORDS: Record<VotingMethod, string> = {
  in_person: 'in person on election day',
  early: 'early',
  mail: 'by mail',
  provisional: 'provisionally',
  other: 'by another method',
};

/** "A", "A or B", "A, B or C" (`and` for lists that must all hold). */
export const joinWords = (values: readonly string[], conjunction: 'or' | 'and' = 'or'): string => {
  if (values.length <= 1) return values[0] ?? '';
  return `${values.slice(0, -1).join(', ')} ${conjunction} ${values.at(-1) ?? ''}`;
};

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

const ageWords = (min: number | undefined, max: number | undefined): string | null => {
  if (min !== undefined && max !== undefined)
    return min === max ? `Aged ${String(min)}` : `Aged ${String(min)} to ${String(max)}`;
  if (min !== undefined) return `Aged ${String(min)} or older`;
  if (max !== undefined) return `Aged ${String(max)} or younger`;
  return null;
};

/** Either end of the range leaves out voters without a score, so an open end reads as 0% or 100%. */
const turnoutWords = (min: number | undefined, max: number | undefined): string | null => {
  if (min === undefined && max === undefined) return null;
  const [low, high] = [min ?? 0, max ?? 100];
  return low === high ? `Turnout score ${String(low)}%` : `Turnout score ${String(low)}% to ${String(high)}%`;
};

type HistoryCondition = NonNullable<VoterFilter['vote_history'] | VoterFilter['vote_history_max']>;

/** ", cast early or by mail, on a DEM ballot": which votes count toward the elections' minimum or maximum. */
const countedWords = ({ methods, primary_party: parties }: HistoryCondition): string =>
  (methods?.length ? `, cast ${joinWords(methods.map((method) => METHOD_WORDS[method]))}` : '') +
  (parties?.length ? `, on a ${joinWords(parties)} ballot` : '');

export interface DescribeFilterOptions {
  /** Tag id → name; unknown ids read "a deleted tag". */
  tagNames?: ReadonlyMap<string, string>;
  /** Election code → name ("2024 General"); unknown codes are shown as they are. */
  electionNames?: ReadonlyMap<string, string>;
}

/**
 * The filter in words, one phrase per condition, in the order the panel shows them. All phrases
 * hold together (AND); the values inside one phrase are alternatives (OR) unless it says "all of".
 */
export const describeFilter = (
  filter: VoterFilter | null | undefined,
  { tagNames, electionNames }: DescribeFilterOptions = {},
): string[] => {
  if (!filter) return ['Every voter in the voter file'];
  const phrases: string[] = [];
  const tag = (id: string) => tagNames?.get(id) ?? 'a deleted tag';
  const elections = (codes: readonly string[]) =>
    joinWords(
      codes.map((code) => electionNames?.get(code) ?? code),
      'and',
    );

  if (filter.parties?.length)
    phrases.push(`${plural(filter.parties.length, 'Party', 'Parties')}: ${joinWords(filter.parties)}`);
  if (filter.genders?.length)
    phrases.push(`Gender: ${joinWords(filter.genders.map((code) => GENDER_LABELS[code] ?? code))}`);
  const age = ageWords(filter.age_min, filter.age_max);
  if (age) phrases.push(age);
  if (filter.zips?.length)
    phrases.push(`In ${plural(filter.zips.length, 'ZIP code', 'ZIP codes')} ${joinWords(filter.zips)}`);
  if (filter.cities?.length) phrases.push(`In ${joinWords(filter.cities)}`);
  if (filter.precincts?.length)
    phrases.push(
      `In ${plural(filter.precincts.length, 'precinct', 'precincts')} ${joinWords(filter.precincts)}`,
    );
  for (const [kind, codes] of Object.entries(filter.districts ?? {})) {
    if (codes.length) phrases.push(`In ${DISTRICT_LABELS[kind] ?? kind} ${joinWords(codes)}`);
  }
  if (filter.registration_statuses?.length)
    phrases.push(`Registration status: ${joinWords(filter.registration_statuses)}`);
  if (filter.tags?.any?.length) phrases.push(`Tagged ${joinWords(filter.tags.any.map(tag))}`);
  if (filter.tags?.all?.length) phrases.push(`Tagged ${joinWords(filter.tags.all.map(tag), 'and')}`);
  if (filter.tags?.none?.length) phrases.push(`Not tagged ${joinWords(filter.tags.none.map(tag))}`);
  if (filter.vote_history) {
    const { elections: codes, min = 1 } = filter.vote_history;
    const counted = countedWords(filter.vote_history);
    phrases.push(
      codes.length === 1 && min === 1
        ? `Voted in ${elections(codes)}${counted}`
        : `Voted in at least ${String(min)} of ${elections(codes)}${counted}`,
    );
  }
  if (filter.vote_history_max) {
    const { elections: codes, max } = filter.vote_history_max;
    phrases.push(
      `Voted in at most ${String(max)} of ${elections(codes)}${countedWords(filter.vote_history_max)}`,
    );
  }
  const turnout = turnoutWords(filter.turnout_min, filter.turnout_max);
  if (turnout) phrases.push(turnout);
  if (filter.include_removed) phrases.push('Including voters removed from the voter file');
  if (filter.has_phone !== undefined)
    phrases.push(filter.has_phone ? 'Has a phone number' : 'Has no phone number');
  if (filter.has_email !== undefined)
    phrases.push(filter.has_email ? 'Has an email address' : 'Has no email address');
  if (filter.polygon) phrases.push('Lives inside the area drawn on the map');
  if (filter.name) phrases.push(`Name starts with “${filter.name}”`);

  return phrases.length > 0 ? phrases : ['Every voter in the voter file'];
};
