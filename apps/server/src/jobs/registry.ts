import { mailDropDueJob } from '../modules/mail/mail-status.ts';
import { answerRequestJob } from '../modules/recommended-walkbooks/recommended-walkbooks.jobs.ts';
import { groupSelectionJob, uploadMatchJob } from '../modules/voter-groups/voter-groups.jobs.ts';
import { voterImportJob } from '../modules/voter-imports/import-queue.jobs.ts';
import { voterIndexSnapshotJob } from '../modules/voters/voter-index/snapshot.jobs.ts';
import {
  simulatedCallJob,
  simulatedDeliveryJob,
} from '../integrations/telephony/simulator/simulator.jobs.ts';
import type { AnyJob } from './job.ts';

/** Every job this server runs; a process works on each of them unless WORKERS=false. */
export const ALL_JOBS: readonly AnyJob[] = [
  voterImportJob,
  voterIndexSnapshotJob,
  groupSelectionJob,
  uploadMatchJob,
  answerRequestJob,
  simulatedDeliveryJob,
  simulatedCallJob,
  mailDropDueJob,
];
