import type { BunPlugin } from "bun";
import MessageFormat from "@messageformat/core";
import compileModule from "@messageformat/core/lib/compile-module";

/** The catalogue files: src/contract/i18n/messages/<lang>/<area>.json (docs/i18n.md). */
export const catalogueFileFilter = /[\\/]i18n[\\/]messages[\\/](en|es)[\\/][\w-]+\.json$/;

/** One MessageFormat per language: plurals and numbers follow that language's Intl rules. */
const formats = { en: new MessageFormat("en"), es: new MessageFormat("es") };

/**
 * Compiles a catalogue file's ICU MessageFormat strings into an ES module of functions. Used by
 * the runtime (bunfig.toml's preload, for the server, scripts and tests) and by the browser build,
 * so both run the same compiled messages and the browser never parses a message.
 */
export const messagesPlugin: BunPlugin = {
  name: "i18n-messages",
  setup(build) {
    build.onLoad({ filter: catalogueFileFilter }, async (args) => {
      const lang = catalogueFileFilter.exec(args.path)![1] as keyof typeof formats;
      const messages = (await Bun.file(args.path).json()) as Record<string, string>;
      return { contents: compileModule(formats[lang], messages), loader: "js" };
    });
  },
};
