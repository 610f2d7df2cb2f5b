import type { MemberActivity } from '@groundwork/shared/contracts/team';
import { formatNumber } from '../../../lib/format';

/** The member page's weekly series: doors, touches, texts sent and calls recorded. */
export const WEEKLY_SERIES = [
  { key: 'doors', name: 'Doors', color: 'teal.6' },
  { key: 'touches', name: 'Touches', color: 'blue.6' },
  { key: 'texts', name: 'Texts', color: 'grape.6' },
  { key: 'calls', name: 'Calls', color: 'orange.6' },
] as const;

/** "12 doors · 30 touches · 4 texts · 7 calls" over the charted weeks. */
export const weeklyTotals = (weeks: MemberActivity['weeks']): string =>
  WEEKLY_SERIES.map(({ key, name }) => {
    const total = weeks.reduce((sum, week) => sum + week[key], 0);
    return `${formatNumber(total)} ${name.toLowerCase()}`;
  }).join(' · ');
