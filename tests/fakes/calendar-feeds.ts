import { googleCalendar, outlookCalendar, type GoogleOptions } from "../fixtures/calendar-feeds";

/**
 * A church's calendar host on 127.0.0.1, as Google and Outlook serve their public .ics addresses:
 * text/calendar with an ETag and Last-Modified, 304 to a conditional GET of an unchanged file.
 * Also an oversized file, a redirect to a private address, a failing address and a web page.
 * `set` changes what the Google calendar holds; `requests` lists what was asked, with the
 * conditional headers sent.
 */
export function startCalendarFeeds(today: string) {
  let google: GoogleOptions = {};
  let failing = false;
  const requests: { path: string; ifNoneMatch: string | null; ifModifiedSince: string | null; host: string | null }[] = [];
  const served = (body: string, modified: string) => (req: Request) => {
    const etag = `"${Bun.hash(body).toString(16)}"`;
    if (req.headers.get("if-none-match") === etag || (!req.headers.get("if-none-match") && req.headers.get("if-modified-since") === modified)) return new Response(null, { status: 304, headers: { etag, "last-modified": modified } });
    return new Response(body, { headers: { "content-type": "text/calendar; charset=utf-8", etag, "last-modified": modified, "cache-control": "private, max-age=0" } });
  };
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch(req) {
      const path = new URL(req.url).pathname;
      requests.push({ path, ifNoneMatch: req.headers.get("if-none-match"), ifModifiedSince: req.headers.get("if-modified-since"), host: req.headers.get("host") });
      if (path === "/calendar/ical/parish%40group.calendar.google.com/public/basic.ics") {
        if (failing) return new Response("Service Unavailable", { status: 503 });
        return served(googleCalendar(today, google), google.withCarols === false ? "Thu, 25 Feb 2027 09:00:00 GMT" : "Tue, 23 Feb 2027 15:00:00 GMT")(req);
      }
      if (path === "/owa/calendar/parroquia/reachcalendar.ics") return served(outlookCalendar(today), "Mon, 22 Feb 2027 10:00:00 GMT")(req);
      if (path === "/huge.ics") return new Response(`BEGIN:VCALENDAR\r\n${"X-FILLER:0123456789abcdef\r\n".repeat(90_000)}END:VCALENDAR\r\n`, { headers: { "content-type": "text/calendar" } });
      if (path === "/moved.ics") return new Response(null, { status: 302, headers: { location: "https://192.168.1.20/calendar.ics" } });
      if (path === "/parish-website") return new Response("<!doctype html><title>St. Example Parish</title><h1>Welcome</h1>", { headers: { "content-type": "text/html; charset=utf-8" } });
      return new Response("Not Found", { status: 404 });
    },
  });
  const url = `http://127.0.0.1:${server.port}`;
  return {
    url,
    google: `${url}/calendar/ical/parish%40group.calendar.google.com/public/basic.ics`,
    outlook: `${url}/owa/calendar/parroquia/reachcalendar.ics`,
    requests,
    set: (options: GoogleOptions) => void (google = options),
    fail: (on: boolean) => void (failing = on),
    stop: () => server.stop(true),
  };
}
