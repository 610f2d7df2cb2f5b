import type { FastifyReply } from 'fastify';
import type { Body, ReadCache } from './read-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a body the route's own response serializer already wrote: Fastify sends bytes with a JSON content
 * type as they are, without serialising them again. Bytes, not a string: a cached body is encoded to UTF-8
 * once, not measured and encoded again on every send (decision 0028).
 */
export const sendSerialized = (reply: FastifyReply, body: Body): FastifyReply =>
  reply.header('content-type', JSON_TYPE).send(body);

/** The route's serialisation of a value (its response schema for 200, as sending the value would run it), as UTF-8. */
export const serializeJson = (reply: FastifyReply, value: unknown): Buffer =>
  Buffer.from(String(reply.serialize(value)));

/**
 * The route's serialisation (`reply.serialize`: its response schema, as sending the value would run it) of
 * values that do not change once built — records the read cache holds — done once per value.
 */
export const serializedOnce = () => {
  const bodies = new WeakMap<object, Buffer>();
  return (reply: FastifyReply, value: object): Buffer => {
    let body = bodies.get(value);
    if (body === undefined) bodies.set(value, (body = serializeJson(reply, value)));
    return body;
  };
};

/**
 * Sends the read cache's body for `campaignId` and `key`, loading it on a miss. A hit sends at once and
 * returns nothing (a route handler that has sent returns undefined), with no promise: the cached read
 * path's common case.
 */
export const sendCached = (
  reply: FastifyReply,
  reads: ReadCache,
  campaignId: string,
  key: string,
  load: () => Promise<Body>,
): Promise<void> | undefined => {
  const cached = reads.cachedBody(campaignId, key);
  if (cached !== undefined) {
    sendSerialized(reply, cached);
    return undefined;
  }
  return reads.body(campaignId, key, load).then((body) => {
    sendSerialized(reply, body);
  });
};
