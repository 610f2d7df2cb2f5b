import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MESSAGES } from '@groundwork/shared/messages';
import { hasErrorCode, isAbortError } from '../../lib/api-error';
import { useBanner } from '../providers/banner-context';
import { sessionStepsForTitle, type SessionContext } from './session-steps';

export interface SessionLoading {
  /** The text of the first step still loading for the first time, or null once all have loaded. */
  message: string | null;
}

/**
 * Runs the role's session steps (shell §4). Each step's text shows until its first load finishes (or
 * waits for a network: offline, decision 0048); later refreshes happen quietly. Failures other than aborts raise the error banner.
 */
export const useSessionLoading = (context: SessionContext): SessionLoading => {
  const steps = sessionStepsForTitle(context.title);
  const results = useQueries({ queries: steps.map((step) => step.query(context)) });
  const { show } = useBanner();

  const failedAt = results.reduce(
    (latest, result) => Math.max(latest, result.isError ? result.errorUpdatedAt : 0),
    0,
  );
  const failure = results.find((result) => result.isError)?.error;
  useEffect(() => {
    // TWO_FACTOR_REQUIRED is no outage: the member is sent to enrol (features/account).
    if (failedAt > 0 && !isAbortError(failure) && !hasErrorCode(failure, 'TWO_FACTOR_REQUIRED'))
      show(MESSAGES.serverUnavailable);
  }, [failedAt, failure, show]);

  // A step paused because the browser is offline is not loading: the shell opens, the page says what it lacks.
  const pending = results.findIndex((result) => result.isPending && result.fetchStatus === 'fetching');
  return { message: pending >= 0 ? (steps[pending]?.message ?? null) : null };
};
