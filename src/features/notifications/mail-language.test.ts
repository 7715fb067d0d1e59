import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { bodyOf, mailOver, subjectOf } from "../../../tests/helpers/mail";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { formToken } from "../../../tests/helpers/form-token";

// Owners' e-mails speak the language they chose, by default the one they registered in (docs/i18n.md).
let app: TestApp;
let mail: Awaited<ReturnType<typeof mailOver>>;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  mail = await mailOver(app);
  const admin = await createUser(app.db, { role: "admin", email: "admin@example.org" });
  adminCookie = `sid=${createSession(app.db, admin.id)}`;
});
afterAll(async () => {
  await mail.stop();
  app.close();
});

const approve = (churchId: number) => app.request(`/api/admin/churches/${churchId}/approve`, { method: "POST", headers: { cookie: adminCookie, origin: TEST_ORIGIN } });
const languageOf = (id: number) => app.db.select({ lang: users.emailLanguage }).from(users).where(eq(users.id, id)).get()!.lang;

async function register(username: string, headers: Record<string, string>) {
  const res = await app.request("/api/auth/register", jsonRequest("POST", { username, email: `${username}@example.org`, password: "secret-123", ...formToken(app, "register") }, headers));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}

describe("e-mail language", () => {
  test("registered from a Spanish page: a Spanish 'church approved' mail, linking to the Spanish listing", async () => {
    const { id } = await register("maria", { "accept-language": "es" });
    expect(languageOf(id)).toBe("es");
    const church = createChurch(app.db, { name: "Iglesia San José", status: "pending", ownerId: id });
    expect((await approve(church.id)).status).toBe(200);
    const [approved] = await mail.deliver();
    expect(subjectOf(approved!)).toBe("Iglesia San José ya aparece en el directorio");
    const body = bodyOf(approved!);
    expect(body).toContain("Hola, maria:");
    expect(body).toContain("Iglesia San José fue aprobada y ya aparece en el directorio.");
    expect(body).toContain(`${app.ctx.origin}/es/church/${church.slug}`);
    expect(body).toContain(`${app.ctx.origin}/es/dashboard/account`);
    expect(body).toContain('<html lang="es">');
  });

  test("registered in English: the spec's mail, unchanged", async () => {
    const { id } = await register("mary", {});
    expect(languageOf(id)).toBe("en");
    const church = createChurch(app.db, { name: "Grace Chapel", status: "pending", ownerId: id });
    expect((await approve(church.id)).status).toBe(200);
    const [approved] = await mail.deliver();
    expect(subjectOf(approved!)).toBe("Grace Chapel is now listed");
    const body = bodyOf(approved!);
    expect(body).toContain("Hello mary,");
    expect(body).toContain(`${app.ctx.origin}/church/${church.slug}`);
    expect(body).not.toContain("/es/");
  });

  test("the owner chooses in the account settings; a bad choice is refused with the field named", async () => {
    const user = await createUser(app.db);
    const cookie = `sid=${createSession(app.db, user.id)}`;
    const english = await app.request("/dashboard/account", { headers: { cookie } });
    expect(await english.text()).toContain("E-mail language");
    const spanish = await (await app.request("/es/dashboard/account", { headers: { cookie } })).text();
    expect(spanish).toContain("Idioma de los correos");
    expect(spanish).toContain('action="/es/api/account/email-language"');

    const bad = await app.request("/api/account/email-language", jsonRequest("POST", { language: "fr" }, { cookie }));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ error: "Choose English or Español", details: { fields: { language: "Choose English or Español" } } });
    const badEs = await app.request("/api/account/email-language", jsonRequest("POST", { language: "fr" }, { cookie, "accept-language": "es" }));
    expect((await badEs.json()).details.fields.language).toBe("Elija English o Español");

    expect((await app.request("/api/account/email-language", jsonRequest("POST", { language: "es" }, { cookie }))).status).toBe(200);
    expect(languageOf(user.id)).toBe("es");
    // Without JavaScript, from the Spanish page: back to it, the choice saved.
    const form = await app.request("/es/api/account/email-language", { method: "POST", headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" }, body: "language=en" });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/es/dashboard/account#email-language");
    expect(languageOf(user.id)).toBe("en");
  });

  test("account e-mails too: a Spanish owner's password reset link opens the Spanish page", async () => {
    const { id } = await register("lupita", { "accept-language": "es" });
    expect(languageOf(id)).toBe("es");
    const res = await app.request("/api/auth/forgot-password", jsonRequest("POST", { email: "lupita@example.org" }));
    expect(res.status).toBeLessThan(300);
    const [reset] = await mail.deliver();
    expect(subjectOf(reset!)).toBe("Elija una contraseña nueva para San Antonio Church Directory");
    expect(bodyOf(reset!)).toContain(`${app.ctx.origin}/es/reset-password?token=`);
    expect(bodyOf(reset!)).toContain("El enlace sirve una sola vez, durante una hora.");
  });
});
