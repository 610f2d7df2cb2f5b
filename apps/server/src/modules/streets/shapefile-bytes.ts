/**
 * Test support: a polyline shapefile written byte by byte (ESRI Shapefile Technical Description, 1998; dBASE III
 * table), as the Census writes TIGER/Line roads: .shp (shape type 3), .shx, .dbf of character fields, .prj.
 */

type Line = [number, number][];

const header = (fileWords: number, box: number[]) => {
  const b = Buffer.alloc(100);
  b.writeInt32BE(9994, 0);
  b.writeInt32BE(fileWords, 24);
  b.writeInt32LE(1000, 28);
  b.writeInt32LE(3, 32); // PolyLine
  box.forEach((v, i) => b.writeDoubleLE(v, 36 + i * 8));
  return b;
};

const boxOf = (points: Line) => [
  Math.min(...points.map((p) => p[0])),
  Math.min(...points.map((p) => p[1])),
  Math.max(...points.map((p) => p[0])),
  Math.max(...points.map((p) => p[1])),
];

/** The .shp and .shx of single-part polylines. */
export const polylineShp = (lines: Line[]) => {
  const records = lines.map((line, i) => {
    const content = Buffer.alloc(44 + 4 + 16 * line.length);
    content.writeInt32LE(3, 0);
    boxOf(line).forEach((v, j) => content.writeDoubleLE(v, 4 + j * 8));
    content.writeInt32LE(1, 36); // parts
    content.writeInt32LE(line.length, 40);
    content.writeInt32LE(0, 44); // the part starts at point 0
    line.forEach(([x, y], j) => {
      content.writeDoubleLE(x, 48 + j * 16);
      content.writeDoubleLE(y, 56 + j * 16);
    });
    const head = Buffer.alloc(8);
    head.writeInt32BE(i + 1, 0);
    head.writeInt32BE(content.length / 2, 4);
    return Buffer.concat([head, content]);
  });
  const box = boxOf(lines.flat());
  const shpBody = Buffer.concat(records);
  const shp = Buffer.concat([header((100 + shpBody.length) / 2, box), shpBody]);
  let offset = 100;
  const index = records.map((record) => {
    const entry = Buffer.alloc(8);
    entry.writeInt32BE(offset / 2, 0);
    entry.writeInt32BE((record.length - 8) / 2, 4);
    offset += record.length;
    return entry;
  });
  const shx = Buffer.concat([header((100 + 8 * lines.length) / 2, box), ...index]);
  return { shp, shx };
};

/** A dBASE III table of character fields (each as wide as its longest value). */
export const characterDbf = (fields: string[], rows: Record<string, string>[]) => {
  const widths = fields.map((f) => Math.max(1, ...rows.map((r) => Buffer.byteLength(r[f] ?? ''))));
  const recordLength = 1 + widths.reduce((a, b) => a + b, 0);
  const head = Buffer.alloc(32 + 32 * fields.length + 1);
  head.writeUInt8(0x03, 0);
  head.writeUInt8(124, 1); // 2024
  head.writeUInt8(1, 2);
  head.writeUInt8(1, 3);
  head.writeUInt32LE(rows.length, 4);
  head.writeUInt16LE(head.length, 8);
  head.writeUInt16LE(recordLength, 10);
  fields.forEach((name, i) => {
    head.write(name, 32 + i * 32, 'latin1');
    head.write('C', 32 + i * 32 + 11, 'latin1');
    head.writeUInt8(widths[i] ?? 1, 32 + i * 32 + 16);
  });
  head.writeUInt8(0x0d, head.length - 1);
  const records = rows.map((row) => {
    const record = Buffer.alloc(recordLength, 0x20);
    let at = 1;
    fields.forEach((f, i) => {
      record.write(row[f] ?? '', at, 'utf8');
      at += widths[i] ?? 1;
    });
    return record;
  });
  return Buffer.concat([head, ...records, Buffer.from([0x1a])]);
};
