/**
 * The field screens (decision 0048): the pages a canvasser uses at the doors. Their code is in the service
 * worker's precache and they open without a network; every other signed-in page says it needs a connection.
 * Route path (as in the shared menu) → the screen's module in app/routes, which the build looks up.
 */
export const FIELD_SCREENS = {
  '/walkbooks': 'walkbooks-page',
  '/walkbook/id/:id': 'walkbook-page',
  '/road-sign-placement': 'road-sign-placement-page',
  '/texting/assigned': 'texting-assigned-page',
  '/phone-banking/assigned': 'phone-banking-assigned-page',
} as const;

export const FIELD_ROUTES = Object.keys(FIELD_SCREENS);
