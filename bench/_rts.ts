import { renderToString, renderToReadableStream } from "react-dom/server";
import { createTestApp } from "/work/main/tests/helpers/test-app";
import { seedDemo } from "/work/main/src/db/seed/demo";
import { pageTable } from "/work/main/src/app";
import { renderPage } from "/work/main/src/render/render-page";
const app = await createTestApp();
await seedDemo(app.db, { churches: 160 });
const url = new URL("http://localhost/directory");
for (let k = 0; k < 4; k++) {
  const t0 = performance.now();
  for (let i = 0; i < 200; i++) { const p = await renderPage(app.ctx, pageTable, url); p.html.length; }
  console.log("renderPage stream", ((performance.now() - t0) / 200).toFixed(3));
}
app.close();
