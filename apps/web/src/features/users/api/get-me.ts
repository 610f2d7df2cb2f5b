import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema, type MeResponse } from '@groundwork/shared/contracts/users';
import { apiClient } from '../../../lib/api-client';
import { isUnreachable } from '../../../lib/api-error';
import { deviceSession } from '../../../lib/device-session';
import { userKeys } from '../keys';

/** GET /api/users/me: the user record, or `registration_required` for an identity without an account. */
export const getMe = (signal?: AbortSignal): Promise<MeResponse> =>
  apiClient.request('/users/me', { schema: meResponseSchema, ...(signal ? { signal } : {}) });

/**
 * The user record, kept on the device at each answer; when the server cannot be reached, the kept copy
 * opens the app offline (decision 0048). An answer (a 401, a 404) is never replaced by it.
 */
const getMeOrKept = async (signal?: AbortSignal): Promise<MeResponse> => {
  try {
    const me = await getMe(signal);
    deviceSession.rememberMe(me).catch(() => undefined);
    return me;
  } catch (error) {
    const kept = isUnreachable(error) ? await deviceSession.recallMe().catch(() => null) : null;
    if (kept) return kept;
    throw error;
  }
};

export const meQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => getMeOrKept(signal),
    // Also asked while the browser says it is offline: the kept copy answers then.
    networkMode: 'always',
  });

export const useMe = (options: { refetchInterval?: number | false } = {}) =>
  useQuery({ ...meQueryOptions(), ...options });
