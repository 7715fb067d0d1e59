import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const suggestion = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.goldLight,
  color: "#3d2e00",
  fontSize: "0.95rem",
  selectors: { "&[hidden]": { display: "none" } },
});

export const text = style({ margin: 0 });

export const dismiss = style({
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.navy}`,
  borderRadius: vars.radius.sm,
  background: "#fff",
  color: vars.color.navy,
  font: "inherit",
  cursor: "pointer",
});

export const yes = style({ fontWeight: 600 });
