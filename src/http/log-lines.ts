/**
 * The server's log lines (docs/operations.md, Logs): the human-readable line of today, or with
 * LOG_FORMAT=json one JSON object a line, for a log shipper to read without patterns.
 */
export type LogFormat = "text" | "json";

/** What is logged of one answered request: never its path (it may carry a token), headers or body. */
export interface RequestRecord {
  requestId: string;
  method: string;
  /** As asked, for the text line only. */
  path: string;
  /** Its route pattern (src/http/route-label.ts). */
  route: string;
  status: number;
  durationMs: number;
  /** The signed-in account, when the request read its session. */
  userId?: number;
}

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** An address as `j***@example.org`: enough to tell which domain refused a mail, not whose it was. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, "$1***@$2");
}

/** The line for an answered request. */
export function requestLine(format: LogFormat, r: RequestRecord): string {
  if (format === "text") return `${r.requestId} ${r.method} ${r.path} ${r.status} ${r.durationMs.toFixed(1)}ms`;
  return JSON.stringify({
    time: new Date().toISOString(),
    level: r.status >= 500 ? "error" : "info",
    msg: "request",
    requestId: r.requestId,
    method: r.method,
    route: r.route,
    status: r.status,
    durationMs: Math.round(r.durationMs * 10) / 10,
    ...(r.userId !== undefined ? { userId: r.userId } : {}),
  });
}

/**
 * Where every line goes. In JSON each line the code writes as text (start-up, jobs, errors with
 * their stack) becomes `{"time","level","msg"}`, its e-mail addresses masked; a line that already
 * is a JSON object (a request's) is written as it is. A line that starts with "error" is an error.
 */
export function logSink(format: LogFormat, write: (line: string) => void): (line: string) => void {
  if (format === "text") return write;
  return (line) => {
    if (line.charCodeAt(0) === 123 /* { */) return write(line);
    write(JSON.stringify({ time: new Date().toISOString(), level: /^(error|server error)\b/.test(line) ? "error" : "info", msg: maskEmails(line) }));
  };
}
