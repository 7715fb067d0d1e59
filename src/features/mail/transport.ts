import { createTransport } from "nodemailer";
import type { Env } from "../../env";

/** SMTP through nodemailer, with timeouts well inside the worker's lease (docs/decisions/0021-e-mail.md). */
export function smtpTransport(smtpUrl: string) {
  return createTransport({ url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
}
export type SmtpTransport = ReturnType<typeof smtpTransport>;

/** The start-up line: where mail goes. Never shows the URL's credentials. */
export function mailTransportLine(env: Pick<Env, "SMTP_URL">): string {
  if (!env.SMTP_URL) return "Mail: kept in the outbox (SMTP_URL is not set)";
  const url = new URL(env.SMTP_URL);
  return `Mail: SMTP to ${url.hostname}:${url.port || (url.protocol === "smtps:" ? "465" : "587")}`;
}
