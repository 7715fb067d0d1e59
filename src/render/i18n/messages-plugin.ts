import type { BunPlugin } from "bun";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Lang } from "../../contract/i18n/lang";
import { projectRoot } from "../vanilla-extract/file-scope";

/** The catalogue files: src/contract/i18n/messages/<lang>/<area>.json (docs/i18n.md). */
export const catalogueFileFilter = /[\\/]i18n[\\/]messages[\\/](en|es)[\\/][\w-]+\.json$/;

/** Where the compiled messages take their helpers from (its comment says why). */
const helpersModule = JSON.stringify(join(import.meta.dir, "../../contract/i18n/catalogue.ts"));

/** The compiler, loaded on the first catalogue not yet kept. One MessageFormat per language: plurals and numbers follow that language's Intl rules. */
let compiler: Promise<(lang: Lang, messages: Record<string, string>) => string> | undefined;
function loadCompiler() {
  return (compiler ??= Promise.all([import("@messageformat/core"), import("@messageformat/core/lib/compile-module")]).then(([{ default: MessageFormat }, { default: compileModule }]) => {
    const formats = { en: new MessageFormat("en"), es: new MessageFormat("es") };
    return (lang, messages) => compileModule(formats[lang], messages);
  }));
}

/** The runtime's import, pointed at our helpers (see `helpersModule`). */
const RUNTIME_IMPORT = /from "@messageformat\/runtime(?:\/lib\/cardinals)?"/g;

/**
 * Compiled catalogues kept by their content (docs/i18n.md, Catalogues): compiling all of them is
 * about a fifth of a server's start, and every test server, script and build starts again.
 */
export const catalogueCacheDir = join(projectRoot, "node_modules/.cache/churchdir-catalogues");
const compilerVersion = (JSON.parse(readFileSync(join(projectRoot, "node_modules/@messageformat/core/package.json"), "utf8")) as { version: string }).version;

export async function compiledCatalogue(lang: Lang, source: string): Promise<string> {
  const key = Bun.hash(`${compilerVersion}\0${helpersModule}\0${RUNTIME_IMPORT.source}\0${lang}\0${source}`).toString(36);
  const path = join(catalogueCacheDir, `${lang}-${key}.js`);
  try {
    return readFileSync(path, "utf8");
  } catch {
    // Not kept yet: compiled below.
  }
  const code = (await loadCompiler())(lang, JSON.parse(source) as Record<string, string>).replace(RUNTIME_IMPORT, `from ${helpersModule}`);
  try {
    mkdirSync(catalogueCacheDir, { recursive: true });
    // Written beside and renamed, so a process starting beside this one never reads half a file.
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, path);
  } catch {
    // A read-only install (the Docker image's user) compiles at every start, as before.
  }
  return code;
}

/** Areas a page may need in both languages whichever its own (the Spanish suggestion on English pages, the reverse look-up of validation messages). */
const BOTH_LANGUAGES = /[\\/](common|validation)\.json$/;

/**
 * Compiles a catalogue file's ICU MessageFormat strings into an ES module of functions. Used by
 * the runtime (bunfig.toml's preload, for the server, scripts and tests: every language) and by
 * the browser build, so both run the same compiled messages and the browser never parses a
 * message. The browser build runs once per language (`only`): there, the other language's files
 * stand for this language's, so a page ships its own language's texts alone, and a text an
 * island computes in the other language when it loads (an English default) still has words
 * rather than failing (docs/i18n.md, Catalogues).
 */
export function messagesPlugin(only?: Lang): BunPlugin {
  return {
    name: "i18n-messages",
    setup(build) {
      build.onLoad({ filter: catalogueFileFilter }, async (args) => {
        const lang = catalogueFileFilter.exec(args.path)![1] as Lang;
        if (only && lang !== only && !BOTH_LANGUAGES.test(args.path)) {
          const own = args.path.replace(/([\\/])(en|es)([\\/][\w-]+\.json)$/, `$1${only}$3`);
          return { contents: `export { default } from ${JSON.stringify(own)};`, loader: "js" };
        }
        return { contents: await compiledCatalogue(lang, await Bun.file(args.path).text()), loader: "js" };
      });
    },
  };
}
