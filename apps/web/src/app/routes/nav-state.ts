import { z } from 'zod';

/** What one screen hands the next through the router's location state. */
const navStateSchema = z
  .object({
    /** The e-mail to show or prefill (verify page, login after sign-up). */
    email: z.string().optional(),
    /** A message for the login page (invalid invitation, terms failure, not invited). */
    notice: z.string().optional(),
    /** The identity exists but has no Groundwork account yet (shell §4 login). */
    registrationRequired: z.boolean().optional(),
    /** The person has just registered (verify page). */
    registered: z.boolean().optional(),
    /** Just signed in: open the role's landing page (dashboard or walkbooks) rather than the home page. */
    landing: z.boolean().optional(),
  })
  .catch({});

export type NavState = z.infer<typeof navStateSchema>;

export const readNavState = (state: unknown): NavState => navStateSchema.parse(state ?? {});
