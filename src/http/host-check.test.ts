import { describe, expect, test } from "bun:test";
import { hasValidHost } from "./host-check";

const withHost = (host: string) => new Request("http://localhost/", { headers: { host } });

describe("hasValidHost", () => {
  test("names, IPv4 and bracketed IPv6 addresses, with or without a port, pass", () => {
    for (const host of ["localhost", "localhost:3000", "churches.example.org", "127.0.0.1:8080", "[::1]:3000", "my_host.local."]) {
      expect(hasValidHost(withHost(host))).toBe(true);
    }
  });

  test("quotes, slashes, spaces, several hosts and impossible ports are refused", () => {
    for (const host of ['a"b', "x/y", "", "a b", "a, b", "a@b", "x:99999", "x:"]) expect(hasValidHost(withHost(host))).toBe(false);
  });

  test("a request made in-process has no Host header and passes on its URL", () => {
    expect(hasValidHost(new Request("http://localhost/about"))).toBe(true);
  });
});
