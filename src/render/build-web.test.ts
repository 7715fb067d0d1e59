import { describe, expect, test } from "bun:test";
import { staticImportsOf } from "./build-web";

describe("the chunks a page preloads", () => {
  test("every chunk an entry imports statically, all the way down, each once; lazy imports are left to load when used", () => {
    const scripts = new Map([
      ["/assets/entry-shell-a.js", `import{o}from"./chunk-1.js";import"./chunk-2.js";const s=()=>import("./chunk-lazy.js");`],
      ["/assets/chunk-1.js", `import{r as x}from "./chunk-3.js";var o=1;export{o};`],
      ["/assets/chunk-2.js", `export{r}from"./chunk-3.js";`],
      ["/assets/chunk-3.js", `var r=2;export{r};`],
      ["/assets/chunk-lazy.js", `import{o}from"./chunk-4.js";`],
    ]);
    expect(staticImportsOf(scripts, ["/assets/entry-shell-a.js", "/assets/chunk-3.js"])).toEqual({
      "/assets/entry-shell-a.js": ["/assets/chunk-1.js", "/assets/chunk-3.js", "/assets/chunk-2.js"],
      "/assets/chunk-3.js": [],
    });
  });
});
