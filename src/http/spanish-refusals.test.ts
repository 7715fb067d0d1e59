import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { MAX_FORM_BYTES } from "../server";

// The refusals answered before any route (docs/i18n.md, The API): a foreign site's request, an
// unknown API route, a body too large, in the caller's language; the spec's English otherwise.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const es = { "accept-language": "es-US,es;q=0.9" };
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

describe("refusals before the routes", () => {
  test("a request from another site: 403 in Spanish for es, in English otherwise", async () => {
    const foreign = (headers: Record<string, string> = {}) => app.request("/api/contacts", { method: "POST", headers: { "content-type": "application/json", origin: "https://evil.example", ...headers }, body: "{}" });
    const spanish = await foreign(es);
    expect(spanish.status).toBe(403);
    expect(await errorOf(spanish)).toBe("Esta solicitud vino de otro sitio y fue rechazada.");
    expect(await errorOf(await foreign())).toBe("This request came from another site and was refused.");
  });

  test("an unknown API route: 404 in Spanish for es, in English otherwise", async () => {
    const spanish = await app.request("/api/no-such-thing", { headers: es });
    expect(spanish.status).toBe(404);
    expect(await errorOf(spanish)).toBe("No existe esa ruta de la API.");
    expect(await errorOf(await app.request("/api/no-such-thing"))).toBe("No such API route.");
  });

  test("a body declared too large: 413 in Spanish for es, in English otherwise", async () => {
    const big = (headers: Record<string, string> = {}) =>
      app.request("/api/contacts", { method: "POST", headers: { "content-type": "application/json", "content-length": String(MAX_FORM_BYTES + 1), ...headers } });
    const spanish = await big(es);
    expect(spanish.status).toBe(413);
    expect(await errorOf(spanish)).toBe("La solicitud es demasiado grande.");
    expect(await errorOf(await big())).toBe("The request is too large.");
  });
});
