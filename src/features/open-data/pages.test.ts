import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { OPEN_DATA_FILES } from "../../contract/open-data";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The elements the selector matches, as their attributes and text. */
async function select(html: string, selector: string) {
  const found: { attrs: Record<string, string>; text: string }[] = [];
  await new HTMLRewriter()
    .on(selector, { element: (el) => void found.push({ attrs: Object.fromEntries(el.attributes), text: "" }), text: (t) => void (found[found.length - 1]!.text += t.text) })
    .transform(new Response(html))
    .text();
  return found;
}

describe("/open-data", () => {
  test("explains the files and links each, with the licence and OpenStreetMap's credit", async () => {
    const res = await app.request("/open-data");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect((await select(html, "h1")).map((h) => h.text)).toEqual(["Open Data"]);
    expect((await select(html, "main h2")).map((h) => h.text)).toEqual(["Download", "How often", "What each church carries", "What is not in it", "The API", "License"]);
    const links = (await select(html, "main a")).map((a) => a.attrs.href);
    expect(links).toEqual(expect.arrayContaining([...Object.values(OPEN_DATA_FILES), "/api/openapi.json", "https://opendatacommons.org/licenses/odbl/1-0/", "https://www.openstreetmap.org/copyright"]));
    expect(html).toContain("Data © OpenStreetMap contributors");
    expect(html).toContain("<title>Open Data — San Antonio Church Directory</title>");
  });

  test("in Spanish at /es/open-data, the files' links the same, the footer linking both twins", async () => {
    const html = await (await app.request("/es/open-data")).text();
    expect((await select(html, "h1")).map((h) => h.text)).toEqual(["Datos abiertos"]);
    expect((await select(html, "main a")).map((a) => a.attrs.href)).toEqual(expect.arrayContaining(Object.values(OPEN_DATA_FILES)));
    expect((await select(html, 'footer a[href="/es/open-data"]')).map((a) => a.text)).toEqual(["Datos abiertos"]);
    expect((await select(await (await app.request("/about")).text(), 'footer a[href="/open-data"]')).map((a) => a.text)).toEqual(["Open Data"]);
  });
});
