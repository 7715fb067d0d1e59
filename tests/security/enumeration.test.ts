import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../helpers/test-app";
import { formToken } from "../helpers/form-token";

/**
 * What an answer tells about records the caller may not see (docs/decisions/0046-hardening-round-3.md,
 * enumeration): another owner's church, pending or approved, answers exactly as a church that does
 * not exist; registration's 'already exists' is behind the per-client bound on sign-ups.
 */
let app: TestApp;
let other = "";
const ids = { pending: 0, approved: 0 };
beforeAll(async () => {
  app = await createTestApp();
  const owner = await createUser(app.db, { username: "enum-owner", email: "owner@example.org" });
  ids.pending = createChurch(app.db, { name: "Pending Submission", ownerId: owner.id, status: "pending" }).id;
  ids.approved = createChurch(app.db, { name: "Approved Listing", ownerId: owner.id }).id;
  other = `sid=${createSession(app.db, (await createUser(app.db, { username: "enum-other" })).id)}`;
});
afterAll(() => app.close());

const send = (method: string, path: string, body?: unknown, form = false) =>
  app.request(path, {
    method,
    headers: { origin: TEST_ORIGIN, cookie: other, "content-type": form ? "application/x-www-form-urlencoded" : "application/json" },
    body: body === undefined ? undefined : form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });

describe("another owner's church is not found", () => {
  test("pending, approved or unknown: the same 404 and the same words on every owner route", async () => {
    const form = { name: "Hijacked", denomination: "Baptist", address: "1 Main St, San Antonio, TX", zip: "78205", area: "Downtown", description: "A church for everyone downtown.", services: ["Sunday 10:00 AM"] };
    for (const id of [ids.pending, ids.approved, 999_999]) {
      const answers = [
        await send("GET", `/api/user/churches/${id}`),
        await send("PUT", `/api/user/churches/${id}`, form),
        await send("POST", `/api/user/churches/${id}/services/confirm`, {}),
        await send("PUT", "/api/church-images", { imageURL: "/uploads/0123456789abcdef0123456789abcdef-1600.webp", churchId: id }),
      ];
      const seen = await Promise.all(answers.map(async (res) => [res.status, ((await res.json()) as { error: string }).error]));
      expect({ id, seen }).toEqual({ id, seen: seen.map(() => [404, expect.any(String)]) });
      expect(new Set(seen.slice(0, 3).map((s) => s[1]))).toEqual(new Set(["Church not found"]));
    }
    for (const id of [ids.pending, ids.approved, 999_999]) {
      const page = await app.request(`/church-edit/${id}`, { headers: { cookie: other } });
      expect(page.status).toBe(404);
    }
  });
});

describe("registration", () => {
  test("'already exists' is answered at most as often as the per-client sign-up bound allows", async () => {
    const answers: number[] = [];
    for (let n = 0; n < 12; n++) {
      const res = await app.requestFrom("198.51.100.7", "/api/auth/register", {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ username: `probe${n}`, email: n % 2 ? "owner@example.org" : `free${n}@example.org`, password: "a long enough password", ...formToken(app, "register") }),
      });
      answers.push(res.status);
    }
    expect(answers.filter((s) => s === 429)).toHaveLength(2);
    expect(answers.slice(10)).toEqual([429, 429]);
  });
});
