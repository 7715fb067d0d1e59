import { isLang, type Lang } from "../../src/contract/i18n/lang";

/** The page's language as the server wrote it on <html lang> (docs/i18n.md, Catalogues). */
export const documentLang = (): Lang => (isLang(document.documentElement.lang) ? document.documentElement.lang : "en");
