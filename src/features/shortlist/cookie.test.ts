import { describe, expect, test } from "bun:test";
import { SHORTLIST_MAX, sharedSlugs, shortlistIdsOf } from "../../contract/shortlist";
import { changeShortlist, shortlistFromCookies, signShortlist, verifyShortlist } from "./cookie";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";

describe("the shortlist cookie", () => {
  test("holds the ids it was signed with", () => {
    expect(verifyShortlist(SECRET, signShortlist(SECRET, [3, 14, 7]))).toEqual([3, 14, 7]);
    expect(shortlistFromCookies(SECRET, `sid=x; shortlist=${signShortlist(SECRET, [5])}; other=1`)).toEqual([5]);
  });

  test("a value edited by hand, signed with another secret or malformed is read as no list", () => {
    const good = signShortlist(SECRET, [3, 14]);
    const [, signature] = good.split(".");
    expect(verifyShortlist(SECRET, `3-14-99.${signature}`)).toEqual([]);
    expect(verifyShortlist(SECRET, signShortlist("another-secret-of-at-least-thirty-two-chars", [3, 14]))).toEqual([]);
    expect(verifyShortlist(SECRET, "3-14")).toEqual([]);
    expect(verifyShortlist(SECRET, `${good}x`)).toEqual([]);
    expect(verifyShortlist(SECRET, "")).toEqual([]);
    expect(shortlistFromCookies(SECRET, null)).toEqual([]);
  });

  test("keeps at most SHORTLIST_MAX: saving one more drops the oldest; saving again moves none twice", () => {
    let ids: number[] = [];
    for (let id = 1; id <= SHORTLIST_MAX + 2; id++) ids = changeShortlist(ids, id, "save");
    expect(ids).toHaveLength(SHORTLIST_MAX);
    expect(ids[0]).toBe(3);
    expect(changeShortlist(ids, 5, "save").filter((id) => id === 5)).toHaveLength(1);
    expect(changeShortlist(ids, 5, "remove")).not.toContain(5);
    // A forged longer list is not read past the pattern's twelve ids.
    expect(shortlistIdsOf(`${Array.from({ length: 13 }, (_, i) => i + 1).join("-")}.sig`)).toEqual([]);
  });

  test("a shared link's slugs are bounded and cleaned, never refused", () => {
    expect(sharedSlugs("a-church,B-Church,,a-church,<script>")).toEqual(["a-church", "b-church"]);
    expect(sharedSlugs(Array.from({ length: 40 }, (_, i) => `c${i}`).join(","))).toHaveLength(SHORTLIST_MAX);
    expect(sharedSlugs(null)).toEqual([]);
  });
});
