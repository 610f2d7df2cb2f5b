import type { SQL } from 'drizzle-orm';
import type { ChannelCounts } from '@groundwork/shared/contracts/touches';
import type { DbOrTx } from '../../db/client.ts';
import * as counts from './touch-counts.repository.ts';

/**
 * Touches across channels beside the door counts the walkbooks module makes (decision 0042): `by_channel` with
 * doors, texts, calls and mail side by side, in total and on each day charted.
 */
export interface DoorCounts {
  totals: counts.ChannelCount;
  byDay: readonly { date: string; touches: number; contacts: number }[];
}

/**
 * Adds the text, call and mail touches in `scope` (null: none count, e.g. for one walkbook's figures) to the
 * door counts, per day over the days `doors.byDay` lists (from `start`, in `timeZone`) and in total over `totalScope`.
 */
export const withChannels = async <Day extends DoorCounts['byDay'][number]>(
  db: DbOrTx,
  doors: { totals: counts.ChannelCount; byDay: readonly Day[] },
  scope: { days: SQL; total: SQL } | null,
  timeZone: string,
): Promise<{ by_channel: ChannelCounts; by_day: (Day & { by_channel: ChannelCounts })[] }> => {
  const start = doors.byDay[0]?.date;
  const [totals, perDay] =
    scope === null || start === undefined
      ? [counts.zero(), []]
      : await Promise.all([
          counts.channelTotals(db, scope.total),
          counts.channelsByDay(db, scope.days, timeZone, start, doors.byDay.length),
        ]);
  return {
    by_channel: { door: { touches: doors.totals.touches, contacts: doors.totals.contacts }, ...totals },
    by_day: doors.byDay.map((day, i) => ({
      ...day,
      by_channel: {
        door: { touches: day.touches, contacts: day.contacts },
        ...(perDay[i]?.counts ?? counts.zero()),
      },
    })),
  };
};
