import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and the IPv4-mapped form of 127.x that a dual-stack socket reports. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return true;
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * True when the request comes from this machine itself (decision 062). The connection must come
 * from loopback, and so must the client that the trusted proxies name (request.ip): a reverse proxy on
 * this machine connects from 127.0.0.1 for every visitor. With no trusted proxy, a forwarding header at
 * all means someone in between (or someone pretending), so it is not taken for loopback either.
 */
export function isLoopbackClient(request: FastifyRequest, trustProxyHops: number): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  if (trustProxyHops === 0) return !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  return isLoopbackAddress(request.ip);
}
