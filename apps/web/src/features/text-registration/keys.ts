/** Query keys of the text-registration feature. */
export const registrationKeys = {
  all: ['text-registration'] as const,
  status: (campaignId: string) => [...registrationKeys.all, 'status', campaignId] as const,
  numbers: (campaignId: string) => [...registrationKeys.all, 'numbers', campaignId] as const,
  available: (campaignId: string, areaCode: string, zipCode: string) =>
    [...registrationKeys.all, 'available', campaignId, areaCode, zipCode] as const,
};
