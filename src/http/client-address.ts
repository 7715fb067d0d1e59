import { isIPv6 } from "node:net";
import { clientAddressOf, type TrustProxy } from "./trust-proxy";

/** What Bun.serve's server tells about a request's socket. */
export interface SocketInfo {
  requestIP(request: Request): { address: string } | null;
}

/** Requests in-process (tests calling the handler without a server) all come from here. */
export const IN_PROCESS_ADDRESS = "local";

/** Where each request came from, read when its client is first asked for (most answers never ask). */
const sources = new WeakMap<Request, { delivered: Request; server: SocketInfo; trust: TrustProxy }>();
const keys = new WeakMap<Request, string>();

/** The eight groups of an IPv6 address, `::` expanded and a trailing IPv4 part as two groups. */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("::") as [string, string | undefined];
  const groups = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((g) => {
          if (!g.includes(".")) return [parseInt(g, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = g.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a client is counted by (docs/decisions/0046-hardening-round-3.md, IPv6): an IPv4 address
 * as it is, an IPv6 address by its /64, the smallest network a host is given, whose 2^64
 * addresses it may use as it likes.
 */
export function clientKeyOf(address: string): string {
  const bare = address.split("%")[0]!;
  if (!isIPv6(bare)) return address;
  return `${ipv6Groups(bare.toLowerCase()).slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}

/**
 * Notes who sent the request as it arrives (docs/decisions/0011-client-addresses-and-lockouts.md):
 * the socket's peer, or the X-Forwarded-For chain as far as TRUST_PROXY allows, settled when
 * `clientKey` first asks (a kept page never does). `delivered`: the request the socket delivered,
 * when `request` was derived from it (a /es/ address without its prefix, HEAD asked as GET): Bun
 * knows the address of that one only.
 */
export function recordClientAddress(request: Request, server: SocketInfo | undefined, trust: TrustProxy, delivered = request): void {
  if (server) sources.set(request, { delivered, server, trust });
}

/** The client as rate limits and visit counts know it: its IPv4 address or its IPv6 /64. */
export function clientKey(request: Request): string {
  let key = keys.get(request);
  if (key === undefined) {
    const source = sources.get(request);
    const peer = source?.server.requestIP(source.delivered)?.address;
    key = peer ? clientKeyOf(clientAddressOf(peer, source!.delivered.headers.get("x-forwarded-for"), source!.trust)) : IN_PROCESS_ADDRESS;
    keys.set(request, key);
  }
  return key;
}
