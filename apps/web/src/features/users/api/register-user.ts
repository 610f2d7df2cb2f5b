import { useMutation } from '@tanstack/react-query';
import { registerUserResponseSchema, type RegistrationForm } from '@groundwork/shared/contracts/users';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

export type RegisteredUser = z.infer<typeof registerUserResponseSchema>;
export type RegisterUserInput = RegistrationForm & { invitation_token: string };

/**
 * POST /api/users/: registration through an invitation. The server creates the identity and sends
 * the verification e-mail. An identity that already exists without an account (`registration_required`,
 * docs/decisions/0001) registers with its own bearer token: `withToken`.
 */
export const registerUser = ({
  withToken,
  ...body
}: RegisterUserInput & { withToken: boolean }): Promise<RegisteredUser> =>
  apiClient.request('/users/', { method: 'POST', body, schema: registerUserResponseSchema, auth: withToken });

export const useRegisterUser = () => useMutation({ mutationFn: registerUser });
