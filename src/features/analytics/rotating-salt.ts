import { randomBytes } from "node:crypto";

/**
 * A secret that lives in memory only and is drawn anew when the period (a San Antonio day or
 * month) changes, so a visitor's hash can be recognised within that period and never after
 * (docs/product.md D20). `rotated` drops what the old secret hashed.
 */
export class RotatingSalt {
  private current = { period: "", value: "" };

  constructor(private readonly rotated: (period: string) => void) {}

  for(period: string): string {
    if (this.current.period !== period) {
      this.current = { period, value: randomBytes(32).toString("hex") };
      this.rotated(period);
    }
    return this.current.value;
  }
}
