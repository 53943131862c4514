#!/bin/sh
# The Docker image's entrypoint (docs/operations.md#running-on-an-ephemeral-disk). Without
# LITESTREAM_REPLICA_URL it simply runs the site. With it, the Fly.io pattern of restore-then-serve:
# when the volume holds no database yet, Litestream restores the latest copy from the replica (a
# first start with an empty replica starts empty), then serves under `litestream replicate -exec`,
# which replicates every change within a second and stops with the site. A command given to the
# container (`docker run … reset-password admin`, `… backup`) runs by itself, as `site <command>`.
set -eu

DATA_DIR="${DATA_DIR:-/data}"
SITE_COMMAND="${SITE_COMMAND:-/usr/local/bin/site}"
LITESTREAM="${LITESTREAM:-/usr/local/bin/litestream}"
LITESTREAM_CONFIG="${LITESTREAM_CONFIG:-/etc/litestream.yml}"
export DATA_DIR

if [ -z "${LITESTREAM_REPLICA_URL:-}" ] || [ "$#" -gt 0 ]; then
  # shellcheck disable=SC2086 # SITE_COMMAND may be a program and its arguments.
  exec $SITE_COMMAND "$@"
fi

mkdir -p "$DATA_DIR"
if [ ! -e "$DATA_DIR/site.db" ]; then
  echo "No database in $DATA_DIR: restoring it from $LITESTREAM_REPLICA_URL if the replica holds one."
  "$LITESTREAM" restore -config "$LITESTREAM_CONFIG" -if-db-not-exists -if-replica-exists "$DATA_DIR/site.db"
fi
exec "$LITESTREAM" replicate -config "$LITESTREAM_CONFIG" -exec "$SITE_COMMAND"
