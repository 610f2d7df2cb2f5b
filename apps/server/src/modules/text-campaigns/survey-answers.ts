/**
 * POST /text-campaign/{id}/survey-response: answers a voter gave in a conversation, stored as survey responses
 * (the walkbook visit's way, with no walkbook) and as a text touch with `contacted: true`.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SpokenAnswer, Survey } from '@groundwork/shared/contracts/surveys';
import { TEXT_MESSAGES } from '@groundwork/shared/contracts/text-campaigns';
import type { Db } from '../../db/client.ts';
import { textRecipients } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import { surveyAnswerInputs } from '../surveys/survey-answer-input.ts';
import { findSurveyOrThrow, getSurvey, recordSurveyResponses } from '../surveys/surveys.service.ts';
import { recordTouches } from '../touches/touches.repository.ts';
import { isLead, textCampaignForTexter } from './access.ts';

/**
 * GET /text-campaign/{id}/survey: the text campaign's survey (null when it has none) for its texters and leads —
 * a Volunteer texter has no survey:view, and without the questions their answers would be lost (decision 0053).
 */
export const getTextSurvey = async (db: Db, actor: Actor, id: string): Promise<Survey | null> => {
  const row = await textCampaignForTexter(db, actor, id);
  return row.surveyId ? getSurvey(db, actor, row.surveyId) : null;
};

export const recordTextSurveyResponse = async (
  db: Db,
  actor: Actor,
  id: string,
  body: { voter_id: string; survey_responses: SpokenAnswer[] },
) => {
  const row = await textCampaignForTexter(db, actor, id);
  if (!row.surveyId) throw badRequest('This text campaign has no survey');
  const [recipient] = await db
    .select({ texterId: textRecipients.texterId, first: textRecipients.firstMessageId })
    .from(textRecipients)
    .where(and(eq(textRecipients.textCampaignId, row.id), eq(textRecipients.voterId, body.voter_id)));
  if (!recipient?.first) throw new AppError('NOT_FOUND', TEXT_MESSAGES.noConversation);
  if (recipient.texterId !== actor.userId && !isLead(actor)) throw forbidden(TEXT_MESSAGES.notTexter);
  const survey = await findSurveyOrThrow(db, actor.campaignId, row.surveyId);
  const responses = surveyAnswerInputs(survey.questions, body.survey_responses);
  return db.transaction(async (tx) => {
    const result = await recordSurveyResponses(tx, {
      campaignId: actor.campaignId,
      surveyId: survey.id,
      voterId: body.voter_id,
      walkbookId: null,
      userId: actor.userId,
      responses,
    });
    await recordTouches(tx, [
      {
        campaignId: actor.campaignId,
        voterId: body.voter_id,
        channel: 'text',
        touchedAt: new Date(),
        userId: actor.userId,
        contacted: true,
        sourceId: randomUUID(),
        summary: `Survey answers in "${row.name}"`,
      },
    ]);
    return result;
  });
};
