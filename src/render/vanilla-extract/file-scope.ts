import { relative, resolve } from "node:path";

export const projectRoot = resolve(import.meta.dir, "../../..");
const packageName: string = (await Bun.file(`${projectRoot}/package.json`).json()).name;

export const vanillaFileFilter = /\.css\.ts$/;

/** Wraps a *.css.ts source so the styles it declares belong to its own file scope. */
export function withFileScope(source: string, absolutePath: string): string {
  const scopePath = relative(projectRoot, absolutePath).split("\\").join("/");
  return [
    `import { setFileScope as __setFileScope, endFileScope as __endFileScope } from "@vanilla-extract/css/fileScope";`,
    `__setFileScope(${JSON.stringify(scopePath)}, ${JSON.stringify(packageName)});`,
    source,
    `__endFileScope();`,
  ].join("\n");
}
