/** host[:port]: a name or IPv4 address, or an IPv6 address in brackets (RFC 9110, 7.2). */
const HOST = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/**
 * Whether the request names a usable host. Bun builds `request.url` from the Host header; one it
 * cannot use (`a"b`, `x/y`, empty, or none on HTTP/1.0) leaves a URL nothing can parse, which
 * every later step would trip on. Requests made in-process carry no Host header, only their URL.
 * The host never goes into a link (docs/decisions/0012-absolute-urls.md).
 */
export function hasValidHost(request: Request): boolean {
  const host = request.headers.get("host");
  if (host !== null) {
    const match = HOST.exec(host);
    if (!match || Number(match[1] ?? 0) > 65535) return false;
  }
  return URL.canParse(request.url);
}
