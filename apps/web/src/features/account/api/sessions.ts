import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useIdentitySession } from '../../../lib/identity';
import { accountKeys } from '../keys';

const sessionsSchema = z.array(
  z.object({
    id: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    ipAddress: z.string().nullish(),
    userAgent: z.string().nullish(),
  }),
);
export type ActiveSession = z.infer<typeof sessionsSchema>[number] & { current: boolean };

const currentSchema = z.object({ session: z.object({ id: z.string() }) }).nullable();

/** GET /identity/list-sessions, with this browser's session marked. */
export const useActiveSessions = () => {
  const { client } = useIdentitySession();
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: async ({ signal }): Promise<ActiveSession[]> => {
      const [sessions, current] = await Promise.all([
        client.request('/list-sessions', sessionsSchema, { signal }),
        client.request('/get-session', currentSchema, { signal }),
      ]);
      return sessions
        .map((session) => ({ ...session, current: session.id === current?.session.id }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.updatedAt.localeCompare(a.updatedAt));
    },
  });
};

/** POST /identity/revoke-other-sessions: signs out everywhere else. */
export const useRevokeOtherSessions = () => {
  const { client } = useIdentitySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.request('/revoke-other-sessions', z.unknown(), { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
};
