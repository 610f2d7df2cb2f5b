import { ApiError, hasErrorCode, isApiError, isUnreachable } from '../api-error';
import type { IdentityClient, IdentityUser, SecondFactor } from './identity-client';
import { decodeIdToken, isTokenExpired, refreshDelay, retryDelay } from './token-schedule';

/** Shell §4: authenticating, then signed out or signed in. */
export type IdentityState =
  { status: 'authenticating' } | { status: 'signed-out' } | { status: 'signed-in'; user: IdentityUser };

/**
 * Where the last signed-in person the provider confirmed is kept, for a reload without a network
 * (lib/device-session.ts, decision 0048). Without one, an unreachable provider means signed out.
 */
export interface IdentityMemory {
  recallIdentity: () => Promise<IdentityUser | null>;
  rememberIdentity: (user: IdentityUser) => Promise<void>;
  forget: () => void;
}

/** The identity provider ended the session: the person must sign in again. */
export const endsSession = (error: unknown): boolean =>
  hasErrorCode(error, 'USER_DISABLED', 'TOKEN_EXPIRED') || (isApiError(error) && error.status === 401);

/**
 * The browser's identity session. It holds the short-lived ID token from `GET /identity/token`,
 * treats it as expired 30 s early, refreshes it 5 minutes before expiry, retries a failed refresh
 * after 30 s with doubling backoff up to 16 minutes, and signs out when the provider reports
 * USER_DISABLED or TOKEN_EXPIRED.
 */
export class IdentitySession {
  readonly client: IdentityClient;
  readonly #memory: IdentityMemory | null;
  #state: IdentityState = { status: 'authenticating' };
  #token: { value: string; expiresAt: number } | null = null;
  #refreshing: Promise<string> | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #failures = 0;
  /** Bumped on sign-out so that work started before it cannot sign the person back in. */
  #generation = 0;
  #started: Promise<void> | null = null;
  readonly #listeners = new Set<() => void>();

  constructor(client: IdentityClient, memory: IdentityMemory | null = null) {
    this.client = client;
    this.#memory = memory;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getState = (): IdentityState => this.#state;

  /** Restores the session from the provider's cookie once per page load. */
  start(): Promise<void> {
    this.#started ??= this.reload();
    return this.#started;
  }

  /**
   * Re-reads the provider's session (after sign-in elsewhere, e-mail verification, …). When the provider
   * cannot be reached at all, the person it last confirmed on this device stays signed in (offline).
   */
  async reload(): Promise<void> {
    const generation = this.#generation;
    let user: IdentityUser | null = null;
    let token: string | null = null;
    try {
      const session = await this.client.getSession();
      user = session?.user ?? null;
      token = session?.token ?? null;
      if (user) this.#remember(user);
    } catch (error) {
      user = isUnreachable(error) ? await this.#recall() : null;
    }
    if (generation !== this.#generation) return;
    // The token signed with the session saves the `/token` round trip before the first API call.
    if (user && this.#acceptSessionToken(token)) this.#setState({ status: 'signed-in', user });
    else if (user) await this.#establish(user);
    else this.#signOutLocally();
  }

  #remember(user: IdentityUser): void {
    this.#memory?.rememberIdentity(user).catch(() => undefined);
  }

  async #recall(): Promise<IdentityUser | null> {
    return (await this.#memory?.recallIdentity().catch(() => null)) ?? null;
  }

  /**
   * Signs in; resolves with the provider's user, null when the reply carried none, or `'two-factor'`
   * when a second factor is asked next (completeSignIn).
   */
  async signIn(email: string, password: string): Promise<IdentityUser | null | 'two-factor'> {
    const { user, twoFactor } = await this.client.signIn(email, password);
    if (twoFactor) return 'two-factor';
    return this.#signedIn(user);
  }

  /** The second factor of a sign-in that asked for one. */
  async completeSignIn(
    factor: SecondFactor,
    code: string,
    trustDevice: boolean,
  ): Promise<IdentityUser | null> {
    const { user } = await this.client.verifySecondFactor(factor, code, trustDevice);
    return this.#signedIn(user);
  }

  async #signedIn(user: IdentityUser | null): Promise<IdentityUser | null> {
    if (!user) return null;
    // A new session: anything still in flight for the previous one is void.
    this.#generation += 1;
    this.#refreshing = null;
    this.#token = null;
    this.#remember(user);
    await this.#establish(user);
    return user;
  }

  /** Ends the session here at once, then tells the provider (best effort). */
  async signOut(): Promise<void> {
    this.#signOutLocally();
    try {
      await this.client.signOut();
    } catch {
      // The local session is gone either way; the provider's cookie expires on its own.
    }
  }

  /** Called by the API client when the server reports USER_DISABLED or TOKEN_EXPIRED. */
  handleAuthFailure(error: ApiError): void {
    if (this.#state.status !== 'signed-in' || !endsSession(error)) return;
    void this.signOut();
  }

  /** A valid ID token, refreshed first when it is (about to be) expired; null when signed out. */
  async getIdToken(options: { forceRefresh?: boolean } = {}): Promise<string | null> {
    if (this.#state.status !== 'signed-in') return null;
    if (this.#token && !options.forceRefresh && !isTokenExpired(this.#token.expiresAt, Date.now())) {
      return this.#token.value;
    }
    return this.#refresh();
  }

  /** Stops timers (tests, hot reload). */
  dispose(): void {
    this.#clearTimer();
    this.#listeners.clear();
  }

  async #establish(user: IdentityUser): Promise<void> {
    const generation = this.#generation;
    try {
      await this.#refresh();
    } catch (error) {
      // A refresh that ended the session has already signed out; other failures are retried.
      if (endsSession(error)) return;
    }
    if (generation !== this.#generation) return;
    this.#setState({ status: 'signed-in', user });
  }

  #refresh(): Promise<string> {
    if (this.#refreshing) return this.#refreshing;
    const generation = this.#generation;
    const attempt = (async () => {
      try {
        const value = await this.client.getToken();
        if (generation !== this.#generation) {
          throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', detail: 'Signed out' });
        }
        this.#accept(value, decodeIdToken(value).exp * 1000);
        return value;
      } catch (error) {
        if (generation === this.#generation) {
          if (endsSession(error)) {
            this.#signOutLocally();
          } else {
            this.#schedule(retryDelay(this.#failures));
            this.#failures += 1;
          }
        }
        throw error;
      } finally {
        this.#refreshing = null;
      }
    })();
    this.#refreshing = attempt;
    return attempt;
  }

  /** Keeps the ID token and schedules its refresh. */
  #accept(value: string, expiresAt: number): void {
    this.#token = { value, expiresAt };
    this.#failures = 0;
    this.#schedule(refreshDelay(expiresAt, Date.now()));
  }

  /** Keeps the token the session read brought, unless it is unreadable or (about to be) expired. */
  #acceptSessionToken(value: string | null): boolean {
    if (!value) return false;
    let expiresAt: number;
    try {
      expiresAt = decodeIdToken(value).exp * 1000;
    } catch {
      return false;
    }
    if (isTokenExpired(expiresAt, Date.now())) return false;
    this.#accept(value, expiresAt);
    return true;
  }

  #schedule(delayMs: number): void {
    this.#clearTimer();
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#refresh().catch(() => undefined);
    }, delayMs);
  }

  #clearTimer(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  #signOutLocally(): void {
    this.#memory?.forget();
    this.#generation += 1;
    this.#clearTimer();
    this.#token = null;
    this.#failures = 0;
    this.#refreshing = null;
    if (this.#state.status !== 'signed-out') this.#setState({ status: 'signed-out' });
  }

  #setState(state: IdentityState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }
}
