/** Files that are not readable CSV text, multipart bodies that carry them, and broken multipart bodies. */

/** A PNG's signature and header: bytes no text file has (NUL among them). */
export const BINARY_FILE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  Buffer.from('IHDR'),
  Buffer.alloc(64, 0),
  Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0x01]),
]);

const CSV = 'voter_id,first_name,last_name\n12345,Ana,Lopez\n67890,Ben,Okafor\n';
/** Excel's "Unicode text": UTF-16 little-endian with its byte-order mark. */
export const UTF16_FILE = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(CSV, 'utf16le')]);
export const UTF16_FILE_NO_BOM = Buffer.from(CSV, 'utf16le');

/** A quote opened on line 3 that never closes. */
export const CSV_UNCLOSED_QUOTE = 'voter_id,first_name\n12345,Ana\n67890,"Ben\n24680,Carla\n';
/** A quote in the middle of an unquoted cell, on line 2. */
export const CSV_BAD_OPENING_QUOTE = 'voter_id,first_name\n12345,An"a"\n67890,Ben\n';

/** A multipart/form-data body with text fields and one file. */
export const multipartBody = (
  file: { name: string; content: string | Buffer; field?: string },
  fields: Record<string, string> = {},
) => {
  const boundary = '----groundwork-walk-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { boundary, payload: Buffer.concat(parts) };
};

const NUL = '\u0000';
const CSV_TEXT = 'voter_id,name\n12345,Ana\n';
const form = (
  label: string,
  content: string | Buffer,
  fields: Record<string, string> = {},
  name = 'walk.csv',
) => {
  const { boundary, payload } = multipartBody({ name, content }, fields);
  return { label, type: `multipart/form-data; boundary=${boundary}`, payload };
};
const { boundary, payload: WELL_FORMED } = multipartBody({ name: 'walk.csv', content: CSV_TEXT });
const broken = (
  label: string,
  payload: string | Buffer,
  type = `multipart/form-data; boundary=${boundary}`,
) => ({
  label,
  type,
  payload,
});

/** Uploads every upload route must refuse with a 400 (or take, for the odd one that is readable). */
export const MALFORMED_UPLOADS: { label: string; type: string; payload: string | Buffer }[] = [
  broken('no boundary', WELL_FORMED, 'multipart/form-data'),
  broken('truncated body', WELL_FORMED.subarray(0, WELL_FORMED.length - 30)),
  broken('cut in the headers', WELL_FORMED.subarray(0, 60)),
  broken('other boundary', WELL_FORMED, 'multipart/form-data; boundary=not-the-one'),
  broken('garbage', Buffer.from([0, 1, 2, 255, 254, 0])),
  broken('empty', ''),
  form('binary file', BINARY_FILE),
  form('UTF-16 file', UTF16_FILE),
  form('UTF-16 file without BOM', UTF16_FILE_NO_BOM),
  form('unclosed quote', CSV_UNCLOSED_QUOTE),
  form('bad opening quote', CSV_BAD_OPENING_QUOTE),
  form('NUL in a cell', `voter_id,name\n123${NUL}45,Ana${NUL}\n`),
  form('NUL in the header', `voter${NUL}id,na${NUL}me\n12345,Ana\n`),
  form('empty file', ''),
  form('NUL in the file name', CSV_TEXT, {}, `walk${NUL}.csv`),
  form('NUL in form fields', CSV_TEXT, {
    mapping: `{"a":"${NUL}"}`,
    election_name: `E${NUL}`,
    county: NUL,
    property: NUL,
  }),
  form('invalid JSON field', CSV_TEXT, { mapping: '{"unfinished' }),
];
