/** Business constants from the specification (shell §9 and service layer §9). */

/** The route segment `{app}` of the specification. */
export const APP_SEGMENT = 'groundwork';
export const APP_BASE_PATH = `/${APP_SEGMENT}`;
export const PRODUCT_NAME = 'Groundwork';

/** Title given to someone who joins without an offered title (service layer §6, §9). */
export const JOIN_TITLE = 'Worker';

export const REGISTRATION_PASSWORD_MIN_LENGTH = 10;
export const LOGIN_PASSWORD_MIN_LENGTH = 1;
/** The identity provider's default password policy minimum (shell §5, §9). */
export const DEFAULT_PASSWORD_POLICY_MIN_LENGTH = 6;
/** Characters that count as "special" in a registration password (shell §5). */
export const REGISTRATION_PASSWORD_SPECIALS = '.!#$%&*+=?@';
/** The longest first or last name (docs/decisions/0025). */
export const NAME_MAX_LENGTH = 100;

export const PERIODIC_JOB_INTERVAL_MS = 5000;
export const UNKNOWN_PAGE_DELAY_MS = 2500;
export const SIDEBAR_MINI_BREAKPOINT_PX = 992;
export const NARROW_BREAKPOINT_PX = 991;
export const SMALL_BREAKPOINT_PX = 568;
export const SIDEBAR_WIDTH_PX = 235;
export const SIDEBAR_MINI_WIDTH_PX = 55;
export const RESIZE_DEBOUNCE_MS = 100;
export const PICKER_CARD_WIDTH_PX = 475;
export const PICKER_LIST_MAX_HEIGHT_PX = 450;
export const ENTRANCE_ANIMATION_DELAYS_MS = [100, 375, 1000] as const;
export const IDENTITY_NETWORK_TIMEOUT_MS = 30_000;
export const IDENTITY_NETWORK_TIMEOUT_MOBILE_MS = 60_000;
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
export const TOKEN_PROACTIVE_REFRESH_MS = 5 * 60_000;
export const TOKEN_REFRESH_RETRY_MIN_MS = 30_000;
export const TOKEN_REFRESH_RETRY_MAX_MS = 16 * 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Identity token lifetime issued by the embedded provider (default). */
export const ID_TOKEN_LIFETIME_SECONDS = 3600;
/** Password reset links are valid for 30 minutes (issue 2). */
export const PASSWORD_RESET_LINK_SECONDS = 30 * 60;
/** E-mail verification links are valid for 24 hours (docs/decisions/0004). */
export const EMAIL_VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
/** Invitations expire 14 days after they are sent (docs/decisions/0003). */
export const INVITATION_LIFETIME_DAYS = 14;

/** Browser storage keys (service layer §3, §9). */
export const STORAGE_KEY_CAMPAIGN_USER = 'campaignUser';
export const STORAGE_KEY_INVITATION = 'invitation';

export const CLIENT_TYPE_HEADER = 'x-client-type';
export const CLIENT_TYPE_WEB = 'web';

export const WEEK_VALUES = ['current-week', 'previous-week'] as const;
export const CREATION_METHODS = ['Created', 'Requested', 'Recommended'] as const;
export const OUTREACH_TYPE_WALKBOOK = 'Walkbook';
export const UPDATED_RECIPIENTS_DEFAULT_WINDOW_MS = 20_000;
