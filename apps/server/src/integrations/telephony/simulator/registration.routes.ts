import { and, eq, inArray } from 'drizzle-orm';
import { simulatedRegistrations, simulatedResources } from '../../../db/schema/index.ts';
import { brandFailures, campaignFailures } from './vetting-rules.ts';
import {
  field,
  list,
  newSid,
  ok,
  twilioError,
  type Handler,
  type Route,
  type StandInDeps,
} from './stand-in.ts';

const TRUSTHUB = String.raw`trusthub\.twilio\.com/v1`;
const MESSAGING = String.raw`messaging\.twilio\.com/v1`;
const API = String.raw`api\.twilio\.com/2010-04-01/Accounts/(AC\w+)`;

const attributesOf = (form: Record<string, string | string[]>): Record<string, unknown> => {
  try {
    return JSON.parse(field(form, 'Attributes') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
};

/** A Trust Hub object (profile, end user, document, assignment), an address or a messaging service: stored as sent. */
const createResource =
  (kind: string, prefix: string, parentCapture?: number): Handler =>
  async (deps, { form, captures }) => {
    const data = { ...form, attributes: attributesOf(form) };
    const [row] = await deps.db
      .insert(simulatedResources)
      .values({
        sid: newSid(prefix),
        kind,
        parentSid: parentCapture === undefined ? null : (captures[parentCapture] ?? null),
        data,
      })
      .returning();
    return ok(
      {
        sid: row!.sid,
        account_sid: deps.accountSid,
        friendly_name: field(form, 'FriendlyName'),
        object_sid: field(form, 'ObjectSid') || undefined,
        status: kind.endsWith('bundle') ? 'draft' : undefined,
        date_created: row!.createdAt.toUTCString(),
      },
      201,
    );
  };

const updateBundle: Handler = async (deps, { captures, form }) => {
  const [row] = await deps.db
    .select()
    .from(simulatedResources)
    .where(eq(simulatedResources.sid, captures[0]!));
  if (!row) return twilioError(404, 20404, 'The requested resource was not found');
  const status = field(form, 'Status') || 'draft';
  await deps.db
    .update(simulatedResources)
    .set({ data: { ...row.data, Status: status } })
    .where(eq(simulatedResources.sid, row.sid));
  return ok({ sid: row.sid, account_sid: deps.accountSid, status });
};

/** The end users' attributes assigned to a customer profile, merged (the brand's answers). */
const profileAttributes = async (deps: StandInDeps, profileSid: string) => {
  const assignments = await deps.db
    .select()
    .from(simulatedResources)
    .where(
      and(eq(simulatedResources.kind, 'entity-assignment'), eq(simulatedResources.parentSid, profileSid)),
    );
  const objectSids = assignments.map((a) => String(a.data.ObjectSid));
  if (objectSids.length === 0) return {};
  const objects = await deps.db
    .select()
    .from(simulatedResources)
    .where(inArray(simulatedResources.sid, objectSids));
  return Object.assign({}, ...objects.map((o) => o.data.attributes as Record<string, unknown>)) as Record<
    string,
    unknown
  >;
};

const vettedAt = (deps: StandInDeps) => new Date(Date.now() + deps.vettingSeconds * 1000);

/** Status as the registry shows it now: PENDING until the vetting time, the decided outcome after. */
const shownStatus = (r: typeof simulatedRegistrations.$inferSelect) =>
  r.vettedAt.getTime() > Date.now() ? 'PENDING' : r.outcome;

const brandJson = (deps: StandInDeps, r: typeof simulatedRegistrations.$inferSelect) => {
  const status = shownStatus(r);
  const failed = status === 'FAILED';
  return {
    sid: r.sid,
    account_sid: deps.accountSid,
    customer_profile_bundle_sid: r.data.CustomerProfileBundleSid,
    a2p_profile_bundle_sid: r.data.A2PProfileBundleSid,
    brand_type: r.data.BrandType ?? 'STANDARD',
    status,
    failure_reason: failed ? r.failureReasons.join('; ') : null,
    errors: failed ? r.failureReasons.map((description) => ({ code: 30794, description })) : [],
    date_created: r.createdAt.toUTCString(),
  };
};

const registerBrand: Handler = async (deps, { form }) => {
  const reasons = brandFailures(await profileAttributes(deps, field(form, 'CustomerProfileBundleSid')));
  const [row] = await deps.db
    .insert(simulatedRegistrations)
    .values({
      sid: newSid('BN'),
      kind: 'brand',
      data: form,
      outcome: reasons.length > 0 ? 'FAILED' : 'APPROVED',
      failureReasons: reasons,
      vettedAt: vettedAt(deps),
    })
    .returning();
  return ok(brandJson(deps, row!), 201);
};

const findRegistration = async (deps: StandInDeps, sid: string, kind: 'brand' | 'campaign') => {
  const [row] = await deps.db
    .select()
    .from(simulatedRegistrations)
    .where(and(eq(simulatedRegistrations.sid, sid), eq(simulatedRegistrations.kind, kind)));
  return row;
};

const fetchBrand: Handler = async (deps, { captures }) => {
  const row = await findRegistration(deps, captures[0]!, 'brand');
  return row ? ok(brandJson(deps, row)) : twilioError(404, 20404, 'The requested resource was not found');
};

const campaignJson = (deps: StandInDeps, r: typeof simulatedRegistrations.$inferSelect) => {
  const status = shownStatus(r);
  return {
    sid: r.sid,
    account_sid: deps.accountSid,
    messaging_service_sid: r.parentSid,
    brand_registration_sid: r.data.BrandRegistrationSid,
    description: r.data.Description,
    us_app_to_person_usecase: r.data.UsAppToPersonUsecase,
    campaign_status: status === 'APPROVED' ? 'VERIFIED' : status === 'FAILED' ? 'FAILED' : 'IN_PROGRESS',
    errors: status === 'FAILED' ? r.failureReasons.map((description) => ({ code: 30896, description })) : [],
    date_created: r.createdAt.toUTCString(),
  };
};

const registerCampaign: Handler = async (deps, { captures, form }) => {
  const brandSid = field(form, 'BrandRegistrationSid');
  const brand = await findRegistration(deps, brandSid, 'brand');
  if (!brand) return twilioError(400, 21710, `Brand registration ${brandSid} was not found`);
  const vetted = await deps.db
    .select()
    .from(simulatedResources)
    .where(and(eq(simulatedResources.kind, 'brand-vetting'), eq(simulatedResources.parentSid, brandSid)));
  const bool = (name: string) => field(form, name) === 'true';
  const reasons = campaignFailures({
    use_case: field(form, 'UsAppToPersonUsecase'),
    description: field(form, 'Description'),
    message_flow: field(form, 'MessageFlow'),
    samples: list(form, 'MessageSamples'),
    has_embedded_links: bool('HasEmbeddedLinks'),
    has_embedded_phone: bool('HasEmbeddedPhone'),
    opt_in_keywords: list(form, 'OptInKeywords'),
    opt_in_message: field(form, 'OptInMessage'),
    campaign_verified: vetted.some((v) => v.data.VettingProvider === 'campaign-verify' && v.data.VettingId),
    brand_failed: brand.outcome === 'FAILED',
  });
  const [row] = await deps.db
    .insert(simulatedRegistrations)
    .values({
      sid: newSid('QE'),
      kind: 'campaign',
      parentSid: captures[0]!,
      data: form,
      outcome: reasons.length > 0 ? 'FAILED' : 'APPROVED',
      failureReasons: reasons,
      vettedAt: vettedAt(deps),
    })
    .returning();
  return ok(campaignJson(deps, row!), 201);
};

const fetchCampaign: Handler = async (deps, { captures }) => {
  const row = await findRegistration(deps, captures[1]!, 'campaign');
  return row && row.parentSid === captures[0]
    ? ok(campaignJson(deps, row))
    : twilioError(404, 20404, 'The requested resource was not found');
};

export const REGISTRATION_ROUTES: Route[] = [
  [new RegExp(`^POST ${API}/Addresses\\.json$`), createResource('address', 'AD')],
  [new RegExp(`^POST ${TRUSTHUB}/(CustomerProfiles|TrustProducts)$`), createResource('bundle', 'BU')],
  [
    new RegExp(`^POST ${TRUSTHUB}/(?:CustomerProfiles|TrustProducts)/(BU\\w+)/EntityAssignments$`),
    createResource('entity-assignment', 'BV', 0),
  ],
  [new RegExp(`^POST ${TRUSTHUB}/(?:CustomerProfiles|TrustProducts)/(BU\\w+)$`), updateBundle],
  [new RegExp(`^POST ${TRUSTHUB}/EndUsers$`), createResource('end-user', 'IT')],
  [new RegExp(`^POST ${TRUSTHUB}/SupportingDocuments$`), createResource('supporting-document', 'RD')],
  [new RegExp(`^POST ${MESSAGING}/a2p/BrandRegistrations$`), registerBrand],
  [new RegExp(`^GET ${MESSAGING}/a2p/BrandRegistrations/(BN\\w+)$`), fetchBrand],
  [
    new RegExp(`^POST ${MESSAGING}/a2p/BrandRegistrations/(BN\\w+)/Vettings$`),
    createResource('brand-vetting', 'VT', 0),
  ],
  [new RegExp(`^POST ${MESSAGING}/Services$`), createResource('messaging-service', 'MG')],
  [new RegExp(`^POST ${MESSAGING}/Services/(MG\\w+)/Compliance/Usa2p$`), registerCampaign],
  [new RegExp(`^GET ${MESSAGING}/Services/(MG\\w+)/Compliance/Usa2p/(QE\\w+)$`), fetchCampaign],
];
