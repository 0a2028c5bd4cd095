import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Where a sign-in comes from, as kept with sessions and sign-in history. */
export interface ClientInfo {
  /** The full client IP (`request.ip`), for flood control only: it is not stored with sessions or history. */
  ip: string;
  /** The User-Agent header, at most 512 characters ('' when absent). */
  userAgent: string;
  /** The client IP shortened to its network (see shortenIp). */
  ipPrefix: string;
}

const MAX_USER_AGENT = 512;

export function clientInfo(request: Pick<FastifyRequest, 'headers' | 'ip'>): ClientInfo {
  const header = request.headers['user-agent'];
  const userAgent = (typeof header === 'string' ? header : '').slice(0, MAX_USER_AGENT);
  return { ip: request.ip, userAgent, ipPrefix: shortenIp(request.ip) };
}

/**
 * The IP with its host part hidden, the only form the portal keeps with sessions and history:
 * IPv4 keeps 3 octets (`203.0.113.*`), IPv6 its first 3 groups, the /48 (`2001:db8:85a3:*`). An
 * IPv4-mapped IPv6 address counts as IPv4. Anything else becomes ''.
 */
export function shortenIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.*`;
  if (!isIPv6(address)) return '';
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::') ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}:*`;
}
