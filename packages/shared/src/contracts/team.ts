import { z } from 'zod';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';
import { campaignMemberSchema } from './campaigns.ts';

/** A title as Managers write it: one of the four, or any other (which behaves like Staff, shell §1). */
export const titleSchema = z.string().trim().min(1, 'title must not be empty').max(60);

/** PUT /campaign-user/title/: a Manager or Director changes a member's title (decision 0035). */
export const changeTitleBodySchema = z
  .object({
    campaign_id: campaignIdSchema,
    user_id: idSchema,
    title: required('title', titleSchema),
  })
  .meta({ id: 'ChangeTitleBody' });
export type ChangeTitleBody = z.infer<typeof changeTitleBodySchema>;

/** PUT /campaign/owner/: the owner hands the campaign to another member (who becomes Manager if not a lead). */
export const transferOwnershipBodySchema = z
  .object({ campaign_id: campaignIdSchema, user_id: idSchema })
  .meta({ id: 'TransferOwnershipBody' });

/** GET /users/activity/?campaign_id=&user_id=: one member's page. */
export const memberActivityQuerySchema = z.object({ campaign_id: campaignIdSchema, user_id: idSchema });

/** How many weeks of doors, touches, texts and calls the member page charts, and how many visits it lists. */
export const ACTIVITY_WEEKS = 8;
export const RECENT_VISITS = 10;

export const memberActivitySchema = z
  .object({
    member: campaignMemberSchema,
    walkbooks: z.array(z.object({ id: z.uuid(), name: z.string(), status: z.string() })),
    /**
     * The last ACTIVITY_WEEKS weeks (Monday first, in the campaign's time zone), oldest first, zeros included:
     * doors knocked, touches (visits recorded), texts sent and calls recorded (phone-bank call results).
     */
    weeks: z.array(
      z.object({
        week_start: z.iso.date(),
        doors: z.number().int(),
        touches: z.number().int(),
        texts: z.number().int(),
        calls: z.number().int(),
      }),
    ),
    recent_visits: z.array(
      z.object({
        id: z.uuid(),
        visited_at: timestampSchema,
        walkbook_id: z.uuid(),
        walkbook_name: z.string(),
        voter_name: z.string(),
        touch_result: z.string(),
      }),
    ),
    time_zone: z.string(),
  })
  .meta({ id: 'MemberActivity' });
export type MemberActivity = z.infer<typeof memberActivitySchema>;
