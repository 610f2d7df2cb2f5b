import { extname } from 'node:path';
import type {
  CreateRoadSignField,
  RoadSign,
  UpdateRoadSignBody,
} from '@groundwork/shared/contracts/road-signs';
import { MESSAGES } from '@groundwork/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, isUniqueViolation, notFound } from '../../errors.ts';
import { storeThenWrite } from '../../lib/uploads/stored-files.ts';
import type { Actor } from '../../plugins/access.ts';
import { contentTypeOfKey, type PreparedUpload } from './road-sign-files.ts';
import * as repo from './road-signs.repository.ts';

/** Names are unique in a campaign whatever their case; the unique index decides a race. */
const withName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('NAME_EXISTS', MESSAGES.nameExists);
    throw error;
  }
};

export const getRoadSign = async (db: Db, actor: Actor, id: string): Promise<RoadSign> => {
  const sign = await repo.getRoadSign(db, actor.campaignId, id);
  if (!sign) throw notFound('Road sign');
  return sign;
};

/** A design with its artwork: the files are stored first, and removed again if the row cannot be written. */
export const createRoadSign = async (
  ctx: AppContext,
  actor: Actor,
  values: CreateRoadSignField,
  artwork: PreparedUpload,
): Promise<RoadSign> => {
  const { id } = await storeThenWrite(ctx.storage, artwork.files, () =>
    withName(() =>
      repo.insertRoadSign(ctx.db, {
        campaignId: actor.campaignId,
        userId: actor.userId,
        name: values.name,
        description: values.description ?? null,
        quantity: values.quantity,
        fileKey: artwork.fileKey,
        thumbnailKey: artwork.thumbnailKey,
        contentType: artwork.contentType,
        fileSize: artwork.size,
      }),
    ),
  );
  return getRoadSign(ctx.db, actor, id);
};

export const updateRoadSign = async (db: Db, actor: Actor, body: UpdateRoadSignBody): Promise<RoadSign> => {
  const updated = await withName(() =>
    repo.updateRoadSign(db, actor.campaignId, body.id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.quantity === undefined ? {} : { quantity: body.quantity }),
    }),
  );
  if (!updated) throw notFound('Road sign');
  return getRoadSign(db, actor, body.id);
};

/** The stored artwork (or its thumbnail) of a sign in the actor's campaign. */
export const artworkFile = async (db: Db, actor: Actor, id: string, size: 'full' | 'thumbnail') => {
  const row = await repo.findRoadSignRow(db, actor.campaignId, id);
  if (!row) throw notFound('Road sign');
  const key = size === 'full' ? row.fileKey : row.thumbnailKey;
  if (!key) throw notFound('Thumbnail of this road sign');
  return { key, contentType: contentTypeOfKey(key), fileName: `${row.name}${extname(key)}` };
};
