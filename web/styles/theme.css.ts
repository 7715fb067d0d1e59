import { createGlobalTheme } from "@vanilla-extract/css";

/** Design tokens: navy and gold, as on the directory's map markers. */
export const vars = createGlobalTheme(":root", {
  color: {
    navy: "#1b3358",
    navyDark: "#11223d",
    gold: "#b8860b",
    goldLight: "#f6e7b8",
    text: "#1d2430",
    muted: "#4f5b6b",
    border: "#d9dee6",
    surface: "#ffffff",
    background: "#f6f7f9",
    danger: "#b42318",
    success: "#1a7f4b",
    focus: "#2563eb",
  },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem", xxl: "4rem" },
  radius: { sm: "4px", md: "8px", lg: "14px", pill: "999px" },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
  },
  size: { content: "72rem", prose: "46rem" },
  shadow: { card: "0 1px 2px rgba(16,24,40,.06), 0 1px 3px rgba(16,24,40,.1)" },
});

export const breakpoints = {
  /** The spec's carousel and mobile menu switch at 768px. */
  tablet: "screen and (min-width: 768px)",
  desktop: "screen and (min-width: 1024px)",
} as const;
