import { describe, expect, test } from "bun:test";
import { ApiError } from "./api";

describe("ApiError", () => {
  test("a refused form (422) offers the server's message for each field", () => {
    const error = new ApiError(422, JSON.stringify({ error: "Choose a denomination", details: { fields: { denomination: "Choose a denomination" } } }), "Unprocessable Entity");
    expect(error.serverMessage).toBe("Choose a denomination");
    expect(error.fieldErrors).toEqual({ denomination: "Choose a denomination" });
    expect(error.message).toBe(`422: ${error.body}`);
  });

  test("other failures have no field messages, and a body that is not JSON has no server message", () => {
    expect(new ApiError(403, JSON.stringify({ error: "Not yours", details: { fields: { name: "x" } } }), "Forbidden").fieldErrors).toBeUndefined();
    expect(new ApiError(422, JSON.stringify({ error: "No fields" }), "Unprocessable Entity").fieldErrors).toBeUndefined();
    const html = new ApiError(502, "<html>Bad gateway</html>", "Bad Gateway");
    expect([html.serverMessage, html.fieldErrors, html.message]).toEqual([undefined, undefined, "502: <html>Bad gateway</html>"]);
    expect(new ApiError(500, "", "Internal Server Error").message).toBe("500: Internal Server Error");
  });
});
