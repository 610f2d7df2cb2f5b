import { describe, expect, it } from 'vitest';
import { API, BASIC, port, seen, sid } from './local-twilio.ts';
import { goodBrand, goodCampaign } from './simulator/test-registration.ts';
import { A2P_PROFILE_POLICY_SID, CUSTOMER_PROFILE_POLICY_SID } from './twilio.adapter.ts';

describe('the twilio adapter: brand and messaging campaign registration', () => {
  it('registers a brand through Trust Hub, then the A2P brand and its Campaign Verify vetting', async () => {
    const brand = await port.registerBrand(goodBrand);
    expect(brand).toEqual({ sid: sid('BN', 1), status: 'PENDING', failure_reasons: [] });
    expect(seen.every((s) => s.authorization === BASIC)).toBe(true);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST trusthub.twilio.com/v1/CustomerProfiles',
      'POST trusthub.twilio.com/v1/EndUsers',
      'POST trusthub.twilio.com/v1/EndUsers',
      `POST ${API}/Addresses.json`,
      'POST trusthub.twilio.com/v1/SupportingDocuments',
      `POST trusthub.twilio.com/v1/CustomerProfiles/${sid('BU', 1)}/EntityAssignments`,
      `POST trusthub.twilio.com/v1/CustomerProfiles/${sid('BU', 1)}/EntityAssignments`,
      `POST trusthub.twilio.com/v1/CustomerProfiles/${sid('BU', 1)}/EntityAssignments`,
      `POST trusthub.twilio.com/v1/CustomerProfiles/${sid('BU', 1)}`,
      'POST trusthub.twilio.com/v1/TrustProducts',
      'POST trusthub.twilio.com/v1/EndUsers',
      `POST trusthub.twilio.com/v1/TrustProducts/${sid('BU', 10)}/EntityAssignments`,
      `POST trusthub.twilio.com/v1/TrustProducts/${sid('BU', 10)}/EntityAssignments`,
      `POST trusthub.twilio.com/v1/TrustProducts/${sid('BU', 10)}`,
      'POST messaging.twilio.com/v1/a2p/BrandRegistrations',
      `POST messaging.twilio.com/v1/a2p/BrandRegistrations/${sid('BN', 1)}/Vettings`,
    ]);
    expect(seen[0]!.form).toEqual({
      FriendlyName: 'Friends of Dana Reyes',
      Email: 'dana@example.org',
      PolicySid: CUSTOMER_PROFILE_POLICY_SID,
    });
    expect(seen[1]!.form.Type).toBe('customer_profile_business_information');
    expect(JSON.parse(seen[1]!.form.Attributes as string)).toMatchObject({
      business_name: 'Friends of Dana Reyes',
      business_registration_identifier: 'EIN',
      business_registration_number: '12-3456789',
      website_url: 'https://danareyes.example.org',
    });
    expect(seen[2]!.form.Type).toBe('authorized_representative_1');
    expect(JSON.parse(seen[2]!.form.Attributes as string)).toEqual({
      first_name: 'Dana',
      last_name: 'Reyes',
      email: 'dana@example.org',
      phone_number: '+19195550100',
      business_title: 'Campaign manager',
      job_position: 'Director',
    });
    expect(seen[3]!.form).toEqual({
      CustomerName: 'Friends of Dana Reyes',
      Street: '100 Fayetteville St',
      City: 'Raleigh',
      Region: 'NC',
      PostalCode: '27601',
      IsoCountry: 'US',
    });
    expect(JSON.parse(seen[4]!.form.Attributes as string)).toEqual({ address_sids: sid('AD', 4) });
    expect(seen.slice(5, 8).map((s) => s.form.ObjectSid)).toEqual([sid('IT', 2), sid('IT', 3), sid('RD', 5)]);
    expect(seen[8]!.form).toEqual({ Status: 'pending-review' });
    expect(seen[9]!.form.PolicySid).toBe(A2P_PROFILE_POLICY_SID);
    expect(seen.slice(11, 13).map((s) => s.form.ObjectSid)).toEqual([sid('IT', 11), sid('BU', 1)]);
    expect(seen[14]!.form).toEqual({
      CustomerProfileBundleSid: sid('BU', 1),
      A2PProfileBundleSid: sid('BU', 10),
      BrandType: 'STANDARD',
    });
    expect(seen[15]!.form).toEqual({
      VettingProvider: 'campaign-verify',
      VettingId: goodBrand.campaign_verify_token,
    });
  });

  it('reads a brand status with its failure reason', async () => {
    expect(await port.brandStatus(sid('BN', 1))).toEqual({
      sid: sid('BN', 1),
      status: 'FAILED',
      failure_reasons: ['TCR rejected'],
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `GET messaging.twilio.com/v1/a2p/BrandRegistrations/${sid('BN', 1)}`,
    ]);
  });

  it('registers a messaging campaign under a new messaging service, and reads its status', async () => {
    const campaign = await port.registerMessagingCampaign(sid('BN', 1), goodCampaign);
    expect(campaign).toEqual({
      sid: `${sid('MG', 1)}/${sid('QE', 1)}`,
      status: 'PENDING',
      failure_reasons: [],
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST messaging.twilio.com/v1/Services',
      `POST messaging.twilio.com/v1/Services/${sid('MG', 1)}/Compliance/Usa2p`,
    ]);
    expect(seen[1]!.form).toEqual({
      BrandRegistrationSid: sid('BN', 1),
      Description: goodCampaign.description,
      MessageFlow: goodCampaign.consent_description,
      MessageSamples: goodCampaign.sample_messages,
      UsAppToPersonUsecase: 'POLITICAL',
      HasEmbeddedLinks: 'false',
      HasEmbeddedPhone: 'false',
      OptInKeywords: 'JOIN',
      OptInMessage: goodCampaign.opt_in_message,
    });
    seen.length = 0;
    expect(await port.messagingCampaignStatus(campaign.sid)).toEqual({
      sid: campaign.sid,
      status: 'FAILED',
      failure_reasons: ['No opt-out'],
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `GET messaging.twilio.com/v1/Services/${sid('MG', 1)}/Compliance/Usa2p/${sid('QE', 1)}`,
    ]);
  });
});
