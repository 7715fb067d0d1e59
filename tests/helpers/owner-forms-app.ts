import { afterAll, beforeAll } from "bun:test";
import { createSession, createUser } from "../../src/db/seed/factories";
import { startFakeNominatim } from "../fakes/nominatim";
import { withFormToken } from "./form-token";
import { createTestApp, jsonRequest, type TestApp } from "./test-app";

/** What the claim form asks besides the church (docs/decisions/0035-claim-safeguards.md). */
export const claimFields = { role: "pastor", phone: "(210) 555-0150", note: "I have led this parish for six years." };

/** The church form as the island sends it, with what a test changes. */
export const validForm = (overrides: Record<string, unknown> = {}) => ({
  name: "Mission Road Fellowship",
  denomination: "Methodist",
  address: "500 Mission Rd",
  zip: "78210",
  area: "Southtown",
  phone: "(210) 555-0150",
  website: "https://mission-road.example.org",
  description: "A small congregation by the missions.",
  services: ["Sunday 9:00 AM", "  ", "Miércoles 7:00 PM"],
  worshipStyle: "blended",
  youtubeChannel: "",
  ...overrides,
});

/**
 * The owners' church routes' test app (src/features/submissions/*.test.ts): a fresh app whose
 * geocoder is a local fake that knows '500 Mission Rd', owners and admins signed in, and a sender
 * of JSON (a claim carries its form's time-trap token). Call it at a test file's top level; read
 * `site.app` inside the tests.
 */
export function useOwnerFormsApp() {
  const nominatim = startFakeNominatim({ "500 Mission Rd": { lat: 29.3875, lon: -98.4803 } });
  const site = {} as { app: TestApp };
  beforeAll(async () => {
    site.app = await createTestApp({ NOMINATIM_URL: nominatim.url });
  });
  afterAll(() => {
    site.app.close();
    nominatim.stop();
  });
  async function signedIn(role: "owner" | "admin" = "owner") {
    const user = await createUser(site.app.db, { role });
    return { user, cookie: `sid=${createSession(site.app.db, user.id)}` };
  }
  const send = (method: string, path: string, body: unknown, cookie?: string) =>
    site.app.request(path, jsonRequest(method, path === "/api/user/churches/claim" ? withFormToken(site.app, "claim", body) : body, cookie ? { cookie } : {}));
  return { site, signedIn, send, nominatim };
}
