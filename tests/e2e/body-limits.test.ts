import { afterAll, beforeAll, expect, test } from "bun:test";
import { startServer, type RunningServer } from "../helpers/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 30_000);
afterAll(() => server.stop());

/** Sends only the head of a request that declares a big body, and reads what comes back. */
async function declareOnly(path: string, bytes: number): Promise<string> {
  const { hostname, port } = new URL(server.url);
  let answer = "";
  const done = Promise.withResolvers<string>();
  const socket = await Bun.connect({
    hostname,
    port: Number(port),
    socket: {
      data(_s, chunk) {
        answer += new TextDecoder().decode(chunk);
        if (answer.includes("\r\n\r\n")) done.resolve(answer);
      },
      close() {
        done.resolve(answer);
      },
    },
  });
  socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\n\r\n{"name":`);
  const timer = setTimeout(() => done.resolve(`(no answer) ${answer}`), 5000);
  const head = await done.promise;
  clearTimeout(timer);
  socket.end();
  return head.split("\r\n")[0]!;
}

test("an oversized body is refused with 413 before it is read: the server answers with 10 bytes of it", async () => {
  expect(await declareOnly("/api/contacts", 5 * 1024 * 1024)).toMatch(/^HTTP\/1\.1 413 /);
  expect(await declareOnly("/api/auth/login", 2 * 1024 * 1024)).toMatch(/^HTTP\/1\.1 413 /);
  // Uploads may be 10 MB, but no more.
  expect(await declareOnly("/api/uploads/anything", 12 * 1024 * 1024)).toMatch(/^HTTP\/1\.1 413 /);
});
