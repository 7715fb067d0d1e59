import { defineCatalogue } from "./catalogue";
import en from "./messages/en/directory.json";
import es from "./messages/es/directory.json";

/** The directory's texts its island writes: filters, results, pager and church cards (docs/product.md V2); the page's own are in directory-page-text.ts. */
export const directoryText = /* @__PURE__ */ defineCatalogue(en, es);
export type DirectoryKey = keyof typeof en;
