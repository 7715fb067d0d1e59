import { request as httpRequest } from "node:http";

/**
 * A request sent from another loopback address (every 127.0.0.x is this machine), so the server
 * sees a different client; fetch cannot choose its source address, node:http can.
 */
export function fetchFrom(localAddress: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname + target.search, method: init.method ?? "GET", headers: init.headers, localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
          }
          const body = Buffer.concat(chunks);
          resolve(new Response(body.length ? body : null, { status: res.statusCode!, headers }));
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/** A JSON POST (or another method) from that address. */
export function postFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string> = {}, method = "POST"): Promise<Response> {
  return fetchFrom(localAddress, url, { method, headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}
