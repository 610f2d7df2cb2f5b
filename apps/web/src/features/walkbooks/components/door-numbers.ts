import { useState } from 'react';
import type { OptimizedRoute } from '@groundwork/shared/contracts/walkbooks';

type Stop = OptimizedRoute['stops'][number];

/** A door still to knock with its number: its place in the walk, the same on the map and in "Up next". */
export type NumberedStop = Stop & { number: number };

interface Numbering {
  /** The walk it numbers: a new plan (from the canvasser's location) is numbered anew. */
  plan: string;
  /** The first door still to knock is number `offset + 1`: the doors already knocked come first. */
  offset: number;
  keys: readonly string[];
}

interface DoorNumbersInput {
  /** The route's doors still to knock (the door at hand left out). */
  stops: readonly Stop[] | undefined;
  /** The door at hand, if any. */
  at: string | null;
  /** How many doors are knocked (or at hand) now. */
  knocked: number;
  /** Where the walk was planned from. */
  plan: string;
  /** `stops` is the route of this plan, not the previous one kept on screen while it is asked. */
  settled: boolean;
}

/**
 * Numbers the doors still to knock by their place in the walk and lists them in that order (docs/decisions/
 * 0061): the doors knocked when the route first came are 1 to k, the route's doors follow in walking order.
 * A door keeps its number, and the walk its order, while doors are knocked and the route is asked again: a
 * walkbook reopened after two doors continues at door 3, door 7 on the map is door 7 in "Up next", and the
 * doors after the one at hand come first (those skipped before it last). A walk planned anew (from the
 * canvasser's location) is numbered anew.
 */
export function useDoorNumbers({ stops, at, knocked, plan, settled }: DoorNumbersInput): NumberedStop[] {
  const [numbering, setNumbering] = useState<Numbering | null>(null);
  const current =
    stops && settled && numbering?.plan !== plan
      ? { plan, offset: knocked, keys: stops.map((s) => s.household_key) }
      : numbering;
  // Kept from the plan's first route (React's "state from props": set while rendering, once per plan).
  if (current !== numbering) setNumbering(current);
  if (!stops) return [];
  const offset = current?.offset ?? knocked;
  const keys = current?.keys ?? [];
  // A door the plan's first route did not have (rare) comes after its doors.
  const unseen = stops.filter((s) => !keys.includes(s.household_key)).map((s) => s.household_key);
  const rank = new Map([...keys, ...unseen].map((key, index) => [key, offset + index + 1]));
  const here = at ? (rank.get(at) ?? 0) : 0;
  const numbered = stops.map((stop) => ({ ...stop, number: rank.get(stop.household_key) ?? 0 }));
  const place = (n: number) => (n > here ? n : n + rank.size + offset);
  return numbered.sort((a, b) => place(a.number) - place(b.number));
}
