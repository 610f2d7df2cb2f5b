import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { MAIL_LIMITS } from '@groundwork/shared/contracts/mail';
import { checkNameResponseSchema } from '@groundwork/shared/contracts/surveys';
import { apiClient } from '../../../lib/api-client';
import { mailKeys } from '../keys';

/** How long the name must rest before it is checked. */
export const NAME_CHECK_DEBOUNCE_MS = 300;

/** A mailer's name is unique in the campaign; a drop's among the drops of its mailer (service §5). */
export type MailNameKind = { kind: 'mailer' } | { kind: 'drop'; mailerId: string };

/**
 * GET /api/mail/check-name/mailer/{campaign}/?name= or
 * GET /api/mail/check-name/mailer-campaign/{campaign}/?name=&mailer_id=: whether the name is free.
 */
export const checkMailName = (
  campaignId: string,
  name: string,
  target: MailNameKind,
  signal?: AbortSignal,
): Promise<boolean> =>
  apiClient
    .request(
      `/mail/check-name/${target.kind === 'mailer' ? 'mailer' : 'mailer-campaign'}/${encodeURIComponent(campaignId)}/`,
      {
        query: { name, mailer_id: target.kind === 'drop' ? target.mailerId : undefined },
        schema: checkNameResponseSchema,
        ...(signal ? { signal } : {}),
      },
    )
    .then((reply) => reply.is_unique);

export interface MailNameCheck {
  /** The name as typed is taken (known once the check of exactly this name has answered). */
  isTaken: boolean;
  /** Waiting for the typing to rest, or for the answer. */
  isChecking: boolean;
  /** The check itself failed (the save still checks). */
  hasFailed: boolean;
}

/**
 * Checks the name as the user types, once it has rested for 300 ms; a check whose name has changed again is
 * aborted. `unchanged` (a drop's own name while editing it) is never reported as taken.
 */
export const useMailNameCheck = (
  campaignId: string,
  name: string,
  target: MailNameKind,
  unchanged?: string,
): MailNameCheck => {
  const typed = name.trim();
  const [rested] = useDebouncedValue(typed, NAME_CHECK_DEBOUNCE_MS);
  const mailerId = target.kind === 'drop' ? target.mailerId : '';
  const isCheckable =
    rested !== '' &&
    rested.length <= MAIL_LIMITS.name &&
    rested.toLowerCase() !== unchanged?.trim().toLowerCase() &&
    (target.kind === 'mailer' || mailerId !== '');
  const check = useQuery({
    queryKey: mailKeys.nameCheck(campaignId, target.kind, rested.toLowerCase(), mailerId),
    queryFn: ({ signal }) => checkMailName(campaignId, rested, target, signal),
    enabled: isCheckable,
    staleTime: 5_000,
  });
  const isCurrent = rested === typed;
  return {
    isTaken: isCurrent && isCheckable && check.data === false,
    isChecking: typed !== '' && (!isCurrent || (isCheckable && check.isFetching)),
    hasFailed: isCurrent && isCheckable && check.isError,
  };
};
