// Loaded by bunfig.toml before any module: *.css.ts files evaluate with a file scope and register
// their styles with the collecting adapter (server rendering, tests and the web build).
import { plugin } from "bun";
import { vanillaFileFilter, withFileScope } from "./file-scope";
import { installCollectingAdapter } from "./styles-registry";

installCollectingAdapter();

plugin({
  name: "vanilla-extract-runtime",
  setup(build) {
    build.onLoad({ filter: vanillaFileFilter }, async (args) => ({
      contents: withFileScope(await Bun.file(args.path).text(), args.path),
      loader: "ts",
    }));
  },
});
