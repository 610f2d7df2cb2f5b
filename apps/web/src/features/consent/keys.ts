import type { ConsentChannel, ConsentContactType, ConsentState } from '@groundwork/shared/contracts/consent';

/** The opt-outs page's filters as the form keeps them. */
export interface ConsentFilters {
  search: string;
  channel: ConsentChannel | null;
  state: ConsentState;
}

export const NO_FILTERS: ConsentFilters = { search: '', channel: null, state: 'opted_out' };

/** Query keys of the consent feature. */
export const consentKeys = {
  all: ['consent'] as const,
  page: (campaignId: string, filters: ConsentFilters, page: number) =>
    [...consentKeys.all, 'page', campaignId, filters, page] as const,
  voter: (campaignId: string, voterId: string) => [...consentKeys.all, 'voter', campaignId, voterId] as const,
  contact: (campaignId: string, type: ConsentContactType, contact: string) =>
    [...consentKeys.all, 'contact', campaignId, type, contact] as const,
  history: (campaignId: string, voterId: string) =>
    [...consentKeys.all, 'history', campaignId, voterId] as const,
};
