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
