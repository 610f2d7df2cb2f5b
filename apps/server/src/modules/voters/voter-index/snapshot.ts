/**
 * The voter index shared through the database (docs/decisions/0070-statewide.md, migration 0049): a
 * built index is written once per data version as its layout (JSON, part 0) and its typed arrays' bytes
 * (parts 1…, in chunks), and a process that starts later reads it in one go instead of rebuilding it from
 * the voters. The layout is taken from the columns themselves (typed arrays, maps, plain objects and
 * arrays, one object met twice is stored once), so a column added to VoterColumns is carried without a
 * change here. A snapshot is exact for its version: it was built at that version (load.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { VoterColumns } from './columns.ts';

/** Bytes per stored part: a query reads one at a time, so neither side holds the whole snapshot as text. */
const PART_BYTES = 8 << 20;

type TypedArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;
const TYPED = { Uint8Array, Uint16Array, Uint32Array, Int32Array, Float64Array } as const;
type TypedName = keyof typeof TYPED;

/** A layout node: a value, a typed array (its bytes at `offset`), a map, an object, an array, or a repeat. */
type Node =
  | { v: string | number | boolean | null }
  | { t: TypedName; offset: number; length: number }
  | { m: [string, Node][] }
  | { o: Record<string, Node> }
  | { a: Node[] }
  | { r: number };

const isPrimitive = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The layout of `columns` and the typed arrays it points into, each at an 8-byte-aligned offset. */
export const encodeColumns = (columns: VoterColumns) => {
  const arrays: TypedArray[] = [];
  const seen = new Map<object, number>();
  let bytes = 0;
  const encode = (value: unknown): Node => {
    if (isPrimitive(value)) return { v: value as string | number | boolean | null };
    const object = value as object;
    const repeat = seen.get(object);
    if (repeat !== undefined) return { r: repeat };
    seen.set(object, seen.size);
    if (ArrayBuffer.isView(object)) {
      const array = object as TypedArray;
      const name = array.constructor.name as TypedName;
      if (!(name in TYPED)) throw new Error(`the voter index holds a ${name}, which snapshots do not carry`);
      const node = { t: name, offset: bytes, length: array.length };
      arrays.push(array);
      bytes += Math.ceil(array.byteLength / 8) * 8;
      return node;
    }
    if (object instanceof Map) return { m: [...object].map(([k, v]) => [String(k), encode(v)]) };
    if (Array.isArray(object)) return { a: object.map(encode) };
    const fields = Object.entries(object).filter(([, v]) => v !== undefined);
    return { o: Object.fromEntries(fields.map(([k, v]) => [k, encode(v)])) };
  };
  const layout = encode(columns);
  const body = new Uint8Array(bytes);
  let offset = 0;
  for (const array of arrays) {
    body.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), offset);
    offset += Math.ceil(array.byteLength / 8) * 8;
  }
  return { layout, body };
};

/** The columns back from their layout, their typed arrays as views on `body` (no copy). */
export const decodeColumns = (layout: unknown, body: Uint8Array<ArrayBuffer>): VoterColumns => {
  const objects: unknown[] = [];
  const decode = (node: Node): unknown => {
    if ('v' in node) return node.v;
    if ('r' in node) return objects[node.r];
    const slot = objects.length;
    objects.push(undefined);
    let value: unknown;
    if ('t' in node) {
      value = new TYPED[node.t](body.buffer, body.byteOffset + node.offset, node.length);
    } else if ('m' in node) {
      value = new Map();
      objects[slot] = value; // before its entries, as encode numbered it
      for (const [k, v] of node.m) (value as Map<string, unknown>).set(k, decode(v));
      return value;
    } else if ('a' in node) {
      value = [];
      objects[slot] = value;
      for (const item of node.a) (value as unknown[]).push(decode(item));
      return value;
    } else {
      value = {};
      objects[slot] = value;
      for (const [k, v] of Object.entries(node.o)) (value as Record<string, unknown>)[k] = decode(v);
      return value;
    }
    objects[slot] = value;
    return value;
  };
  return decode(layout as Node) as VoterColumns;
};

/** Stores the columns of `campaignId` at `version` unless already stored; drops the campaign's older ones. */
export const writeSnapshot = async (
  db: Db,
  campaignId: string,
  version: number,
  columns: VoterColumns,
  partBytes = PART_BYTES,
) => {
  const { layout, body } = encodeColumns(columns);
  const header = new TextEncoder().encode(JSON.stringify({ bytes: body.byteLength, partBytes, layout }));
  await db.transaction(async (tx) => {
    // One writer per campaign and version; a second finds the rows (or waits for the first to commit).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`voter_index_snapshot:${campaignId}`}))`);
    const stored = await tx.execute(sql`select 1 from voter_index_snapshots
      where campaign_id = ${campaignId} and version = ${version} and part = 0`);
    if (stored.rows.length) return;
    await tx.execute(
      sql`delete from voter_index_snapshots where campaign_id = ${campaignId} and version < ${version}`,
    );
    await tx.execute(sql`insert into voter_index_snapshots (campaign_id, version, part, data)
      values (${campaignId}, ${version}, 0, ${header})`);
    for (let part = 1, at = 0; at < body.byteLength; part += 1, at += partBytes) {
      await tx.execute(sql`insert into voter_index_snapshots (campaign_id, version, part, data)
        values (${campaignId}, ${version}, ${part}, ${body.subarray(at, at + partBytes)})`);
    }
  });
};

const bytesOf = (data: unknown): Uint8Array => {
  if (data instanceof Uint8Array) return data;
  throw new Error('a voter index snapshot part is not bytes');
};

/** The stored columns of `campaignId` at `version`, or null when none is stored (or it was just replaced). */
export const readSnapshot = async (
  db: Db,
  campaignId: string,
  version: number,
): Promise<VoterColumns | null> => {
  const part = async (n: number) => {
    const result = await db.execute<{ data: unknown }>(sql`select data from voter_index_snapshots
      where campaign_id = ${campaignId} and version = ${version} and part = ${n}`);
    const row = result.rows[0];
    return row ? bytesOf(row.data) : null;
  };
  const head = await part(0);
  if (!head) return null;
  const { bytes, partBytes, layout } = JSON.parse(new TextDecoder().decode(head)) as {
    bytes: number;
    partBytes: number;
    layout: unknown;
  };
  const body = new Uint8Array(bytes);
  for (let n = 1, at = 0; at < bytes; n += 1, at += partBytes) {
    const data = await part(n);
    if (!data) return null; // a newer version's writer deleted this one meanwhile
    body.set(data, at);
  }
  return decodeColumns(layout, body);
};

/** Whether the columns of `campaignId` at `version` are stored (one indexed lookup). */
export const hasSnapshot = async (db: Db, campaignId: string, version: number): Promise<boolean> => {
  const result = await db.execute(sql`select 1 from voter_index_snapshots
    where campaign_id = ${campaignId} and version = ${version} and part = 0`);
  return result.rows.length > 0;
};
