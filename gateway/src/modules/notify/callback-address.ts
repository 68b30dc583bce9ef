import dns from 'node:dns/promises';
import net from 'node:net';
import os from 'node:os';

/**
 * Where a shop's callback may go: only globally routable unicast addresses. The rule is an allowlist (IPv4 unicast
 * space, IPv6 global unicast 2000::/3) minus the special-purpose ranges of the IANA registries that are not globally
 * reachable, so anything new or odd (NAT64 of an internal address, IPv4-mapped IPv6, CGNAT's 100.100.100.200, cloud
 * metadata, multicast) is refused without being listed. The gateway host's own interface addresses are refused too,
 * whatever their range. A name is resolved once; the POST then connects to the address checked here (never resolved
 * again, so a rebinding DNS answer cannot move it).
 */

function ranges(family: 'ipv4' | 'ipv6', subnets: [string, number][]): net.BlockList {
  const list = new net.BlockList();
  for (const [address, prefix] of subnets) list.addSubnet(address, prefix, family);
  return list;
}

/** IPv4 unicast space: below 224.0.0.0 (multicast 224/4, reserved 240/4 and broadcast are outside). */
const IPV4_UNICAST = ranges('ipv4', [
  ['0.0.0.0', 1],
  ['128.0.0.0', 2],
  ['192.0.0.0', 3],
]);
/** Special-purpose IPv4 ranges a callback must never reach. */
const IPV4_SPECIAL = ranges('ipv4', [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT; cloud metadata such as 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (e.g. 192.0.0.192 metadata)
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
]);
/** IPv6 global unicast; everything else (::1, ::ffff:0:0/96, 64:ff9b::/96, fc00::/7, fe80::/10, ff00::/8) is out. */
const IPV6_GLOBAL = ranges('ipv6', [['2000::', 3]]);
/** Special-purpose ranges inside 2000::/3: protocol assignments (Teredo embeds IPv4), documentation, 6to4. */
const IPV6_SPECIAL = ranges('ipv6', [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
]);

const IPV4_LOOPBACK = ranges('ipv4', [['127.0.0.0', 8]]);

/** How a callback target is checked; tests swap the resolver and the host's addresses. */
export interface CallbackAddressPolicy {
  /** Local/test only (NOTIFY_ALLOW_LOOPBACK): 127.0.0.0/8 and ::1 are allowed, nothing else internal. */
  allowLoopback: boolean;
  /** Every address a host name resolves to (default: the system resolver, as a connection would see it). */
  resolve?: (host: string) => Promise<string[]>;
  /** The gateway host's own addresses (default: every interface's). */
  ownAddresses?: () => string[];
}

function isLoopback(address: string): boolean {
  return net.isIPv4(address) ? IPV4_LOOPBACK.check(address, 'ipv4') : address === '::1';
}

/** Whether an IP address is a globally routable unicast address (the host's own addresses aside). */
export function isGlobalUnicast(address: string): boolean {
  if (net.isIPv4(address)) return IPV4_UNICAST.check(address, 'ipv4') && !IPV4_SPECIAL.check(address, 'ipv4');
  if (net.isIPv6(address)) return IPV6_GLOBAL.check(address, 'ipv6') && !IPV6_SPECIAL.check(address, 'ipv6');
  return false;
}

function interfaceAddresses(): string[] {
  return Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
}

/** Whether a callback may connect to this address under the policy. */
export function isAllowedCallbackAddress(address: string, policy: CallbackAddressPolicy): boolean {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  if (policy.allowLoopback && isLoopback(bare)) return true;
  if (!isGlobalUnicast(bare)) return false;
  const own = (policy.ownAddresses ?? interfaceAddresses)().map((a) => a.replace(/%.*$/, '').toLowerCase());
  return !own.includes(bare);
}

async function systemResolve(host: string): Promise<string[]> {
  return (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}

export type CallbackTarget =
  { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: 'unresolved' | 'internal' };

/**
 * Resolves a notify URL's host once and checks every address it gives: one internal answer refuses the URL (a name
 * that mixes public and internal answers is not trusted). The first address is the one to connect to.
 */
export async function resolveCallbackTarget(url: URL, policy: CallbackAddressPolicy): Promise<CallbackTarget> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch {
      addresses = [];
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
  if (!addresses.every((a) => isAllowedCallbackAddress(a, policy))) return { ok: false, reason: 'internal' };
  const address = addresses[0];
  return { ok: true, address, family: net.isIPv4(address) ? 4 : 6 };
}
