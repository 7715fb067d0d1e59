import { describe, expect, test } from "bun:test";
import { clientAddressOf, parseTrustProxy, TRUST_NONE, type TrustProxy } from "./trust-proxy";

const trust = (text: string): TrustProxy => {
  const parsed = parseTrustProxy(text);
  if (typeof parsed === "string") throw new Error(parsed);
  return parsed;
};

describe("parseTrustProxy", () => {
  test("empty or 0 trusts no one; a number is a count of proxies; addresses and ranges are a list", () => {
    expect(parseTrustProxy(undefined)).toEqual(TRUST_NONE);
    expect(parseTrustProxy("  ")).toEqual(TRUST_NONE);
    expect(parseTrustProxy("0")).toEqual(TRUST_NONE);
    expect(parseTrustProxy("2")).toEqual({ kind: "hops", hops: 2 });
    expect(trust("127.0.0.1, 10.0.0.0/8, ::1, fd00::/8").kind).toBe("addresses");
  });

  test("anything else is refused with the item at fault and what is expected", () => {
    for (const bad of ["true", "loopback", "10.0.0.0/33", "10.0.0.1/8/1", "::1/129", "127.0.0.1,,10.0.0.1", "300.1.1.1", "-1"]) {
      const reason = parseTrustProxy(bad);
      expect(typeof reason).toBe("string");
      expect(reason as string).toContain("is not an IP address or CIDR range");
    }
    expect(parseTrustProxy("1000")).toBe("a count of proxies must be at most 32");
  });
});

describe("clientAddressOf", () => {
  test("trusting no one, the socket's peer is the client whatever the header says", () => {
    expect(clientAddressOf("203.0.113.5", "198.51.100.1", TRUST_NONE)).toBe("203.0.113.5");
    expect(clientAddressOf("::ffff:203.0.113.5", null, TRUST_NONE)).toBe("203.0.113.5");
  });

  test("a count of hops takes the entry that many proxies from the server", () => {
    expect(clientAddressOf("127.0.0.1", "198.51.100.1, 203.0.113.7", trust("1"))).toBe("203.0.113.7");
    expect(clientAddressOf("127.0.0.1", "198.51.100.1, 203.0.113.7, 10.0.0.2", trust("2"))).toBe("203.0.113.7");
    // Fewer entries than hops: the furthest there is.
    expect(clientAddressOf("127.0.0.1", "203.0.113.7", trust("3"))).toBe("203.0.113.7");
    expect(clientAddressOf("127.0.0.1", null, trust("1"))).toBe("127.0.0.1");
    expect(clientAddressOf("127.0.0.1", " , ", trust("1"))).toBe("127.0.0.1");
  });

  test("a list walks the chain from the right past trusted proxies to the first address that is not one", () => {
    const proxies = trust("127.0.0.1, 10.0.0.0/8");
    expect(clientAddressOf("127.0.0.1", "203.0.113.7", proxies)).toBe("203.0.113.7");
    expect(clientAddressOf("127.0.0.1", "198.51.100.1, 203.0.113.7, 10.1.2.3", proxies)).toBe("203.0.113.7");
    // All trusted: the furthest one.
    expect(clientAddressOf("127.0.0.1", "10.0.0.9, 10.0.0.8", proxies)).toBe("10.0.0.9");
    // The peer is no proxy of ours: its header is the client's own words.
    expect(clientAddressOf("192.0.2.4", "203.0.113.7", proxies)).toBe("192.0.2.4");
    // A mapped IPv4 socket address is the same proxy; IPv6 ranges match IPv6 peers.
    expect(clientAddressOf("::ffff:127.0.0.1", "203.0.113.7", proxies)).toBe("203.0.113.7");
    expect(clientAddressOf("fd00::5", "2001:db8::1", trust("fd00::/8"))).toBe("2001:db8::1");
    // Garbage the client wrote stops the walk where it is: it is never taken for a proxy.
    expect(clientAddressOf("127.0.0.1", "10.0.0.1, unknown", proxies)).toBe("unknown");
  });
});
