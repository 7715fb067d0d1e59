import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { accountMessages } from "../../src/contract/accounts";
import { churchFormMessages } from "../../src/contract/church-form";
import { analyticsDaily } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { fetchFrom, postFrom } from "../helpers/from-address";
import { startServer, type RunningServer } from "../helpers/server";
import { serverFormToken } from "../helpers/form-token";

// Clients: every 127.0.0.x is this machine; the server listens on 127.0.0.1.
const A = "127.0.0.2";
const B = "127.0.0.3";
const ADMIN = { username: "overseer", password: "admin-password-1" };
const PASSWORD = "correct-horse-battery";

let server: RunningServer;
let churchId: number;
beforeAll(async () => {
  server = await startServer({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, PAYMENTS: "demo" });
  churchId = createChurch(server.db()).id;
}, 30_000);
afterAll(() => server.stop());

const contact = (i: number, on = server) => ({ name: "Rate Tester", email: `rate${i}@example.org`, subject: "general-inquiry", message: "Counting messages per address.", ...serverFormToken(on, "contact") });

/** Sends `limit` requests that are served, then one answered 429; answers that refusal. */
async function exhaust(limit: number, send: (i: number) => Promise<Response>, served: number): Promise<Response> {
  const statuses: number[] = [];
  for (let i = 0; i < limit; i++) statuses.push((await send(i)).status);
  expect(statuses).toEqual(Array(limit).fill(served));
  const refused = await send(limit);
  expect(refused.status).toBe(429);
  return refused;
}

async function owner() {
  const db = server.db();
  const user = await createUser(db, { password: PASSWORD });
  const church = createChurch(db, { ownerId: user.id });
  return { user, church, cookie: `sid=${createSession(db, user.id)}` };
}

describe("per-address limits fall on one client, never on the whole site", () => {
  // Each limited route: its allowance, a request from an address (the i-th of a run), and the status it is served with.
  const routes: [string, number, (from: string, i: number) => Promise<Response>, number][] = [
    ["contact form", 5, (from, i) => postFrom(from, `${server.url}/api/contacts`, contact(i)), 201],
    ["registration", 10, (from, i) => postFrom(from, `${server.url}/api/auth/register`, { username: `reg${from.replaceAll(".", "")}x${i}`, email: `reg${from.replaceAll(".", "")}x${i}@example.org`, password: "secret-enough", ...serverFormToken(server, "register") }), 201],
    ["update requests", 10, (from) => postFrom(from, `${server.url}/api/church-updates`, { churchId, submitterName: "Deacon Ray", submitterEmail: "ray@example.org", submitterRole: "Deacon", updateReason: "The phone number changed.", phone: "(210) 555-0199", ...serverFormToken(server, "update") }), 201],
    ["forgotten password", 10, (from, i) => postFrom(from, `${server.url}/api/auth/forgot-password`, { email: `lost${from.replaceAll(".", "")}x${i}@example.org` }), 200],
    ["newsletter", 10, (from, i) => postFrom(from, `${server.url}/api/newsletter/subscribe`, { email: `news${from.replaceAll(".", "")}x${i}@example.org` }), 200],
    ["analytics pings", 300, (from) => postFrom(from, `${server.url}/api/analytics/church/${churchId}/click`, { clickType: "website" }), 204],
  ];
  for (const [name, limit, send, served] of routes) {
    test(`${name}: ${limit} from one address, then 429 there, while another address is served`, async () => {
      await exhaust(limit, (i) => send(A, i), served);
      expect((await send(B, limit + 1)).status).toBe(served);
    }, 30_000);
  }

  test("after fifty failed sign-ins with made-up names from one address, owners and the admin sign in from another", async () => {
    await exhaust(50, (i) => postFrom(A, `${server.url}/api/auth/login`, { username: `nobody-${i}`, password: "wrong-guess" }), 401);
    const { user } = await owner();
    expect((await postFrom(A, `${server.url}/api/auth/login`, { username: user.username, password: PASSWORD })).status).toBe(429);
    expect((await postFrom(B, `${server.url}/api/auth/login`, { username: user.username, password: PASSWORD })).status).toBe(200);
    expect((await postFrom(B, `${server.url}/api/admin/login`, ADMIN)).status).toBe(200);
  }, 60_000);

  test("two visitors with the same browser count as two views; each one's repeat counts once", async () => {
    const viewed = createChurch(server.db()).id;
    const view = (from: string) => postFrom(from, `${server.url}/api/analytics/church/${viewed}/view`, { viewType: "profile" }, { "user-agent": "Mozilla/5.0 Same Browser" });
    const [first, second] = ["127.0.0.10", "127.0.0.11"];
    for (const from of [first, second, first, second]) expect((await view(from)).status).toBe(204);
    expect(server.db().select().from(analyticsDaily).where(eq(analyticsDaily.churchId, viewed)).get()?.profileViews).toBe(2);
  });
});

describe("per-owner limits follow the owner, whichever address they use", () => {
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const routes: [string, number, (cookie: string, from: string, i: number, churchId: number) => Promise<Response>, number][] = [
    ["checkouts", 10, (cookie, from) => postFrom(from, `${server.url}/api/create-subscription`, { billing: "monthly" }, { cookie }), 200],
    ["image upload grants", 30, (cookie, from) => postFrom(from, `${server.url}/api/objects/upload`, {}, { cookie }), 200],
    ["event submissions", 20, (cookie, from, i) => postFrom(from, `${server.url}/api/user/events`, { title: `Supper ${i}`, description: "A shared supper for neighbours.", date: tomorrow, category: "community", ...serverFormToken(server, "event") }, { cookie }), 201],
    [
      "church edits",
      30,
      async (cookie, from, i, id) => {
        const form = (await (await fetchFrom(from, `${server.url}/api/user/churches/${id}`, { headers: { cookie } })).json()) as Record<string, unknown>;
        return postFrom(from, `${server.url}/api/user/churches/${id}`, { ...form, name: `Edited Church ${i}` }, { cookie }, "PUT");
      },
      200,
    ],
  ];
  for (const [name, limit, send, served] of routes) {
    test(`${name}: ${limit}, then 429 for that owner from any address; another owner is served`, async () => {
      const [first, second] = [await owner(), await owner()];
      const refused = await exhaust(limit, (i) => send(first.cookie, A, i, first.church.id), served);
      if (name === "church edits") expect(((await refused.json()) as { error: string }).error).toBe(churchFormMessages.tooManyEdits);
      expect((await send(first.cookie, B, limit, first.church.id)).status).toBe(429);
      expect((await send(second.cookie, A, 0, second.church.id)).status).toBe(served);
    }, 30_000);
  }
});

describe("nobody can lock an account out", () => {
  for (const door of ["/api/auth/login", "/api/admin/login"]) {
    test(`${door}: a storm of wrong passwords from one address; the right one from another still signs in`, async () => {
      const { user } = await owner();
      const target = door === "/api/admin/login" ? ADMIN.username : user.username;
      const password = door === "/api/admin/login" ? ADMIN.password : PASSWORD;
      const from = door === "/api/admin/login" ? "127.0.0.6" : "127.0.0.4";
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await postFrom(from, `${server.url}${door}`, { username: target, password: `guess-${i}` })).status);
      // The attacker is throttled after ten guesses, even with the right password.
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
      const attacker = await postFrom(from, `${server.url}${door}`, { username: target, password });
      expect(attacker.status).toBe(429);
      expect(((await attacker.json()) as { error: string }).error).toBe(accountMessages.tooManyAttempts);
      expect((await postFrom("127.0.0.5", `${server.url}${door}`, { username: target, password })).status).toBe(200);
    }, 30_000);
  }
});

describe("X-Forwarded-For", () => {
  test("without TRUST_PROXY, spoofed headers change nothing: the socket's address is the client", async () => {
    const from = "127.0.0.8";
    await exhaust(5, (i) => postFrom(from, `${server.url}/api/contacts`, contact(i), { "x-forwarded-for": `198.51.100.${i}` }), 201);
    expect((await postFrom(from, `${server.url}/api/contacts`, contact(9), { "x-forwarded-for": "127.0.0.9" })).status).toBe(429);
    // Naming another address spent none of its allowance.
    expect((await postFrom("127.0.0.9", `${server.url}/api/contacts`, contact(10))).status).toBe(201);
  });

  test("with TRUST_PROXY naming the proxy, the address it appended is the client; entries the client wrote are not", async () => {
    const proxied = await startServer({ TRUST_PROXY: "127.0.0.1" });
    try {
      const proxy = "127.0.0.1";
      const send = (forwardedFor: string, i: number, from = proxy) => postFrom(from, `${proxied.url}/api/contacts`, contact(i, proxied), { "x-forwarded-for": forwardedFor });
      await exhaust(5, (i) => send("203.0.113.7", i), 201);
      // The client behind the proxy wrote its own X-Forwarded-For; the proxy appended the real address.
      expect((await send("198.51.100.1, 203.0.113.7", 5)).status).toBe(429);
      expect((await send("203.0.113.8", 6)).status).toBe(201);
      // An address that is not the proxy is its own client, whatever it claims.
      await exhaust(5, (i) => send(`192.0.2.${i}`, i, "127.0.0.2"), 201);
      expect((await send("203.0.113.9", 7)).status).toBe(201);
    } finally {
      await proxied.stop();
    }
  }, 30_000);
});
