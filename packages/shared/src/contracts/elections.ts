import { z } from 'zod';
import { campaignIdSchema } from './common.ts';

/**
 * An election of the campaign's vote history (docs/decisions/0066-vote-history-and-turnout.md): one per
 * `ncvhis` election date, or per wide election column of a voter file.
 */
export const ELECTION_TYPES = [
  'GENERAL',
  'PRIMARY',
  'SECOND PRIMARY',
  'MUNICIPAL',
  'SPECIAL',
  'OTHER',
] as const;
export type ElectionType = (typeof ELECTION_TYPES)[number];

export const electionSchema = z
  .object({
    /** The vote history's election code (`2024G-1105`): what a filter's `vote_history.elections` lists. */
    code: z.string(),
    /** YYYY-MM-DD, or null when the file gave no date. */
    date: z.string().nullable(),
    type: z.enum(ELECTION_TYPES),
    /** How many of the campaign's voters took part. */
    voters: z.number().int(),
    /** For people: "2024 General", "2024 Primary", "2023 Municipal". */
    name: z.string(),
  })
  .meta({ id: 'HistoryElection' });
export type Election = z.infer<typeof electionSchema>;

/** GET /district/elections/?campaign_id=: the campaign's elections, newest first. */
export const electionsQuerySchema = z.object({ campaign_id: campaignIdSchema });
export const electionListSchema = z.array(electionSchema).meta({ id: 'HistoryElectionList' });
