import type { BunPlugin } from "bun";

/** The contract's files, which write messages as `msg("key", words)` (src/contract/i18n/msg.ts). */
const CONTRACT_FILE = /[\\/]src[\\/]contract[\\/].*\.ts$/;
const MESSAGE_KEY = /\bmsg\("\w+",\s*/g;

/**
 * For the browser's build: `msg("key", words)` becomes `(words)`. The key serves the type check
 * and the catalogue's tests (docs/i18n.md, The API); the browser needs only the words, and the
 * keys of every schema an island ships cost the directory a kilobyte.
 */
export const messageKeysPlugin: BunPlugin = {
  name: "message-keys",
  setup(build) {
    build.onLoad({ filter: CONTRACT_FILE }, async (args) => {
      const source = await Bun.file(args.path).text();
      return { contents: source.replace(MESSAGE_KEY, "("), loader: "ts" };
    });
  },
};
