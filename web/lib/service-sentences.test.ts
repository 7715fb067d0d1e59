import { describe, expect, test } from "bun:test";
import { languagesSentence, weeklyServicesSentence } from "./service-sentences";

describe("the profile's sentences about a church", () => {
  test("languages read as a list, and bilingual names the two languages", () => {
    expect(languagesSentence(["english"])).toBe("Services in English.");
    expect(languagesSentence(["english", "spanish"])).toBe("Services in English and Spanish.");
    expect(languagesSentence(["bilingual"])).toBe("Services in English and Spanish, some of them bilingual.");
    expect(languagesSentence(["spanish", "other"])).toBe("Services in Spanish, and in other languages.");
    expect(languagesSentence(["other"])).toBe("Services in other languages.");
    expect(languagesSentence([])).toBeNull();
  });

  test("the number of weekly services is written in words", () => {
    expect(weeklyServicesSentence(1)).toBe("One service each week.");
    expect(weeklyServicesSentence(4)).toBe("Four services each week.");
    expect(weeklyServicesSentence(12)).toBe("12 services each week.");
  });
});
