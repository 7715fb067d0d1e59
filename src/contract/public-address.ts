import ipaddr from "ipaddr.js";

/**
 * Whether a web address may be published or fetched as a church's own (docs/service-times.md,
 * Attendance): https, no user name or password, and a host on the public internet. An address
 * literal must be a public unicast address (ipaddr.js classifies the private, loopback,
 * link-local, unique-local, carrier-grade NAT and reserved ranges); a name must have a dot and not
 * end in a suffix that only means something inside a network. Whatever fetches such an address must
 * check the addresses its name resolves to as well: DNS may say anything.
 */
export function isPublicHttpsUrl(text: string): boolean {
  // The URL parser would quietly drop a line break or a tab; the stored text would keep it.
  if (/[\s\p{Cc}]/u.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  return isPublicHost(url.hostname);
}

// Network-internal names, and the names RFC 2606 keeps from the public internet.
const LOCAL_SUFFIXES = [".localhost", ".local", ".localdomain", ".internal", ".intranet", ".lan", ".home.arpa", ".corp", ".private", ".test", ".invalid", ".example"];

/** A host name or address literal ('[::1]' as the URL parser gives it) that names a public host. */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "").toLowerCase();
  if (ipaddr.isValid(host)) return isPublicAddress(host);
  // Digits and dots the URL parser did not read as an address (e.g. '1.2.3') are not a name either.
  if (/^[\d.]+$/.test(host)) return false;
  if (!host.includes(".") || host === "localhost") return false;
  return !LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/**
 * A public unicast address. An IPv6 address that carries an IPv4 one, mapped (::ffff:a.b.c.d) or in
 * the old compatible form (::a.b.c.d, which ipaddr.js calls unicast), is judged as that IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === "unicast";
  const parts = v6.parts;
  if (parts.slice(0, 6).every((p) => p === 0)) return ipaddr.fromByteArray(v6.toByteArray().slice(12)).range() === "unicast";
  return v6.range() === "unicast";
}
