/**
 * The telephony port (docs/decisions/0039-telephony.md): texting and phone banking (0045-voice.md). Two adapters: `twilio`
 * (the official SDK, chosen when TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set) and `simulator` (the default:
 * the same SDK code talking to an in-process stand-in for Twilio's HTTP API that keeps its state in the database).
 * Numbers are E.164. Inbound messages and delivery statuses arrive as webhooks (modules/webhooks), which call
 * the texting module's handlers.
 */

import { CALL_STATUSES, type CallStatus } from '@groundwork/shared/contracts/voice';

/** Twilio's message statuses. */
export const MESSAGE_STATUSES = [
  'accepted',
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'receiving',
  'received',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const isMessageStatus = (value: string): value is MessageStatus =>
  (MESSAGE_STATUSES as readonly string[]).includes(value);

export interface OutboundMessage {
  from: string;
  to: string;
  body: string;
  /** Absolute URL Twilio posts delivery statuses to. */
  statusCallback: string;
}

export interface SentMessage {
  /** Twilio's SM… sid: the key of every later status and of idempotency. */
  sid: string;
  status: MessageStatus;
}

export interface AvailableNumber {
  phone_number: string;
  friendly_name: string;
  locality: string | null;
  region: string | null;
  postal_code: string | null;
  capabilities: { sms: boolean; voice: boolean };
}

export interface OwnedNumber {
  /** Twilio's PN… sid. */
  sid: string;
  phone_number: string;
  capabilities: { sms: boolean; voice: boolean };
}

/** Vetting of a brand (the sender) or of a messaging campaign (the use case) by the carriers' registry. */
export type VettingStatus = 'PENDING' | 'APPROVED' | 'FAILED';

export interface Vetting {
  sid: string;
  status: VettingStatus;
  /** Carrier-style reasons when FAILED. */
  failure_reasons: string[];
}

/** Service §3 Text-sender registration (the 19 fields), as the registration module validated them. */
export interface BrandRegistration {
  friendly_name: string;
  company_name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  contact_first_name: string;
  contact_last_name: string;
  contact_email: string;
  contact_phone: string;
  website_url: string;
  campaign_verify_token: string | null;
  business_identity: string;
  business_type: string;
  business_industry: string;
  business_registration_id_type: string;
  business_registration_number: string;
  job_position: string;
  business_title: string;
}

/** Service §3 Message-campaign registration (the 8 fields). */
export interface MessagingCampaignRegistration {
  description: string;
  sample_messages: string[];
  use_case: string;
  has_embedded_links: boolean;
  has_phone_numbers: boolean;
  consent_description: string;
  opt_in_keywords: string[];
  opt_in_message: string;
}

export interface TelephonyPort {
  readonly kind: 'twilio' | 'simulator';
  sendMessage(message: OutboundMessage): Promise<SentMessage>;
  /** Numbers to buy near an area code and/or a ZIP code (at least one is given). */
  searchAvailableNumbers(query: {
    areaCode?: string;
    postalCode?: string;
    limit?: number;
  }): Promise<AvailableNumber[]>;
  /** Buys a number and points its inbound messages (and, later, calls) at our webhooks. */
  purchaseNumber(input: { phoneNumber: string; smsUrl: string; voiceUrl?: string }): Promise<OwnedNumber>;
  /** Submits the sender (Trust Hub profile and A2P brand) for vetting. */
  registerBrand(input: BrandRegistration): Promise<Vetting>;
  brandStatus(brandSid: string): Promise<Vetting>;
  /**
   * Submits the use case (a messaging service and its US A2P campaign) for vetting, under an approved brand.
   * The sid it answers is `MG…/QE…` (the service and its campaign: Twilio reads a campaign under its service);
   * store it whole, as an opaque string.
   */
  registerMessagingCampaign(brandSid: string, input: MessagingCampaignRegistration): Promise<Vetting>;
  /** Takes the `MG…/QE…` sid `registerMessagingCampaign` answered. */
  messagingCampaignStatus(campaignSid: string): Promise<Vetting>;
  /**
   * Whether `signature` (X-Twilio-Signature) signs this webhook request: with our account's auth token, or with
   * `authToken` (a subaccount's: Twilio signs a subaccount's calls with its own token).
   */
  validateWebhook(
    signature: string,
    url: string,
    params: Record<string, string>,
    authToken?: string,
  ): boolean;

  // ——— Voice (docs/decisions/0045-voice.md) ———

  /** A campaign's own calling account: a Twilio subaccount of ours (its auth token is a secret: seal it). */
  createSubaccount(friendlyName: string): Promise<VoiceAccount>;
  accountStatus(accountSid: string): Promise<Omit<VoiceAccount, 'authToken'>>;
  /** In the subaccount: an API key (signs browser tokens) and a TwiML app whose voice URL answers browser calls. */
  createVoiceCredentials(accountSid: string, voiceUrl: string): Promise<VoiceCredentials>;
  /** A Voice SDK access token (JWT): outgoing calls through the TwiML app, no incoming calls. */
  voiceAccessToken(input: VoiceTokenInput): string;
  /** Places a call in the account (a subaccount), from one of our numbers; its TwiML from `url` or `twiml`. */
  placeCall(input: OutboundCall): Promise<PlacedCall>;
  /** Ends a call (Status=completed: a ringing call is canceled, a live one hung up). */
  hangupCall(accountSid: string, callSid: string): Promise<void>;
  /** TwiML for a call, built with the SDK's VoiceResponse. */
  voiceTwiml(steps: readonly TwimlStep[]): string;
}

export type VoiceAccountStatus = 'active' | 'suspended' | 'closed';

export interface VoiceAccount {
  sid: string;
  authToken: string;
  status: VoiceAccountStatus;
}

export interface VoiceCredentials {
  apiKeySid: string;
  apiKeySecret: string;
  twimlAppSid: string;
}

export interface VoiceTokenInput extends VoiceCredentials {
  accountSid: string;
  identity: string;
  ttlSeconds: number;
}

export { CALL_STATUSES, type CallStatus };
export const isCallStatus = (value: string): value is CallStatus =>
  (CALL_STATUSES as readonly string[]).includes(value);
/** A call that has ended, one way or another. */
export const FINAL_CALL_STATUSES: readonly CallStatus[] = [
  'completed',
  'busy',
  'no-answer',
  'failed',
  'canceled',
];

export interface OutboundCall {
  accountSid: string;
  /** One of our numbers, E.164. */
  from: string;
  to: string;
  /** Where the provider fetches the call's TwiML once answered, or the TwiML itself. */
  url?: string;
  twiml?: string;
  statusCallback?: string;
}

export interface PlacedCall {
  sid: string;
  status: CallStatus;
}

/** What our TwiML says: a `<Say>`, a `<Dial>` of one number, a `<Hangup/>`. */
export type TwimlStep =
  | { say: string }
  | { dial: { callerId: string; number: string; statusCallback?: string; timeLimitSeconds?: number } }
  | { hangup: true };
