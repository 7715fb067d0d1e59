import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fetchCalendar, FetchRefused, pinnedFetch, type SafeFetchOptions } from "./safe-fetch";

const CALENDAR = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n";
let server: ReturnType<typeof Bun.serve>;
let local = "";

beforeAll(() => {
  server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch(req) {
      const path = new URL(req.url).pathname;
      if (path === "/feed.ics") {
        if (req.headers.get("if-none-match") === '"v1"') return new Response(null, { status: 304 });
        return new Response(CALENDAR, { headers: { "content-type": "text/calendar; charset=utf-8", etag: '"v1"', "last-modified": "Wed, 24 Feb 2027 12:00:00 GMT" } });
      }
      if (path === "/plain.txt") return new Response(CALENDAR, { headers: { "content-type": "text/plain" } });
      if (path === "/page.html") return new Response("<!doctype html><title>Parish</title>", { headers: { "content-type": "text/html" } });
      if (path === "/missing") return new Response("no", { status: 404 });
      if (path === "/to-private") return Response.redirect("https://10.0.0.7/feed.ics", 302);
      if (path === "/to-metadata") return new Response(null, { status: 301, headers: { location: "http://169.254.169.254/latest/meta-data/" } });
      if (path === "/to-feed") return Response.redirect(`${local}/feed.ics`, 307);
      if (path.startsWith("/loop/")) return Response.redirect(`${local}/loop/${Number(path.slice(6)) + 1}`, 302);
      if (path === "/big-declared") return new Response("B".repeat(3 * 1024 * 1024), { headers: { "content-type": "text/calendar" } });
      if (path === "/big-streamed") {
        // No length: the reader must stop by itself past 2 MB.
        let sent = 0;
        return new Response(
          new ReadableStream({
            pull(controller) {
              if (sent > 20 * 1024 * 1024) return controller.close();
              sent += 64 * 1024;
              controller.enqueue(new TextEncoder().encode(`BEGIN:VCALENDAR${"x".repeat(64 * 1024 - 15)}`));
            },
          }),
          { headers: { "content-type": "text/calendar" } },
        );
      }
      if (path === "/slow") return new Promise<Response>((resolve) => setTimeout(() => resolve(new Response(CALENDAR)), 5_000));
      return new Response("not here", { status: 404 });
    },
  });
  local = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.stop(true));

/** The reason a read was refused, or 'read' when it was not. */
async function outcome(url: string, options: SafeFetchOptions = {}): Promise<string> {
  try {
    const fetched = await fetchCalendar(url, options);
    return fetched.notModified ? "304" : "read";
  } catch (error) {
    if (error instanceof FetchRefused) return error.message;
    throw error;
  }
}
const NOT_HTTPS = "The calendar's address (or one it leads to) is not https";
const PRIVATE = "The calendar's address (or one it leads to) is on a private network";

describe("the calendar fetcher refuses what is not the public internet", () => {
  test("without the test flag: plain http, loopback, private, link-local, carrier-grade NAT and IPv6 local addresses", async () => {
    expect(await outcome(`${local}/feed.ics`)).toBe(NOT_HTTPS);
    expect(await outcome("http://calendar.example.org/feed.ics")).toBe(NOT_HTTPS);
    expect(await outcome("ftp://calendar.example.org/feed.ics")).toBe(NOT_HTTPS);
    expect(await outcome("https://user:secret@calendar.example.org/feed.ics")).toBe(NOT_HTTPS);
    for (const host of ["127.0.0.1", "127.1", "0x7f000001", "0.0.0.0", "10.1.2.3", "172.16.0.9", "192.168.1.10", "169.254.169.254", "100.64.0.1", "[::1]", "[::]", "[fe80::1]", "[fd12:3456::1]", "[::ffff:127.0.0.1]", "[::ffff:10.0.0.1]"]) {
      expect(`${host}: ${await outcome(`https://${host}/feed.ics`)}`).toBe(`${host}: ${PRIVATE}`);
    }
    for (const host of ["localhost", "localhost.", "calendar.localhost", "printer.local", "intranet", "db.internal", "router.home.arpa"]) {
      expect(`${host}: ${await outcome(`https://${host}/feed.ics`)}`).toBe(`${host}: ${PRIVATE}`);
    }
  });

  test("a public-looking name whose addresses are not all public is refused before anything is sent", async () => {
    const asked: string[] = [];
    const resolveTo = (addresses: string[]) => async (host: string) => (asked.push(host), addresses);
    expect(await outcome("https://calendar.example.org/feed.ics", { resolve: resolveTo(["127.0.0.1"]) })).toBe(PRIVATE);
    expect(await outcome("https://calendar.example.org/feed.ics", { resolve: resolveTo(["93.184.215.14", "10.0.0.5"]) })).toBe(PRIVATE);
    expect(await outcome("https://calendar.example.org/feed.ics", { resolve: resolveTo(["2606:2800:21f::1", "::1"]) })).toBe(PRIVATE);
    expect(await outcome("https://calendar.example.org/feed.ics", { resolve: resolveTo(["::ffff:192.168.0.2"]) })).toBe(PRIVATE);
    expect(await outcome("https://calendar.example.org/feed.ics", { resolve: resolveTo([]) })).toBe("The calendar's address could not be reached");
    expect(asked).toHaveLength(5);
    // The flag lets 127.0.0.1 be read as itself, never a name that resolves to it.
    expect(await outcome(`http://localhost:${server.port}/feed.ics`, { allowLoopback: true })).toBe(NOT_HTTPS);
    expect(await outcome(`https://calendar.example.org/feed.ics`, { allowLoopback: true, resolve: resolveTo(["127.0.0.1"]) })).toBe(PRIVATE);
    expect(await outcome("http://[::1]/feed.ics", { allowLoopback: true })).toBe(NOT_HTTPS);
    expect(await outcome("http://10.0.0.1/feed.ics", { allowLoopback: true })).toBe(NOT_HTTPS);
  });
});

describe("with the test flag, against a local server", () => {
  const options = { allowLoopback: true };
  test("reads a calendar with its validators, and a conditional GET of an unchanged one is 304", async () => {
    const first = await fetchCalendar(`${local}/feed.ics`, options);
    expect(first).toEqual({ notModified: false, body: CALENDAR, validators: { etag: '"v1"', lastModified: "Wed, 24 Feb 2027 12:00:00 GMT" } });
    expect(await fetchCalendar(`${local}/feed.ics`, { ...options, validators: { etag: '"v1"', lastModified: null } })).toEqual({ notModified: true });
    // Text that begins like a calendar is one, whatever it is called; a web page is not.
    expect(await outcome(`${local}/plain.txt`, options)).toBe("read");
    expect(await outcome(`${local}/page.html`, options)).toBe("The address does not give an iCalendar file");
    expect(await outcome(`${local}/missing`, options)).toBe("The calendar's address answered with status 404");
  });

  test("redirects are checked again: to a private address or plain http they are refused, more than 3 are too many", async () => {
    expect(await outcome(`${local}/to-feed`, options)).toBe("read");
    expect(await outcome(`${local}/to-private`, options)).toBe(PRIVATE);
    expect(await outcome(`${local}/to-metadata`, options)).toBe(NOT_HTTPS);
    expect(await outcome(`${local}/loop/1`, options)).toBe("The calendar's address redirects more than 3 times");
  });

  test("a body over 2 MB is refused, announced or not, and a server that does not answer in time is left", async () => {
    expect(await outcome(`${local}/big-declared`, options)).toBe("The calendar is larger than 2 MB");
    expect(await outcome(`${local}/big-streamed`, options)).toBe("The calendar is larger than 2 MB");
    // The slow server answers after 5 seconds: without the 300 ms limit the calendar would be read.
    expect(await outcome(`${local}/slow`, { ...options, limits: { timeoutMs: 300 } })).toBe("The calendar did not answer within 10 seconds");
  });
});

describe("the connection goes to the address that was checked", () => {
  const dir = mkdtempSync(join(tmpdir(), "safe-fetch-tls-"));
  let tlsServer: ReturnType<typeof Bun.serve> | null = null;
  let ca = "";
  beforeAll(() => {
    // A certificate for calendar.test, made here: the name the request is checked against.
    const made = Bun.spawnSync(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"), "-days", "1", "-subj", "/CN=calendar.test", "-addext", "subjectAltName=DNS:calendar.test"], { stderr: "ignore" });
    if (made.exitCode !== 0) return;
    ca = readFileSync(join(dir, "cert.pem"), "utf8");
    tlsServer = Bun.serve({ port: 0, hostname: "127.0.0.1", tls: { cert: ca, key: readFileSync(join(dir, "key.pem"), "utf8") }, fetch: (req) => new Response(`host=${req.headers.get("host")}`) });
  });
  afterAll(() => {
    tlsServer?.stop(true);
    rmSync(dir, { recursive: true, force: true });
  });

  test("over https the host is the Host header and the TLS server name: the right certificate is accepted, another name's refused", async () => {
    if (!tlsServer) return console.warn("openssl is not installed: the TLS test is skipped");
    const res = await pinnedFetch(new URL(`https://calendar.test:${tlsServer.port}/feed.ics`), "127.0.0.1", { ca });
    expect(await res.text()).toBe(`host=calendar.test:${tlsServer.port}`);
    const error = await pinnedFetch(new URL(`https://other.test:${tlsServer.port}/feed.ics`), "127.0.0.1", { ca }).catch((e: { code?: string }) => e.code);
    expect(error).toBe("ERR_TLS_CERT_ALTNAME_INVALID");
  });
});
