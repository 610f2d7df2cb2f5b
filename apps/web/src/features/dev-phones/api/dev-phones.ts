import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  devPhoneReplySchema,
  devPhoneSchema,
  type DevPhoneReplyBody,
} from '@groundwork/shared/contracts/dev-phones';
import { apiClient } from '../../../lib/api-client';
import { devPhoneKeys } from '../keys';

/** GET /api/dev/phones: every simulated phone's thread, refreshed every two seconds (statuses move on their own). */
export const useDevPhones = () =>
  useQuery({
    queryKey: devPhoneKeys.all,
    queryFn: ({ signal }) =>
      apiClient.request('/dev/phones', { schema: z.array(devPhoneSchema), auth: false, signal }),
    refetchInterval: 2000,
  });

/** POST /api/dev/phones/reply: a text from the voter's phone to the campaign's number. */
export const useReplyAsVoter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DevPhoneReplyBody) =>
      apiClient.request('/dev/phones/reply', {
        method: 'POST',
        body,
        schema: devPhoneReplySchema,
        auth: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devPhoneKeys.all }),
  });
};
