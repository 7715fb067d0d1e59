/** /billing-test's set-up table (docs/product.md D15): which provider runs and what is configured. */
export interface BillingStatus {
  provider: "stripe" | "demo" | "none";
  payments: string | null;
  secretKeySet: boolean;
  publishableKeySet: boolean;
  webhookSecretSet: boolean;
  membershipSyncSecretSet: boolean;
  products: { ok: boolean; plans: string[]; error?: string };
}
