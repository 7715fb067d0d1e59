import { PLAN_DETAILS, PLANS } from "../../src/contract/pricing";

/**
 * A local stand-in for the Stripe API endpoints the site uses, answering in Stripe's JSON shapes
 * (API 2025+: the period end on the subscription's item, the first invoice's confirmation
 * secret, an invoice's payments as invoice_payment objects): prices with their products,
 * customers, subscriptions (create, retrieve, cancel), and a paid invoice's payments, their
 * PaymentIntents and charges (read, with `expand`), which `payInvoice` makes. The stripe SDK is
 * pointed at it through STRIPE_API_URL.
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
  /** Paid invoices' invoice_payment objects by invoice id; their PaymentIntents and charges by id. */
  const invoicePayments = new Map<string, Record<string, any>[]>();
  const objects = new Map<string, Record<string, any>>();
  /** Stripe's `expand`: each path's last field, an id of an object the fake holds, becomes the object ('data.' walks a list). */
  const expanded = (value: Record<string, any>, paths: string[]): Record<string, any> => {
    const copy = structuredClone(value);
    for (const path of paths) {
      const walk = (node: any, keys: string[]): void => {
        if (!node || typeof node !== "object" || !keys.length) return;
        const [key, ...rest] = keys as [string, ...string[]];
        if (key === "data" && Array.isArray(node.data)) return node.data.forEach((item: unknown) => walk(item, rest));
        if (!rest.length && typeof node[key] === "string" && objects.has(node[key])) node[key] = structuredClone(objects.get(node[key]));
        else walk(node[key], rest);
      };
      walk(copy, path.split("."));
    }
    return copy;
  };
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
      if (request.method === "GET" && url.pathname === "/v1/invoice_payments") {
        const invoice = body.get("invoice") ?? "";
        const paid = invoicePayments.get(invoice);
        if (!paid) return error(404, `No such invoice: '${invoice}'`);
        const data = paid.filter((p) => !body.get("status") || p.status === body.get("status")).map((p) => expanded(p, list(body, "expand").map((e) => e.replace(/^data\./, ""))));
        return Response.json({ object: "list", data, has_more: false, url: "/v1/invoice_payments" });
      }
      const read = url.pathname.match(/^\/v1\/(payment_intents|charges)\/([\w]+)$/);
      if (request.method === "GET" && read) {
        const found = objects.get(read[2]!);
        if (!found || found.object !== (read[1] === "charges" ? "charge" : "payment_intent")) return error(404, `No such ${read[1] === "charges" ? "charge" : "payment_intent"}: '${read[2]}'`);
        return Response.json(expanded(found, list(body, "expand")));
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
    /** The invoice is paid by card, as Stripe records it: an invoice_payment, its PaymentIntent and the charge with the card's brand and last four. */
    payInvoice(invoiceId: string, card: { brand: string; last4: string } = { brand: "visa", last4: "4242" }, amount = 1900) {
      const charge = { id: id("ch"), object: "charge", amount, currency: "usd", paid: true, status: "succeeded", payment_method: id("pm"), payment_method_details: { type: "card", card: { ...card, exp_month: 12, exp_year: 2034, funding: "credit", country: "US" } } };
      const intent = { id: id("pi"), object: "payment_intent", amount, amount_received: amount, currency: "usd", status: "succeeded", latest_charge: charge.id, payment_method: charge.payment_method };
      objects.set(charge.id, { ...charge, payment_intent: intent.id });
      objects.set(intent.id, intent);
      invoicePayments.set(invoiceId, [
        { id: id("inpay"), object: "invoice_payment", invoice: invoiceId, status: "paid", is_default: true, amount_paid: amount, amount_requested: amount, currency: "usd", livemode: false, created: Math.floor(Date.now() / 1000), payment: { type: "payment_intent", payment_intent: intent.id }, status_transitions: { paid_at: Math.floor(Date.now() / 1000), canceled_at: null } },
      ]);
    },
    stop: () => server.stop(true),
  };
}
