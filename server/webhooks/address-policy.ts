import type { LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { WebhookMessages as Messages } from '#domain/webhooks/schemas.ts';

/**
 * Where webhooks may go. Production: https only, and never to this machine or a private network
 * (SSRF: a customer's URL must not reach our metadata service, database or admin ports).
 * Elsewhere http and loopback are allowed too, so tests and a shop's own laptop receive them.
 */
export type AddressPolicy = { httpsOnly: boolean; allowLoopback: boolean };

export const PRODUCTION_POLICY: AddressPolicy = { httpsOnly: true, allowLoopback: false };
export const DEVELOPMENT_POLICY: AddressPolicy = { httpsOnly: false, allowLoopback: true };
export const addressPolicyFor = (production: boolean) =>
  production ? PRODUCTION_POLICY : DEVELOPMENT_POLICY;

/** A URL or address the policy refuses; its message is what the webhooks page shows. */
export class RefusedAddressError extends Error {}

/** Resolves a host name to all its addresses, as dns.lookup with `all` does; tests bring their own. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

// Every range that is not the public internet (IANA special-purpose registries). IPv4-mapped
// IPv6 (::ffff:10.0.0.1) is checked against the IPv4 ranges by BlockList itself.
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // protocol assignments (Teredo and others)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local, deprecated but still routed by some
  ['ff00::', 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside a NAT64 one (64:ff9b::a.b.c.d), which is where it really goes. */
function nat64Inner(address: string): string | null {
  const match = /^64:ff9b::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!match) return null;
  const [high, low] = [parseInt(match[1]!, 16), parseInt(match[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether the policy refuses sending to this IP address. */
export function isRefusedAddress(address: string, policy: AddressPolicy): boolean {
  const version = isIP(address);
  if (version === 0) return true;
  const type = version === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(address, type)) return !policy.allowLoopback;
  if (notPublic.check(address, type)) return true;
  const inner = version === 6 ? nat64Inner(address) : null;
  return inner !== null && isRefusedAddress(inner, policy);
}

/** The URL's host as an address or name, without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Refuses a URL the policy does not allow by its text alone: scheme, credentials, an address literal. */
export function checkUrlShape(url: URL, policy: AddressPolicy): void {
  if (url.protocol !== 'https:' && (policy.httpsOnly || url.protocol !== 'http:')) {
    throw new RefusedAddressError(Messages.urlNotHttps);
  }
  if (url.username || url.password) throw new RefusedAddressError(Messages.urlCredentials);
  const host = hostOf(url);
  if (isIP(host) && isRefusedAddress(host, policy))
    throw new RefusedAddressError(Messages.urlPrivate);
}

/**
 * The address to connect to for the URL: its host resolved now, every address it has checked
 * (one private address among public ones would let the connection pick it), and the first
 * answered. Connecting to exactly this address, not resolving again, is what keeps a host that
 * changes its answer between the check and the connection (DNS rebinding) out.
 */
export async function resolveDeliverable(
  url: URL,
  policy: AddressPolicy,
  resolveHost: ResolveHost,
): Promise<LookupAddress> {
  checkUrlShape(url, policy);
  const host = hostOf(url);
  const version = isIP(host);
  if (version !== 0) return { address: host, family: version };
  const addresses = await resolveHost(host).catch(() => []);
  if (addresses.length === 0) throw new RefusedAddressError(Messages.urlUnresolvable);
  if (addresses.some(({ address }) => isRefusedAddress(address, policy))) {
    throw new RefusedAddressError(Messages.urlPrivate);
  }
  return addresses[0]!;
}
