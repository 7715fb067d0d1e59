import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { churchUpdateRequests } from "../../db/schema";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { withFormToken } from "../../../tests/helpers/form-token";

let app: TestApp;
let churchId: number;
beforeEach(async () => {
  app = await createTestApp();
  churchId = createChurch(app.db, { name: "Grace Baptist", slug: "grace", phone: null, website: null }).id;
});
afterEach(() => app.close());

const valid = () => ({ churchId, submitterName: "Ana Ruiz", submitterEmail: "Ana@Example.org", submitterRole: "Pastor", updateReason: "Our service times changed this fall." });
const send = (body: unknown) => app.request("/api/church-updates", jsonRequest("POST", withFormToken(app, "update", body)));
const stored = () => app.db.select().from(churchUpdateRequests).all();

describe("POST /api/church-updates", () => {
  test("stores a pending request with only the fields given; blank service rows are dropped", async () => {
    const res = await send({ ...valid(), phone: "(210) 555-0199", name: "", services: ["Sunday 9:00 AM", "  ", "Sunday 11:00 AM"] });
    expect(res.status).toBe(201);
    const [row] = stored();
    expect(row).toMatchObject({ churchId, status: "pending", submitterEmail: "ana@example.org", phone: "(210) 555-0199", name: null, specialServices: null });
    expect(row!.serviceRows!.map((r) => [r.day, r.time, r.needsReview])).toEqual([
      ["sunday", "09:00", false],
      ["sunday", "11:00", false],
    ]);
  });

  test("answers each rule with the spec's message and stores nothing", async () => {
    const cases: [object, string][] = [
      [{ ...valid(), submitterName: " " }, "Your name is required"],
      [{ ...valid(), submitterEmail: "nope" }, "Please enter a valid email address"],
      [{ ...valid(), submitterRole: "" }, "Please specify your role"],
      [{ ...valid(), updateReason: "short" }, "Please explain why this update is needed (at least 10 characters)"],
      [{ ...valid(), website: "javascript:alert(1)" }, "Please enter a valid website URL"],
      [{ ...valid(), youtubeChannel: "https://vimeo.com/x" }, "Please enter a valid YouTube URL"],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.status).toBe(422);
      expect((await res.json()).error).toBe(message);
    }
    expect(stored()).toEqual([]);
  });

  test("an unknown church answers 404", async () => {
    expect((await send({ ...valid(), churchId: 424242 })).status).toBe(404);
  });
});

describe("/verify-church/{id}", () => {
  test("shows the current listing with 'Not listed' for empty phone and website", async () => {
    const html = await (await app.request(`/verify-church/${churchId}`)).text();
    expect(html).toContain("Current Information");
    expect(html.match(/Not listed/g)).toHaveLength(2);
    expect(html).toContain('data-island="UpdateRequestForm"');
  });

  test("an unknown church answers 404; without an id the page explains where to start", async () => {
    expect((await app.request("/verify-church/999999")).status).toBe(404);
    expect(await (await app.request("/verify-church")).text()).toContain("Verify Your Information");
  });
});
