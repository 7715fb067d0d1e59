// `bun run start`: the server (assets are built on first start if missing). It is production only
// when NODE_ENV=production says so (Secure cookies, HSTS, no demo payments without PAYMENTS=demo):
// a first run on a laptop is not (docs/decisions/0046-hardening-round-3.md, demo payments).
await import("../src/main");

export {};
