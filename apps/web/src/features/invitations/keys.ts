/** Query keys of the invitations feature. */
export const invitationKeys = {
  all: ['invitations'] as const,
  validation: (token: string) => [...invitationKeys.all, 'validation', token] as const,
};
