// Loaded by bunfig.toml before any module: message catalogue files load as compiled functions
// (docs/i18n.md, Catalogues).
import { plugin } from "bun";
import { messagesPlugin } from "./messages-plugin";

plugin(messagesPlugin());
