import { voterGroupSchema, type VoterGroup } from '@groundwork/shared/contracts/voter-groups';

/** A voter group as the server replies (the shared schema, with a Failed group's `error`). */
export const voterGroupReplySchema = voterGroupSchema;
export type VoterGroupReply = VoterGroup;
