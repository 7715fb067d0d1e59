import type { Env } from "../env";

/**
 * The origin every absolute URL is built on (canonical, Open Graph, JSON-LD, sitemap, feeds):
 * PUBLIC_URL, else the address the server listens on. Never a request's Host header, which any
 * client sets and the page cache would keep for every later visitor (docs/decisions/0012-absolute-urls.md).
 */
export function siteOrigin(env: Pick<Env, "PUBLIC_URL" | "HOST">, port: number): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : listeningOrigin(env.HOST, port);
}

/** The address the server listens on; listening on every interface, it is localhost. */
export function listeningOrigin(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  return `http://${name.includes(":") ? `[${name}]` : name}:${port}`;
}

/**
 * An absolute URL on the site's origin for a path; an address already absolute (an image kept
 * elsewhere) stays as it is. A path's leading slashes are folded first, so `//x` is never read as a host.
 */
export function siteUrl(origin: string, path: string): string {
  return new URL(path.replace(/^\/{2,}/, "/"), origin).toString();
}

/** Logged at a production start without PUBLIC_URL: every link then names the listening address. */
export function publicUrlWarning(origin: string): string {
  return `Warning: PUBLIC_URL is not set, so canonical links, Open Graph and structured data, the sitemap, RSS and calendar feeds point at ${origin}. Set PUBLIC_URL to the site's public address (e.g. https://churches.example.org).`;
}
