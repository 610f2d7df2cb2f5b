import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_FIELDS,
  type ColumnMapping,
  type ImportField,
} from '@groundwork/shared/contracts/voter-imports';
import { readFields } from '../../lib/csv/field-reader.ts';
import { seededRandom } from '../../lib/random.ts';
import { DirectRows } from './direct-load.ts';
import type { WarningRows } from './field-checks.ts';
import { fieldMapper } from './map-fields.ts';
import { elections, voterMapper } from './stage-row.ts';

const FIELDS: ImportField[] = [...IMPORT_FIELDS];
/** Every field in the file's order, then four history columns (two of them the same election). */
const MAPPING: ColumnMapping = {
  layout: 'generic',
  fields: Object.fromEntries(FIELDS.map((f, i) => [f, i])),
  history: [
    { column: FIELDS.length, election_code: '2024G', election_date: '2024-11-05', election_type: 'General' },
    { column: FIELDS.length + 1, election_code: '2022P', election_date: null, election_type: 'Primary' },
    {
      column: FIELDS.length + 2,
      election_code: '2024G',
      election_date: '2024-11-05',
      election_type: 'General',
    },
    {
      column: FIELDS.length + 3,
      election_code: 'GENERAL-2020',
      election_date: null,
      election_type: 'General',
    },
  ],
};
const COLUMNS = FIELDS.length + MAPPING.history.length;

/** Values a column of each kind gets, the odd ones the rules must agree on. */
const CHOICES: Partial<Record<ImportField | 'history', string[]>> = {
  state_voter_id: ['', ' ', 'AB123', ' AB124 ', 'é9', '\u0000', 'x\u0000'],
  first_name: ['', ' ', 'Ann', ' zoë ', 'ß', 'ann\u0000'],
  last_name: ['', 'Lee', '  ', "O'Brien", 'Núñez'],
  lat: [
    '',
    ' ',
    '35.78',
    '-78.6',
    ' 35.1 ',
    '1.',
    '-',
    '0',
    '-0',
    '007',
    '35.123456789012345678',
    '1e5',
    '35,7',
    '999',
    '-90.000001',
    '90',
  ],
  lng: ['', '-78.64', '12345678901234567.5', '-0.000001', '.5', '3.14159265358979', '0', '-180', '180.5'],
  birth_year: ['', '', '1980', '2005', ' 1999 ', '1899', '19a0', '20001', '２０００', '2099'],
  birth_date: ['', '1980-01-01', '01/02/1975', 'x12345', '12/31/19', '197', '1850-01-01'],
  phone: [
    '',
    '12',
    '9195550123',
    ' (919) 555-0123 ',
    '+1 919.555.0123',
    '19195550123',
    '+9195550123',
    '1195550123',
    '9191550123',
    '919-555-0123 x2',
    '２９１９５５５０１２３',
    '29195550123',
    '+1+9195550123',
  ],
  registration_date: [
    '',
    '2020-01-05',
    '2020-01-05T10:00',
    '1/2/2019',
    '12/31/2020',
    '2020-1-5',
    ' 2020-01-05',
    '1/2/19',
    '2021-02-30',
    '2/29/2021',
    '13/01/2020',
    '1/2/0099',
  ],
  party: ['', 'dem', ' Rep ', 'una', 'ß', 'é'],
  gender: ['', 'f', 'M', 'x'],
  res_street: ['', ' ', '12 main st', '  12  Main\tSt ', '\t4 Oak', 'Ünter Weg', '9 Elm\u00a0Rd', 'Apt\t'],
  res_unit: ['', ' ', 'apt 2', ' #3 ', '\t'],
  res_zip: ['', '27601', ' 27601-1234 ', '2760', 'ü2760', '276011234', 'ABCDE', '27601 1234', '２７６０１'],
  mail_street: [
    '',
    ' ',
    'PO Box 12',
    '12 Main Street',
    '9 north-west Avenue apt #2',
    'Calle Ñandú 4',
    'route 9 # #',
  ],
  mail_zip: ['', '27602', '27602-0001', '2760', '27602-', '=1+2'],
  history: ['', ' ', 'X', ' x ', '\t', '\u00a0', '\u2003', '\ufeff', 'é', '\u0000'],
};
const ANY = [
  '',
  ' ',
  'Raleigh',
  ' NC ',
  'wake county',
  'é',
  'a\u0000b',
  '\u0000',
  '555-0100',
  'ann@example.org',
];

/** Records of the file: random picks, some short (ragged rows), one column made of random characters. */
const records = (count: number, latin1: boolean) => {
  const random = seededRandom(latin1 ? 11 : 7);
  const pick = <T>(values: T[]) => values[Math.floor(random() * values.length)]!;
  const alphabet = [
    ' ',
    ' ',
    'a',
    'Z',
    '1',
    '9',
    '-',
    '.',
    '/',
    '#',
    '\t',
    'é',
    'ß',
    '\u00a0',
    '\u0000',
  ].concat(latin1 ? [] : ['\u2003', '\ufeff', '€']);
  return Array.from({ length: count }, () => {
    const fields = [
      ...FIELDS.map((f) => pick(CHOICES[f] ?? ANY)),
      ...MAPPING.history.map(() => pick(CHOICES.history!)),
    ];
    fields[Math.floor(random() * COLUMNS)] = Array.from({ length: Math.floor(random() * 6) }, () =>
      pick(alphabet),
    ).join('');
    const extra = random() < 0.5 ? [''] : [pick(ANY), pick(['', ' ', 'more'])];
    const odd = random();
    return odd < 0.1
      ? fields.slice(0, Math.floor(random() * COLUMNS))
      : odd < 0.2
        ? [...fields, ...extra]
        : fields;
  });
};

/** A `DirectRows` whose voter ids are all one id: the two mappers' ids differ by design (time and random bits). */
class SameIds extends DirectRows {
  override begin(line: number) {
    super.begin(line, '01900000-0000-7000-8000-000000000000');
  }
}

/** Each mapper's COPY bytes (voters, then history), rejects and warnings for a file's lines. */
const mapBoth = async (lines: string[][], encoding: 'utf8' | 'latin1') => {
  const campaign = randomUUID();
  const file = Buffer.from(['header', ...lines.map((l) => l.join(','))].join('\r\n'), encoding);
  const [bytes, strings] = [
    new SameIds(campaign, elections(MAPPING)),
    new SameIds(campaign, elections(MAPPING)),
  ];
  const warnings: [WarningRows, WarningRows] = [[], []];
  const options = (list: WarningRows) => ({ header: COLUMNS, delimiter: ',', warnings: list });
  const [byField, byString] = [
    fieldMapper(MAPPING, bytes, options(warnings[0])),
    voterMapper(MAPPING, strings, options(warnings[1])),
  ];
  const rejects: [string | undefined, string | undefined][] = [];
  for await (const batch of readFields(Readable.from([file]), encoding, ',')) {
    for (let r = 0; r < batch.length; r += 1) {
      rejects.push([byField(batch, r), byString(batch.record(r), batch.line(r))]);
    }
  }
  const copied = (rows: DirectRows) => [Buffer.from(rows.voters.take()), Buffer.from(rows.history.take())];
  return { rejects, warnings, bytes: copied(bytes), strings: copied(strings) };
};

describe("the byte mapper (a bulk load's quote-free file)", () => {
  for (const encoding of ['utf8', 'latin1'] as const) {
    it(`writes the rows and rejects the string mapper writes, for a ${encoding} file`, async () => {
      const { rejects, warnings, bytes, strings } = await mapBoth(
        records(3_000, encoding === 'latin1'),
        encoding,
      );
      const reasons = rejects.map(([b]) => b);
      expect(rejects.map(([, s]) => s)).toEqual(reasons);
      // Both kinds of record come up, and the history: the comparison is not of two empty buffers.
      expect(reasons.filter((r) => r === undefined).length).toBeGreaterThan(300);
      expect(new Set(reasons)).toEqual(new Set([undefined, 'Missing voter id', 'Missing name']));
      // The same warnings, of every kind.
      expect(warnings[1]).toEqual(warnings[0]);
      expect(new Set(warnings[0].map((w) => w[2]))).toEqual(
        new Set([
          'birth_year',
          'birth_date',
          'lat',
          'lng',
          'res_zip',
          'mail_zip',
          'registration_date',
          'phone',
          'row',
        ]),
      );
      expect(bytes[1]!.length).toBeGreaterThan(1_000);
      expect(bytes[0]!.equals(strings[0]!)).toBe(true);
      expect(bytes[1]!.equals(strings[1]!)).toBe(true);
    });
  }

  it('leaves a registration date that does not exist blank, with a warning, as the string mapper does', async () => {
    const line: string[] = FIELDS.map((f) =>
      f === 'state_voter_id' ? 'A1' : f === 'last_name' ? 'Lee' : '',
    );
    for (const date of ['2021-02-30', '2/29/2021', '13/01/2020']) {
      line[FIELDS.indexOf('registration_date')] = date;
      const { rejects, warnings, bytes, strings } = await mapBoth([line], 'utf8');
      expect(rejects).toEqual([[undefined, undefined]]);
      expect(warnings[0]).toEqual([[2, 'A1', 'registration_date', date, expect.stringContaining('blank')]]);
      expect(warnings[1]).toEqual(warnings[0]);
      expect(bytes[0]!.equals(strings[0]!)).toBe(true);
    }
  });
});
