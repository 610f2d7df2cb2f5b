import type { FastifyBaseLogger } from 'fastify';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import type { Db } from '../../db/client.ts';
import { voterWhere } from '../voters/voter-filter.ts';
import {
  pendingFilterGroups,
  replaceMembers,
  updateGroup,
  type VoterGroupRow,
} from './voter-groups.repository.ts';

/**
 * Selects a filter group's members (Pending → Ready, or Failed). Idempotent: it replaces the members
 * in one transaction, so running it again after a crash gives the same result.
 */
export const selectGroupMembers = async (db: Db, group: VoterGroupRow, log: FastifyBaseLogger) => {
  try {
    await replaceMembers(
      db,
      group.id,
      voterWhere(group.campaignId, (group.filterParams ?? {}) as VoterFilter),
    );
  } catch (error) {
    log.error({ err: error, voter_group_id: group.id }, 'selecting voter group members failed');
    await updateGroup(db, group.id, {
      status: 'Failed',
      error: 'The voters of this group could not be selected',
    });
  }
};

/** Runs the selection after the reply is sent; the request never waits for it. */
export const scheduleGroupSelection = (db: Db, group: VoterGroupRow, log: FastifyBaseLogger) => {
  setImmediate(() => {
    void selectGroupMembers(db, group, log);
  });
};

/** At start: groups left Pending by a stopped server are selected again. */
export const resumePendingGroups = async (db: Db, log: FastifyBaseLogger) => {
  for (const group of await pendingFilterGroups(db)) await selectGroupMembers(db, group, log);
};
