import { z } from 'zod';
import { campaignIdSchema, emailSchema, idSchema, required, timestampSchema } from './common.ts';

/** Invitation statuses (docs/decisions/0003-invitations.md). */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Invitation entry on the user record (shell §3). */
export const invitationEntrySchema = z
  .object({
    id: z.uuid(),
    campaign_id: z.uuid(),
    campaign_name: z.string(),
    candidate_name: z.string().nullable(),
    sender_email: z.string(),
    offer_title: z.string(),
    expires_at: timestampSchema,
  })
  .meta({ id: 'InvitationEntry' });
export type InvitationEntry = z.infer<typeof invitationEntrySchema>;

/** Invitation record (service §3). */
export const invitationSchema = z
  .object({
    id: z.uuid(),
    date_sent: timestampSchema,
    sender_id: z.uuid(),
    campaign_id: z.uuid(),
    receiver_email: z.string(),
    status: z.enum(INVITATION_STATUSES),
    message: z.string().nullable(),
    offer_title: z.string(),
    expires_at: timestampSchema,
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

export const createInvitationBodySchema = z
  .object({
    sender_id: z.uuid().optional(),
    campaign_id: campaignIdSchema,
    receiver_email: required('receiver_email', emailSchema),
    offer_title: required('offer_title', z.string().trim().min(1).max(60)),
    message: z.string().trim().max(2000).optional(),
  })
  .meta({ id: 'CreateInvitationBody' });
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

export const validateInvitationQuerySchema = z.object({ token: z.string().optional() });
export const validateInvitationResponseSchema = z
  .object({ email: z.string(), campaign_name: z.string(), offer_title: z.string() })
  .meta({ id: 'ValidatedInvitation' });

export const getInvitationQuerySchema = z.object({
  receiver_email: required('receiver_email', emailSchema),
  campaign_id: z.uuid().optional(),
});

export const updateInvitationBodySchema = z
  .object({
    id: idSchema,
    status: required('status', z.enum(['accepted', 'declined', 'revoked'])),
  })
  .meta({ id: 'UpdateInvitationBody' });

/** GET /invitation/all/?campaign_id=: the campaign's invitations still waiting (pending or expired), newest first. */
export const listInvitationsQuerySchema = z.object({ campaign_id: campaignIdSchema });

/** POST /invitation/resend/: e-mails a fresh link (a new token and expiry); the old link stops working. */
export const resendInvitationBodySchema = z
  .object({ id: idSchema, campaign_id: campaignIdSchema })
  .meta({ id: 'ResendInvitationBody' });
