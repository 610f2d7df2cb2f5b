import { z } from 'zod';
import { surveySchema } from '@groundwork/shared/contracts/surveys';
import {
  optimizedRouteSchema,
  walkbookSchema,
  walkbookSummarySchema,
} from '@groundwork/shared/contracts/walkbooks';
import { readThrough } from '../../../lib/offline/snapshots';

/** What a phone keeps of a walkbook (decision 0049): doors with voters and latest results, survey, route. */
const walkbookSnapshotSchema = z
  .object({ walkbook: walkbookSchema, survey: surveySchema.nullable(), route: optimizedRouteSchema })
  .partial();
type WalkbookSnapshot = Required<z.infer<typeof walkbookSnapshotSchema>>;

/** Reads one part of a walkbook's door screen through its kept copy. */
export const keptWalkbookPart = <K extends keyof WalkbookSnapshot & string>(
  campaignId: string,
  id: string,
  part: K,
  fetch: () => Promise<WalkbookSnapshot[K]>,
) =>
  readThrough<WalkbookSnapshot, K>(
    { id, campaign_id: campaignId, kind: 'walkbook' },
    walkbookSnapshotSchema,
    part,
    fetch,
  );

const listSnapshotSchema = z.object({ walkbooks: z.array(walkbookSummarySchema) }).partial();

/** The walkbook list, kept too, so the walk from the door screen to the list and back works offline. */
export const keptWalkbookList = (
  campaignId: string,
  name: string,
  fetch: () => Promise<z.infer<typeof walkbookSummarySchema>[]>,
) =>
  readThrough<{ walkbooks: z.infer<typeof walkbookSummarySchema>[] }, 'walkbooks'>(
    { id: `list:${campaignId}:${name}`, campaign_id: campaignId, kind: 'list' },
    listSnapshotSchema,
    'walkbooks',
    fetch,
  );
