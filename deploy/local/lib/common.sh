# shellcheck shell=bash disable=SC2034 # settings are used by the other sourced files
# Shared settings and helpers for deploy/local/infra.sh (sourced, not executed).

LOCAL_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LIB_DIR="$LOCAL_DIR/lib"
STATE_DIR="${DOCINTAKE_STATE_DIR:-$LOCAL_DIR/.state}"
LOG_DIR="$STATE_DIR/logs"
RUN_DIR="$STATE_DIR/run"
CACHE_DIR="${DOCINTAKE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/docintake}"

# ---- overridable settings ---------------------------------------------------
BIND_HOST=127.0.0.1

PG_PORT="${DOCINTAKE_PG_PORT:-55432}"
PG_USER=docintake
PG_PASSWORD=docintake
PG_DB=docintake

KAFKA_VERSION="${DOCINTAKE_KAFKA_VERSION:-4.3.1}"
LOG4J_VERSION="${DOCINTAKE_LOG4J_VERSION:-2.24.3}"
KAFKA_PORT="${DOCINTAKE_KAFKA_PORT:-59092}"
KAFKA_CONTROLLER_PORT="${DOCINTAKE_KAFKA_CONTROLLER_PORT:-59093}"
KAFKA_HEAP="${DOCINTAKE_KAFKA_HEAP:--Xms256m -Xmx512m}"
KAFKA_NUM_PARTITIONS="${DOCINTAKE_KAFKA_NUM_PARTITIONS:-6}"
KAFKA_AUTO_CREATE_TOPICS="${DOCINTAKE_KAFKA_AUTO_CREATE_TOPICS:-true}"

# MinIO has no semver tags; this is the newest commit the Go module proxy serves as @latest.
MINIO_VERSION="${DOCINTAKE_MINIO_VERSION:-v0.0.0-20260212201848-7aac2a2c5b7c}"
MINIO_PORT="${DOCINTAKE_MINIO_PORT:-59000}"
MINIO_CONSOLE_PORT="${DOCINTAKE_MINIO_CONSOLE_PORT:-59001}"
S3_ACCESS_KEY=docintake
S3_SECRET_KEY=docintake-secret
S3_BUCKET=docintake
S3_REGION=us-east-1

READY_TIMEOUT="${DOCINTAKE_READY_TIMEOUT:-120}"

# ---- helpers -----------------------------------------------------------------
log() { printf '[infra] %s\n' "$*" >&2; }
die() { printf '[infra] ERROR: %s\n' "$*" >&2; exit 1; }

now_s() { date +%s; }

# tail_log FILE [N]: print the last lines of a log file (indented) to stderr.
tail_log() {
  local f="$1" n="${2:-30}"
  if [[ -f "$f" ]]; then
    printf '[infra] ---- last %s lines of %s (long lines cut) ----\n' "$n" "$f" >&2
    tail -n "$n" "$f" | cut -c1-300 | sed 's/^/    /' >&2
    printf '[infra] ----\n' >&2
  else
    printf '[infra] (no log file at %s)\n' "$f" >&2
  fi
}

# fail_with_log SERVICE LOGFILE MESSAGE
fail_with_log() {
  printf '[infra] ERROR: %s: %s\n' "$1" "$3" >&2
  tail_log "$2"
  exit 1
}

ensure_dirs() { mkdir -p "$STATE_DIR" "$LOG_DIR" "$RUN_DIR" "$CACHE_DIR"; }

# take_lock: serialize concurrent up/down/install runs (e.g. parallel test workers) on fd 9.
take_lock() {
  command -v flock >/dev/null 2>&1 || return 0
  exec 9>"$RUN_DIR/infra.lock"
  flock -w 1800 9 || die "could not take $RUN_DIR/infra.lock within 30 min (another infra.sh run is stuck?)"
}

# pid_alive PIDFILE: true when the pid file names a live process.
pid_alive() {
  local f="$1" pid
  [[ -f "$f" ]] || return 1
  pid="$(cat "$f" 2>/dev/null)"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null
}

# stop_pidfile NAME PIDFILE [TIMEOUT]: SIGTERM, wait, then SIGKILL.
stop_pidfile() {
  local name="$1" f="$2" timeout="${3:-60}" pid i
  if ! pid_alive "$f"; then
    rm -f "$f"
    log "$name: not running"
    return 0
  fi
  pid="$(cat "$f")"
  log "$name: stopping (pid $pid)"
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < timeout * 5; i++)); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  if kill -0 "$pid" 2>/dev/null; then
    log "$name: did not stop within ${timeout}s, sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    sleep 0.5
  fi
  rm -f "$f"
  log "$name: stopped"
}

# port_in_use PORT: true when something listens on 127.0.0.1:PORT.
port_in_use() {
  (exec 3<>"/dev/tcp/$BIND_HOST/$1") 2>/dev/null
}

# wait_until NAME LOGFILE PIDFILE TIMEOUT CMD...: poll CMD until it succeeds; fail early
# with the log tail when the process dies or the timeout passes.
wait_until() {
  local name="$1" logf="$2" pidf="$3" timeout="$4"
  shift 4
  local start
  start="$(now_s)"
  while true; do
    if "$@" >/dev/null 2>&1; then
      return 0
    fi
    if [[ -n "$pidf" ]] && ! pid_alive "$pidf"; then
      fail_with_log "$name" "$logf" "process exited before becoming ready"
    fi
    if (($(now_s) - start >= timeout)); then
      fail_with_log "$name" "$logf" "not ready after ${timeout}s (check: $*)"
    fi
    sleep 0.5
  done
}

# run_bg LOGFILE PIDFILE CMD...: start CMD detached (own session), output appended to LOGFILE.
run_bg() {
  local logf="$1" pidf="$2"
  shift 2
  rm -f "$pidf"
  printf '\n===== %s starting: %s\n' "$(date -Is)" "$*" >>"$logf"
  # The child writes its own pid, then execs CMD in a new session (immune to the caller's
  # terminal and process group), so the pid file always names the service process.
  # fd 9 (infra.sh's lock) is closed so the service does not hold the lock.
  # shellcheck disable=SC2016 # $$ / $@ expand in the child shell
  setsid bash -c 'echo $$ >"$0"; exec "$@"' "$pidf" "$@" >>"$logf" 2>&1 </dev/null 9>&- &
  local i
  for ((i = 0; i < 50; i++)); do [[ -s "$pidf" ]] && break; sleep 0.1; done
}
