# syntax=docker/dockerfile:1
# The San Antonio Church Directory: one Bun process, one SQLite file, uploads on a volume.
# docker build -t churchdir . && docker run -p 3000:3000 churchdir   (starts with demo data)
# What is in the image and why it is that small: docs/decisions/0038-docker-image.md.

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

# The application as the server loads it. bun install --production still brings optional peer
# packages that only an editor or type checker reads (typescript, @types/*, bun-types and the
# packages @types/pg needs); they go, and so do type declarations, source maps and change logs.
FROM deps AS app
RUN rm -rf node_modules/typescript node_modules/bun-types node_modules/@types node_modules/undici-types \
      node_modules/pg-int8 node_modules/pg-protocol node_modules/pg-types node_modules/postgres-array \
      node_modules/postgres-bytea node_modules/postgres-date node_modules/postgres-interval node_modules/xtend \
 && find node_modules -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \
      -o -name 'CHANGELOG*' \) -delete
COPY package.json bunfig.toml tsconfig.json ./
COPY src ./src
COPY web ./web
COPY public ./public
COPY scripts ./scripts
COPY --from=build /app/dist ./dist

# A slim system for the final image: the bun binary, the C libraries it and sharp's libvips link
# (found with ldd), a shell for HEALTHCHECK and `docker exec`, and the root and bun users. No
# package manager, apt lists or documentation.
FROM oven/bun:1-slim AS system
COPY --from=deps /app/node_modules/@img /tmp/img
RUN set -eu; \
    bins="/usr/local/bin/bun /bin/sh /usr/bin/env"; \
    libs=$(ldd $bins $(find /tmp/img -type f \( -name '*.node' -o -name '*.so*' \)) | grep -o '/[^ :]*\.so[^ :]*' | grep -v '^/tmp/' | sort -u); \
    for f in $bins $libs; do mkdir -p "/rootfs$(dirname "$f")"; cp -L "$f" "/rootfs$f"; done; \
    ln -s bun /rootfs/usr/local/bin/bunx; \
    mkdir -p /rootfs/etc/ssl/certs /rootfs/dev /rootfs/proc /rootfs/sys /rootfs/tmp /rootfs/home/bun /rootfs/app/data /rootfs/app/uploads; \
    chmod 1777 /rootfs/tmp; \
    grep -E '^(root|bun):' /etc/passwd > /rootfs/etc/passwd; \
    grep -E '^(root|bun):' /etc/group > /rootfs/etc/group; \
    for f in /etc/nsswitch.conf /etc/ssl/certs/ca-certificates.crt; do if [ -f "$f" ]; then cp "$f" "/rootfs$f"; fi; done; \
    chown -R bun:bun /rootfs/home/bun /rootfs/app/data /rootfs/app/uploads

FROM scratch AS runtime
COPY --from=system /rootfs /
COPY --from=app /app /app
WORKDIR /app
ENV PATH=/usr/local/bin:/usr/bin:/bin \
    HOME=/home/bun \
    NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    UPLOADS_DIR=/app/uploads
USER bun
VOLUME ["/app/data", "/app/uploads"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD bun -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Under Litestream when REPLICA_URL is set (its static binary comes with the production
# node_modules, from @flydotio/litestream's platform package); exactly the server otherwise.
CMD ["bun", "scripts/start.ts"]
