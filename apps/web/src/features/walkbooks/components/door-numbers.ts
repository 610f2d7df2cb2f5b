import { useState } from 'react';
import type { OptimizedRoute } from '@groundwork/shared/contracts/walkbooks';

type Stop = OptimizedRoute['stops'][number];

/** A door still to knock with its number: its place in the walk, the same on the map and in "Up next". */
export type NumberedStop = Stop & { number: number };

interface Numbering {
  /** The walk it numbers: a new plan (from the canvasser's location) is numbered anew. */
  plan: string;
  /** The route's first door is number `offset + 1`: the doors before it in the walk were knocked. */
  offset: number;
  keys: readonly string[];
  /** Numbered for good: a door was opened. Until then the numbers follow what the device learns. */
  fixed: boolean;
}

const signature = (n: Numbering | null) =>
  n ? `${n.plan}|${String(n.offset)}|${String(n.fixed)}|${n.keys.join(',')}` : '';

interface DoorNumbersInput {
  /** The route: the doors the server knows are still to knock, in walking order. */
  route: readonly Stop[] | undefined;
  /** How many of the walkbook's doors can be walked to (have a place): the route's and the knocked ones. */
  placed: number;
  /** The door has a result, on the server or on this device. */
  isKnocked: (householdKey: string) => boolean;
  /** The door at hand, if any: not among the doors to go. */
  at: string | null;
  /** Where the walk was planned from. */
  plan: string;
  /** `route` is this plan's, not the previous one kept on screen while it is asked. */
  settled: boolean;
}

/**
 * The doors still to knock, numbered by their place in the walk and listed in that order (docs/decisions/
 * 0061). The route fixes the numbers: the placed doors it leaves out (the server knows them knocked) come first
 * (1 to k), then its doors knocked on this device, then the others in walking order. On the start screen they
 * follow what the device learns (results read from the outbox, sent, read again); from the first door opened
 * a door keeps its number, and the walk its order, while doors are knocked and the route is asked again: a
 * walkbook reopened after two doors continues at door 3, door 7 on the map is door 7 in "Up next", and the
 * doors after the one at hand come first (those passed by without a result last). A walk planned anew (from
 * the canvasser's location) is numbered anew.
 */
export function useDoorNumbers({
  route,
  placed,
  isKnocked,
  at,
  plan,
  settled,
}: DoorNumbersInput): NumberedStop[] {
  const [numbering, setNumbering] = useState<Numbering | null>(null);
  const live =
    route && settled
      ? {
          plan,
          offset: Math.max(0, placed - route.length),
          keys: [
            ...route.filter((s) => isKnocked(s.household_key)),
            ...route.filter((s) => !isKnocked(s.household_key)),
          ].map((s) => s.household_key),
        }
      : null;
  let next = numbering;
  if (!numbering || numbering.plan !== plan || !numbering.fixed) {
    const base = live ?? (numbering?.plan === plan ? numbering : null);
    next = base ? { ...base, fixed: at !== null } : numbering;
  }
  // React's "state from props": set while rendering, only when the numbering changes.
  if (signature(next) !== signature(numbering)) setNumbering(next);
  if (!route) return [];
  const toGo = route.filter((s) => s.household_key !== at && !isKnocked(s.household_key));
  const offset = next?.offset ?? 0;
  const keys = next?.keys ?? [];
  // A door the numbering's route did not have (rare) comes after its doors.
  const unseen = toGo.filter((s) => !keys.includes(s.household_key)).map((s) => s.household_key);
  const rank = new Map([...keys, ...unseen].map((key, index) => [key, offset + index + 1]));
  const here = at ? (rank.get(at) ?? 0) : 0;
  const place = (n: number) => (n > here ? n : n + rank.size + offset);
  return toGo
    .map((stop) => ({ ...stop, number: rank.get(stop.household_key) ?? 0 }))
    .sort((a, b) => place(a.number) - place(b.number));
}
