import { isLeadTitle } from '@groundwork/shared/access/index';
import { APP_BASE_PATH } from '@groundwork/shared/constants';

/** Where a member lands after choosing a campaign or accepting the terms (shell §4). */
export const landingPathForTitle = (title: string | null | undefined): string =>
  `${APP_BASE_PATH}/${isLeadTitle(title) ? 'dashboard' : 'walkbooks'}`;
