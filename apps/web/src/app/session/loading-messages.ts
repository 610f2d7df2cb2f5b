/**
 * Shell §4 loading texts, in load order. Later issues use the rest as their lists' endpoints land. Their own
 * module: the router shows one before the signed-in area's code (and the features it loads) has arrived.
 */
export const LOADING_MESSAGES = {
  user: 'Reloading data...',
  campaign: 'Loading campaign...',
  walkbooks: 'Loading walkbooks...',
  roadSigns: 'Loading road signs...',
  recommendations: 'Loading recommendations...',
  voterGroups: 'Loading voter groups...',
  surveys: 'Loading surveys...',
  mailers: 'Loading mail campaigns...',
} as const;
