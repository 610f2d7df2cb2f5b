/**
 * Where the simulator's available numbers come from (docs/decisions/0039-telephony.md): real area codes, and the
 * ZIP codes they serve by their first three digits (ZIP3). Complete for North Carolina, the demo's state; a ZIP
 * outside the table finds no numbers, as Twilio answers for a ZIP it has none in.
 */
const NC_AREA_CODES: Record<string, string> = {
  '252': 'Greenville',
  '336': 'Greensboro',
  '472': 'Wilmington',
  '704': 'Charlotte',
  '743': 'Greensboro',
  '828': 'Asheville',
  '910': 'Fayetteville',
  '919': 'Raleigh',
  '980': 'Charlotte',
  '984': 'Raleigh',
};

/** ZIP3 → the area codes that serve it (overlays included). */
const ZIP3_AREA_CODES: Record<string, string[]> = {
  ...Object.fromEntries(['270', '271', '272', '273', '274'].map((z) => [z, ['336', '743']])),
  ...Object.fromEntries(['275', '276', '277'].map((z) => [z, ['919', '984']])),
  ...Object.fromEntries(['278', '279', '285'].map((z) => [z, ['252']])),
  ...Object.fromEntries(['280', '281', '282'].map((z) => [z, ['704', '980']])),
  ...Object.fromEntries(['283', '284'].map((z) => [z, ['910', '472']])),
  ...Object.fromEntries(['286', '287', '288', '289'].map((z) => [z, ['828']])),
};

export interface AreaCodePlace {
  locality: string | null;
  region: string | null;
}

/** The place an area code serves, when the table knows it. */
export const placeOf = (areaCode: string): AreaCodePlace => {
  const locality = NC_AREA_CODES[areaCode];
  return locality ? { locality, region: 'NC' } : { locality: null, region: null };
};

/** The area codes serving a 5-digit ZIP code (none when the table does not know it). */
export const areaCodesForZip = (zip: string): string[] => ZIP3_AREA_CODES[zip.slice(0, 3)] ?? [];

/** A North American area code: three digits, the first 2–9, never N11 (service codes). */
export const isAreaCode = (code: string): boolean => /^[2-9]\d\d$/.test(code) && !/^[2-9]11$/.test(code);
