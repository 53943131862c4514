# Multi-stage build: the first stage builds the single self-contained binary (bun build --compile)
# and takes Litestream's binary from npm (@flydotio/litestream-linux-x64, an optional dependency:
# the other platforms' packages of @flydotio/litestream are not in every registry mirror, and a lock
# file that names them fails `npm ci` where they are missing, so the image is built for x64); the second runs them as a non-root user with the data (SQLite and uploads)
# on a volume. scripts/docker-entrypoint.sh restores the database from LITESTREAM_REPLICA_URL when
# the volume is empty and serves under `litestream replicate -exec site`; without that variable it
# just runs the site (README "Running on an ephemeral disk").
FROM --platform=linux/amd64 node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build \
 && cp node_modules/@flydotio/litestream-linux-x64/litestream dist/litestream

FROM --platform=linux/amd64 debian:bookworm-slim
# Litestream speaks TLS to object storage: it needs the CA certificates slim images lack.
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --create-home site \
 && mkdir -p /data && chown site /data
COPY --from=build /app/dist/site /usr/local/bin/site
COPY --from=build /app/dist/litestream /usr/local/bin/litestream
COPY scripts/docker-entrypoint.sh /usr/local/bin/docker-entrypoint
COPY scripts/litestream.yml /etc/litestream.yml
USER site
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 3000
# The probe starts the binary itself (slim images have no curl): 1.6-2.1 s on a busy 2-core host,
# over 3 s under heavier load (npm run test:container), so it gets 10 s.
HEALTHCHECK --interval=30s --timeout=10s --start-period=10s --retries=3 \
  CMD ["/usr/local/bin/site", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/docker-entrypoint"]
CMD []
