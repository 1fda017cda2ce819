#!/usr/bin/env bash
# Local real infrastructure for DocIntake without Docker: PostgreSQL, Apache Kafka (KRaft) and
# MinIO as plain processes on 127.0.0.1, data under deploy/local/.state/, downloads cached
# under ~/.cache/docintake/. See deploy/local/README.md.
#
#   bash deploy/local/infra.sh up|down|status|env|restart [postgres|kafka|minio ...]
set -euo pipefail

# shellcheck source=lib/common.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/lib/common.sh"
# shellcheck source=lib/postgres.sh
source "$LIB_DIR/postgres.sh"
# shellcheck source=lib/kafka.sh
source "$LIB_DIR/kafka.sh"
# shellcheck source=lib/minio.sh
source "$LIB_DIR/minio.sh"

usage() {
  cat >&2 <<EOF
usage: bash deploy/local/infra.sh COMMAND [SERVICE...]
  up       install on first use (cached in $CACHE_DIR), start, wait until ready
  down     stop
  restart  down, then up
  status   print each service's state (exit 1 when one is not running)
  env      print connection settings as shell export lines: eval "\$(bash deploy/local/infra.sh env)"
  install  only download/build what 'up' needs (no start)
SERVICE: postgres, kafka, minio (default: all three)
Ports: DOCINTAKE_PG_PORT (55432), DOCINTAKE_KAFKA_PORT (59092), DOCINTAKE_KAFKA_CONTROLLER_PORT (59093),
       DOCINTAKE_MINIO_PORT (59000), DOCINTAKE_MINIO_CONSOLE_PORT (59001); DOCINTAKE_READY_TIMEOUT (120 s)
EOF
  exit 2
}

SERVICES=()
parse_services() {
  local s
  for s in "$@"; do
    case "$s" in
      postgres | pg | postgresql) SERVICES+=(postgres) ;;
      kafka) SERVICES+=(kafka) ;;
      minio | s3) SERVICES+=(minio) ;;
      *) usage ;;
    esac
  done
  [[ ${#SERVICES[@]} -gt 0 ]] || SERVICES=(postgres kafka minio)
}
want() {
  local s
  for s in "${SERVICES[@]}"; do [[ "$s" == "$1" ]] && return 0; done
  return 1
}

# Installs run in parallel (the MinIO build is CPU-bound, the Maven resolution network-bound).
cmd_install() {
  local pids=() names=() i rc=0
  if want postgres; then
    pg_install
  fi
  if want kafka; then
    (kafka_install) &
    pids+=($!) names+=(kafka)
  fi
  if want minio; then
    (minio_install) &
    pids+=($!) names+=(minio)
  fi
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || {
      log "${names[$i]}: install failed"
      rc=1
    }
  done
  return $rc
}

cmd_up() {
  local start
  start="$(now_s)"
  cmd_install || die "install failed (see the messages above and $LOG_DIR/install-*.log)"
  # Start the JVM and MinIO first so they boot while PostgreSQL starts.
  want kafka && kafka_start
  want minio && minio_start
  want postgres && pg_up
  want kafka && kafka_wait
  want minio && minio_wait
  log "up: ${SERVICES[*]} ready in $(($(now_s) - start))s"
}

cmd_down() {
  want minio && minio_down
  want kafka && kafka_down
  want postgres && pg_down
  return 0
}

cmd_status() {
  local rc=0
  if want postgres; then pg_status || rc=1; fi
  if want kafka; then kafka_status || rc=1; fi
  if want minio; then minio_status || rc=1; fi
  return $rc
}

cmd_env() {
  cat <<EOF
export DATABASE_URL=$(pg_url)
export KAFKA_BROKERS=$BIND_HOST:$KAFKA_PORT
export S3_ENDPOINT=http://$BIND_HOST:$MINIO_PORT
export S3_ACCESS_KEY=$S3_ACCESS_KEY
export S3_SECRET_KEY=$S3_SECRET_KEY
export S3_BUCKET=$S3_BUCKET
export S3_REGION=$S3_REGION
EOF
}

[[ $# -ge 1 ]] || usage
cmd="$1"
shift
parse_services "$@"
case "$cmd" in
  up) ensure_dirs && take_lock && cmd_up ;;
  down) ensure_dirs && take_lock && cmd_down ;;
  restart) ensure_dirs && take_lock && cmd_down && cmd_up ;;
  status) cmd_status ;;
  env) cmd_env ;;
  install) ensure_dirs && take_lock && cmd_install ;;
  -h | --help | help) usage ;;
  *) usage ;;
esac
