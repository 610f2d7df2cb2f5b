import { MAIL_LIMITS, MAILER_CONTENT_TYPES } from '@groundwork/shared/contracts/mail';
import { formatDate } from '../../lib/format';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US cents as dollars: 123456 → "$1,234.56". */
export const formatCents = (cents: number): string => dollars.format(cents / 100);

const MEGABYTES = MAIL_LIMITS.fileBytes / (1024 * 1024);

/** What is wrong with a chosen mailer file, checked before a byte is sent (the server checks again). */
export const mailerFileError = (file: File): string | null => {
  if (!(MAILER_CONTENT_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not a PDF or an image (PNG, JPEG or WebP)`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > MAIL_LIMITS.fileBytes) return `${file.name} is larger than ${String(MEGABYTES)} MB`;
  return null;
};

/** A drop date for people ("Mar 1, 2026"), read as a local day. */
export const formatDropDate = (date: string | null): string =>
  date === null ? 'No date' : formatDate(`${date}T00:00:00`);
