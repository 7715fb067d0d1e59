import type { BunPlugin } from "bun";
import { vanillaFileFilter } from "./file-scope";

/**
 * For the browser bundle a *.css.ts module becomes plain constants: the build process evaluates
 * the file itself (through the runtime loader, so the class names are the server's) and ships
 * only the exported values. The CSS goes to one stylesheet (collectedCss).
 */
export const vanillaExtractBrowserPlugin: BunPlugin = {
  name: "vanilla-extract-browser",
  setup(build) {
    build.onLoad({ filter: vanillaFileFilter }, async (args) => {
      const mod: Record<string, unknown> = await import(args.path);
      const lines = Object.entries(mod).map(([name, value]) => {
        const json = JSON.stringify(serialisable(value, `${args.path}: export ${name}`));
        return name === "default" ? `export default ${json};` : `export const ${name} = ${json};`;
      });
      return { contents: lines.join("\n"), loader: "js" };
    });
  },
};

function serialisable(value: unknown, where: string): unknown {
  if (typeof value === "string" || typeof value === "number" || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => serialisable(v, where));
  if (typeof value === "object" && value) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, serialisable(v, where)]));
  }
  throw new Error(`${where} is a ${typeof value}; *.css.ts files may export only class names and tokens`);
}
