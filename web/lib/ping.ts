/**
 * Sends an analytics ping without making anyone wait: a beacon where the browser has one (it
 * survives navigation), else a keep-alive fetch. Failures are ignored (docs/product.md V7).
 */
export function ping(path: string, body: object): void {
  const json = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(path, new Blob([json], { type: "application/json" }))) return;
  } catch {
    // fall through to fetch
  }
  void fetch(path, { method: "POST", body: json, headers: { "content-type": "application/json" }, keepalive: true, credentials: "include" }).catch(() => {});
}
