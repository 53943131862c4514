# Multi-stage build: the first stage builds the single self-contained binary (bun build --compile),
# the second runs it as a non-root user with its data (SQLite and uploads) on a volume.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM debian:bookworm-slim
RUN useradd --system --uid 10001 --create-home site \
 && mkdir -p /data && chown site /data
COPY --from=build /app/dist/site /usr/local/bin/site
USER site
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["/usr/local/bin/site", "healthcheck"]
CMD ["/usr/local/bin/site"]
