import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPhone, IconPhoneCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { useState } from 'react';
import type { NextVoter } from '@groundwork/shared/contracts/call-queue';
import { isAbortError } from '../../../lib/api-error';
import { initiateCall, type CallerScope } from './api/calling-api';
import { hasAnswers, type SurveyAnswers } from '../../../components/survey-answers';
import { CallPanel } from './call-panel';
import { CallSurvey } from './call-survey';
import classes from './calling.module.css';
import { ResultForm, type CallFacts } from './result-form';
import { RESULT_FOR_END, UNANSWERED_ENDS, useCall } from './use-call';
import type { CallingSession } from './use-calling-session';
import { CallScript, VoterCard } from './voter-card';

/** A call through the caller's own phone: the browser only knows it was started and when they say it is over. */
type PhoneCall =
  | { status: 'idle' }
  | { status: 'initiating'; startedAt: number }
  | { status: 'bridging'; startedAt: number }
  | { status: 'over'; startedAt: number; endedAt: number }
  | { status: 'failed'; error: Error };

interface VoterStepProps {
  scope: CallerScope;
  session: CallingSession;
  voter: NextVoter;
  online: boolean;
  onRecorded: () => void;
  onSkip: () => void;
}

/**
 * One voter: who they are and the script beside the call, the survey while they talk, then the result (the
 * script and the survey side by side on a desk, stacked on a phone).
 */
export function VoterStep({ scope, session, voter, online, onRecorded, onSkip }: VoterStepProps) {
  const call = useCall(session.device);
  const [phoneCall, setPhoneCall] = useState<PhoneCall>({ status: 'idle' });
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const name = `${voter.first_name} ${voter.last_name}`;

  const placeCall = () => {
    if (session.mode === 'browser') {
      call.start({
        To: voter.phone,
        phone_banking_campaign_id: scope.phoneBankingCampaignId,
        call_session_id: session.callSessionId,
        voter_id: voter.voter_id,
      });
      return;
    }
    const startedAt = Date.now();
    setPhoneCall({ status: 'initiating', startedAt });
    initiateCall(scope, voter.voter_id, session.volunteerPhone ?? '', session.callSessionId).then(
      () => setPhoneCall({ status: 'bridging', startedAt }),
      (error: unknown) => {
        if (!isAbortError(error))
          setPhoneCall({
            status: 'failed',
            error: error instanceof Error ? error : new Error(String(error)),
          });
      },
    );
  };

  const facts: CallFacts | null =
    call.state.phase === 'ended'
      ? { startTime: new Date(call.state.startedAt).toISOString(), duration: call.state.duration }
      : phoneCall.status === 'over'
        ? {
            startTime: new Date(phoneCall.startedAt).toISOString(),
            duration: Math.round((phoneCall.endedAt - phoneCall.startedAt) / 1000),
          }
        : null;
  const isIdle =
    call.state.phase === 'idle' && (phoneCall.status === 'idle' || phoneCall.status === 'failed');
  // Asked while the voter is on the line, kept after the call until the result is saved.
  const surveyDuringCall = !isIdle && !facts && voter.survey_id !== null;

  return (
    <div className={classes.talk}>
      <Stack gap="md">
        <VoterCard voter={voter} />
        <CallScript html={voter.script} />
      </Stack>
      <Stack gap="md">
        {phoneCall.status === 'failed' && (
          <Alert color="red" role="alert" title="The call could not be started">
            {phoneCall.error.message}
          </Alert>
        )}
        {call.state.phase === 'ended' && (
          <CallPanel
            state={call.state}
            voterName={name}
            muted={false}
            onHangUp={call.hangUp}
            onToggleMute={call.toggleMute}
            onDigit={call.sendDigit}
          />
        )}
        {surveyDuringCall && (
          <CallSurvey
            campaignId={scope.campaignId}
            phoneBankingCampaignId={scope.phoneBankingCampaignId}
            draft={answers}
            onChange={setAnswers}
          />
        )}
        {facts ? (
          <ResultForm
            campaignId={scope.campaignId}
            phoneBankingCampaignId={scope.phoneBankingCampaignId}
            voterId={voter.voter_id}
            voterName={name}
            surveyId={voter.survey_id}
            callSessionId={session.callSessionId}
            call={facts}
            preselected={
              call.state.phase === 'ended'
                ? RESULT_FOR_END[call.state.end]
                : hasAnswers(answers)
                  ? 'Answered'
                  : null
            }
            unanswered={call.state.phase === 'ended' && UNANSWERED_ENDS.includes(call.state.end)}
            answers={answers}
            onAnswersChange={setAnswers}
            onSaved={onRecorded}
            onMoveOn={onSkip}
          />
        ) : (
          <div className={classes.actions}>
            {call.state.phase !== 'idle' && call.state.phase !== 'ended' ? (
              <CallPanel
                state={call.state}
                voterName={name}
                muted={call.muted}
                onHangUp={call.hangUp}
                onToggleMute={call.toggleMute}
                onDigit={call.sendDigit}
              />
            ) : phoneCall.status === 'initiating' || phoneCall.status === 'bridging' ? (
              <Stack gap="sm" data-testid="phone-call">
                <Text fw={600} role="status" aria-live="polite">
                  {phoneCall.status === 'initiating'
                    ? 'Starting the call…'
                    : `Your phone (${session.volunteerPhone ?? ''}) is ringing: answer it and you will be connected to ${name}.`}
                </Text>
                <Button
                  size="xl"
                  fullWidth
                  disabled={phoneCall.status === 'initiating'}
                  leftSection={<IconPhoneCheck size={22} aria-hidden="true" />}
                  onClick={() =>
                    setPhoneCall({ status: 'over', startedAt: phoneCall.startedAt, endedAt: Date.now() })
                  }
                >
                  The call is over
                </Button>
              </Stack>
            ) : (
              <Stack gap="xs">
                <Button
                  size="xl"
                  fullWidth
                  color="teal"
                  disabled={!online || !isIdle}
                  leftSection={<IconPhone size={24} aria-hidden="true" />}
                  onClick={placeCall}
                  data-autofocus
                >
                  Call {voter.first_name}
                </Button>
                <Group justify="center">
                  <Button
                    variant="subtle"
                    size="md"
                    leftSection={<IconPlayerSkipForward size={18} aria-hidden="true" />}
                    onClick={onSkip}
                  >
                    Skip this voter
                  </Button>
                </Group>
              </Stack>
            )}
          </div>
        )}
      </Stack>
    </div>
  );
}
