import { useCallback, useState } from 'react';

const storageKey = (campaignId: string) => `groundwork.pickup-checked.${campaignId}`;

const read = (campaignId: string): Set<string> => {
  try {
    const raw = localStorage.getItem(storageKey(campaignId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
};

/** The pickup stops checked off on this phone, kept across reloads (a phone loses signal on the road). */
export const useCheckedStops = (campaignId: string) => {
  const [checked, setChecked] = useState(() => read(campaignId));
  const toggle = useCallback(
    (id: string) => {
      setChecked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        try {
          localStorage.setItem(storageKey(campaignId), JSON.stringify([...next]));
        } catch {
          // private mode: the check-offs last as long as the page
        }
        return next;
      });
    },
    [campaignId],
  );
  return { has: (id: string) => checked.has(id), toggle };
};
