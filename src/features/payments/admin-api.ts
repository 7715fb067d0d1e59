import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { HttpError } from "../../http/errors";
import { routes } from "../../http/routes";
import { billingGateway } from "./service";
import { billingStatus } from "./billing-status";

/** /billing-test's diagnostics (docs/product.md D15): admin only. */
export function billingTestApi(ctx: AppContext) {
  return new Elysia({ name: "billing-test-api" })
    .use(routes(ctx))
    .get(
      "/api/admin/billing/status",
      () => billingStatus(ctx),
      { auth: "admin" },
    )
    // Step 1 (the spec's link-identity): the provider knows this account, answering its id.
    .post("/api/admin/billing/link-identity", async ({ user }) => ({ accountId: billingGateway(ctx).kind === "demo" ? `demo_customer_${user.id}` : `user_${user.id}` }), { auth: "admin" })
    // Step 2 (the spec's checkout): the premium price exists, and the checkout page that takes it.
    .post(
      "/api/admin/billing/checkout",
      async ({ body }) => {
        const accountId = (body as { accountId?: unknown } | null)?.accountId;
        if (typeof accountId !== "string" || !accountId) throw new HttpError(422, "Complete Step 1 first to get accountId");
        const prices = (await billingGateway(ctx).products()).flatMap((p) => p.prices.map((price) => price.id));
        if (!prices.includes("premium-monthly")) throw new HttpError(502, "No active price with the lookup key 'premium-monthly'.");
        return { url: "/subscribe?billing=monthly" };
      },
      { auth: "admin" },
    );
}
