import { decodedBody, startFakeSmtp, type FakeSmtp, type ReceivedMail } from "../fakes/smtp";
import { startMailWorker, type MailWorker } from "../../src/features/mail/worker";
import type { TestApp } from "./test-app";

/**
 * A test app's mail over a real SMTP server: `deliver()` runs the worker once and answers what
 * the server received since the last call, so each test reads the mail its own action caused.
 */
export async function mailOver(app: TestApp, smtp?: FakeSmtp) {
  const server = smtp ?? (await startFakeSmtp());
  // A long interval: the test decides when mail is sent.
  const worker: MailWorker = startMailWorker(app.db, server.url, (line) => app.logs.push(line), { everyMs: 3600_000 });
  let seen = 0;
  return {
    smtp: server,
    worker,
    async deliver(): Promise<ReceivedMail[]> {
      await worker.runOnce();
      const fresh = server.received.slice(seen);
      seen = server.received.length;
      return fresh;
    },
    async stop() {
      await worker.stop();
      if (!smtp) await server.stop();
    },
  };
}

/** A header's value with its MIME encoded-words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) decoded. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
    );
}

/** A received message's subject, decoded. */
export const subjectOf = (mail: ReceivedMail) => decodeHeader(mail.headers.get("subject")?.[0] ?? "");
/** The message's body with quoted-printable undone and read as UTF-8 (the fake's decodedBody, then its bytes re-read). */
export const bodyOf = (mail: ReceivedMail) => Buffer.from(decodedBody(mail), "latin1").toString("utf8");
