import type { VoterFilter, VotingMethod } from '@groundwork/shared/contracts/voters';

export type TriState = 'any' | 'yes' | 'no';

/** What the filter panel holds: empty means "no condition". */
export interface VoterFilterForm {
  parties: string[];
  genders: string[];
  /** Whole years; '' when not set (NumberInput's empty value). */
  ageMin: number | string;
  ageMax: number | string;
  zips: string[];
  precincts: string[];
  tagsAny: string[];
  tagsAll: string[];
  tagsNone: string[];
  /** Election codes of the vote history (`2024G-1105`), picked by name. */
  elections: string[];
  /** "Voted in at least N of these elections"; '' means 1, the server's default (unless only a maximum is set). */
  electionsMin: number | string;
  /** "Voted in at most N of these elections"; '' means no maximum. */
  electionsMax: number | string;
  /** Only votes cast by one of these methods count toward the elections' minimum and maximum. */
  methods: VotingMethod[];
  /** Only primary votes on one of these parties' ballots count. */
  primaryParties: string[];
  /** The turnout score's range (0–100); '' leaves that end open. */
  turnoutMin: number | string;
  turnoutMax: number | string;
  hasPhone: TriState;
  hasEmail: TriState;
  name: string;
}

export const EMPTY_FILTER_FORM: VoterFilterForm = {
  parties: [],
  genders: [],
  ageMin: '',
  ageMax: '',
  zips: [],
  precincts: [],
  tagsAny: [],
  tagsAll: [],
  tagsNone: [],
  elections: [],
  electionsMin: '',
  electionsMax: '',
  methods: [],
  primaryParties: [],
  turnoutMin: '',
  turnoutMax: '',
  hasPhone: 'any',
  hasEmail: 'any',
  name: '',
};

/** Trimmed, de-duplicated, without blanks; `upper` for codes the voter file writes in capitals. */
const cleanList = (values: readonly string[], upper = false): string[] => {
  const seen = new Set<string>();
  for (const raw of values) {
    const value = upper ? raw.trim().toUpperCase() : raw.trim();
    if (value) seen.add(value);
  }
  return [...seen];
};

/** A whole number from a NumberInput value, or undefined when empty or not a number. */
const wholeNumber = (value: number | string): number | undefined => {
  if (value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? Math.trunc(number) : undefined;
};

const triState = (value: TriState): boolean | undefined =>
  value === 'yes' ? true : value === 'no' ? false : undefined;

/**
 * The filter panel → the VoterFilter the server takes (`filter_params`, count and breakdown bodies).
 * Empty fields are omitted, so an untouched panel gives `{}` (the whole voter file).
 */
export const filtersToParams = (form: VoterFilterForm): VoterFilter => {
  const params: VoterFilter = {};
  const lists = {
    parties: cleanList(form.parties, true),
    genders: cleanList(form.genders, true),
    zips: cleanList(form.zips),
    precincts: cleanList(form.precincts),
  } as const;
  for (const [key, values] of Object.entries(lists) as [keyof typeof lists, string[]][]) {
    if (values.length > 0) params[key] = values;
  }

  const ageMin = wholeNumber(form.ageMin);
  const ageMax = wholeNumber(form.ageMax);
  if (ageMin !== undefined) params.age_min = ageMin;
  if (ageMax !== undefined) params.age_max = ageMax;

  const tags = {
    any: cleanList(form.tagsAny),
    all: cleanList(form.tagsAll),
    none: cleanList(form.tagsNone),
  };
  const usedTags = Object.fromEntries(Object.entries(tags).filter(([, ids]) => ids.length > 0));
  if (Object.keys(usedTags).length > 0) params.tags = usedTags;

  const elections = cleanList(form.elections);
  if (elections.length > 0) {
    const min = wholeNumber(form.electionsMin);
    const max = wholeNumber(form.electionsMax);
    const methods = [...new Set(form.methods)];
    const parties = cleanList(form.primaryParties, true);
    const counted = {
      ...(methods.length > 0 ? { methods } : {}),
      ...(parties.length > 0 ? { primary_party: parties } : {}),
    };
    // Only a maximum ("at most 1 of them") includes the voters who voted in none.
    if (min !== undefined || max === undefined)
      params.vote_history = { elections, ...(min === undefined ? {} : { min }), ...counted };
    if (max !== undefined) params.vote_history_max = { elections, max, ...counted };
  }

  const turnoutMin = wholeNumber(form.turnoutMin);
  const turnoutMax = wholeNumber(form.turnoutMax);
  if (turnoutMin !== undefined) params.turnout_min = turnoutMin;
  if (turnoutMax !== undefined) params.turnout_max = turnoutMax;

  const hasPhone = triState(form.hasPhone);
  const hasEmail = triState(form.hasEmail);
  if (hasPhone !== undefined) params.has_phone = hasPhone;
  if (hasEmail !== undefined) params.has_email = hasEmail;

  const name = form.name.trim();
  if (name) params.name = name;
  return params;
};
