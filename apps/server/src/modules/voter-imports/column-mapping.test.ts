import { describe, expect, it } from 'vitest';
import { NCVOTER_HEADER, OHIO_HEADER as OHIO_BASE } from '../../test/voter-files.ts';
import { voterFileHeader } from '../../../bench/voter-file.ts';
import { NCVHIS_HEADER, normalizeHeader, proposeMapping } from './column-mapping.ts';

const OHIO_HEADER = [
  ...OHIO_BASE.slice(0, 46),
  'PRIMARY-03/07/2000',
  'GENERAL-11/07/2000',
  'SPECIAL-08/02/2022',
  'GENERAL-11/08/2022',
];

describe('column mapping proposal', () => {
  it('maps the North Carolina ncvoter layout with no manual work', () => {
    const mapping = proposeMapping(NCVOTER_HEADER);
    expect(mapping.layout).toBe('ncvoter');
    expect(mapping.fields).toMatchObject({
      state_voter_id: NCVOTER_HEADER.indexOf('ncid'),
      last_name: 4,
      first_name: 5,
      res_street: NCVOTER_HEADER.indexOf('res_street_address'),
      res_zip: NCVOTER_HEADER.indexOf('zip_code'),
      party: NCVOTER_HEADER.indexOf('party_cd'),
      birth_year: NCVOTER_HEADER.indexOf('birth_year'),
      precinct: NCVOTER_HEADER.indexOf('precinct_abbrv'),
      state_house: NCVOTER_HEADER.indexOf('nc_house_abbrv'),
    });
    expect(mapping.history).toEqual([]);
  });

  it("maps Ohio's statewide file and unpivots its per-election columns", () => {
    const mapping = proposeMapping(OHIO_HEADER);
    expect(mapping.layout).toBe('ohio');
    expect(mapping.fields).toMatchObject({
      state_voter_id: 0,
      last_name: 3,
      first_name: 4,
      birth_date: 7,
      party: 10,
      res_street: 11,
      res_zip: 15,
      precinct: OHIO_HEADER.indexOf('PRECINCT_CODE'),
      state_senate: OHIO_HEADER.indexOf('STATE_SENATE_DISTRICT'),
    });
    expect(mapping.history).toEqual([
      { column: 46, election_code: '2000P-0307', election_date: '2000-03-07', election_type: 'PRIMARY' },
      { column: 47, election_code: '2000G-1107', election_date: '2000-11-07', election_type: 'GENERAL' },
      { column: 48, election_code: '2022S-0802', election_date: '2022-08-02', election_type: 'SPECIAL' },
      { column: 49, election_code: '2022G-1108', election_date: '2022-11-08', election_type: 'GENERAL' },
    ]);
  });

  it('maps other files by common column names, each column used once', () => {
    const mapping = proposeMapping([
      '\uFEFFVoter ID',
      'First Name',
      'Last Name',
      'Street Address',
      'City',
      'ZIP',
      'E-mail',
      'Phone Number',
      'DOB',
      'Party',
      'Notes',
    ]);
    expect(mapping.layout).toBe('generic');
    expect(mapping.fields).toEqual({
      state_voter_id: 0,
      first_name: 1,
      last_name: 2,
      res_street: 3,
      res_city: 4,
      res_zip: 5,
      email: 6,
      phone: 7,
      birth_date: 8,
      party: 9,
    });
  });

  it("maps a campaign's enriched ncvoter file (the benchmark's --campaign-like) with no manual work", () => {
    const header = voterFileHeader(true);
    const mapping = proposeMapping(header);
    expect(mapping.layout).toBe('ncvoter');
    expect(mapping.fields).toMatchObject({
      state_voter_id: header.indexOf('ncid'),
      lat: header.indexOf('latitude'),
      lng: header.indexOf('longitude'),
      email: header.indexOf('email'),
    });
    expect(mapping.history.map((h) => h.election_code)).toEqual([
      '2020G-1103',
      '2022P-0517',
      '2022G-1108',
      '2024P-0305',
      '2024G-1105',
    ]);
    expect(proposeMapping(voterFileHeader(false)).fields.lat).toBeUndefined();
  });

  it("recognises North Carolina's ncvhis vote-history file, however its header is spelled, and maps no voter field", () => {
    expect(proposeMapping([...NCVHIS_HEADER])).toEqual({ layout: 'ncvhis', fields: {}, history: [] });
    // The published form: upper case (as some years' files are), the BOM on the first name.
    const published = NCVHIS_HEADER.map((c, i) => `${i === 0 ? '\uFEFF' : ''}${c.toUpperCase()}`);
    expect(proposeMapping(published).layout).toBe('ncvhis');
    // Without `ncid` it is no vote-history file this import can match to voters.
    expect(proposeMapping(NCVHIS_HEADER.filter((c) => c !== 'ncid')).layout).toBe('generic');
  });

  it('normalises header names', () => {
    expect(normalizeHeader('\uFEFF  Date-of Birth ')).toBe('date_of_birth');
    expect(normalizeHeader('E-mail')).toBe('e_mail');
  });
});
