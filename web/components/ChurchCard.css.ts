import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: "hidden",
  height: "100%",
  // A card off the screen is not laid out until it comes near: a directory page's 18 cards made
  // the longest task after the first paint (docs/decisions/0040-first-paint.md). `auto` keeps a
  // card's last height once it has been drawn.
  contentVisibility: "auto",
  containIntrinsicBlockSize: "auto 420px",
});

export const featuredCard = style({ borderColor: vars.color.gold, borderWidth: "2px" });

export const hero = style({
  position: "relative",
  aspectRatio: "16 / 9",
  background: `linear-gradient(135deg, ${vars.color.navy}, ${vars.color.navyDark})`,
  color: "#f2c94c",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  fontFamily: vars.font.heading,
  fontSize: "3rem",
  overflow: "hidden",
});

export const heroImage = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const imageFallback = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  fontFamily: vars.font.body,
  fontSize: "0.95rem",
  color: "#e6ebf2",
  background: vars.color.navy,
});

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, padding: vars.space.lg, flex: 1 });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });

/** Service times as chips in line with the card's text (a list's own indent reset), by day and then time as they come. */
export const serviceList = style([badges, { listStyle: "none", margin: 0, padding: 0 }]);

const badgeBase = style({
  display: "inline-block",
  borderRadius: vars.radius.pill,
  padding: `2px ${vars.space.sm}`,
  fontSize: "0.8rem",
  fontWeight: 600,
  lineHeight: 1.5,
});
export const denominationBadge = style([badgeBase, { background: "#e8eef8", color: vars.color.navy }]);
export const premiumBadge = style([badgeBase, { background: "#efe6ff", color: "#4c1d95" }]);
export const featuredBadge = style([badgeBase, { background: vars.color.goldLight, color: "#5c4300" }]);
export const serviceBadge = style([badgeBase, { background: vars.color.background, color: vars.color.text, border: `1px solid ${vars.color.border}`, fontWeight: 500 }]);

/** Step-free, ASL, Nursery: green text badges (docs/visit-facts.md, Cards). */
export const factBadge = style([badgeBase, { background: "#e6f4ea", color: "#1e5631" }]);

export const name = style({ margin: 0, fontSize: "1.2rem" });

export const nameLink = style({
  color: vars.color.navyDark,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline", color: vars.color.navy } },
});

/** The featured card's whole surface opens the profile (the name link stretches over it). */
export const stretchedLink = style({
  selectors: { "&::after": { content: "''", position: "absolute", inset: 0, zIndex: 0 } },
});

export const meta = style({ margin: 0, color: vars.color.muted, fontSize: "0.95rem" });
export const address = style({ fontStyle: "normal", color: vars.color.text, fontSize: "0.95rem" });
export const description = style({
  margin: 0,
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: "auto", paddingTop: vars.space.sm });

/** Interactive parts sit above the stretched link. */
export const raised = style({ position: "relative", zIndex: 1 });

export const smallButton = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "40px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.navy}`,
  color: vars.color.navy,
  background: "#fff",
  fontWeight: 600,
  fontSize: "0.9rem",
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.navy, color: "#fff" } },
});

/** 'Feature this Church': a quiet line under the card's buttons, not a button (docs/decisions/0063-visitor-polish.md). */
export const featureLink = style({
  flexBasis: "100%",
  display: "inline-flex",
  alignItems: "center",
  minHeight: "24px",
  color: vars.color.muted,
  fontSize: "0.85rem",
  selectors: { "&:hover": { color: vars.color.navy } },
});

export const advertiseTile = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "14rem",
  height: "100%",
  border: `2px dashed ${vars.color.gold}`,
  borderRadius: vars.radius.lg,
  color: vars.color.navy,
  textAlign: "center",
  textDecoration: "none",
  padding: vars.space.lg,
  background: "#fffdf6",
  selectors: { "&:hover": { background: vars.color.goldLight, color: vars.color.navyDark } },
});

export const skeleton = style({
  minHeight: "14rem",
  borderRadius: vars.radius.lg,
  background: `linear-gradient(90deg, #eceff3 25%, #f6f7f9 50%, #eceff3 75%)`,
  backgroundSize: "200% 100%",
  border: `1px solid ${vars.color.border}`,
});
/** A service cancelled, moved or changed in the coming fortnight: the card says so before its times. */
export const notice = style({ margin: 0, padding: `2px ${vars.space.sm}`, background: vars.color.goldLight, borderLeft: `4px solid ${vars.color.gold}`, fontWeight: 600, fontSize: "0.9rem" });
/** 'Watch online' for the service the card names when it streams (docs/service-times.md, Attendance). */
export const watch = style({ fontWeight: 600 });
