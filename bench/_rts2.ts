import { renderToString } from "react-dom/server";
import { createTestApp } from "../tests/helpers/test-app";
import { seedDemo } from "../src/db/seed/demo";
import { pageTable } from "../src/app";
import { renderPage } from "../src/render/render-page";
const app = await createTestApp();
await seedDemo(app.db, { churches: Number(process.argv[2] ?? 160) });
const dir = pageTable.find((r) => r.path === "/directory")!;
const url = new URL("http://localhost/directory");
const time = async (label: string, fn: () => unknown, n = 500) => {
  for (let i = 0; i < 200; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label.padEnd(24), ((performance.now() - t) / n).toFixed(3), "ms");
};
await time("loader", () => dir.load({ ctx: app.ctx, params: {}, url }));
await time("renderPage", () => renderPage(app.ctx, pageTable, url));
const about = new URL("http://localhost/about");
await time("renderPage about", () => renderPage(app.ctx, pageTable, about));
const p = await renderPage(app.ctx, pageTable, url);
console.log("html bytes", p.html.length);
await time("gzip 1", () => Bun.gzipSync(p.html, { level: 1 }));
app.close();
{
  const { createElement } = await import("react");
  const { default: DirectoryExplorer } = await import("../web/islands/DirectoryExplorer");
  const app2 = await createTestApp();
  await seedDemo(app2.db, { churches: 160 });
  const r: any = await dir.load({ ctx: app2.ctx, params: {}, url });
  const el = createElement(DirectoryExplorer, { ...r.props, map: { tileUrl: "", attribution: "", leafletCss: "" } });
  await time("explorer only", () => renderToString(el));
  await time("JSON props", () => JSON.stringify(r.props));
  const { DirectoryPage } = await import("../web/pages/DirectoryPage");
  await time("DirectoryPage (no shell)", () => renderToString(createElement(DirectoryPage, r.props)));
  app2.close();
}
