import { expect, test } from "bun:test";
import { localePath } from "../../src/contract/i18n/lang";
import { useServerAndBrowser } from "../helpers/e2e";

/**
 * Visitor pages ship at most 90 KiB of gzipped JavaScript each; the directory the same before its
 * map comes near the screen, its map's code and Leaflet coming as chunks of their own. (The
 * pages before the site was bilingual weighed up to 87.3 KiB: the issue allowed +5 KiB for the
 * texts, and the directory 90 KiB; docs/decisions/0043-message-catalogues.md.) A page whose only
 * interactive parts are the shell's (menu, sign-in link, toasts, newsletter, share, image
 * fallbacks, pings) loads no React: at most 15 KiB (docs/decisions/0039-shell-without-react.md).
 * Measured on a phone, where the map starts below the fold, and on a desktop where it matters; each
 * page in English and in Spanish, whose scripts carry only their own language's texts
 * (docs/i18n.md, Catalogues).
 */
const BUDGET_BYTES = 90 * 1024;
const SHELL_ONLY_BUDGET_BYTES = 15 * 1024;
const e2e = useServerAndBrowser();

async function measure(path: string, width: number, height: number) {
  const page = await e2e.browser.newPage({ viewport: { width, height } });
  const scripts = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(response.url(), Bun.gzipSync(new Uint8Array(body), { level: 9 }).byteLength);
  });
  await page.goto(e2e.server.url + path, { waitUntil: "networkidle" });
  const leafletLoaded = await page.evaluate(() => document.querySelector(".leaflet-container") !== null);
  await page.close();
  return { total: [...scripts.values()].reduce((a, b) => a + b, 0), files: scripts.size, leafletLoaded };
}

test("every visitor page stays within the JavaScript budget", async () => {
  const slug = (await (await fetch(`${e2e.server.url}/api/churches?limit=1`)).json())[0].slug;
  const article = (await (await fetch(`${e2e.server.url}/api/articles`)).json())[0].slug;
  const event = (await (await fetch(`${e2e.server.url}/api/events`)).json())[0].id;
  const shellOnlyEnglish = ["/featured", "/events", `/events/${event}`, "/news", `/news/${article}`, "/about", "/terms", "/privacy", "/no-such-page"];
  const english = ["/", "/login", "/directory", `/church/${slug}`, "/featured", "/events", `/events/${event}`, "/news", `/news/${article}`, "/contact", "/church-submission", "/event-submission", "/advertise", "/checkout", "/about", "/terms", "/privacy", "/no-such-page"];
  const shellOnly = new Set([...shellOnlyEnglish, ...shellOnlyEnglish.map((path) => localePath("es", path))]);
  const pages = [...english, ...english.map((path) => localePath("es", path))];
  const report: string[] = [];
  const over: string[] = [];
  // Four pages at a time: each load mostly waits for the network to go quiet.
  // The desktop is loaded where it is held to the budget (shell-only pages) and where it differs
  // (the directory, whose map then loads); elsewhere it loads the phone's scripts.
  const onDesktopToo = (path: string) => shellOnly.has(path) || path.endsWith("/directory");
  const measured = new Map<string, [Awaited<ReturnType<typeof measure>>, Awaited<ReturnType<typeof measure>> | null]>();
  const queue = [...pages];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) measured.set(path, [await measure(path, 375, 667), onDesktopToo(path) ? await measure(path, 1280, 800) : null]);
    }),
  );
  for (const path of pages) {
    const [phone, desktop] = measured.get(path)!;
    const budget = shellOnly.has(path) ? SHELL_ONLY_BUDGET_BYTES : BUDGET_BYTES;
    report.push(
      `${path.padEnd(34)} ${shellOnly.has(path) ? "shell" : "     "} phone ${(phone.total / 1024).toFixed(1).padStart(6)} KiB (${phone.files} files${phone.leafletLoaded ? ", map loaded" : ""})` +
        (desktop ? `   desktop ${(desktop.total / 1024).toFixed(1).padStart(6)} KiB${desktop.leafletLoaded ? " with the map" : ""}` : ""),
    );
    expect(phone.leafletLoaded).toBe(false);
    if (phone.total > budget) over.push(`${path} on a phone: ${phone.total} bytes`);
    // A shell-only page has no map, so its desktop figure is held to the budget too.
    if (desktop && shellOnly.has(path) && desktop.total > budget) over.push(`${path} on a desktop: ${desktop.total} bytes`);
  }
  console.log(`Gzipped JavaScript per page (budget ${BUDGET_BYTES / 1024} KiB before any map loads, ${SHELL_ONLY_BUDGET_BYTES / 1024} KiB on a shell-only page):\n${report.join("\n")}`);
  expect(over).toEqual([]);
}, 120_000);
