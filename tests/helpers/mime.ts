/**
 * A received message read the way a mail client reads it: headers unfolded, a multipart body
 * split at its boundary, each part's transfer encoding (quoted-printable, base64) undone and its
 * bytes read in its charset. Tests assert on what a reader of each part sees.
 */
export interface MimePart {
  /** The media type, lower case: `text/plain`, `text/html`, `multipart/alternative`. */
  type: string;
  headers: Map<string, string>;
  /** The decoded text of a leaf part; empty for a multipart. */
  text: string;
  parts: MimePart[];
}

function split(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  const head = (at < 0 ? raw : raw.slice(0, at)).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: at < 0 ? "" : raw.slice(at + 4) };
}

/** A parameter of a header such as Content-Type (`boundary`, `charset`), quoted or not. */
const param = (header: string, name: string) => header.match(new RegExp(`;\\s*${name}="?([^";]+)"?`, "i"))?.[1];

function bytesOf(body: string, encoding: string): Buffer {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64");
  if (encoding === "quoted-printable") {
    const joined = body.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
      if (/^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(body, "utf8");
}

export function parseMime(raw: string): MimePart {
  const { headers, body } = split(raw);
  const contentType = headers.get("content-type") ?? "text/plain; charset=us-ascii";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = param(contentType, "boundary")!;
    const sections = body.split(`--${boundary}`).slice(1);
    const parts = sections.filter((s) => !s.startsWith("--")).map((s) => parseMime(s.replace(/^\r\n/, "").replace(/\r\n$/, "")));
    return { type, headers, text: "", parts };
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const charset = (param(contentType, "charset") ?? "us-ascii").toLowerCase();
  const text = new TextDecoder(charset === "us-ascii" ? "utf-8" : charset).decode(bytesOf(body, encoding));
  return { type, headers, text, parts: [] };
}

/** The first part of a media type anywhere in the message, as its reader sees it. */
export function partOf(message: MimePart, type: string): string | undefined {
  if (message.type === type) return message.text;
  for (const part of message.parts) {
    const found = partOf(part, type);
    if (found !== undefined) return found;
  }
  return undefined;
}
