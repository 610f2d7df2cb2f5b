import type { ChoiceResult } from '@groundwork/shared/contracts/election-results';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** An election's date (YYYY-MM-DD) for people: "Nov 5, 2024", the same day in every time zone. */
export const formatElectionDate = (iso: string): string => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/** A share (0 to 1) as "54.3%"; a dash when there is none. */
export const formatShare = (share: number | null): string =>
  share === null ? '—' : `${(share * 100).toFixed(1)}%`;

const PARTY_COLORS: Record<string, string> = {
  DEM: 'blue',
  REP: 'red',
  LIB: 'yellow',
  GRE: 'green',
  UNA: 'gray',
};
const PALETTE = ['violet', 'teal', 'orange', 'cyan', 'pink', 'lime', 'indigo', 'grape'];

/** A Mantine colour per choice: its party's when it has a known one, else the next of a palette. */
export const choiceColors = (choices: readonly Pick<ChoiceResult, 'id' | 'party'>[]): Map<string, string> => {
  const colors = new Map<string, string>();
  const used = new Set<string>();
  for (const choice of choices) {
    const party = PARTY_COLORS[(choice.party ?? '').toUpperCase()];
    if (party && !used.has(party)) {
      colors.set(choice.id, party);
      used.add(party);
    }
  }
  const palette = PALETTE.filter((color) => !used.has(color));
  let next = 0;
  for (const choice of choices) {
    if (!colors.has(choice.id)) {
      colors.set(choice.id, palette[next % palette.length] ?? 'gray');
      next += 1;
    }
  }
  return colors;
};
