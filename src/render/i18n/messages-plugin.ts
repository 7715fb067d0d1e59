import type { BunPlugin } from "bun";
import MessageFormat from "@messageformat/core";
import compileModule from "@messageformat/core/lib/compile-module";
import { join } from "node:path";
import type { Lang } from "../../contract/i18n/lang";

/** The catalogue files: src/contract/i18n/messages/<lang>/<area>.json (docs/i18n.md). */
export const catalogueFileFilter = /[\\/]i18n[\\/]messages[\\/](en|es)[\\/][\w-]+\.json$/;

/** Where the compiled messages take their helpers from (its comment says why). */
const helpersModule = JSON.stringify(join(import.meta.dir, "../../contract/i18n/catalogue.ts"));

/** One MessageFormat per language: plurals and numbers follow that language's Intl rules. */
const formats = { en: new MessageFormat("en"), es: new MessageFormat("es") };

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
        const messages = (await Bun.file(args.path).json()) as Record<string, string>;
        const compiled = compileModule(formats[lang], messages).replace(/from "@messageformat\/runtime(?:\/lib\/cardinals)?"/g, `from ${helpersModule}`);
        return { contents: compiled, loader: "js" };
      });
    },
  };
}
