import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { campaignIdSchema } from '@groundwork/shared/contracts/common';
import { ROAD_SIGN_MESSAGES } from '@groundwork/shared/contracts/road-signs';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../errors.ts';
import { loadActor, requireIdentity, type Actor } from '../../plugins/access.ts';
import { checkForm, parseJsonField } from './form-fields.ts';
import { receiveUpload, type ReceivedUpload } from './receive-upload.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Who the upload acts as: the actor the access hook checked from `?campaign_id=`, or, without one, the member
 * of the campaign the JSON part names (membership and title checked here: 404 / 403). Both sent and
 * different: 400.
 */
export const uploadActor = async (
  ctx: AppContext,
  request: FastifyRequest,
  field: string,
  sent: unknown,
): Promise<Actor> => {
  const checked = request.actor;
  if (checked && sent === undefined) return checked;
  const parsed = campaignIdSchema.safeParse(sent);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'campaign_id must be a UUID';
    throw new AppError('VALIDATION_FAILED', message, [{ path: `${field}.campaign_id`, message }]);
  }
  if (checked) {
    if (parsed.data !== checked.campaignId) throw badRequest(ROAD_SIGN_MESSAGES.campaignMismatch);
    return checked;
  }
  const access = request.routeOptions.config.access;
  if (typeof access !== 'object') throw new Error('An upload form is read on campaign-scoped routes only');
  const actor = await loadActor(ctx.db, requireIdentity(request), parsed.data, access.permission, ctx.reads);
  request.actor = actor;
  return actor;
};

/**
 * The JSON part `field` of a multipart upload (service §7: "a file plus a mailer JSON with name and
 * campaign_id") and the actor it acts as (docs/decisions/0055). The campaign comes from `?campaign_id=` or the
 * part's `campaign_id`, and is checked before the rest of the part; the caller reads this before it keeps a
 * file, so an outsider's file is never stored. The values carry the campaign either way.
 */
export const readUploadForm = async <S extends z.ZodType>(
  ctx: AppContext,
  request: FastifyRequest,
  fields: Record<string, string>,
  { field, schema }: { field: string; schema: S },
): Promise<{ actor: Actor; values: z.infer<S> }> => {
  const text = fields[field];
  if (text === undefined) throw badRequest(`${field} was not provided`);
  const part = parseJsonField(field, text);
  const actor = await uploadActor(ctx, request, field, isRecord(part) ? part.campaign_id : undefined);
  const withCampaign = isRecord(part) ? { ...part, campaign_id: actor.campaignId } : part;
  const form = checkForm(z.object({ [field]: schema }), { [field]: withCampaign }) as Record<string, unknown>;
  return { actor, values: form[field] as z.infer<S> };
};

/**
 * A multipart upload with its JSON part read as `readUploadForm` reads it: as soon as the part has arrived when
 * it comes before the file (as the web app sends it), so a refused caller's file is not even written to the
 * temporary folder; else once the body is read. The caller checks the file and calls `upload.discard`.
 */
export const receiveUploadForm = async <S extends z.ZodType>(
  ctx: AppContext,
  request: FastifyRequest,
  limits: { dir: string; limitBytes: number; what: string },
  form: { field: string; schema: S },
): Promise<{ upload: ReceivedUpload; actor: Actor; values: z.infer<S> }> => {
  let read: Promise<{ actor: Actor; values: z.infer<S> }> | undefined;
  const readForm = (fields: Record<string, string>) => (read ??= readUploadForm(ctx, request, fields, form));
  const upload = await receiveUpload(request, {
    ...limits,
    beforeFile: async (fields) => {
      if (fields[form.field] !== undefined) await readForm(fields);
    },
  });
  try {
    return { upload, ...(await readForm(upload.fields)) };
  } catch (error) {
    await upload.discard();
    throw error;
  }
};
