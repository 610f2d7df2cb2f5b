/** Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  twoFactor: () => [...accountKeys.all, 'two-factor'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
