/** Build-time configuration of the web app (Vite `VITE_*` variables), read in this one place. */

const DEFAULT_PUBLIC_WEBSITE_URL = 'https://groundwork.example.org';

const readUrl = (value: unknown, fallback: string): string => {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    return fallback;
  }
};

export const config = {
  /** The product's public website: the logo links there (opens in a new tab). */
  publicWebsiteUrl: readUrl(import.meta.env.VITE_PUBLIC_WEBSITE_URL, DEFAULT_PUBLIC_WEBSITE_URL),
  apiBaseUrl: '/api',
  identityBaseUrl: '/identity',
} as const;

/** The three legal documents, in the fixed order of shell §9. */
export const LEGAL_DOCUMENTS = [
  { id: 'privacy-policy', title: 'Privacy Policy', href: '/legal/privacy-policy.html' },
  { id: 'disclaimer', title: 'Disclaimer', href: '/legal/disclaimer.html' },
  { id: 'terms-and-conditions', title: 'Terms and Conditions', href: '/legal/terms-and-conditions.html' },
] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];
