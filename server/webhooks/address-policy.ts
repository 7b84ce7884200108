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

/**
 * The IPv6 forms that carry an IPv4 address, and how many bits come before it: a connection to
 * one reaches the IPv4 address inside (or a gateway answering for it), so it gets that address's
 * verdict. IPv4-mapped (::ffff:a.b.c.d) is not here: BlockList checks it against the IPv4 ranges.
 */
const IPV4_CARRIERS = [
  { bitsBefore: 96, form: (ipv4: string) => `::${ipv4}` }, // IPv4-compatible, deprecated
  { bitsBefore: 96, form: (ipv4: string) => `::ffff:0:${ipv4}` }, // IPv4-translated (SIIT)
  { bitsBefore: 96, form: (ipv4: string) => `64:ff9b::${ipv4}` }, // NAT64's well-known prefix
  { bitsBefore: 16, form: (ipv4: string) => `2002:${sixToFourGroups(ipv4)}::` }, // 6to4
];

/** The two hexadecimal groups a 6to4 address writes its IPv4 address as: 192.168.1.1 is c0a8:101. */
function sixToFourGroups(ipv4: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** Adds an IPv4 range and the same range in every IPv6 form that carries it. */
function addIPv4Range(list: BlockList, network: string, prefix: number): void {
  list.addSubnet(network, prefix, 'ipv4');
  for (const carrier of IPV4_CARRIERS) {
    list.addSubnet(carrier.form(network), carrier.bitsBefore + prefix, 'ipv6');
  }
}

const loopback = new BlockList();
addIPv4Range(loopback, '127.0.0.0', 8);
loopback.addAddress('::1', 'ipv6');

// Every range that is not the public internet (IANA special-purpose registries), each IPv4 one
// also in the IPv6 forms that carry it.
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
  addIPv4Range(notPublic, network, prefix);
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

/** Whether the policy refuses sending to this IP address. */
export function isRefusedAddress(address: string, policy: AddressPolicy): boolean {
  const version = isIP(address);
  if (version === 0) return true;
  const type = version === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(address, type)) return !policy.allowLoopback;
  return notPublic.check(address, type);
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
