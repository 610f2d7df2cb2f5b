import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, '');
  if (isIPv4(plain)) return plain.startsWith('127.');
  return isIPv6(address) && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(address);
};

/**
 * The request comes from this machine: its socket is a loopback one, and no proxy in front of the server
 * says it forwards somebody else. The socket's own address is read, never X-Forwarded-For alone, which
 * anyone can send.
 */
export const isLocalRequest = (request: FastifyRequest): boolean => {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  const forwarded = request.headers['x-forwarded-for'];
  const forwardedFor = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwardedFor.every(isLoopbackAddress) && request.headers.forwarded === undefined;
};

/** An onRequest hook for development routes: refused (403) to any client not on this machine. */
export const onlyThisMachine = (detail: string) => async (request: FastifyRequest) => {
  if (!isLocalRequest(request)) throw forbidden(detail);
};
