import { createContext, useContext } from 'react';
import type { UserRecord } from '@groundwork/shared/contracts/users';
import type { ActiveMembership } from './resolve-session';

/** The signed-in person's record and the membership they act in, for the campaign area's pages. */
export interface ActiveSession {
  user: UserRecord;
  membership: ActiveMembership;
}

export const ActiveSessionContext = createContext<ActiveSession | null>(null);

export const useActiveSession = (): ActiveSession => {
  const session = useContext(ActiveSessionContext);
  if (!session) throw new Error('useActiveSession is used outside the campaign area');
  return session;
};
