import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const frame = style({
  position: "relative",
  height: "600px",
  borderRadius: vars.radius.lg,
  overflow: "hidden",
  border: `1px solid ${vars.color.border}`,
  background: "#dfe6ee",
});

export const profileFrame = style([frame, { height: "320px" }]);

export const canvas = style({ position: "absolute", inset: 0 });

export const overlay = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  textAlign: "center",
  padding: vars.space.lg,
  color: vars.color.muted,
  zIndex: 500,
  background: "#eef2f7",
});

export const overlayTitle = style({ margin: 0, color: vars.color.navyDark, fontFamily: vars.font.heading, fontSize: "1.25rem" });

export const marker = style({
  width: "18px",
  height: "18px",
  borderRadius: "50%",
  background: vars.color.navy,
  border: "2px solid #fff",
  boxShadow: "0 1px 4px rgba(0,0,0,.4)",
  cursor: "pointer",
});

export const featuredMarker = style({ width: "28px", height: "28px", background: "#d4a017", border: "3px solid #fff" });

export const cluster = style({});

/** The count inside a cluster marker (Leaflet styles the outer element itself). */
export const clusterCount = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "100%",
  height: "100%",
  borderRadius: "50%",
  background: "rgba(27, 51, 88, 0.85)",
  color: "#fff",
  fontWeight: 700,
  border: "3px solid rgba(255,255,255,.8)",
  cursor: "pointer",
});

export const infoCard = style({ minWidth: "12rem", fontFamily: vars.font.body });
export const infoName = style({ margin: "0 0 4px", fontSize: "1rem", color: vars.color.navyDark });
export const infoText = style({ margin: "2px 0", color: vars.color.text });
export const infoBadge = style({ display: "inline-block", background: vars.color.goldLight, color: "#5c4300", borderRadius: vars.radius.pill, padding: "0 8px", fontSize: "0.75rem", fontWeight: 700 });

/** Leaflet's own icon wrapper must not paint a white square around our markers. */
globalStyle(`.leaflet-div-icon.${marker}, .leaflet-div-icon.${cluster}`, { background: "transparent" });

// The inline script marks <html class="js"> before first paint: without scripts 'Loading map…'
// would never end, so each state shows only where it is true (<noscript> is not used: browsers
// that run no scripts for other reasons still parse it as text).
export const scriptedOnly = style({ display: "none", selectors: { ".js &": { display: "block" } } });
export const unscriptedOnly = style({ selectors: { ".js &": { display: "none" } } });
