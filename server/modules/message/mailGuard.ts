/**
 * Where a company's SMTP settings may point. A company admin types the host and port, and the server
 * connects there: without a guard the settings would reach the server's own network (the database
 * on 127.0.0.1:5432, a cloud metadata service on 169.254.169.254). Unless the platform allows it
 * (FOC_MAIL_ALLOW_PRIVATE, FOC_MAIL_PORTS), the host must resolve only to public addresses and the
 * port must be an SMTP port. The name is resolved once, every address is checked, and the mail
 * goes to the checked address (the name kept for TLS), so a DNS answer that changes between the
 * check and the connection reaches nothing new.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** The platform's rule (server settings, never a company's). */
export interface MailPolicy {
  /** Loopback, private and link-local addresses allowed (a relay on the same host or LAN). */
  allowPrivate: boolean;
  /** Ports a company may use: the SMTP ports, or any. */
  ports: readonly number[] | 'any';
}

export const SMTP_PORTS: readonly number[] = [25, 465, 587, 2525];
export const DEFAULT_MAIL_POLICY: MailPolicy = { allowPrivate: false, ports: SMTP_PORTS };

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;
const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Why a host or port is refused (the caller answers one generic message whatever the reason). */
export class MailTargetRefused extends Error {
  constructor(readonly reason: 'port' | 'address' | 'unresolved') {
    super(`mail target refused: ${reason}`);
  }
}

const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const V6_BLOCKED: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['fc00::', 7], // unique local
  ['ff00::', 8], // multicast
  ['100::', 64], // discard
];
const blocked = new BlockList();
for (const [net, prefix] of V4_BLOCKED) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of V6_BLOCKED) blocked.addSubnet(net, prefix, 'ipv6');

/** The 8 groups of an IPv6 address (an embedded dotted IPv4 tail included), or null. */
function groupsOf(ip: string): number[] | null {
  let s = ip.split('%')[0]!.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (v4) {
    const b = v4[1]!.split('.').map(Number);
    s = `${s.slice(0, -v4[1]!.length)}${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`;
  }
  const [head, tail] = s.includes('::') ? s.split('::') : [s, undefined];
  const h = head ? head.split(':') : [];
  const t = tail === undefined ? [] : tail ? tail.split(':') : [];
  const fill = tail === undefined ? 0 : 8 - h.length - t.length;
  const all = [...h, ...Array<string>(Math.max(0, fill)).fill('0'), ...t].map((g) => Number.parseInt(g, 16));
  return all.length === 8 && all.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? all : null;
}

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64, 6to4), or null. */
function embeddedV4(g: number[]): string | null {
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  return null;
}

/** True for loopback, private, link-local, unspecified, multicast and other non-public addresses. */
export function isNonPublicAddress(address: string): boolean {
  const kind = isIP(address);
  if (kind === 4) return blocked.check(address, 'ipv4');
  if (kind !== 6) return true; // not an address at all: never connect to it
  const g = groupsOf(address);
  if (!g) return true;
  const inner = embeddedV4(g);
  if (inner && blocked.check(inner, 'ipv4')) return true;
  return blocked.check(address.split('%')[0]!, 'ipv6');
}

export function portAllowed(port: number, policy: MailPolicy): boolean {
  return policy.ports === 'any' || policy.ports.includes(port);
}

/** The host as typed, without the brackets of an IPv6 literal. */
export function bareHost(host: string): string {
  const h = host.trim();
  return h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h;
}

/**
 * The address to connect to for `host:port`, checked against the policy: every address the name
 * resolves to must be public (one private answer refuses the name), unless the platform allows them.
 */
export async function checkedMailTarget(host: string, port: number, policy: MailPolicy, lookup: Lookup = systemLookup): Promise<string> {
  if (!portAllowed(port, policy)) throw new MailTargetRefused('port');
  const name = bareHost(host);
  let addresses: string[];
  if (isIP(name)) addresses = [name];
  else {
    try {
      addresses = (await lookup(name)).map((a) => a.address);
    } catch {
      throw new MailTargetRefused('unresolved');
    }
  }
  if (addresses.length === 0) throw new MailTargetRefused('unresolved');
  if (!policy.allowPrivate && addresses.some(isNonPublicAddress)) throw new MailTargetRefused('address');
  return addresses[0]!;
}

/** The platform's mail policy from the environment: FOC_MAIL_ALLOW_PRIVATE=on, FOC_MAIL_PORTS=any or a list. */
export function mailPolicyFromEnv(env: NodeJS.ProcessEnv): MailPolicy {
  const allowPrivate = ['on', '1', 'true', 'yes'].includes((env.FOC_MAIL_ALLOW_PRIVATE ?? '').toLowerCase());
  const raw = (env.FOC_MAIL_PORTS ?? '').trim().toLowerCase();
  if (raw === 'any') return { allowPrivate, ports: 'any' };
  const listed = raw.split(',').map((p) => Number.parseInt(p, 10)).filter((p) => p > 0 && p < 65536);
  return { allowPrivate, ports: listed.length > 0 ? listed : SMTP_PORTS };
}
