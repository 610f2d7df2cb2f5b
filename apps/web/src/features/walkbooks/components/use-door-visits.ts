import { useEffect, useMemo, useRef, useState } from 'react';
import type { DoorResult } from '@groundwork/shared/contracts/surveys';
import type { Walkbook, WalkbookVoter } from '@groundwork/shared/contracts/walkbooks';
import { surveyResponseInputs, type SurveyAnswers } from '../../../components/survey-answers';
import { newClientId } from '../../../lib/offline/client-id';
import { countDoors, useVisitSync } from '../api/visit-sync';

/** Question id → its answer (every chosen answer of a multiple-choice question), as the survey input keeps it. */
export type Answers = SurveyAnswers;

/** What the canvasser recorded for one voter on this screen. */
export interface VisitDraft {
  visit_id: string;
  touch_result: DoorResult;
  notes: string;
  answers: Answers;
  /** False while notes or answers changed since the result was queued. */
  saved: boolean;
  /** When the result was first tapped, by the device's clock: the visit's time (decision 0049). */
  recorded_at: string;
}

/**
 * The door results of one walkbook as the canvasser gives them. A tap on a result is queued at once (see
 * VisitOutbox); survey answers and notes are sent with "Save" or, at the latest, when the canvasser moves on
 * (`saveAll`, also when the screen closes), under the same visit id, so they amend that touch rather than add one. Closing the page with
 * answers not yet saved asks first.
 */
export const useDoorVisits = (walkbook: Walkbook, userId: string) => {
  const sync = useVisitSync(userId);
  const [drafts, setDrafts] = useState<Record<string, VisitDraft>>({});
  const places = useMemo(
    () =>
      new Map(
        walkbook.doors.flatMap((d) =>
          d.voters.map(
            (v) => [v.id, { door: d.household_key, voter: `${v.first_name} ${v.last_name}` }] as const,
          ),
        ),
      ),
    [walkbook.doors],
  );

  const queue = (voterId: string, draft: VisitDraft) => {
    setDrafts((all) => ({ ...all, [voterId]: { ...draft, saved: true } }));
    void sync.record(
      {
        id: walkbook.id,
        campaign_id: walkbook.campaign_id,
        voter_id: voterId,
        visit_id: draft.visit_id,
        recorded_at: draft.recorded_at,
        touch_result: draft.touch_result,
        notes: draft.notes.trim() || null,
        survey_responses: draft.touch_result === 'contacted' ? surveyResponseInputs(draft.answers) : [],
      },
      places.get(voterId),
    );
  };

  const unsaved = Object.entries(drafts).filter(([, draft]) => !draft.saved);
  const saveAll = () => {
    for (const [voterId, draft] of unsaved) queue(voterId, draft);
  };
  // Leaving the screen inside the app (back link, another tab of the page) saves what is not saved yet.
  const onLeave = useRef(saveAll);
  useEffect(() => {
    onLeave.current = saveAll;
  });
  useEffect(() => () => onLeave.current(), []);
  useEffect(() => {
    if (unsaved.length === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved.length]);

  // Results still queued from an earlier visit to this page count as given.
  const queued = useMemo(
    () => new Map(sync.pending.filter((v) => v.id === walkbook.id).map((v) => [v.voter_id, v.touch_result])),
    [sync.pending, walkbook.id],
  );

  const waiting = new Set(sync.pending.map((v) => v.visit_id));
  const thisBook = sync.waiting.filter((i) => i.label.walkbook_id === walkbook.id);

  return {
    drafts,
    /** Whether the visit is still on this device, waiting to be sent. */
    isWaiting: (visitId: string) => waiting.has(visitId),
    /** Doors of this walkbook with results waiting on this device. */
    waitingDoors: countDoors(thisBook),
    sending: sync.sending,
    refused: sync.refused,
    dismissRefused: sync.dismissRefused,
    /** The voter's result as far as this phone knows: given here, waiting to be sent, or on the server. */
    resultOf: (voter: WalkbookVoter): DoorResult | null =>
      drafts[voter.id]?.touch_result ?? queued.get(voter.id) ?? voter.last_result,
    /** A tap on a result: recorded at once (a changed result amends the same touch). */
    choose: (voterId: string, touch_result: DoorResult) =>
      queue(voterId, {
        ...(drafts[voterId] ?? {
          visit_id: newClientId(),
          recorded_at: new Date().toISOString(),
          notes: '',
          answers: {},
          saved: true,
        }),
        touch_result,
      }),
    edit: (voterId: string, change: Partial<Pick<VisitDraft, 'notes' | 'answers'>>) =>
      setDrafts((all) => {
        const draft = all[voterId];
        return draft ? { ...all, [voterId]: { ...draft, ...change, saved: false } } : all;
      }),
    save: (voterId: string) => {
      const draft = drafts[voterId];
      if (draft) queue(voterId, draft);
    },
    /** Sends every answer and note not saved yet (before moving to another door). */
    saveAll,
  };
};

export type DoorVisits = ReturnType<typeof useDoorVisits>;
