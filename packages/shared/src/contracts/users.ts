import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { campaignIdSchema, emailSchema, queryBooleanSchema, required, timestampSchema } from './common.ts';
import {
  EMAIL_PATTERN,
  nameError,
  REGISTRATION_PASSWORD_MESSAGE,
  REGISTRATION_PASSWORD_PATTERN,
} from './identity.ts';
import { invitationEntrySchema } from './invitations.ts';

/** Campaign membership entry (shell §3). */
export const membershipEntrySchema = z
  .object({
    campaign_id: z.uuid(),
    campaign_name: z.string(),
    candidate_name: z.string().nullable(),
    title: z.string(),
    date_joined: timestampSchema,
  })
  .meta({ id: 'MembershipEntry' });
export type MembershipEntry = z.infer<typeof membershipEntrySchema>;

/** The product account and its memberships, as GET /users/me returns it (shell §3, service §3). */
export const userRecordSchema = z
  .object({
    id: z.uuid(),
    first: z.string(),
    last: z.string(),
    email: z.string(),
    is_active: z.boolean(),
    is_superuser: z.boolean(),
    is_verified: z.boolean(),
    terms_accepted: z.boolean(),
    oauth_accounts: z.array(z.never()),
    /** The default membership (the most recently joined); the campaign-user context overrides these three. */
    campaign_id: z.uuid().nullable(),
    title: z.string().nullable(),
    date_joined: timestampSchema.nullable(),
    campaigns: z.array(membershipEntrySchema),
    invitations: z.array(invitationEntrySchema),
  })
  .meta({ id: 'UserRecord' });
export type UserRecord = z.infer<typeof userRecordSchema>;

/** An identity with a pending invitation but no product account yet (shell §3, §4). */
export const registrationRequiredSchema = z
  .object({
    status: z.literal('registration_required'),
    email: z.string(),
    invitations: z.array(invitationEntrySchema),
  })
  .meta({ id: 'RegistrationRequired' });

export const meResponseSchema = z.union([userRecordSchema, registrationRequiredSchema]);
export type MeResponse = z.infer<typeof meResponseSchema>;
export const isRegistrationRequired = (me: MeResponse): me is z.infer<typeof registrationRequiredSchema> =>
  'status' in me && me.status === 'registration_required';

/** A first or last name (docs/decisions/0025), trimmed; the error names the field. */
const nameSchema = (label: string) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const error = nameError(label, value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

/** PUT /users/name/: the caller's own first and last name. */
export const updateNameBodySchema = z
  .object({
    first: required('First name', nameSchema('First name')),
    last: required('Last name', nameSchema('Last name')),
  })
  .meta({ id: 'UpdateNameBody' });
export type UpdateNameBody = z.infer<typeof updateNameBodySchema>;

/** The five registration fields with the rules of shell §5; the mismatch message differs by side. */
export const makeRegistrationFormSchema = (mismatchMessage: string) =>
  z
    .object({
      first: required('First name', nameSchema('First name')),
      last: required('Last name', nameSchema('Last name')),
      email: required('Email', z.string().trim().regex(EMAIL_PATTERN, 'Enter a valid email address')),
      password: required(
        'Password',
        z.string().regex(REGISTRATION_PASSWORD_PATTERN, REGISTRATION_PASSWORD_MESSAGE),
      ),
      password_confirmation: required('Password confirmation', z.string()),
    })
    .refine((v) => v.password === v.password_confirmation, {
      message: mismatchMessage,
      path: ['password_confirmation'],
    });

/** The web form: shell §5 messages. */
export const registrationFormSchema = makeRegistrationFormSchema(MESSAGES.passwordConfirmationMismatch);
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/**
 * POST /users/: registration through an invitation. The client may send the flags and
 * oauth_accounts of service §7; the server ignores them and applies service §6.
 */
export const registerUserBodySchema = makeRegistrationFormSchema(MESSAGES.passwordsDoNotMatch)
  .and(
    z.object({
      invitation_token: required('Invitation token', z.string().min(1)),
      is_active: z.boolean().optional(),
      is_superuser: z.boolean().optional(),
      is_verified: z.boolean().optional(),
      oauth_accounts: z.array(z.unknown()).optional(),
    }),
  )
  .meta({ id: 'RegisterUserBody' });
export type RegisterUserBody = z.infer<typeof registerUserBodySchema>;

export const registerUserResponseSchema = z
  .object({ id: z.uuid(), email: z.string(), first: z.string(), last: z.string(), is_verified: z.boolean() })
  .meta({ id: 'RegisteredUser' });

export const termsQuerySchema = z.object({ terms_status: required('terms_status', queryBooleanSchema) });
export const termsResponseSchema = z.object({
  status: z.literal('user_terms_status_updated'),
  terms_accepted: z.boolean(),
});

/** PATCH /users/me: join a campaign through an invitation, optionally updating one's name. */
export const joinCampaignBodySchema = z
  .object({
    campaign_id: campaignIdSchema,
    campaign_name: z.string().optional(),
    first: nameSchema('First name').optional(),
    last: nameSchema('Last name').optional(),
    title: z.string().optional(),
    email: z.string().optional(),
    password: z.string().optional(),
  })
  .meta({ id: 'JoinCampaignBody' });

/** The campaign-user context: the caller's membership in one campaign. */
export const campaignUserSchema = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    campaign_id: z.uuid(),
    campaign_name: z.string(),
    candidate_name: z.string().nullable(),
    title: z.string(),
    date_joined: timestampSchema,
    first: z.string(),
    last: z.string(),
    email: z.string(),
    is_owner: z.boolean(),
  })
  .meta({ id: 'CampaignUser' });
export type CampaignUser = z.infer<typeof campaignUserSchema>;

export const campaignAccountQuerySchema = z.object({ campaign_id: campaignIdSchema });

export const removeCampaignUserQuerySchema = z.object({
  email: required('email', emailSchema),
  campaign_id: campaignIdSchema,
});
