import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { createTestApp, jsonRequest, type TestApp } from "../../tests/helpers/test-app";
import { formToken, withFormToken } from "../../tests/helpers/form-token";

// The API speaks the caller's language (docs/i18n.md, The API): Spanish for Accept-Language es,
// the spec's English otherwise.
let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const bad = { name: "A", email: "ana@", subject: "complaints", message: "Too short" };
const send = (headers: Record<string, string> = {}) => {
  const init = jsonRequest("POST", withFormToken(app, "contact", bad));
  return app.request("/api/contacts", { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
};

describe("API error messages", () => {
  test("without Accept-Language: the spec's English, word for word", async () => {
    const res = await send();
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "Name must be at least 2 characters",
      details: {
        fields: {
          name: "Name must be at least 2 characters",
          email: "Please enter a valid email address",
          subject: "Please select a subject",
          message: "Message must be at least 10 characters",
        },
      },
    });
  });

  test("Accept-Language es: the same answer in Spanish", async () => {
    const res = await send({ "accept-language": "es-US,es;q=0.9,en;q=0.8" });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: "El nombre debe tener al menos 2 caracteres",
      details: {
        fields: {
          name: "El nombre debe tener al menos 2 caracteres",
          email: "Escriba un correo electrónico válido",
          subject: "Elija un asunto",
          message: "El mensaje debe tener al menos 10 caracteres",
        },
      },
    });
  });

  test("a browser preferring English gets English", async () => {
    const res = await send({ "accept-language": "en-US,en;q=0.9,es;q=0.5" });
    expect((await res.json()).error).toBe("Name must be at least 2 characters");
  });

  test("errors without fields and unknown routes' bodies are translated too", async () => {
    const es = { "accept-language": "es" };
    const malformed = await app.request("/api/contacts", { method: "POST", headers: { "content-type": "application/json", ...es }, body: "[1]" });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe("No se pudo entender la solicitud.");
    const church = await app.request("/api/churches/999999", { headers: es });
    expect(church.status).toBe(404);
    expect((await church.json()).error).toBe("No se encontró la iglesia");
  });
});

describe("forms posted without JavaScript", () => {
  const post = (path: string, fields: Record<string, string>) =>
    app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" }, body: new URLSearchParams({ ...formToken(app, "contact"), ...fields }).toString() });

  test("a Spanish page shows the refusal's messages in Spanish, the English page as the spec writes them", async () => {
    const es = await (await post("/es/contact", bad)).text();
    expect(es).toContain("El nombre debe tener al menos 2 caracteres");
    expect(es).toContain("El mensaje debe tener al menos 10 caracteres");
    const en = await (await post("/contact", bad)).text();
    expect(en).toContain("Name must be at least 2 characters");
    expect(en).not.toContain("El nombre");
  });

  test("a message carried back in the address is shown in the page's language", async () => {
    const error = encodeURIComponent("Message must be at least 10 characters");
    expect(await (await app.request(`/es/contact?error=${error}`)).text()).toContain("El mensaje debe tener al menos 10 caracteres");
    expect(await (await app.request(`/contact?error=${error}`)).text()).toContain("Message must be at least 10 characters");
  });
});
