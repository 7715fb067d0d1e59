// `bun run audit [--only NAME]… [--runs N] [--blocking-runs N] [--out FILE]`: page quality on the site with demo data:
// the visitor's pages (home, directory, a profile, events, an article, a holiday's services, contact)
// and the demo owner's and admin's pages, signed in (scripts/lib/audit-pages.ts); visitor and owner
// pages in English and Spanish. Lighthouse 12 (mobile preset, the system Chromium, run with Node;
// the median of N runs, default 5, 0 for none; first-paint figures, decision 0040), the Nu HTML
// Checker (vnu-jar, Java: errors and warnings), axe-core (every impact), the gzipped JavaScript
// each page loads (decision 0056) and the main-thread blocking after first paint measured in
// Chromium (the median of N loads, default 9; scripts/lib/long-tasks.ts). `--only` keeps the pages whose name contains NAME (repeatable).
// Writes one Markdown report (docs/audit-report.md for a full run; a limited one goes to the
// temporary directory unless --out says otherwise) and exits 1 below the aims.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { projectRoot } from "../src/render/vanilla-extract/file-scope";
import { SESSION_COOKIE } from "../src/sessions/sessions";
import { axeViolations, hydrated } from "../tests/helpers/pages";
import { startServer } from "../tests/helpers/server";
import { auditPages } from "./lib/audit-pages";
import { auditReport, belowAims, type PageResult } from "./lib/audit-report";
import { demoAccounts, signIn } from "./lib/audit-sign-in";
import { findBrowser } from "./lib/find-browser";
import { checkHtml, htmlCheckerVersion } from "./lib/html-check";
import { CHROME_FLAGS, lighthouse } from "./lib/lighthouse";
import { blockingAfterFirstPaint } from "./lib/long-tasks";

const argv = process.argv.slice(2);
const values = (flag: string) => argv.flatMap((a, i) => (a === flag && argv[i + 1] !== undefined ? [argv[i + 1]!] : []));
const only = values("--only");
const runs = Number(values("--runs").at(-1) ?? 5);
if (!Number.isInteger(runs) || runs < 0) throw new Error("--runs takes a whole number of Lighthouse runs (0: none, only the HTML checker and axe)");
const blockingRuns = Number(values("--blocking-runs").at(-1) ?? 9);
if (!Number.isInteger(blockingRuns) || blockingRuns < 0) throw new Error("--blocking-runs takes a whole number of loads (0: no blocking measure)");
const limited = [...only.map((o) => `--only '${o}'`), ...(runs === 5 ? [] : [`--runs ${runs}`]), ...(blockingRuns === 9 ? [] : [`--blocking-runs ${blockingRuns}`])];
// A limited run never overwrites the full report.
const out = values("--out").at(-1) ?? (limited.length ? join(tmpdir(), "audit-report.md") : join(projectRoot, "docs/audit-report.md"));
const CHROME = findBrowser() ?? "chromium";
const work = mkdtempSync(join(tmpdir(), "churchdir-audit-"));
const step = (text: string) => process.stderr.write(`${text}\n`);

// Map tiles from a local stand-in: the audit runs offline and measures the site, not the tile server.
const TILE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const tiles = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response(TILE, { headers: { "content-type": "image/png", "cache-control": "max-age=86400" } }) });

step("Starting the site with demo data…");
const site = await startServer({ SEED: "demo", MAP_TILE_URL: `http://127.0.0.1:${tiles.port}/{z}/{x}/{y}.png` });
const accounts = demoAccounts(site);
const cookies = { owner: await signIn(site.url, "owner", accounts.owner), admin: await signIn(site.url, "admin", accounts.admin) };
const pages = await auditPages(site.url, cookies, only);
step(`${pages.length} pages, ${runs} Lighthouse run${runs === 1 ? "" : "s"} each: ${pages.map((p) => p.name).join(", ")}`);

const results: PageResult[] = [];
const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.split(" ").filter((f) => f !== "--headless=new") });
try {
  for (const [n, page] of pages.entries()) {
    const name = `[${n + 1}/${pages.length}] ${page.name} (${page.path})`;
    const url = site.url + page.path;
    const cookie = page.as ? cookies[page.as] : undefined;
    // Signed-in pages are noindex on purpose: SEO is not scored on them.
    const categories = ["performance", "accessibility", "best-practices", ...(page.as ? [] : ["seo"])];
    const summary = runs ? lighthouse({ url, chrome: CHROME, runs, categories, cookie, work, label: name, step }) : null;

    if (blockingRuns) step(`${name}: blocking after first paint, ${blockingRuns} loads…`);
    const blocking = blockingRuns ? await blockingAfterFirstPaint(browser, url, cookie, blockingRuns) : null;

    step(`${name}: Nu HTML Checker…`);
    const html = await checkHtml(url, cookie, join(work, `${n + 1}.html`));

    step(`${name}: axe-core…`);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (cookie) await context.addCookies([{ name: SESSION_COOKIE, value: cookie.slice(SESSION_COOKIE.length + 1), url: site.url }]);
    const tab = await context.newPage();
    await tab.goto(url);
    await hydrated(tab);
    // Dashboards read their data after hydrating: axe sees the page once it has arrived.
    await tab.waitForLoadState("networkidle");
    const axe = await axeViolations(tab, ["minor", "moderate", "serious", "critical"]);
    await context.close();
    results.push({ page, lighthouse: summary, blocking, htmlErrors: html.errors, htmlWarnings: html.warnings, axe });
    step(`${name}: HTML ${html.errors.length} errors, ${html.warnings.length} warnings; axe ${axe.length} violations`);
  }
} finally {
  await browser.close();
  await site.stop();
  tiles.stop();
  rmSync(work, { recursive: true, force: true });
}

const report = auditReport(results, { runs, blockingRuns, checker: htmlCheckerVersion(), limited });
writeFileSync(out, report);
console.log(report);
step(`Report written to ${out}`);
process.exit(belowAims(results).length ? 1 : 0);
