// `bun scripts/site-card.ts`: draws public/site-card.png, the 1200×630 picture a page without one of
// its own is shared with (og:image; docs/decisions/0055). Committed, so the site needs no fonts to serve it.
import sharp from "sharp";
import { join } from "node:path";
import { SITE_NAME } from "../src/contract/site";
import { projectRoot } from "../src/render/vanilla-extract/file-scope";

const NAVY = "#1b3358";
const GOLD = "#f2c94c";
// The favicon's cross (public/favicon.svg, a 64-unit square), drawn 4.5 times as large. The site's
// name alone, no sentence: the same card serves the English and the Spanish pages.
const CROSS = "M29 10h6v10h10v6H35v28h-6V26H19v-6h10z";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${NAVY}"/>
  <rect x="0" y="590" width="1200" height="40" fill="${GOLD}"/>
  <g transform="translate(96 171) scale(4.5)"><rect width="64" height="64" rx="14" fill="#ffffff" fill-opacity="0.08"/><path d="${CROSS}" fill="${GOLD}"/></g
  ><text x="440" y="330" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">${SITE_NAME.replace(/ Church Directory$/, "")}</text>
  <text x="440" y="414" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="64" font-weight="bold" fill="#ffffff">Church Directory</text>
</svg>`;

const out = join(projectRoot, "public", "site-card.png");
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
console.log(`Wrote ${out}`);
