// `bun run start`: the server in production mode (assets are built on first start if missing).
process.env.NODE_ENV ??= "production";
await import("../src/main");

export {};
