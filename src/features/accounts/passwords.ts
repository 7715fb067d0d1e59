/** Passwords are hashed with argon2id (docs/product.md D5). */
export const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: "argon2id" });

export const verifyPassword = (password: string, passwordHash: string) => Bun.password.verify(password, passwordHash);
