import { connect } from "node:net";

/**
 * One HTTP/1.1 GET written byte for byte on a TCP socket: fetch normalises or refuses a Host
 * header, this sends it as given. Answers the status and the body as sent (uncompressed; any
 * chunk framing left in).
 */
export function rawGet(serverUrl: string, path: string, host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(serverUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const status = Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf("\r\n\r\n") + 4) });
    });
  });
}
