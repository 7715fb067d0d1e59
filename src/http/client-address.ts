import { clientAddressOf, type TrustProxy } from "./trust-proxy";

/** What Bun.serve's server tells about a request's socket. */
export interface SocketInfo {
  requestIP(request: Request): { address: string } | null;
}

/** Requests in-process (tests calling the handler without a server) all come from here. */
export const IN_PROCESS_ADDRESS = "local";

const addresses = new WeakMap<Request, string>();

/**
 * Settles who sent the request, once, as it arrives (docs/decisions/0011-client-addresses-and-lockouts.md):
 * the socket's peer, or the X-Forwarded-For chain as far as TRUST_PROXY allows.
 */
export function recordClientAddress(request: Request, server: SocketInfo | undefined, trust: TrustProxy): void {
  const peer = server?.requestIP(request)?.address;
  if (peer) addresses.set(request, clientAddressOf(peer, request.headers.get("x-forwarded-for"), trust));
}

/** The address rate limits and visit counts key on. */
export function clientAddress(request: Request): string {
  return addresses.get(request) ?? IN_PROCESS_ADDRESS;
}
