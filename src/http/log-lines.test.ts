import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createSession, createUser } from "../db/seed/factories";
import { SESSION_COOKIE } from "../sessions/sessions";
import { createTestApp, jsonRequest, type TestApp } from "../../tests/helpers/test-app";
import { logSink, maskEmails } from "./log-lines";

interface Line {
  time: string;
  level: string;
  msg: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  userId?: number;
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ LOG_FORMAT: "json", LOG_LEVEL: "info" });
});
afterAll(() => app.close());

/** The request's log line, found by the id its answer carries, parsed. */
async function lineFor(res: Response): Promise<{ raw: string; line: Line }> {
  const id = res.headers.get("x-request-id")!;
  const raw = app.logs.find((l) => l.includes(`"requestId":"${id}"`));
  expect(raw).toBeDefined();
  return { raw: raw!, line: JSON.parse(raw!) as Line };
}

describe("LOG_FORMAT=json", () => {
  test("a request is one JSON object: id, method, route pattern, status, duration", async () => {
    const res = await app.request("/church/st-nobody-4711");
    const { raw, line } = await lineFor(res);
    expect(raw.includes("\n")).toBe(false);
    expect(line).toMatchObject({ level: "info", msg: "request", method: "GET", route: "/church/:idOrSlug", status: 404 });
    expect(typeof line.durationMs).toBe("number");
    expect(Number.isNaN(Date.parse(line.time))).toBe(false);
    expect(line.userId).toBeUndefined();
    expect(raw).not.toContain("st-nobody-4711");
  });

  test("names the signed-in account by its id, never its cookie, name or address", async () => {
    const user = await createUser(app.db, { email: "maria.garza@example.org" });
    const token = createSession(app.db, user.id);
    const res = await app.request("/api/auth/me", { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(res.status).toBe(200);
    const { raw, line } = await lineFor(res);
    expect(line).toMatchObject({ route: "/api/auth/me", status: 200, userId: user.id });
    for (const secret of [token, user.username, user.email]) expect(raw).not.toContain(secret);
  });

  test("a sign-in's line holds no password or address", async () => {
    const user = await createUser(app.db, { email: "jo.flores@example.org", password: "a-secret-passphrase" });
    const res = await app.request("/api/auth/login", jsonRequest("POST", { username: user.email, password: "a-secret-passphrase" }));
    const { raw, line } = await lineFor(res);
    expect(line.route).toBe("/api/auth/login");
    expect(line.method).toBe("POST");
    for (const secret of ["a-secret-passphrase", user.email, "set-cookie", SESSION_COOKIE + "="]) expect(raw).not.toContain(secret);
  });

  test("other lines become {time, level, msg} with e-mail addresses masked; a request's line passes as it is", () => {
    const written: string[] = [];
    const log = logSink("json", (line) => written.push(line));
    log("mail 7 (reset) attempt 1 failed: 550 <maria.garza@example.org> mailbox unavailable");
    log("error 1a2b0003: TypeError: boom\n    at handler (src/x.ts:1:1)");
    log('{"time":"2026-12-02T00:00:00.000Z","level":"info","msg":"request"}');
    const [mail, error, request] = written.map((l) => JSON.parse(l) as Line);
    expect(mail).toMatchObject({ level: "info", msg: "mail 7 (reset) attempt 1 failed: 550 <m***@example.org> mailbox unavailable" });
    expect(error?.level).toBe("error");
    expect(error?.msg).toContain("at handler");
    expect(written[1]!.includes("\n")).toBe(false);
    expect(request).toEqual({ time: "2026-12-02T00:00:00.000Z", level: "info", msg: "request" });
  });

  test("masks every address in a text", () => {
    expect(maskEmails("to a.b+c@mail.example.org and x@y.io")).toBe("to a***@mail.example.org and x***@y.io");
  });
});

describe("LOG_FORMAT=text (the default)", () => {
  test("a request is the readable line of before", async () => {
    const text = await createTestApp({ LOG_LEVEL: "info" });
    try {
      const res = await text.request("/about");
      expect(text.logs.at(-1)).toMatch(new RegExp(`^${res.headers.get("x-request-id")} GET /about 200 \\d+\\.\\dms$`));
      const written: string[] = [];
      logSink("text", (line) => written.push(line))("Mail: kept in the outbox (SMTP_URL is not set)");
      expect(written).toEqual(["Mail: kept in the outbox (SMTP_URL is not set)"]);
    } finally {
      text.close();
    }
  });
});
