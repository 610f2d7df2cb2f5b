/** Query keys of the development phones. */
export const devPhoneKeys = { all: ['dev-phones'] as const };
