import { Alert, Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ContactWindow } from '@groundwork/shared/contracts/campaigns';

/** "8:00 am": a clock time in `timeZone`, as the closed notices say it. */
export const clockTime = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(new Date(iso))
    .replace(/[\s\u202f]*([AP])M$/i, (_match, half: string) => ` ${half.toLowerCase()}m`);

/** "New York" from "America/New_York". */
const placeOf = (timeZone: string) => (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');

/**
 * Whether texting or calling is closed now for these voters (decision 0062): closed until `opens_at`, and open
 * again on its own at that moment (a timer), without another request.
 */
export const useClosedWindow = (contact: ContactWindow | null | undefined): boolean => {
  const opensAt = contact?.opens_at ? Date.parse(contact.opens_at) : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (opensAt === null) return;
    const wait = Math.max(0, opensAt - Date.now()) + 250;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [opensAt]);
  return opensAt !== null && opensAt > now;
};

/**
 * Said before anything is tapped when the voters' window is closed: "Texting is closed — it opens at 8:00 am
 * for these voters", "Calling opens at 9:00 am for these voters". The time is the voters' own; when the
 * viewer's clock reads differently, the notice says so.
 */
export function ClosedWindowNotice({
  channel,
  contact,
}: {
  channel: 'texting' | 'calling';
  contact: ContactWindow & { opens_at: string };
}) {
  const time = clockTime(contact.opens_at, contact.time_zone);
  const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const viewerTime = clockTime(contact.opens_at, viewerZone);
  const title =
    channel === 'texting'
      ? `Texting is closed — it opens at ${time} for these voters`
      : `Calling opens at ${time} for these voters`;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconClockPause size={20} aria-hidden="true" />}
      title={title}
      data-testid="closed-window"
    >
      <Text size="sm">
        {viewerTime === time
          ? `The campaign's ${channel} hours, in the voters' own time zone.`
          : `That is ${placeOf(contact.time_zone)} time, where these voters live: ${viewerTime} where you are.`}
      </Text>
    </Alert>
  );
}
