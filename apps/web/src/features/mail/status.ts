import type { MailDrop, MailDropStatus } from '@groundwork/shared/contracts/mail';
import { formatNumber } from '../../lib/format';
import { formatCents, formatDropDate } from './format';

export const STATUS_COLORS: Record<MailDropStatus, string> = {
  Draft: 'gray',
  Scheduled: 'blue',
  Mailed: 'teal',
  Cancelled: 'red',
};

export interface StatusAction {
  to: MailDropStatus;
  label: string;
  /** The confirmation's question and what follows. */
  title: string;
  explain: (drop: MailDrop) => string;
  color: string;
}

/** Today's date (YYYY-MM-DD) on this device. */
const localToday = () => new Intl.DateTimeFormat('en-CA').format(new Date());

const ACTIONS = {
  schedule: {
    to: 'Scheduled',
    label: 'Schedule',
    title: 'Schedule this drop?',
    explain: (drop) =>
      `${drop.name} is locked for printing (${formatNumber(drop.pieces)} pieces, ${formatCents(drop.cost)})` +
      (drop.scheduled_date
        ? ` and is marked mailed on ${formatDropDate(drop.scheduled_date)}.`
        : '. Mark it mailed when it goes out.'),
    color: 'blue',
  },
  mailed: {
    to: 'Mailed',
    label: 'Mark mailed',
    title: 'Mark this drop mailed?',
    explain: (drop) =>
      `Its counts are frozen and every voter in its ${formatNumber(drop.pieces)} households gets a mail touch dated ` +
      `${drop.scheduled_date ? formatDropDate(drop.scheduled_date) : 'today'}` +
      // Marked early (decision 0054): the touches wait for the drop date before they count as contacts.
      (drop.scheduled_date && drop.scheduled_date > localToday()
        ? ', counted as contacts from that day on, not before'
        : '') +
      '. This cannot be undone.',
    color: 'teal',
  },
  draft: {
    to: 'Draft',
    label: 'Back to Draft',
    title: 'Put this drop back to Draft?',
    explain: (drop) => `${drop.name} can be edited again; it is not mailed until scheduled again.`,
    color: 'gray',
  },
  cancel: {
    to: 'Cancelled',
    label: 'Cancel drop',
    title: 'Cancel this drop?',
    explain: (drop) => `${drop.name} will not be mailed. A cancelled drop cannot be scheduled again.`,
    color: 'red',
  },
} satisfies Record<string, StatusAction>;

/** Draft → Scheduled → Mailed; Draft or Scheduled → Cancelled; Scheduled → Draft (decision 0038). */
export const statusActions = (status: MailDropStatus): StatusAction[] => {
  switch (status) {
    case 'Draft':
      return [ACTIONS.schedule, ACTIONS.cancel];
    case 'Scheduled':
      return [ACTIONS.mailed, ACTIONS.draft, ACTIONS.cancel];
    default:
      return [];
  }
};
