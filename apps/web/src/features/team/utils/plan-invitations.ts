import type { Invitation } from '@groundwork/shared/contracts/invitations';
import type { ParsedEmailList } from './parse-email-list';

/** What became of one pasted address: null when its invitation was sent, else why not. */
export interface InviteResult {
  email: string;
  error: string | null;
}

/** Why an address with an open invitation is not sent again: sending would replace that invitation's link. */
export const ALREADY_INVITED = 'is already invited: resend it from Pending invitations';

export interface InvitationPlan {
  /** The addresses to invite, in the order pasted. */
  send: string[];
  /** The entries not sent, with why: not an address, or already invited. */
  refused: InviteResult[];
}

/**
 * Splits a pasted list into what to send and what not, so the good addresses go out and the bad ones are
 * listed (the server still checks each: a member, a title the sender may not offer…).
 */
export const planInvitations = (parsed: ParsedEmailList, waiting: readonly Invitation[]): InvitationPlan => {
  const invited = new Set(
    waiting.filter((i) => i.status === 'pending').map((i) => i.receiver_email.toLowerCase()),
  );
  return {
    send: parsed.valid.filter((email) => !invited.has(email)),
    refused: [
      ...parsed.invalid.map(({ entry, reason }) => ({ email: entry, error: reason })),
      ...parsed.valid
        .filter((email) => invited.has(email))
        .map((email) => ({ email, error: ALREADY_INVITED })),
    ],
  };
};

/** A server refusal read after its address: "ana@x is already a member…" gives "is already a member…". */
export const refusalReason = (email: string, message: string): string =>
  message.toLowerCase().startsWith(`${email.toLowerCase()} `) ? message.slice(email.length + 1) : message;
