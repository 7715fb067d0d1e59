import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.navyDark}, ${vars.color.navy})`,
  color: "#fff",
  padding: `${vars.space.xxl} 0`,
});
export const heroTitle = style({ color: "#fff", fontSize: "2.25rem", margin: 0, "@media": { [breakpoints.tablet]: { fontSize: "3rem" } } });
export const heroLead = style({ fontSize: "1.2rem", color: "#e6ebf2", maxWidth: "40rem" });

/** The home page's search: a GET form to the directory (docs/decisions/0063-visitor-polish.md); the button goes under the box on a phone. */
export const heroSearch = style({ display: "grid", gap: vars.space.sm, maxWidth: "40rem", marginTop: vars.space.lg, "@media": { [breakpoints.tablet]: { gridTemplateColumns: "1fr auto", alignItems: "end" } } });
export const heroSearchInput = style({ minHeight: "48px", padding: `0 ${vars.space.md}`, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, font: "inherit", fontWeight: 400, color: vars.color.text, background: "#fff", width: "100%", boxSizing: "border-box" });

export const stats = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(2, 1fr)",
  "@media": { [breakpoints.tablet]: { gridTemplateColumns: "repeat(3, 1fr)" } },
  listStyle: "none",
  padding: 0,
});
export const stat = style({ textAlign: "center" });
export const statValue = style({ display: "block", fontSize: "2rem", fontWeight: 700, color: vars.color.navy, fontFamily: vars.font.heading });
export const statLabel = style({ color: vars.color.muted });

export const legalSection = style({ marginTop: vars.space.xl });
export const muted = style({ color: vars.color.muted });
/** The not-found and error pages: one centred message. */
export const statusPage = style({ textAlign: "center", padding: `${vars.space.xxl} 0` });
