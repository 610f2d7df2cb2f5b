import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema, type MeResponse } from '@groundwork/shared/contracts/users';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from '../keys';

/** GET /api/users/me: the user record, or `registration_required` for an identity without an account. */
export const getMe = (signal?: AbortSignal): Promise<MeResponse> =>
  apiClient.request('/users/me', { schema: meResponseSchema, ...(signal ? { signal } : {}) });

export const meQueryOptions = () =>
  queryOptions({ queryKey: userKeys.me(), queryFn: ({ signal }) => getMe(signal) });

export const useMe = (options: { refetchInterval?: number | false } = {}) =>
  useQuery({ ...meQueryOptions(), ...options });
