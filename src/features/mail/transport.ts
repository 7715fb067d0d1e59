import type { Env } from "../../env";

/**
 * SMTP through nodemailer, with timeouts well inside the worker's lease (docs/decisions/0021-e-mail.md).
 * nodemailer loads here, with the mail worker, not with every server (docs/operations.md, Start-up).
 */
export async function smtpTransport(smtpUrl: string) {
  const { createTransport } = await import("nodemailer");
  return createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
}
export type SmtpTransport = Awaited<ReturnType<typeof smtpTransport>>;

/** The Outbox tab's introduction: how mail is sent now. Never shows the URL's credentials. */
export function outboxIntro(env: Pick<Env, "SMTP_URL">): string {
  if (!env.SMTP_URL) return "Every e-mail the site writes waits here. Without a mail server (SMTP_URL is not set) it stays queued: open a message to read it and follow its links.";
  const url = new URL(env.SMTP_URL);
  return `Mail goes out through the SMTP server at ${url.hostname}:${url.port || (url.protocol === "smtps:" ? "465" : "587")} (SMTP_URL). Every e-mail the site writes is listed here; one whose sending failed is tried again after 1 min, 5 min, 30 min and 2 h, then given up.`;
}

/** The start-up line: where mail goes. Never shows the URL's credentials. */
export function mailTransportLine(env: Pick<Env, "SMTP_URL">): string {
  if (!env.SMTP_URL) return "Mail: kept in the outbox (SMTP_URL is not set)";
  const url = new URL(env.SMTP_URL);
  return `Mail: SMTP to ${url.hostname}:${url.port || (url.protocol === "smtps:" ? "465" : "587")}`;
}
