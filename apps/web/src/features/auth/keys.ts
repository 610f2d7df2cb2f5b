/** Query keys of the auth feature (identity provider endpoints). */
export const authKeys = {
  all: ['identity'] as const,
  passwordPolicy: () => [...authKeys.all, 'password-policy'] as const,
};
