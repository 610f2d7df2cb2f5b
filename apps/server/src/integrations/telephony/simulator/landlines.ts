/**
 * The simulator's landlines (docs/decisions/0039-telephony.md): a number whose last digit is 0 is a landline, so
 * a text to it ends `undelivered` with error 30006 (landline or unreachable carrier), as a carrier reports it.
 * One in ten demo voters' numbers; the composer's recipient count and the demo use this same rule.
 */
export const isSimulatedLandline = (phone: string): boolean => phone.endsWith('0');

/** Twilio's error for a text to a landline or an unreachable carrier. */
export const LANDLINE_ERROR_CODE = 30006;
