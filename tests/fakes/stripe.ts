import { PLAN_DETAILS, PLANS } from "../../src/contract/pricing";

/**
 * A local stand-in for the Stripe API endpoints the site uses, answering in Stripe's JSON shapes
 * (API 2025+: the period end on the subscription's item, the first invoice's confirmation
 * secret): prices with their products, customers, and subscriptions (create, retrieve, cancel).
 * The stripe SDK is pointed at it through STRIPE_API_URL.
 */
export function startFakeStripe() {
  let n = 0;
  const id = (prefix: string) => `${prefix}_${(++n).toString().padStart(8, "0")}fake`;
  const products = [
    { id: "prod_featured", object: "product", name: "Featured Listing", description: "Top placement in the directory.", active: true },
    { id: "prod_banner", object: "product", name: "Banner Advertisement", description: "Your banner in the directory.", active: true },
    { id: "prod_premium", object: "product", name: "Premium Membership", description: "Analytics and premium fields.", active: true },
  ];
  const prices = PLANS.map((plan) => ({
    id: `price_${plan.replace("-", "_")}`,
    object: "price",
    active: true,
    currency: "usd",
    lookup_key: plan,
    unit_amount: PLAN_DETAILS[plan].amountCents,
    recurring: { interval: PLAN_DETAILS[plan].interval, interval_count: 1 },
    product: plan.startsWith("featured") ? "prod_featured" : plan === "banner" ? "prod_banner" : "prod_premium",
    type: "recurring",
  }));
  const subscriptions = new Map<string, Record<string, any>>();
  const requests: { method: string; path: string; body: URLSearchParams }[] = [];
  // The SDK sends lists as key[0]=…&key[1]=… (or key[]=…).
  const list = (body: URLSearchParams, key: string) => [...body.entries()].filter(([k]) => k === key || k.startsWith(`${key}[`)).map(([, v]) => v);
  const error = (status: number, message: string) => Response.json({ error: { type: "invalid_request_error", message } }, { status });

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const body = new URLSearchParams(request.method === "GET" ? url.search : await request.text());
      requests.push({ method: request.method, path: url.pathname, body });
      if (!request.headers.get("authorization")?.startsWith("Bearer sk_test_")) return error(401, "Invalid API Key provided");
      if (request.method === "GET" && url.pathname === "/v1/prices") {
        const keys = list(body, "lookup_keys");
        const data = prices.filter((p) => !keys.length || keys.includes(p.lookup_key)).map((p) => ({ ...p, product: products.find((x) => x.id === p.product) }));
        return Response.json({ object: "list", data, has_more: false, url: "/v1/prices" });
      }
      if (request.method === "POST" && url.pathname === "/v1/customers") {
        return Response.json({ id: id("cus"), object: "customer", email: body.get("email"), metadata: {} });
      }
      if (request.method === "POST" && url.pathname === "/v1/subscriptions") {
        const price = prices.find((p) => p.id === body.get("items[0][price]"));
        if (!price) return error(400, "No such price");
        const sub = {
          id: id("sub"),
          object: "subscription",
          customer: body.get("customer"),
          status: "incomplete",
          cancel_at_period_end: false,
          metadata: Object.fromEntries([...body.entries()].filter(([k]) => k.startsWith("metadata[")).map(([k, v]) => [k.slice(9, -1), v])),
          items: { object: "list", data: [{ id: id("si"), object: "subscription_item", price, current_period_start: Math.floor(Date.now() / 1000), current_period_end: Math.floor(Date.now() / 1000) + 30 * 86400 }] },
          latest_invoice: id("in"),
        };
        subscriptions.set(sub.id, sub);
        const expanded = list(body, "expand").includes("latest_invoice.confirmation_secret");
        const invoice = { id: sub.latest_invoice, object: "invoice", status: "open", confirmation_secret: { client_secret: `pi_${sub.id}_secret_fake`, type: "payment_intent" } };
        return Response.json({ ...sub, latest_invoice: expanded ? invoice : sub.latest_invoice });
      }
      const match = url.pathname.match(/^\/v1\/subscriptions\/([\w]+)$/);
      if (match) {
        const sub = subscriptions.get(match[1]!);
        if (!sub) return error(404, `No such subscription: '${match[1]}'`);
        if (request.method === "DELETE") sub.status = "canceled";
        return Response.json(sub);
      }
      return error(404, `Unrecognized request URL (${request.method}: ${url.pathname})`);
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    subscriptions,
    stop: () => server.stop(true),
  };
}
