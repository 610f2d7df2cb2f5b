/**
 * Texting registration, A2P 10DLC (service §3 Text-sender registration, Message-campaign registration; §7 Text
 * campaigns; docs/decisions/0040-text-registration.md): the campaign registers itself as a sender (a brand), then
 * its use case (a messaging campaign), each vetted by the carriers' registry PENDING → APPROVED | FAILED. The
 * pre-flight check (text-registration-preflight.ts) applies the reviewers' checklist before anything is sent.
 */
import { z } from 'zod';
import { campaignIdSchema, idSchema, required, timestampSchema } from './common.ts';
import { normalizePhone } from './consent.ts';

export * from './text-registration-preflight.ts';

/** The 50 states, DC and the inhabited territories (USPS codes). */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK',
  'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC', 'PR', 'GU', 'VI',
  'AS', 'MP',
] as const; // prettier-ignore

/** Twilio Trust Hub customer profile values (Business Information). */
export const BUSINESS_IDENTITIES = ['direct_customer', 'isv_reseller_or_partner'] as const;
export const BUSINESS_TYPES = [
  'Sole Proprietorship',
  'Partnership',
  'Limited Liability Corporation',
  'Co-operative',
  'Non-profit Corporation',
  'Corporation',
] as const;
export const BUSINESS_INDUSTRIES = [
  'AUTOMOTIVE', 'AGRICULTURE', 'BANKING', 'CONSTRUCTION', 'CONSUMER', 'EDUCATION', 'ENGINEERING', 'ENERGY',
  'OIL_AND_GAS', 'FAST_MOVING_CONSUMER_GOODS', 'FINANCIAL', 'FINTECH', 'FOOD_AND_BEVERAGE', 'GOVERNMENT',
  'HEALTHCARE', 'HOSPITALITY', 'INSURANCE', 'LEGAL', 'MANUFACTURING', 'MEDIA', 'ONLINE', 'PROFESSIONAL_SERVICES',
  'RAW_MATERIALS', 'REAL_ESTATE', 'RELIGION', 'RETAIL', 'JEWELRY', 'TECHNOLOGY', 'TELECOMMUNICATIONS',
  'TRANSPORTATION', 'TRAVEL', 'ELECTRONICS', 'NOT_FOR_PROFIT',
] as const; // prettier-ignore
export const BUSINESS_REGISTRATION_ID_TYPES = [
  'EIN',
  'DUNS',
  'CCN',
  'CBN',
  'CN',
  'ACN',
  'CIN',
  'VAT',
  'VATRN',
  'RN',
  'Other',
] as const;
export const JOB_POSITIONS = ['Director', 'GM', 'VP', 'CEO', 'CFO', 'General Counsel', 'Other'] as const;

/** Twilio's US A2P campaign use cases. */
export const A2P_USE_CASES = [
  '2FA', 'ACCOUNT_NOTIFICATION', 'AGENTS_FRANCHISES', 'CHARITY', 'CUSTOMER_CARE', 'DELIVERY_NOTIFICATION',
  'EMERGENCY', 'FRAUD_ALERT', 'HIGHER_EDUCATION', 'K12_EDUCATION', 'LOW_VOLUME', 'MARKETING', 'MIXED',
  'POLITICAL', 'POLLING_VOTING', 'PROXY', 'PUBLIC_SERVICE_ANNOUNCEMENT', 'SECURITY_ALERT', 'SOCIAL',
  'SWEEPSTAKE', 'SOLE_PROPRIETOR',
] as const; // prettier-ignore
export type A2pUseCase = (typeof A2P_USE_CASES)[number];
/** Use cases the registry vets only with a Campaign Verify token (political committees). */
export const POLITICAL_USE_CASES: readonly A2pUseCase[] = ['POLITICAL'];

/** Vetting of the sender (brand) and of the message campaign. */
export const REGISTRATION_STATUSES = ['PENDING', 'APPROVED', 'FAILED'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const REGISTRATION_MESSAGES = {
  alreadyRegistered: 'The campaign is already registered as a text sender; register again only after FAILED',
  brandNotApproved: 'The text sender must be APPROVED before its message campaign is registered',
  campaignAlreadyRegistered: 'The message campaign is already registered; register again only after FAILED',
  numberOwned: 'This number is already owned',
  ownUserOnly: 'user_id must be your own',
} as const;

const text = (label: string, max: number) =>
  required(label, z.string().trim().min(1, `${label} was not provided`).max(max, `${label} is too long`));
const httpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https$/, error: `${label} must be an https:// address` }).max(2048));

/** A phone number, normalised to E.164 (US when it has no country code). */
const e164 = (label: string) =>
  z.string().transform((raw, ctx) => {
    const phone = normalizePhone(raw);
    if (!phone) ctx.addIssue({ code: 'custom', message: `${label} must be a phone number` });
    return phone ?? '';
  });

/** Service §3 Text-sender registration: the 19 fields, plus the privacy policy reviewers ask for. */
export const senderFieldsSchema = z.object({
  friendly_name: text('friendly_name', 64),
  company_name: text('company_name', 120),
  address: text('address', 200),
  city: text('city', 100),
  state: required(
    'state',
    z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(US_STATES, { error: 'state must be a US state code such as NC' })),
  ),
  zip: required('zip', z.string().trim().regex(/^\d{5}(-\d{4})?$/, 'zip must be a ZIP code such as 27601')),
  contact_first_name: text('contact_first_name', 60),
  contact_last_name: text('contact_last_name', 60),
  contact_email: required('contact_email', z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address'))),
  contact_phone: required('contact_phone', e164('contact_phone')),
  website_url: required('website_url', httpsUrl('website_url')),
  /** https; optional in the spec's fields, but a reviewer's first look (pre-flight). */
  privacy_policy_url: httpsUrl('privacy_policy_url').nullable().optional(),
  /** Campaign Verify's token for political committees (political use cases need one). */
  campaign_verify_token: z.string().trim().max(512).nullable().optional(),
  business_identity: required('business_identity', z.enum(BUSINESS_IDENTITIES)),
  business_type: required('business_type', z.enum(BUSINESS_TYPES)),
  business_industry: required('business_industry', z.enum(BUSINESS_INDUSTRIES)),
  business_registration_id_type: required('business_registration_id_type', z.enum(BUSINESS_REGISTRATION_ID_TYPES)),
  business_registration_number: text('business_registration_number', 40),
  job_position: required('job_position', z.enum(JOB_POSITIONS)),
  business_title: text('business_title', 60),
}); // prettier-ignore

const EIN = /^\d{2}-\d{7}$/;
export const EIN_MESSAGE = 'An EIN has the shape NN-NNNNNNN';

/** The sender's fields, with the EIN shape checked when the registration id is an EIN. */
export const senderRegistrationSchema = senderFieldsSchema
  .superRefine((sender, ctx) => {
    if (sender.business_registration_id_type === 'EIN' && !EIN.test(sender.business_registration_number)) {
      ctx.addIssue({ code: 'custom', path: ['business_registration_number'], message: EIN_MESSAGE });
    }
  })
  .meta({ id: 'TextSenderRegistration' });
export type SenderRegistration = z.infer<typeof senderRegistrationSchema>;

export const registerSenderBodySchema = z
  .intersection(z.object({ campaign_id: campaignIdSchema }), senderRegistrationSchema)
  .meta({ id: 'RegisterTextSenderBody' });

export const SAMPLE_LIMITS = { min: 2, max: 5, length: { min: 20, max: 1024 } } as const;

/** Service §3 Message-campaign registration: the 8 fields. */
export const messageCampaignRegistrationSchema = z
  .object({
    description: text('description', 4096).pipe(
      z.string().min(40, 'description must say in at least 40 characters what the texts are for'),
    ),
    sample_messages: required(
      'sample_messages',
      z
        .array(
          z
            .string()
            .trim()
            .min(SAMPLE_LIMITS.length.min, 'Each sample message needs at least 20 characters')
            .max(SAMPLE_LIMITS.length.max, 'Each sample message can be at most 1024 characters'),
        )
        .min(SAMPLE_LIMITS.min, 'Give 2 to 5 sample messages')
        .max(SAMPLE_LIMITS.max, 'Give 2 to 5 sample messages'),
    ),
    use_case: required('use_case', z.enum(A2P_USE_CASES, { error: 'use_case must be one of Twilio’s use cases' })),
    has_embedded_links: required('has_embedded_links', z.boolean()),
    has_phone_numbers: required('has_phone_numbers', z.boolean()),
    consent_description: text('consent_description', 2048),
    opt_in_keywords: required(
      'opt_in_keywords',
      z.array(z.string().trim().toUpperCase().regex(/^[A-Z0-9]{1,20}$/, 'A keyword is one word')).max(10),
    ),
    opt_in_message: text('opt_in_message', 320),
  })
  .meta({ id: 'MessageCampaignRegistration' }); // prettier-ignore
export type MessageCampaignRegistration = z.infer<typeof messageCampaignRegistrationSchema>;

export const createA2pCampaignBodySchema = z
  .intersection(z.object({ campaign_id: campaignIdSchema }), messageCampaignRegistrationSchema)
  .meta({ id: 'CreateA2pCampaignBody' });

/** `{id}` of GET /text-campaign/twilio/{id}/status: the campaign's id (one registration per campaign). */
export const registrationStatusParamsSchema = z.object({ id: idSchema });

const vettingSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES),
  failure_reasons: z.array(z.string()),
  submitted_at: timestampSchema,
  updated_at: timestampSchema,
});
export type VettingState = z.infer<typeof vettingSchema>;

/** The campaign's registration, as the texting page and the registration form read it. */
export const registrationStatusSchema = z
  .object({
    campaign_id: z.uuid(),
    brand: vettingSchema.nullable(),
    message_campaign: vettingSchema.nullable(),
    /** What was submitted, so a FAILED registration can be corrected and sent again. */
    sender: senderFieldsSchema.extend({ contact_phone: z.string() }).nullable(),
    message_campaign_fields: messageCampaignRegistrationSchema.nullable(),
    phone_numbers: z.number().int(),
    is_texting_enabled: z.boolean(),
  })
  .meta({ id: 'TextRegistrationStatus' });
export type RegistrationStatusView = z.infer<typeof registrationStatusSchema>;

/** Service §5: an area code and/or a ZIP code. */
export const availableNumbersQuerySchema = z.object({
  campaign_id: campaignIdSchema,
  area_code: z
    .string()
    .trim()
    .regex(/^(?:[2-9]\d{2})?$/, 'area_code is 3 digits, such as 919')
    .optional(),
  zip_code: z
    .string()
    .trim()
    .regex(/^(?:\d{5})?$/, 'zip_code is 5 digits')
    .optional(),
});

export const availableNumberSchema = z
  .object({
    phone_number: z.string(),
    friendly_name: z.string(),
    locality: z.string().nullable(),
    region: z.string().nullable(),
    postal_code: z.string().nullable(),
    capabilities: z.object({ sms: z.boolean(), voice: z.boolean() }),
  })
  .meta({ id: 'AvailableNumber' });
export type AvailableNumber = z.infer<typeof availableNumberSchema>;

export const purchaseNumberBodySchema = z
  .object({
    campaign_id: campaignIdSchema,
    user_id: idSchema,
    phone_number: required('phone_number', e164('phone_number')),
  })
  .meta({ id: 'PurchaseNumberBody' });

export const campaignNumbersQuerySchema = z.object({ campaign_id: campaignIdSchema });

export const campaignPhoneNumberSchema = z
  .object({
    id: z.uuid(),
    phone_number: z.string(),
    capabilities: z.object({ sms: z.boolean(), voice: z.boolean() }),
    purchased_by: z.uuid().nullable(),
    purchased_at: timestampSchema,
  })
  .meta({ id: 'CampaignPhoneNumber' });
export type CampaignPhoneNumber = z.infer<typeof campaignPhoneNumberSchema>;
