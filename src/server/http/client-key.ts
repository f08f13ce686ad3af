import { createHash } from 'node:crypto';
import net from 'node:net';
import type { FastifyRequest } from 'fastify';

// Who a seat budget counts (docs/tickets.md#budgets): the client's address as the app sees it
// (request.ip: the peer, or what a trusted proxy says, see TRUST_PROXY). An IPv6 client is counted
// by its /64 network, which one home or phone has to itself and can fill with addresses at will.
// Only a hash is stored, so the tables keep no address.

/** The first four groups of an IPv6 address (its /64 network), expanded. */
function ipv6Network(address: string): string {
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':');
}

/** The address a budget counts: IPv4 as it is (an IPv4-mapped IPv6 address too), IPv6 by /64. */
export function budgetAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (net.isIPv6(ip)) return `${ipv6Network(ip.split('%')[0].toLowerCase())}::/64`;
  return ip;
}

export function clientKeyOfAddress(ip: string): string {
  return createHash('sha256')
    .update(`mesc-client:${budgetAddress(ip)}`)
    .digest('hex')
    .slice(0, 32);
}

/** The request's client, as seat budgets count it. */
export const clientKeyOf = (request: FastifyRequest): string => clientKeyOfAddress(request.ip);
