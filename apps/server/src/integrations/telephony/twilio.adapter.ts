import type { Twilio } from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
// The signature check alone, not the SDK's index: that loads every API and its HTTP client (~0.1–0.4 s).
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import type {
  AvailableNumber,
  BrandRegistration,
  MessageStatus,
  TelephonyPort,
  Vetting,
  VettingStatus,
} from './telephony.port.ts';
import { twilioVoice } from './twilio-voice.ts';

/** Twilio's Trust Hub policies: the secondary customer profile, and the A2P messaging profile (constants). */
export const CUSTOMER_PROFILE_POLICY_SID = 'RNdfbf3fae0e1107f8aded0e7cead80bf5';
export const A2P_PROFILE_POLICY_SID = 'RNb0d4771c2c98518d916a3d4cd70a8f8b';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /**
   * The SDK's HTTP client: the simulator's stand-in for Twilio's API, or a test's; Twilio's own otherwise.
   * The SDK calls only its `request()`.
   */
  httpClient?: Pick<RequestClient, 'request'>;
  kind?: TelephonyPort['kind'];
}

/**
 * A messaging campaign is read under its messaging service, so its sid on the port is `MG…/QE…`
 * (docs/decisions/0039-telephony.md).
 */
const campaignSidOf = (serviceSid: string, campaignSid: string) => `${serviceSid}/${campaignSid}`;
const splitCampaignSid = (sid: string): [string, string] => {
  const [service, campaign] = sid.split('/');
  if (!service || !campaign) throw new Error(`Not a messaging campaign sid: ${sid}`);
  return [service, campaign];
};

const brandStatusOf = (status: string): VettingStatus =>
  status === 'APPROVED'
    ? 'APPROVED'
    : ['FAILED', 'SUSPENDED', 'DELETED'].includes(status)
      ? 'FAILED'
      : 'PENDING';
const campaignStatusOf = (status: string): VettingStatus =>
  status === 'VERIFIED' ? 'APPROVED' : status === 'FAILED' ? 'FAILED' : 'PENDING';

/** Twilio reports reasons as `errors` ([{description}]) and, on brands, a `failure_reason` line. */
const reasonsOf = (errors: unknown, failureReason?: string | null): string[] => {
  const listed = Array.isArray(errors)
    ? errors.map((e: { description?: unknown }) => String(e.description ?? '')).filter(Boolean)
    : [];
  if (listed.length > 0) return listed;
  return failureReason ? [failureReason] : [];
};

/** Available numbers report `SMS` and `voice`; bought ones `sms` and `voice`. */
const capabilitiesOf = (raw: unknown) => {
  const c = (raw ?? {}) as Record<string, unknown>;
  return { sms: Boolean(c.sms ?? c.SMS), voice: Boolean(c.voice ?? c.Voice) };
};

/**
 * The Twilio adapter (docs/decisions/0039-telephony.md): every port method through the official SDK. The
 * SDK is imported when a method first needs the client, so a process that never texts does not load it
 * (docs/decisions/0043-test-speed.md).
 */
export const createTwilioTelephony = (options: TwilioOptions): TelephonyPort => {
  let built: Promise<Twilio> | undefined;
  const sdk = () =>
    (built ??= import('twilio').then(({ default: twilio }) =>
      twilio(options.accountSid, options.authToken, {
        ...(options.httpClient ? { httpClient: options.httpClient as RequestClient } : {}),
      }),
    ));

  const submitBrand = async (input: BrandRegistration): Promise<Vetting> => {
    const client = await sdk();
    const { trusthub, messaging } = client;
    const profile = await trusthub.v1.customerProfiles.create({
      friendlyName: input.friendly_name,
      email: input.contact_email,
      policySid: CUSTOMER_PROFILE_POLICY_SID,
    });
    const business = await trusthub.v1.endUsers.create({
      friendlyName: `${input.company_name} business information`,
      type: 'customer_profile_business_information',
      attributes: {
        business_name: input.company_name,
        business_identity: input.business_identity,
        business_type: input.business_type,
        business_industry: input.business_industry,
        business_registration_identifier: input.business_registration_id_type,
        business_registration_number: input.business_registration_number,
        business_regions_of_operation: 'USA_AND_CANADA',
        website_url: input.website_url,
      },
    });
    const representative = await trusthub.v1.endUsers.create({
      friendlyName: `${input.contact_first_name} ${input.contact_last_name}`,
      type: 'authorized_representative_1',
      attributes: {
        first_name: input.contact_first_name,
        last_name: input.contact_last_name,
        email: input.contact_email,
        phone_number: input.contact_phone,
        business_title: input.business_title,
        job_position: input.job_position,
      },
    });
    const address = await client.api.v2010.account.addresses.create({
      customerName: input.company_name,
      street: input.address,
      city: input.city,
      region: input.state,
      postalCode: input.zip,
      isoCountry: 'US',
    });
    const document = await trusthub.v1.supportingDocuments.create({
      friendlyName: `${input.company_name} address`,
      type: 'customer_profile_address',
      attributes: { address_sids: address.sid },
    });
    for (const objectSid of [business.sid, representative.sid, document.sid]) {
      await trusthub.v1.customerProfiles(profile.sid).customerProfilesEntityAssignments.create({ objectSid });
    }
    await trusthub.v1.customerProfiles(profile.sid).update({ status: 'pending-review' });

    const a2pProfile = await trusthub.v1.trustProducts.create({
      friendlyName: `${input.friendly_name} A2P`,
      email: input.contact_email,
      policySid: A2P_PROFILE_POLICY_SID,
    });
    const messagingProfile = await trusthub.v1.endUsers.create({
      friendlyName: `${input.company_name} messaging profile`,
      type: 'us_a2p_messaging_profile_information',
      attributes: {
        company_type: input.business_type === 'Non-profit Corporation' ? 'non-profit' : 'private',
      },
    });
    for (const objectSid of [messagingProfile.sid, profile.sid]) {
      await trusthub.v1.trustProducts(a2pProfile.sid).trustProductsEntityAssignments.create({ objectSid });
    }
    await trusthub.v1.trustProducts(a2pProfile.sid).update({ status: 'pending-review' });

    const brand = await messaging.v1.brandRegistrations.create({
      customerProfileBundleSid: profile.sid,
      a2PProfileBundleSid: a2pProfile.sid,
      brandType: 'STANDARD',
    });
    // Political senders prove themselves with a Campaign Verify token: an external vetting of the brand.
    if (input.campaign_verify_token) {
      await messaging.v1.brandRegistrations(brand.sid).brandVettings.create({
        vettingProvider: 'campaign-verify',
        vettingId: input.campaign_verify_token,
      });
    }
    return {
      sid: brand.sid,
      status: brandStatusOf(brand.status),
      failure_reasons: reasonsOf(brand.errors, brand.failureReason),
    };
  };

  return {
    kind: options.kind ?? 'twilio',
    ...twilioVoice(sdk),

    async sendMessage({ from, to, body, statusCallback }) {
      const client = await sdk();
      const message = await client.messages.create({ from, to, body, statusCallback });
      return { sid: message.sid, status: message.status as MessageStatus };
    },

    async searchAvailableNumbers({ areaCode, postalCode, limit = 10 }) {
      const client = await sdk();
      const found = await client.availablePhoneNumbers('US').local.list({
        ...(areaCode ? { areaCode: Number(areaCode) } : {}),
        ...(postalCode ? { inPostalCode: postalCode } : {}),
        smsEnabled: true,
        limit,
      });
      return found.map((n): AvailableNumber => ({
        phone_number: n.phoneNumber,
        friendly_name: n.friendlyName,
        locality: n.locality ?? null,
        region: n.region ?? null,
        postal_code: n.postalCode ?? null,
        capabilities: capabilitiesOf(n.capabilities),
      }));
    },

    async purchaseNumber({ phoneNumber, smsUrl, voiceUrl }) {
      const client = await sdk();
      const bought = await client.incomingPhoneNumbers.create({
        phoneNumber,
        smsUrl,
        smsMethod: 'POST',
        ...(voiceUrl ? { voiceUrl, voiceMethod: 'POST' } : {}),
      });
      return {
        sid: bought.sid,
        phone_number: bought.phoneNumber,
        capabilities: capabilitiesOf(bought.capabilities),
      };
    },

    registerBrand: submitBrand,

    async brandStatus(brandSid) {
      const { messaging } = await sdk();
      const brand = await messaging.v1.brandRegistrations(brandSid).fetch();
      return {
        sid: brand.sid,
        status: brandStatusOf(brand.status),
        failure_reasons: reasonsOf(brand.errors, brand.failureReason),
      };
    },

    async registerMessagingCampaign(brandSid, input) {
      const { messaging } = await sdk();
      const service = await messaging.v1.services.create({
        friendlyName: input.description.slice(0, 64),
        useInboundWebhookOnNumber: true,
      });
      const campaign = await messaging.v1.services(service.sid).usAppToPerson.create({
        brandRegistrationSid: brandSid,
        description: input.description,
        messageFlow: input.consent_description,
        messageSamples: input.sample_messages,
        usAppToPersonUsecase: input.use_case,
        hasEmbeddedLinks: input.has_embedded_links,
        hasEmbeddedPhone: input.has_phone_numbers,
        optInKeywords: input.opt_in_keywords,
        optInMessage: input.opt_in_message,
      });
      return {
        sid: campaignSidOf(service.sid, campaign.sid),
        status: campaignStatusOf(campaign.campaignStatus),
        failure_reasons: reasonsOf(campaign.errors),
      };
    },

    async messagingCampaignStatus(campaignSid) {
      const [serviceSid, sid] = splitCampaignSid(campaignSid);
      const { messaging } = await sdk();
      const campaign = await messaging.v1.services(serviceSid).usAppToPerson(sid).fetch();
      return {
        sid: campaignSidOf(serviceSid, campaign.sid),
        status: campaignStatusOf(campaign.campaignStatus),
        failure_reasons: reasonsOf(campaign.errors),
      };
    },

    validateWebhook(signature, url, params, authToken = options.authToken) {
      return validateRequest(authToken, signature, url, params);
    },
  };
};
