import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { scrollBehavior: "auto", WebkitTextSizeAdjust: "100%" });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
  lineHeight: 1.6,
  fontSize: "1rem",
});
globalStyle("h1, h2, h3", { fontFamily: vars.font.heading, lineHeight: 1.25, color: vars.color.navyDark });
globalStyle("a", { color: vars.color.navy });
globalStyle("a:hover", { color: vars.color.gold });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle("img", { maxWidth: "100%", height: "auto" });
/** Island markers must not disturb layout. */
globalStyle("[data-island]", { display: "contents" });
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0,0,0,0)",
  whiteSpace: "nowrap",
  border: 0,
});
