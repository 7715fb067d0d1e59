import { expect, test } from "bun:test";
import { startServer } from "../helpers/server";

test("SIGTERM stops the server cleanly after answering what is in flight", async () => {
  const server = await startServer({ LOG_LEVEL: "info" });
  // A request whose body is still arriving when SIGTERM comes.
  let finishBody!: () => void;
  const bodyDone = new Promise<void>((resolve) => (finishBody = resolve));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode('{"email":"late'));
      await bodyDone;
      controller.enqueue(new TextEncoder().encode('@example.org"}'));
      controller.close();
    },
  });
  const inFlight = fetch(`${server.url}/api/newsletter/subscribe`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  await Bun.sleep(300);
  const stopped = server.stop();
  await Bun.sleep(300);
  finishBody();
  expect((await inFlight).status).toBe(200);
  await stopped;
  expect(server.output()).toContain("SIGTERM: finishing requests in flight, then stopping.");
}, 30_000);

test("a bad configuration is listed in full and the server does not start", async () => {
  const proc = Bun.spawn([process.execPath, "src/main.ts"], {
    env: { ...process.env, PORT: "not-a-port", SEED: "sometimes" },
    stdout: "pipe",
    stderr: "pipe",
  });
  expect(await proc.exited).toBe(1);
  const stderr = await new Response(proc.stderr).text();
  expect(stderr).toContain("Invalid configuration:");
  expect(stderr).toContain("PORT:");
  expect(stderr).toContain("SEED:");
}, 30_000);
