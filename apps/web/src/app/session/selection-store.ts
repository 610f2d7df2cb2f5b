import { STORAGE_KEY_CAMPAIGN_USER, STORAGE_KEY_INVITATION } from '@groundwork/shared/constants';
import { invitationEntrySchema, type InvitationEntry } from '@groundwork/shared/contracts/invitations';
import { campaignUserSchema, type CampaignUser } from '@groundwork/shared/contracts/users';
import type { SecureStorage } from '../../lib/secure-storage';

/** The person's choice in the picker: a campaign membership or an invitation (shell §2, §4). */
export interface Selection {
  campaignUser: CampaignUser | null;
  invitation: InvitationEntry | null;
}

export interface SelectionState extends Selection {
  /** False until the stored choice has been decrypted. */
  hydrated: boolean;
}

const STORAGE_KEYS = [STORAGE_KEY_CAMPAIGN_USER, STORAGE_KEY_INVITATION] as const;

/**
 * Client state (not server state): which membership or invitation is chosen. Persisted encrypted
 * in browser storage under `campaignUser` and `invitation`. Changes apply at once; storage follows.
 */
export class SelectionStore {
  readonly #storage: SecureStorage;
  #state: SelectionState = { campaignUser: null, invitation: null, hydrated: false };
  #hydrating: Promise<void> | null = null;
  readonly #listeners = new Set<() => void>();

  constructor(storage: SecureStorage) {
    this.#storage = storage;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getState = (): SelectionState => this.#state;

  /** Reads the stored choice once; unreadable values count as no choice. */
  hydrate(): Promise<void> {
    this.#hydrating ??= (async () => {
      const [campaignUser, invitation] = await Promise.all([
        this.#storage.getItem(STORAGE_KEY_CAMPAIGN_USER, campaignUserSchema),
        this.#storage.getItem(STORAGE_KEY_INVITATION, invitationEntrySchema),
      ]);
      // A choice made while hydrating wins over the stored one.
      if (!this.#state.hydrated) this.#set({ campaignUser, invitation, hydrated: true });
    })();
    return this.#hydrating;
  }

  /** Picks a campaign: the membership becomes the campaign-user context; any invitation is dropped. */
  async chooseCampaign(campaignUser: CampaignUser): Promise<void> {
    this.#set({ campaignUser, invitation: null, hydrated: true });
    this.#storage.removeItem(STORAGE_KEY_INVITATION);
    await this.#storage.setItem(STORAGE_KEY_CAMPAIGN_USER, campaignUser);
  }

  /** Picks an invitation: the person has no title and no campaign until they answer it. */
  async chooseInvitation(invitation: InvitationEntry): Promise<void> {
    this.#set({ campaignUser: null, invitation, hydrated: true });
    this.#storage.removeItem(STORAGE_KEY_CAMPAIGN_USER);
    await this.#storage.setItem(STORAGE_KEY_INVITATION, invitation);
  }

  clearInvitation(): void {
    this.#set({ ...this.#state, invitation: null, hydrated: true });
    this.#storage.removeItem(STORAGE_KEY_INVITATION);
  }

  /** Sign-out: forgets the choice and destroys the storage key. */
  async clear(): Promise<void> {
    this.#set({ campaignUser: null, invitation: null, hydrated: true });
    await this.#storage.destroy(STORAGE_KEYS);
  }

  #set(state: SelectionState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }
}
