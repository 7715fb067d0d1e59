import { describe, expect, test } from "bun:test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Lang } from "../../src/contract/i18n/lang";
import { LangContext } from "./lang-context";
import { SignInPrompt } from "./SignInPrompt";

const rendered = (lang: Lang) =>
  renderToStaticMarkup(createElement(LangContext.Provider, { value: lang }, createElement(SignInPrompt, { title: "Title", text: "Text" })));

describe("the sign-in prompt (docs/i18n.md)", () => {
  test("on a Spanish page its buttons speak Spanish and link under /es/", () => {
    const html = rendered("es");
    expect(html).toContain('href="/es/login"');
    expect(html).toContain('href="/es/register"');
    expect(html).toContain(">Iniciar sesión</a>");
    expect(html).toContain(">Crear cuenta</a>");
  });

  test("on an English page it is as it was", () => {
    const html = rendered("en");
    expect(html).toContain('href="/login">Sign In</a>');
    expect(html).toContain('href="/register">Create Account</a>');
  });
});
