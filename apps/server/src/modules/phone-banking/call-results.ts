/**
 * POST /phone-banking/{id}/update-call-result (docs/decisions/0044-phone-banking.md): in one transaction the
 * result is stored once (a replay returns the stored row), the recipient moves on (done, or back to the queue
 * for a retry), a do-not-call result writes the consent ledger, every call is a touch, and the tags and survey
 * answers are applied.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { hasPermission } from '@groundwork/shared/access/index';
import {
  CONTACT_RESULTS,
  DO_NOT_CALL_RESULTS,
  PHONE_BANKING_LIMITS,
  PHONE_BANKING_MESSAGES,
  PHONE_BANKING_QUEUE_MESSAGES,
  RETRY_RESULTS,
  type CallResult,
} from '@groundwork/shared/contracts/phone-banking';
import { type CallResultBody, type CallResultRecord } from '@groundwork/shared/contracts/call-queue';
import { UNANSWERED_CALL_STATUSES, type CallStatus } from '@groundwork/shared/contracts/voice';
import type { Db, DbOrTx } from '../../db/client.ts';
import { callRecipients, callResults, voterTags } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordConsent } from '../consent/consent.repository.ts';
import { surveyAnswerInputs } from '../surveys/survey-answer-input.ts';
import { findSurveyOrThrow, recordSurveyResponses } from '../surveys/surveys.service.ts';
import { recordTouches } from '../touches/touches.repository.ts';
import { assignTag, insertTag } from '../voter-tags/voter-tags.repository.ts';
import { phoneBankForCaller } from './access.ts';
import type { PhoneBankRow } from './phone-banking.repository.ts';
import { findSession } from './voice/voice.repository.ts';

type CallResultRow = typeof callResults.$inferSelect;

export const toCallResult = (row: CallResultRow): CallResultRecord => ({
  id: row.id,
  phone_banking_campaign_id: row.phoneBankingCampaignId,
  voter_id: row.voterId,
  user_id: row.userId,
  call_result: row.callResult,
  call_notes: row.callNotes,
  tags: row.tags,
  call_duration: row.callDuration,
  call_start_time: row.callStartTime.toISOString(),
  call_session_id: row.callSessionId,
  created_at: row.createdAt.toISOString(),
});

/**
 * The voter tags named (any case): existing tags are applied; a missing one is created when the caller may
 * edit tags (voter-tag:edit, the tags module's rule), otherwise the whole result is refused.
 */
const applyTags = async (tx: DbOrTx, actor: Actor, voterId: string, names: readonly string[]) => {
  const wanted = [...new Map(names.map((n) => [n.trim().toLowerCase(), n.trim()])).entries()];
  if (wanted.length === 0) return;
  const existing = await tx
    .select({ id: voterTags.id, name: sql<string>`lower(${voterTags.name})` })
    .from(voterTags)
    .where(eq(voterTags.campaignId, actor.campaignId));
  const byName = new Map(existing.map((t) => [t.name, t.id]));
  const missing = wanted.filter(([key]) => !byName.has(key)).map(([, name]) => name);
  if (missing.length > 0 && !hasPermission(actor.title, 'voter-tag:edit'))
    throw badRequest(`${PHONE_BANKING_QUEUE_MESSAGES.unknownTags}: ${missing.join(', ')}`);
  for (const [key, name] of wanted) {
    const tagId = byName.get(key) ?? (await insertTag(tx, { campaignId: actor.campaignId, name })).id;
    await assignTag(tx, actor.campaignId, tagId, { voterIds: [voterId] });
  }
};

const recordAnswers = async (
  tx: DbOrTx,
  actor: Actor,
  row: PhoneBankRow,
  voterId: string,
  answers: CallResultBody['survey_responses'],
) => {
  if (answers.length === 0) return;
  if (!row.surveyId) throw badRequest(PHONE_BANKING_QUEUE_MESSAGES.noSurvey);
  const survey = await findSurveyOrThrow(tx, actor.campaignId, row.surveyId);
  await recordSurveyResponses(tx, {
    campaignId: actor.campaignId,
    surveyId: survey.id,
    voterId,
    walkbookId: null,
    userId: actor.userId,
    responses: surveyAnswerInputs(survey.questions, answers),
  });
};

const findStored = async (tx: DbOrTx, phoneBankId: string, voterId: string, userId: string, start: Date) => {
  const [stored] = await tx
    .select()
    .from(callResults)
    .where(
      and(
        eq(callResults.phoneBankingCampaignId, phoneBankId),
        eq(callResults.voterId, voterId),
        eq(callResults.userId, userId),
        eq(callResults.callStartTime, start),
      ),
    );
  return stored;
};

/**
 * A retry sent without call_start_time (a phone that lost the reply): the caller's latest result for the voter
 * with the same call_result, recorded within the claim's time (decision 0053).
 */
const findRetried = async (
  tx: DbOrTx,
  phoneBankId: string,
  voterId: string,
  userId: string,
  result: CallResult,
) => {
  const [stored] = await tx
    .select()
    .from(callResults)
    .where(
      and(
        eq(callResults.phoneBankingCampaignId, phoneBankId),
        eq(callResults.voterId, voterId),
        eq(callResults.userId, userId),
        eq(callResults.callResult, result),
        sql`${callResults.createdAt} > now() - make_interval(mins => ${PHONE_BANKING_LIMITS.claimMinutes})`,
      ),
    )
    .orderBy(desc(callResults.createdAt))
    .limit(1);
  return stored;
};

/** A call the provider saw end unanswered (the session's last voter leg) cannot be saved as Answered. */
const assertPickedUp = async (tx: DbOrTx, actor: Actor, sessionId: string | null | undefined) => {
  if (!sessionId) return;
  const session = await findSession(tx, actor.campaignId, sessionId);
  if (session?.userId !== actor.userId) return;
  if (UNANSWERED_CALL_STATUSES.includes(session.lastCallStatus as CallStatus))
    throw badRequest(PHONE_BANKING_MESSAGES.unansweredCall);
};

/** Records a call's result; `created` is false for a replay (the stored row, nothing written twice). */
export const recordCallResult = async (
  db: Db,
  actor: Actor,
  id: string,
  body: CallResultBody,
): Promise<{ created: boolean; result: CallResultRecord }> => {
  const row = await phoneBankForCaller(db, actor, id);
  const start = body.call_start_time ? new Date(body.call_start_time) : new Date();
  return db.transaction(async (tx) => {
    // The recipient's row is locked first: a replay racing its original waits, then finds it stored.
    const { rows } = await tx.execute<{ claimed_by: string | null; attempts: number; phone: string }>(sql`
      select claimed_by, attempts, phone from ${callRecipients}
      where phone_banking_campaign_id = ${row.id}::uuid and voter_id = ${body.voter_id}::uuid
      for update`);
    const recipient = rows[0];
    if (!recipient) throw new AppError('NOT_FOUND', PHONE_BANKING_QUEUE_MESSAGES.notRecipient);
    // A replay finds the claim cleared by its original: the stored result is the answer.
    if (recipient.claimed_by !== actor.userId) {
      const stored = body.call_start_time
        ? await findStored(tx, row.id, body.voter_id, actor.userId, start)
        : await findRetried(tx, row.id, body.voter_id, actor.userId, body.call_result);
      if (stored) return { created: false, result: toCallResult(stored) };
      throw new AppError('CONFLICT', PHONE_BANKING_MESSAGES.notClaimed);
    }
    if (body.call_result === 'Answered') await assertPickedUp(tx, actor, body.call_session_id);
    const [inserted] = await tx
      .insert(callResults)
      .values({
        campaignId: actor.campaignId,
        phoneBankingCampaignId: row.id,
        voterId: body.voter_id,
        userId: actor.userId,
        callResult: body.call_result,
        callNotes: body.call_notes ?? null,
        tags: body.tags,
        callDuration: body.call_duration,
        callStartTime: start,
        callSessionId: body.call_session_id ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      // The same call recorded under a claim taken again since (the voter back in the queue for a retry).
      const stored = await findStored(tx, row.id, body.voter_id, actor.userId, start);
      if (stored) return { created: false, result: toCallResult(stored) };
      throw new Error('call result not inserted');
    }
    const attempts = Number(recipient.attempts) + 1;
    const retry = RETRY_RESULTS.includes(body.call_result) && attempts < PHONE_BANKING_LIMITS.maxAttempts;
    await tx
      .update(callRecipients)
      .set({
        attempts,
        lastResult: body.call_result,
        lastCallerId: actor.userId,
        lastCalledAt: sql`now()`,
        claimedBy: null,
        claimExpiresAt: null,
        done: !retry,
        nextCallAfter: retry
          ? sql`now() + make_interval(mins => ${PHONE_BANKING_LIMITS.retryAfterMinutes})`
          : null,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(callRecipients.phoneBankingCampaignId, row.id), eq(callRecipients.voterId, body.voter_id)),
      );
    if (DO_NOT_CALL_RESULTS.includes(body.call_result))
      await recordConsent(tx, {
        campaignId: actor.campaignId,
        voterId: body.voter_id,
        contactType: 'phone',
        contact: recipient.phone,
        channel: 'call',
        action: 'opt_out',
        source: 'call_result',
        userId: actor.userId,
        reason: body.call_result,
      });
    // Every call is a touch; one the voter picked up is a contact.
    await recordTouches(tx, [
      {
        campaignId: actor.campaignId,
        voterId: body.voter_id,
        channel: 'call',
        touchedAt: new Date(),
        userId: actor.userId,
        contacted: CONTACT_RESULTS.includes(body.call_result),
        sourceId: inserted.id,
        summary: `Call: ${body.call_result}`,
      },
    ]);
    await applyTags(tx, actor, body.voter_id, body.tags);
    await recordAnswers(tx, actor, row, body.voter_id, body.survey_responses);
    return { created: true, result: toCallResult(inserted) };
  });
};
