import { describe, expect, it } from 'vitest';
import { normalizeHeader, proposeMapping } from './column-mapping.ts';

const NCVOTER_HEADER =
  `county_id	county_desc	voter_reg_num	ncid	last_name	first_name	middle_name	name_suffix_lbl	status_cd	voter_status_desc	reason_cd	voter_status_reason_desc	res_street_address	res_city_desc	state_cd	zip_code	mail_addr1	mail_addr2	mail_addr3	mail_addr4	mail_city	mail_state	mail_zipcode	full_phone_number	confidential_ind	registr_dt	race_code	ethnic_code	party_cd	gender_code	birth_year	age_at_year_end	birth_state	drivers_lic	precinct_abbrv	precinct_desc	municipality_abbrv	municipality_desc	ward_abbrv	ward_desc	cong_dist_abbrv	super_court_abbrv	judic_dist_abbrv	nc_senate_abbrv	nc_house_abbrv	county_commiss_abbrv	county_commiss_desc	township_abbrv	township_desc	school_dist_abbrv	school_dist_desc	fire_dist_abbrv	fire_dist_desc	water_dist_abbrv	water_dist_desc	sewer_dist_abbrv	sewer_dist_desc	sanit_dist_abbrv	sanit_dist_desc	rescue_dist_abbrv	rescue_dist_desc	munic_dist_abbrv	munic_dist_desc	dist_1_abbrv	dist_1_desc	vtd_abbrv	vtd_desc`.split(
    '\t',
  );

const OHIO_HEADER = [
  'SOS_VOTERID',
  'COUNTY_NUMBER',
  'COUNTY_ID',
  'LAST_NAME',
  'FIRST_NAME',
  'MIDDLE_NAME',
  'SUFFIX',
  'DATE_OF_BIRTH',
  'REGISTRATION_DATE',
  'VOTER_STATUS',
  'PARTY_AFFILIATION',
  'RESIDENTIAL_ADDRESS1',
  'RESIDENTIAL_SECONDARY_ADDR',
  'RESIDENTIAL_CITY',
  'RESIDENTIAL_STATE',
  'RESIDENTIAL_ZIP',
  'RESIDENTIAL_ZIP_PLUS4',
  'RESIDENTIAL_COUNTRY',
  'RESIDENTIAL_POSTALCODE',
  'MAILING_ADDRESS1',
  'MAILING_SECONDARY_ADDRESS',
  'MAILING_CITY',
  'MAILING_STATE',
  'MAILING_ZIP',
  'MAILING_ZIP_PLUS4',
  'MAILING_COUNTRY',
  'MAILING_POSTAL_CODE',
  'CAREER_CENTER',
  'CITY',
  'CITY_SCHOOL_DISTRICT',
  'COUNTY_COURT_DISTRICT',
  'CONGRESSIONAL_DISTRICT',
  'COURT_OF_APPEALS',
  'EDU_SERVICE_CENTER_DISTRICT',
  'EXEMPTED_VILL_SCHOOL_DISTRICT',
  'LIBRARY',
  'LOCAL_SCHOOL_DISTRICT',
  'MUNICIPAL_COURT_DISTRICT',
  'PRECINCT_NAME',
  'PRECINCT_CODE',
  'STATE_BOARD_OF_EDUCATION',
  'STATE_REPRESENTATIVE_DISTRICT',
  'STATE_SENATE_DISTRICT',
  'TOWNSHIP',
  'VILLAGE',
  'WARD',
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

  it('normalises header names', () => {
    expect(normalizeHeader('\uFEFF  Date-of Birth ')).toBe('date_of_birth');
    expect(normalizeHeader('E-mail')).toBe('e_mail');
  });
});
