/** Results and shapes files for the election-results tests. */

export interface TestFile {
  name: string;
  content: string;
}

/** A multipart body: text fields and one file. */
export const multipart = (file: TestFile, fields: Record<string, string> = {}) => {
  const boundary = '----groundwork-results-boundary';
  const part = (disposition: string, body: string, type = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${type}\r\n${body}\r\n`;
  const body =
    Object.entries(fields)
      .map(([name, value]) => part(`name="${name}"`, value))
      .join('') +
    part(`name="file"; filename="${file.name}"`, file.content, 'Content-Type: text/plain\r\n') +
    `--${boundary}--\r\n`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/** North Carolina's results_pct layout (tab-separated): line numbers in comments. */
const NC_HEADER =
  'County\tElection Date\tPrecinct\tContest Group ID\tContest Type\tContest Name\tChoice\tChoice Party\tVote For\tElection Day\tOne Stop\tAbsentee by Mail\tProvisional\tTotal Votes\tReal Precinct';
const nc = (
  county: string,
  precinct: string,
  contest: string,
  choice: string,
  party: string,
  voteFor: number,
  votes: string,
  real = 'Y',
) =>
  [
    county,
    '11/08/2022',
    precinct,
    '1',
    'S',
    contest,
    choice,
    party,
    voteFor,
    '0',
    '0',
    '0',
    '0',
    votes,
    real,
  ].join('\t');
export const NC_RESULTS_FILE = {
  name: 'results_pct_20221108.txt',
  content: [
    NC_HEADER,
    nc('WAKE', '01-01', 'US SENATE', 'Alice Able', 'DEM', 1, '120'), // line 2
    nc('WAKE', '01-01', 'US SENATE', 'Bob Baker', 'REP', 1, '80'),
    nc('WAKE', '01-02', 'US SENATE', 'Alice Able', 'DEM', 1, '50'),
    nc('WAKE', '01-02', 'US SENATE', 'Bob Baker', 'REP', 1, '70'), // line 5
    nc('WAKE', 'ABSENTEE', 'US SENATE', 'Alice Able', 'DEM', 1, '10', 'N'),
    nc('WAKE', 'ABSENTEE', 'US SENATE', 'Bob Baker', 'REP', 1, '5', 'N'),
    nc('WAKE', '01-01', 'CITY COUNCIL AT LARGE', 'Cara Cole', '', 2, '1,060'),
    nc('WAKE', '01-01', 'CITY COUNCIL AT LARGE', 'Dan Diaz', '', 2, '55'),
    nc('WAKE', '01-01', 'CITY COUNCIL AT LARGE', 'Eve Eng', '', 2, '40'), // line 10
    nc('DURHAM', '01-01', 'US SENATE', 'Alice Able', 'DEM', 1, '999'),
    nc('WAKE', '01-02', 'CITY COUNCIL AT LARGE', 'Dan Diaz', '', 2, 'abc'),
    nc('WAKE', '01-02', 'CITY COUNCIL AT LARGE', '', '', 2, '12'),
    nc('WAKE', '01-01', 'US SENATE', 'Alice Able', 'DEM', 1, '7'), // line 14
  ].join('\n'),
};
