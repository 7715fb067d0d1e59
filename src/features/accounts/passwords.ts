/** Passwords are hashed with argon2id (docs/product.md D5). */
export const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: "argon2id" });

export const verifyPassword = (password: string, passwordHash: string) => Bun.password.verify(password, passwordHash);

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

/** The cost an argon2id hash was made with ('$argon2id$v=19$m=65536,t=2,p=1$…'); null when it is not one. */
export function argon2CostOf(passwordHash: string): Argon2Cost | null {
  const match = /^\$argon2id\$v=\d+\$m=(\d+),t=(\d+),p=\d+\$/.exec(passwordHash);
  return match ? { memoryCost: Number(match[1]), timeCost: Number(match[2]) } : null;
}

/** A hash at a given cost (the default when none): what an unknown user's password is checked against. */
export const hashPasswordAt = (password: string, cost: Argon2Cost | null) => Bun.password.hash(password, { algorithm: "argon2id", ...(cost ?? {}) });
