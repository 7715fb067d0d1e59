// `bun run build`: the browser assets into dist/ (src/render/build-web.ts).
import { buildWeb } from "../src/render/build-web";

await buildWeb();
