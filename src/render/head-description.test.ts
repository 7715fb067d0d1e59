import { describe, expect, test } from "bun:test";
import { DESCRIPTION_LIMIT, headDescription } from "./head-description";

describe("headDescription", () => {
  test("a text that fits is kept whole, on one line", () => {
    expect(headDescription("A parish\n  on the  West Side.")).toBe("A parish on the West Side.");
    const exact = "x".repeat(DESCRIPTION_LIMIT);
    expect(headDescription(exact)).toBe(exact);
  });

  test("a longer text ends after a whole word with an ellipsis, within the limit", () => {
    const text = "Founded in 1952 by families from the West Side, the parish keeps a food pantry, a choir and a bilingual school; ".repeat(5);
    const cut = headDescription(text);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(cut.endsWith("…")).toBe(true);
    const words = cut.slice(0, -1).split(" ");
    // Every word kept is a whole word of the text, the last one too.
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(text.split(/\s+/).map((w) => w.replace(/[,;]$/, ""))).toContain(words.at(-1)!);
  });

  test("punctuation before the cut is dropped, not doubled", () => {
    expect(headDescription("One two, three four", 14)).toBe("One two…");
    expect(headDescription("One two. Three four", 14)).toBe("One two…");
  });

  test("one word longer than the limit is cut where it must be, never inside a character", () => {
    expect(headDescription("a".repeat(20), 10)).toBe(`${"a".repeat(9)}…`);
    const emoji = headDescription("🙏".repeat(20), 10);
    expect(Array.from(emoji)).toHaveLength(10);
    expect(emoji.isWellFormed()).toBe(true);
  });

  test("Spanish text is cut at a word too", () => {
    expect(headDescription("La parroquia celebra misas en español cada domingo", 30)).toBe("La parroquia celebra misas en…");
  });
});
