import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createServer, type Server, type Socket } from "node:net";
import { createSession, createUser } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { billingStatus } from "./billing-status";

/** A Stripe address that takes the connection and never answers. */
describe("/billing-test while the payment provider does not answer", () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((listening) => silent.listen(0, "127.0.0.1", listening));
    const port = (silent.address() as { port: number }).port;
    app = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_silent", STRIPE_PUBLISHABLE_KEY: "pk_test_silent", STRIPE_API_URL: `http://127.0.0.1:${port}` });
    admin = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}`;
  });
  afterAll(() => {
    app.close();
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  test("the prices are given up on after the wait the page allows, and said so", async () => {
    const status = await billingStatus(app.ctx, 100);
    expect(status).toMatchObject({ provider: "stripe", secretKeySet: true, products: { ok: false, plans: [], error: "the provider did not answer within 0.1 s; reload to ask again" } });
  });

  test("the page is drawn within its wait, with the set-up and what the provider did not answer", async () => {
    const page = await app.request("/billing-test", { headers: { cookie: admin } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("STRIPE_SECRET_KEY");
    expect(html).toContain("the provider did not answer within 3 s; reload to ask again");
  }, 15_000);
});
