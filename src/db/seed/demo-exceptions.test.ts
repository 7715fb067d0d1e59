import { afterAll, beforeAll, expect, test } from "bun:test";
import type { PublicChurch } from "../../contract/churches";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SEED: "demo" });
});
afterAll(() => app.close());

test("a fresh demo has churches with a cancellation, a moved and a changed service in the coming fortnight, a closure and a holiday schedule, which their answers tell", async () => {
  const churches = (await (await app.request("/api/churches?limit=100")).json()) as PublicChurch[];
  const more = (await (await app.request("/api/churches?limit=100&page=2")).json()) as PublicChurch[];
  const kinds = [...churches, ...more].flatMap((c) => c.notices.map((n) => n.kind));
  expect(new Set(kinds)).toEqual(new Set(["cancelled", "moved", "changed", "closed", "schedule"]));
  expect(kinds.length).toBe(7);
});
