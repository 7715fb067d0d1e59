import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

export const cards = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "1fr",
  "@media": { [breakpoints.tablet]: { gridTemplateColumns: "repeat(2, 1fr)" }, [breakpoints.desktop]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const eventCard = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
  height: "100%",
});

export const dateBadge = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  width: "4rem",
  height: "4.5rem",
  borderRadius: vars.radius.md,
  background: vars.color.navy,
  color: "#fff",
  lineHeight: 1.1,
});
export const badgeMonth = style({ textTransform: "uppercase", fontSize: "0.8rem", fontWeight: 700, color: "#f2c94c" });
export const badgeDay = style({ fontSize: "1.6rem", fontWeight: 700 });

export const eventBody = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 });
export const eventTitle = style({ margin: 0, fontSize: "1.15rem" });
export const meta = style({ margin: 0, color: vars.color.muted, fontSize: "0.95rem" });
export const place = style([meta, { fontStyle: "normal" }]);
export const resultCount = style([meta, { margin: `${vars.space.lg} 0 ${vars.space.md}` }]);
export const cardLinks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.lg, margin: 0 });
export const category = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs, fontSize: "0.85rem", fontWeight: 600, color: vars.color.navy });

export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, justifyContent: "space-between", alignItems: "center", margin: `${vars.space.lg} 0` });

export const filterLinks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", padding: 0, margin: `${vars.space.lg} 0` });
export const filterLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "40px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.navy}`,
  color: vars.color.navy,
  textDecoration: "none",
  fontWeight: 600,
  selectors: { '&[aria-current="page"]': { background: vars.color.navy, color: "#fff" } },
});

export const articleCard = style({
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  boxShadow: vars.shadow.card,
  height: "100%",
});
export const articleImage = style({ width: "100%", aspectRatio: "1200 / 630", objectFit: "cover", display: "block", background: "#dfe6ee" });
export const articleBody = style({ padding: vars.space.lg, display: "flex", flexDirection: "column", gap: vars.space.sm, flex: 1 });

/**
 * An article page: the text keeps its reading measure, and on a wide screen the related articles
 * stand beside it instead of leaving half the page empty (docs/decisions/0063-visitor-polish.md).
 */
export const articleLayout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [breakpoints.desktop]: { gridTemplateColumns: `minmax(0, ${vars.size.prose}) minmax(16rem, 1fr)`, columnGap: vars.space.xl, alignItems: "start" } },
});
export const asideCards = style([cards, { "@media": { [breakpoints.desktop]: { gridTemplateColumns: "1fr" } } }]);
export const prose = style({ maxWidth: vars.size.prose, fontSize: "1.075rem" });
export const breadcrumbs = style({ listStyle: "none", display: "flex", flexWrap: "wrap", gap: vars.space.xs, padding: 0, margin: `${vars.space.lg} 0 0`, color: vars.color.muted });
export const crumb = style({ selectors: { "&:not(:last-child)::after": { content: "'›'", marginLeft: vars.space.xs } } });

export const contactGrid = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "1fr",
  "@media": { [breakpoints.desktop]: { gridTemplateColumns: "1fr 2fr" } },
});

/** 'En español' / 'En inglés' beside an article or event in the other language (docs/decisions/0044-content-language.md). */
export const languageBadge = style({
  display: "inline-block",
  alignSelf: "flex-start",
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.navy}`,
  borderRadius: "4px",
  fontSize: "0.8rem",
  fontWeight: 600,
  color: vars.color.navy,
});
/** The events list, which page links open at (#events-list): clear of the header, which stays on top with JavaScript. */
export const listAnchor = style({ scrollMarginTop: "5rem" });
