import { stringify } from 'csv-stringify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { neutralizeFormula } from '../../lib/csv/neutralize-formula.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import { batchEnd, piecesBetween } from './mail-counts.repository.ts';
import { findDropRow, recordExport } from './mail-drops.repository.ts';

const COLUMNS = ['addressee', 'address_line_1', 'address_line_2', 'city', 'state', 'zip'] as const;
/** Voters of the campaign (not households) per batch of the file. */
const BATCH = 5000;

/**
 * The print vendor's file of a drop: one row per piece (household), streamed a range of mail keys at a time
 * (memory stays flat at any size), formula cells neutralised. The download is recorded (who, when) first.
 */
export const exportDrop = async (db: Db, actor: Actor, id: string, source: AuditSource) => {
  const drop = await findDropRow(db, actor.campaignId, id);
  if (!drop) throw notFound('Mail drop');
  await db.transaction(async (tx) => {
    await recordExport(tx, drop.id, actor.userId);
    await recordAudit(tx, source, {
      campaignId: actor.campaignId,
      action: 'mail_drop.exported',
      target: { type: 'mail_drop', id: drop.id },
      summary: `Downloaded the vendor file of the mail drop "${drop.name}"`,
    });
  });
  const csv = stringify({ header: true, columns: [...COLUMNS], cast: { string: neutralizeFormula } });
  const pump = async () => {
    let after = '';
    for (;;) {
      const end = await batchEnd(db, drop.campaignId, after, BATCH);
      for (const piece of await piecesBetween(db, drop.campaignId, drop.voterGroupId, after, end)) {
        if (!csv.write(piece)) await new Promise((resolve) => csv.once('drain', resolve));
      }
      if (end === null) break;
      after = end;
    }
    csv.end();
  };
  pump().catch((error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))));
  const filename = `${drop.name.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60) || 'mail-drop'}-vendor.csv`;
  return { stream: csv, filename };
};
