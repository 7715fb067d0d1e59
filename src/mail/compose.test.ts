import { describe, expect, test } from "bun:test";
import { composeMail } from "./compose";

const site = { from: '"San Antonio Church Directory" <no-reply@churches.example.org>', origin: "https://churches.example.org" };

describe("composeMail", () => {
  const mail = composeMail(site, {
    kind: "password-reset",
    to: "maria@example.org",
    subject: "Reset your password",
    lines: ["Hello <b>Maria</b> & friends,", "Someone asked to reset the password."],
    action: { label: "Choose a new password", path: "/reset-password?token=abc&x=<y>" },
    after: ["The link works once, for one hour."],
  });

  test("writes a text and an HTML part with the same words, the link absolute on the site's origin", () => {
    expect(mail.text).toContain("Hello <b>Maria</b> & friends,");
    expect(mail.text).toContain("Choose a new password:\nhttps://churches.example.org/reset-password?token=abc&x=%3Cy%3E");
    expect(mail.text).toContain("The link works once, for one hour.");
    expect(mail.html).toContain('href="https://churches.example.org/reset-password?token=abc&amp;x=%3Cy%3E"');
    expect(mail).toMatchObject({ kind: "password-reset", to: "maria@example.org", subject: "Reset your password", from: site.from });
  });

  test("says it was sent by a program (RFC 3834), so auto-responders leave it alone", () => {
    expect(mail.headers).toEqual({ "Auto-Submitted": "auto-generated" });
  });

  test("escapes every text in the HTML part", () => {
    expect(mail.html).toContain("Hello &lt;b&gt;Maria&lt;/b&gt; &amp; friends,");
    expect(mail.html).not.toContain("<b>Maria");
  });

  test("signs both parts with the site's name, web address and postal address", () => {
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain("San Antonio Church Directory");
      expect(part).toContain("https://churches.example.org/");
      expect(part).toContain("San Antonio, Texas");
    }
  });
});

describe("composeMail with the admin's HTML", () => {
  const body =
    '<h2>Easter &amp; after</h2><p>Tom &amp; Jerry &lt;3 <a href="/services/easter?x=1&amp;y=2">our Easter services</a>, ' +
    '<a href="https://other.example/page">a friend</a>, <a href="#top">the top</a>, <a href="mailto:office@example.org">write</a>.</p>' +
    '<p><img src="/uploads/ab/cd-480.webp" alt="The choir"></p>';
  const mail = composeMail(site, { kind: "newsletter", to: "reader@example.org", subject: "Easter", lines: [], rich: { html: body } });

  test("every site path becomes absolute on the site's origin; other addresses and fragments stay as written", () => {
    expect(mail.html).toContain('href="https://churches.example.org/services/easter?x=1&amp;y=2"');
    expect(mail.html).toContain('src="https://churches.example.org/uploads/ab/cd-480.webp"');
    expect(mail.html).toContain('href="https://other.example/page"');
    expect(mail.html).toContain('href="#top"');
    expect(mail.html).toContain('href="mailto:office@example.org"');
    expect(mail.html!.match(/(?:href|src)="\/[^/]/g)).toBeNull();
  });

  test("the text part reads the HTML: entities decoded, each link's absolute address beside its words", () => {
    expect(mail.text).toContain("Easter & after");
    expect(mail.text).toContain("Tom & Jerry <3 our Easter services [https://churches.example.org/services/easter?x=1&y=2]");
    expect(mail.text).toContain("a friend [https://other.example/page]");
    expect(mail.text).toContain("The choir [https://churches.example.org/uploads/ab/cd-480.webp]");
    expect(mail.text).not.toContain("&amp;");
    expect(mail.text).not.toContain("&lt;");
  });

  test("a writer's own text part is kept; HTML in another language than the message's is marked", () => {
    const own = composeMail(site, { kind: "monthly-report", to: "o@example.org", lang: "es", subject: "Informe", lines: [], rich: { html: "<p>Hello</p>", text: "- Hello", lang: "en" } });
    expect(own.text).toContain("- Hello");
    expect(own.html).toContain('<div lang="en"><p>Hello</p></div>');
  });
});

describe("absolute links", () => {
  test("only href and src of tags change: text that looks like an attribute, and protocol-relative addresses, stay", () => {
    const mail = composeMail(site, { kind: "x", to: "a@example.org", subject: "s", lines: [], rich: { html: '<p>write href="/x" in text</p><a title="/t" href="//cdn.example/a">cdn</a><a href="services/x">rel</a>' } });
    expect(mail.html).toContain('<p>write href="/x" in text</p>');
    expect(mail.html).toContain('title="/t" href="//cdn.example/a"');
    expect(mail.html).toContain('href="https://churches.example.org/services/x"');
  });
});
