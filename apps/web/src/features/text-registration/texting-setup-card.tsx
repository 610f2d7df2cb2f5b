/**
 * The texting page's setup card: registration and number status until texting is enabled. Built by the
 * registration branch; the texting page renders it above its list.
 */
export function TextingSetupCard(): null {
  return null;
}
