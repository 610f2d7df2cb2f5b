import type { Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import { PRODUCT_NAME } from '@groundwork/shared/constants';
import type { Config } from '../config/env.ts';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

const urlHost = (address: string): string => (address.includes(':') ? `[${address}]` : address);

/** The addresses of this machine's network interfaces that others can open (no loopback, no link-local IPv6). */
const interfaceHosts = (): string[] =>
  Object.values(networkInterfaces())
    .flat()
    .filter((nic) => nic !== undefined && !nic.internal && !nic.address.startsWith('fe80:'))
    .map((nic) => urlHost(nic!.address));

/** The port the server listens on; the configured one until it listens. */
export const listeningPort = (server: Server, config: Config): number => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : config.port;
};

/** Outside production, the addresses others on the network can open: each interface's, or the one bound to. */
export const networkOrigins = (config: Config, port: number): string[] => {
  if (config.env === 'production') return [];
  const hosts = WILDCARD_HOSTS.has(config.host)
    ? interfaceHosts()
    : [urlHost(config.host)].filter((host) => !LOOPBACK_HOSTS.includes(host));
  return hosts.map((host) => `http://${host}:${port}`);
};

/**
 * The origins a browser may sign in from: PUBLIC_URL and, outside production, every address the server
 * listens on (loopback names, and each interface's address when it listens on all of them) with its port.
 * Read per request, so an address the machine gets after start (Wi-Fi, DHCP) is trusted too. Never the
 * request's own Host header: trusting that would let a DNS-rebinding page sign in (decision 0022).
 */
export const reachableOrigins = (config: Config, port: number): string[] => {
  if (config.env === 'production') return [config.publicUrl];
  const loopback = LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`);
  return [...new Set([config.publicUrl, ...loopback, ...networkOrigins(config, port)])];
};

/** What a refused origin is told: where to open the app instead (outside production, its network addresses too). */
export const originRefusal = (config: Config, port: number): string =>
  `Open ${PRODUCT_NAME} at ${[config.publicUrl, ...networkOrigins(config, port)].join(' or ')} to sign in.`;
