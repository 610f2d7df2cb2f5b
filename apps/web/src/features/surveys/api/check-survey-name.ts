import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { SURVEY_LIMITS } from '@groundwork/shared/contracts/surveys';
import { surveyEndpoints } from '@groundwork/shared/contracts/endpoints/surveys';
import { apiClient } from '../../../lib/api-client';
import { surveyKeys } from '../keys';

/** How long the name must rest before it is checked. */
export const NAME_CHECK_DEBOUNCE_MS = 300;

/** GET /api/survey/check-name/{campaign}/?name=: whether the name is free (`id`: the survey being renamed). */
export const checkSurveyName = (
  campaignId: string,
  name: string,
  exceptId: string | undefined,
  signal?: AbortSignal,
): Promise<boolean> =>
  apiClient
    .call(surveyEndpoints.checkName, {
      params: { campaign: campaignId },
      query: { name, id: exceptId },
      signal,
    })
    .then((reply) => reply.is_unique);

export interface NameCheck {
  /** The name as typed is taken (known once the check of exactly this name has answered). */
  isTaken: boolean;
  /** Waiting for the typing to rest, or for the answer. */
  isChecking: boolean;
}

/**
 * Checks the name as the user types, once it has rested for 300 ms; a check whose name has changed
 * again is aborted. Names compare without case or surrounding spaces, as the server does.
 */
export const useSurveyNameCheck = (campaignId: string, name: string, exceptId?: string): NameCheck => {
  const typed = name.trim().toLowerCase();
  const [rested] = useDebouncedValue(typed, NAME_CHECK_DEBOUNCE_MS);
  const isCheckable = rested !== '' && rested.length <= SURVEY_LIMITS.name;
  const check = useQuery({
    queryKey: surveyKeys.nameCheck(campaignId, rested, exceptId),
    queryFn: ({ signal }) => checkSurveyName(campaignId, rested, exceptId, signal),
    enabled: isCheckable,
    staleTime: 5_000,
  });
  const isCurrent = rested === typed;
  return {
    isTaken: isCurrent && isCheckable && check.data === false,
    isChecking: typed !== '' && (!isCurrent || (isCheckable && check.isFetching)),
  };
};
