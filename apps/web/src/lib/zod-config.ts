import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to; the Content-Security-Policy (no
 * 'unsafe-eval', decision 0022) forbids that, so it would only probe, fail and log a CSP violation on every
 * page. Imported first by main.tsx: a schema reads this when it is built.
 */
z.config({ jitless: true });
