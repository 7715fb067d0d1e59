import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope's recipients, as the server was told them. */
  recipients: string[];
  /** The message's header lines, unfolded, by lower-case name. */
  headers: Map<string, string[]>;
  raw: string;
}

function headersOf(raw: string): Map<string, string[]> {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string[]>();
  for (const line of head.split("\r\n")) {
    const at = line.indexOf(":");
    const name = line.slice(0, at).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(at + 1).trim()]);
  }
  return headers;
}

/** The message's body with quoted-printable undone (soft line breaks and =XX), so a test reads its links whole. */
export function decodedBody(mail: ReceivedMail): string {
  const body = mail.raw.slice(mail.raw.indexOf("\r\n\r\n") + 4);
  return body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server on loopback (smtp-server), without STARTTLS or login, keeping what it
 * receives. `stop()` and `start()` take it down and bring it back on the same port.
 */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = [];
  let port = 0;
  let server: SMTPServer;
  const start = () =>
    new Promise<void>((resolve) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            received.push({ recipients: session.envelope.rcptTo.map((r) => r.address), headers: headersOf(raw), raw });
            callback();
          });
        },
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await start();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    start,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;
