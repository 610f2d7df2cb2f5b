/**
 * The voter index shared through the database (docs/decisions/0070-statewide.md, migration 0047): a
 * built index is written once per data version — part 0 its layout (JSON), then each column's typed
 * arrays' bytes in parts of their own — and a process that starts later opens it instead of rebuilding it
 * from the voters: it reads the layout, then each column when an answer first touches it (a count of
 * party DEM reads the party codes, the households and the removed flags, not the coordinates), and the
 * rest in the background. The layout is taken from the columns themselves (typed arrays, maps, plain
 * objects and arrays; an object met twice is stored once), so a column added to VoterColumns is carried
 * without a change here. A snapshot is exact for its version: it was built at that version (load.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { VoterColumns } from './columns.ts';

/** Bytes per stored part: a query reads one at a time, so neither side holds a whole column as text. */
const PART_BYTES = 4 << 20;

type TypedArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;
const TYPED = { Uint8Array, Uint16Array, Uint32Array, Int32Array, Float64Array } as const;
type TypedName = keyof typeof TYPED;
type Primitive = string | number | boolean | null;

/** A layout node: a value, a typed array (its bytes at `offset`), a map, an object, an array, or a repeat. */
type Node =
  | { v: Primitive }
  | { t: TypedName; offset: number; length: number }
  | { m: [string, Node][] }
  | { o: Record<string, Node> }
  | { a: Node[] }
  | { r: number };

/** A column: its layout and where its bytes are (parts `first`…), or the same object as another column. */
type Field = { layout: Node; bytes: number; first: number } | { same: string };
interface Header {
  partBytes: number;
  values: Record<string, Primitive>;
  fields: Record<string, Field>;
}

const isPrimitive = (value: unknown): value is Primitive =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);
const aligned = (bytes: number) => Math.ceil(bytes / 8) * 8;

/** One column's layout and bytes (its typed arrays at 8-byte-aligned offsets). */
const encode = (value: object) => {
  const arrays: TypedArray[] = [];
  const seen = new Map<object, number>();
  let bytes = 0;
  const node = (item: unknown): Node => {
    if (isPrimitive(item)) return { v: item };
    const object = item as object;
    const repeat = seen.get(object);
    if (repeat !== undefined) return { r: repeat };
    seen.set(object, seen.size);
    if (ArrayBuffer.isView(object)) {
      const array = object as TypedArray;
      const name = array.constructor.name as TypedName;
      if (!(name in TYPED)) throw new Error(`the voter index holds a ${name}, which snapshots do not carry`);
      arrays.push(array);
      bytes += aligned(array.byteLength);
      return { t: name, offset: bytes - aligned(array.byteLength), length: array.length };
    }
    if (object instanceof Map) return { m: [...object].map(([k, v]) => [String(k), node(v)]) };
    if (Array.isArray(object)) return { a: object.map(node) };
    const fields = Object.entries(object).filter(([, v]) => v !== undefined);
    return { o: Object.fromEntries(fields.map(([k, v]) => [k, node(v)])) };
  };
  const layout = node(value);
  const body = new Uint8Array(bytes);
  let offset = 0;
  for (const array of arrays) {
    body.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), offset);
    offset += aligned(array.byteLength);
  }
  return { layout, body };
};

/** One column back from its layout, its typed arrays as views on `body` (no copy). */
const decode = (layout: Node, body: Uint8Array<ArrayBuffer>): unknown => {
  const objects: unknown[] = [];
  const node = (n: Node): unknown => {
    if ('v' in n) return n.v;
    if ('r' in n) return objects[n.r];
    if ('t' in n) {
      const array = new TYPED[n.t](body.buffer, body.byteOffset + n.offset, n.length);
      objects.push(array);
      return array;
    }
    // The container is numbered before its contents, as `encode` numbered them.
    if ('m' in n) {
      const map = new Map<string, unknown>();
      objects.push(map);
      for (const [k, v] of n.m) map.set(k, node(v));
      return map;
    }
    if ('a' in n) {
      const list: unknown[] = [];
      objects.push(list);
      for (const item of n.a) list.push(node(item));
      return list;
    }
    const object: Record<string, unknown> = {};
    objects.push(object);
    for (const [k, v] of Object.entries(n.o)) object[k] = node(v);
    return object;
  };
  return node(layout);
};

/** Stores the columns of `campaignId` at `version` unless already stored; drops the campaign's older ones. */
export const writeSnapshot = async (
  db: Db,
  campaignId: string,
  version: number,
  columns: VoterColumns,
  partBytes = PART_BYTES,
) => {
  const header: Header = { partBytes, values: {}, fields: {} };
  const bodies: Uint8Array[] = [];
  const firstKey = new Map<unknown, string>();
  let part = 1;
  for (const [key, value] of Object.entries(columns)) {
    if (isPrimitive(value)) header.values[key] = value;
    else if (firstKey.has(value)) header.fields[key] = { same: firstKey.get(value)! };
    else {
      firstKey.set(value, key);
      const { layout, body } = encode(value as object);
      header.fields[key] = { layout, bytes: body.byteLength, first: part };
      for (let at = 0; at < body.byteLength; at += partBytes)
        bodies[part++] = body.subarray(at, at + partBytes);
    }
  }
  const insert = (n: number, data: Uint8Array) =>
    sql`insert into voter_index_snapshots (campaign_id, version, part, data) values (${campaignId}, ${version}, ${n}, ${data})`;
  await db.transaction(async (tx) => {
    // One writer per campaign; a second one finds the rows (it waited for the first to commit).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`voter_index_snapshot:${campaignId}`}))`);
    if (await hasSnapshot(tx as unknown as Db, campaignId, version)) return;
    await tx.execute(
      sql`delete from voter_index_snapshots where campaign_id = ${campaignId} and version < ${version}`,
    );
    await tx.execute(insert(0, new TextEncoder().encode(JSON.stringify(header))));
    for (let n = 1; n < part; n += 1) await tx.execute(insert(n, bodies[n]!));
  });
};

/** Whether the columns of `campaignId` at `version` are stored (one indexed lookup). */
export const hasSnapshot = async (db: Db, campaignId: string, version: number): Promise<boolean> => {
  const result = await db.execute(sql`select 1 from voter_index_snapshots
    where campaign_id = ${campaignId} and version = ${version} and part = 0`);
  return result.rows.length > 0;
};

/** A column the answer needs is not read yet (`withColumns` reads it and runs the answer again). */
class NotLoaded extends Error {
  constructor(readonly field: string) {
    super(`voter index column ${field} is not loaded`);
  }
}

/** The snapshot was replaced by a newer version's while this process read it. */
export class SnapshotGone extends Error {
  constructor() {
    super('the voter index snapshot was replaced while it was read');
  }
}

/**
 * An opened snapshot: `columns` holds the stored values, and each column as a getter that throws
 * NotLoaded until `load` has read it (then it is a plain property again).
 */
export class SnapshotColumns {
  readonly columns: VoterColumns;
  private readonly loading = new Map<string, Promise<void>>();
  private pending: number;

  constructor(
    private readonly db: Db,
    private readonly campaignId: string,
    private readonly version: number,
    private readonly header: Header,
  ) {
    const columns: Record<string, unknown> = { ...header.values };
    for (const field of Object.keys(header.fields)) {
      Object.defineProperty(columns, field, {
        configurable: true,
        enumerable: true,
        get: () => {
          throw new NotLoaded(field);
        },
      });
    }
    this.columns = columns as unknown as VoterColumns;
    this.pending = Object.keys(header.fields).length;
  }

  /** Every column read. */
  get complete(): boolean {
    return this.pending === 0;
  }

  /** Reads one column (once, however many answers ask for it). */
  load(field: string): Promise<void> {
    let promise = this.loading.get(field);
    if (!promise) {
      promise = this.read(field).then((value) => {
        Object.defineProperty(this.columns, field, {
          value,
          writable: true,
          enumerable: true,
          configurable: true,
        });
        this.pending -= 1;
      });
      promise.catch(() => undefined); // the asker sees the rejection; nobody else waits on it
      this.loading.set(field, promise);
    }
    return promise;
  }

  /** Reads every column not read yet. */
  async loadAll(): Promise<void> {
    for (const field of Object.keys(this.header.fields)) await this.load(field);
  }

  private async read(field: string): Promise<unknown> {
    const spec = this.header.fields[field]!;
    if ('same' in spec) {
      await this.load(spec.same);
      return (this.columns as unknown as Record<string, unknown>)[spec.same];
    }
    const body = new Uint8Array(spec.bytes);
    for (let n = spec.first, at = 0; at < spec.bytes; n += 1, at += this.header.partBytes) {
      const result = await this.db.execute<{ data: Uint8Array }>(sql`select data from voter_index_snapshots
        where campaign_id = ${this.campaignId} and version = ${this.version} and part = ${n}`);
      const data = result.rows[0]?.data;
      if (!data) throw new SnapshotGone();
      body.set(data, at);
    }
    return decode(spec.layout, body);
  }
}

/** Opens the snapshot of `campaignId` at `version` (reads its layout only), or null when none is stored. */
export const openSnapshot = async (db: Db, campaignId: string, version: number) => {
  const result = await db.execute<{ data: Uint8Array }>(sql`select data from voter_index_snapshots
    where campaign_id = ${campaignId} and version = ${version} and part = 0`);
  const data = result.rows[0]?.data;
  if (!data) return null;
  return new SnapshotColumns(db, campaignId, version, JSON.parse(new TextDecoder().decode(data)) as Header);
};

/** Runs `answer` on the snapshot's columns, reading each column it touches first (then running it again). */
export const withColumns = async <T>(
  snapshot: SnapshotColumns,
  answer: (c: VoterColumns) => T,
): Promise<T> => {
  for (;;) {
    try {
      return answer(snapshot.columns);
    } catch (error) {
      if (!(error instanceof NotLoaded)) throw error;
      await snapshot.load(error.field);
    }
  }
};
