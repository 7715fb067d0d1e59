import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** A message's text part as written: its line breaks kept, long links wrapped on a phone. */
export const messageText = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: vars.font.body,
  background: "#f8fafc",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
  margin: `${vars.space.md} 0 0`,
});

export const error = style({ color: vars.color.danger, overflowWrap: "anywhere" });
