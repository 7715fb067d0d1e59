import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FORM_TOKEN_FIELD, type GuardedForm } from "../../src/contract/form-guard";
import { issueFormToken } from "../../src/http/form-guard";
import type { RunningServer } from "./server";
import type { TestApp } from "./test-app";

/** Old enough for any FORM_MIN_SECONDS: the form was drawn this long before it is sent. */
const FILLED_IN_MS = 61_000;

/**
 * The field a public form carries (src/contract/form-guard.ts), as if the page had drawn it a
 * minute ago: for tests that post a form's body without opening its page.
 */
export function formToken(app: TestApp, form: GuardedForm): Record<string, string> {
  return { [FORM_TOKEN_FIELD]: issueFormToken(app.ctx.env.SESSION_SECRET, form, Date.now() - FILLED_IN_MS) };
}

/** The same for a real server started by a test: its SESSION_SECRET, or the one it keeps in its data directory. */
export function serverFormToken(server: Pick<RunningServer, "dataDir">, form: GuardedForm, secret = readFileSync(join(server.dataDir, "session-secret"), "utf8").trim()): Record<string, string> {
  return { [FORM_TOKEN_FIELD]: issueFormToken(secret, form, Date.now() - FILLED_IN_MS) };
}

/** A body with the form's token added, when it is an object (bodies that test a malformed request pass as they are). */
export function withFormToken<T>(app: TestApp, form: GuardedForm, body: T): T {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? { ...formToken(app, form), ...body } : body;
}
