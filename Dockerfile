# syntax=docker/dockerfile:1
# The San Antonio Church Directory: one Bun process, one SQLite file, uploads on a volume.
# docker build -t churchdir . && docker run -p 3000:3000 churchdir   (starts with demo data)

FROM oven/bun:1-slim AS deps
WORKDIR /app
COPY package.json bun.lock ./
RUN bun install --frozen-lockfile --production

FROM deps AS build
COPY bunfig.toml tsconfig.json ./
COPY src ./src
COPY web ./web
COPY scripts ./scripts
RUN bun scripts/build-web.ts

FROM oven/bun:1-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    UPLOADS_DIR=/app/uploads
COPY --from=deps /app/node_modules ./node_modules
COPY package.json bunfig.toml tsconfig.json ./
COPY src ./src
COPY web ./web
COPY public ./public
COPY scripts ./scripts
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/data /app/uploads && chown -R bun:bun /app/data /app/uploads
USER bun
VOLUME ["/app/data", "/app/uploads"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD bun -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["bun", "src/main.ts"]
