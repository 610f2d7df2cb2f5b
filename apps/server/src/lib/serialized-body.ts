import type { FastifyReply } from 'fastify';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a body the route's own response serializer already wrote: Fastify sends a string with a JSON
 * content type as it is, without serialising it again.
 */
export const sendSerialized = (reply: FastifyReply, body: string): FastifyReply =>
  reply.type(JSON_TYPE).send(body);

/** The route's serialisation of a value: its response schema for 200, as sending the value would run it. */
export const serializeJson = (reply: FastifyReply, value: unknown): string => String(reply.serialize(value));

/**
 * The route's serialisation (`reply.serialize`: its response schema, as sending the value would run it) of
 * values that do not change once built — records the read cache holds — done once per value.
 */
export const serializedOnce = () => {
  const bodies = new WeakMap<object, string>();
  return (reply: FastifyReply, value: object): string => {
    let body = bodies.get(value);
    if (body === undefined) bodies.set(value, (body = serializeJson(reply, value)));
    return body;
  };
};
