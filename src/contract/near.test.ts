import { describe, expect, test } from "bun:test";
import * as z from "zod/mini";
import { formatNear, NEAR_MESSAGE, nearQueryFields, parseNear, RADIUS_MESSAGE } from "./near";

const schema = z.object(nearQueryFields);

describe("near", () => {
  test("reads a latitude and longitude", () => {
    expect(parseNear("29.4241,-98.4936")).toEqual({ lat: 29.4241, lng: -98.4936 });
    expect(parseNear(" 29.4 , -98.5 ")).toEqual({ lat: 29.4, lng: -98.5 });
    expect(formatNear({ lat: 29.424123456, lng: -98.493612345 })).toBe("29.42412,-98.49361");
  });

  test("refuses what is not a point on the Earth", () => {
    for (const text of ["abc", "29.4", "29.4,", "91,0", "0,181", "1e3,2", "29.4;-98.5"]) expect(parseNear(text)).toBeUndefined();
  });

  test("the query fields name the field in their messages", () => {
    expect(schema.parse({ near: "29.4,-98.5", radius: "10" })).toEqual({ near: { lat: 29.4, lng: -98.5 }, radius: 10 });
    expect(schema.parse({ near: "", radius: "" })).toEqual({ near: undefined, radius: undefined });
    expect(schema.safeParse({ near: "abc" }).error?.issues[0]?.message).toBe(NEAR_MESSAGE);
    expect(schema.safeParse({ radius: "500" }).error?.issues[0]?.message).toBe(RADIUS_MESSAGE);
    expect(schema.safeParse({ radius: "x" }).error?.issues[0]?.message).toBe(RADIUS_MESSAGE);
  });
});
