import { describe, expect, test } from "bun:test";
import { Elysia } from "elysia";
import { errorHandler, HttpError } from "./errors";

describe("errors", () => {
  const logged: string[] = [];
  const app = new Elysia()
    .use(errorHandler((line) => logged.push(line)))
    .get("/boom", () => {
      throw new Error("database password is hunter2");
    })
    .get("/conflict", () => {
      throw new HttpError(409, "You already have a church listing.");
    });

  test("an unexpected error answers 500 with a plain sentence and no stack; the stack is logged", async () => {
    const res = await app.handle(new Request("http://localhost/boom"));
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: "Something went wrong on our side. Please try again." });
    expect(body).not.toContain("hunter2");
    expect(body).not.toContain("at ");
    expect(logged.join("\n")).toContain("hunter2");
  });

  test("a deliberate error keeps its status and message", async () => {
    const res = await app.handle(new Request("http://localhost/conflict"));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "You already have a church listing." });
  });
});
