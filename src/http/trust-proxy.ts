import { BlockList, isIP } from "node:net";

/**
 * Which proxies' X-Forwarded-For entries to believe (docs/decisions/0011-client-addresses-and-lockouts.md):
 * none, the nearest `hops` proxies whoever they are, or the proxies at these addresses.
 */
export type TrustProxy = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; list: BlockList };

export const TRUST_NONE: TrustProxy = { kind: "none" };

/** "::ffff:10.0.0.1" is 10.0.0.1: one client, one key, whichever socket family it came through. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed.toLowerCase();
}

/** TRUST_PROXY's text as a TrustProxy, or the reason it is not one (in words for the operator). */
export function parseTrustProxy(text: string | undefined): TrustProxy | string {
  const value = text?.trim() ?? "";
  if (value === "" || value === "0") return TRUST_NONE;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 32 ? { kind: "hops", hops } : "a count of proxies must be at most 32";
  }
  const list = new BlockList();
  for (const item of value.split(",").map((part) => part.trim())) {
    const [address = "", prefix, extra] = item.split("/");
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= bits))) {
      return `"${item}" is not an IP address or CIDR range; give a count of proxies (1) or addresses and ranges separated by commas (127.0.0.1, 10.0.0.0/8)`;
    }
    const type = family === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return { kind: "addresses", list };
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the
 * X-Forwarded-For chain is walked from the right (the entry the nearest proxy appended) past every
 * trusted proxy, as Express's `trust proxy` does. Entries left of the first untrusted one were
 * written by the client and are never read.
 */
export function clientAddressOf(peer: string, forwardedFor: string | null, trust: TrustProxy): string {
  const socket = normaliseAddress(peer);
  if (trust.kind === "none" || !forwardedFor) return socket;
  const chain = forwardedFor.split(",").map(normaliseAddress).filter((entry) => entry !== "");
  if (trust.kind === "hops") return chain[Math.max(chain.length - trust.hops, 0)] ?? socket;
  let client = socket;
  for (let i = chain.length - 1; i >= 0 && trusted(trust.list, client); i--) client = chain[i]!;
  return client;
}
