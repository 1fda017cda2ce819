# shellcheck shell=bash
# PostgreSQL (Debian packages) for deploy/local/infra.sh (sourced).

PG_DATA="$STATE_DIR/pg"
PG_LOG="$LOG_DIR/postgres.log"
PG_BIN=""
PG_OS_USER=""

pg_find_bin() {
  local d
  PG_BIN=""
  # Newest server version installed by Debian's postgresql-NN packages.
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -n); do
    [[ -x "$d/postgres" && -x "$d/pg_ctl" && -x "$d/initdb" ]] && PG_BIN="$d"
  done
  [[ -n "$PG_BIN" ]]
}

pg_install() {
  pg_find_bin && return 0
  [[ $EUID -eq 0 ]] || die "postgres: server binaries not found under /usr/lib/postgresql/*/bin and not root: run 'sudo apt-get install -y postgresql'"
  log "postgres: installing Debian package 'postgresql'"
  export DEBIAN_FRONTEND=noninteractive
  if ! apt-get install -y --no-install-recommends postgresql >>"$LOG_DIR/install-postgres.log" 2>&1; then
    log "postgres: apt-get install failed, running apt-get update first"
    apt-get update >>"$LOG_DIR/install-postgres.log" 2>&1 ||
      fail_with_log postgres "$LOG_DIR/install-postgres.log" "apt-get update failed"
    apt-get install -y --no-install-recommends postgresql >>"$LOG_DIR/install-postgres.log" 2>&1 ||
      fail_with_log postgres "$LOG_DIR/install-postgres.log" "apt-get install -y postgresql failed"
  fi
  pg_find_bin || die "postgres: installed the package but found no server binaries under /usr/lib/postgresql/*/bin"
}

# As root, the cluster is owned by and run as the 'postgres' OS user (initdb refuses root);
# otherwise it runs as the current user.
pg_setup_user() {
  if [[ $EUID -ne 0 ]]; then
    PG_OS_USER="$(id -un)"
    return 0
  fi
  PG_OS_USER="${DOCINTAKE_PG_OS_USER:-postgres}"
  if ! id -u "$PG_OS_USER" >/dev/null 2>&1; then
    useradd --system --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin "$PG_OS_USER" ||
      die "postgres: could not create OS user $PG_OS_USER"
  fi
  if ! runuser -u "$PG_OS_USER" -- test -x "$STATE_DIR"; then
    die "postgres: OS user '$PG_OS_USER' cannot reach $STATE_DIR (a parent folder lacks o+x); run 'chmod o+x' on the parent folders or set DOCINTAKE_STATE_DIR"
  fi
}

pg_run() {
  if [[ $EUID -eq 0 ]]; then
    runuser -u "$PG_OS_USER" -- "$@"
  else
    "$@"
  fi
}

pg_url() { printf 'postgres://%s:%s@%s:%s/%s' "$PG_USER" "$PG_PASSWORD" "$BIND_HOST" "$PG_PORT" "${1:-$PG_DB}"; }

pg_ready() { "$PG_BIN/pg_isready" -q -h "$BIND_HOST" -p "$PG_PORT" -d postgres -U "$PG_USER" -t 2; }

pg_running() { [[ -f "$PG_DATA/postmaster.pid" ]] && pg_run "$PG_BIN/pg_ctl" -D "$PG_DATA" status >/dev/null 2>&1; }

pg_init() {
  [[ -f "$PG_DATA/PG_VERSION" ]] && return 0
  log "postgres: initdb into $PG_DATA"
  rm -rf "$PG_DATA"
  mkdir -p "$PG_DATA"
  chmod 700 "$PG_DATA"
  local pwfile
  pwfile="$(mktemp)"
  printf '%s\n' "$PG_PASSWORD" >"$pwfile"
  if [[ $EUID -eq 0 ]]; then
    chown "$PG_OS_USER" "$PG_DATA" "$pwfile" "$PG_LOG"
  fi
  if ! pg_run "$PG_BIN/initdb" -D "$PG_DATA" -U "$PG_USER" --pwfile="$pwfile" --auth=scram-sha-256 \
    -E UTF8 --no-locale --no-sync >>"$PG_LOG" 2>&1; then
    rm -f "$pwfile"
    rm -rf "$PG_DATA"
    fail_with_log postgres "$PG_LOG" "initdb failed"
  fi
  rm -f "$pwfile"
  echo "include_if_exists = 'docintake.conf'" >>"$PG_DATA/postgresql.conf"
}

pg_write_conf() {
  # Regenerated on every start. Durability is traded for speed: this is a throwaway
  # development/CI database.
  cat >"$PG_DATA/docintake.conf" <<EOF
# Written by deploy/local/lib/postgres.sh on every start; edits are lost.
listen_addresses = '$BIND_HOST'
unix_socket_directories = ''
max_connections = 200
fsync = off
synchronous_commit = off
full_page_writes = off
log_min_messages = warning
log_line_prefix = '%m [%p] '
EOF
  [[ $EUID -eq 0 ]] && chown "$PG_OS_USER" "$PG_DATA/docintake.conf"
  return 0
}

pg_up() {
  pg_install
  pg_setup_user
  touch "$PG_LOG"
  [[ $EUID -eq 0 ]] && chown "$PG_OS_USER" "$PG_LOG"
  if pg_running && pg_ready; then
    log "postgres: already running on $BIND_HOST:$PG_PORT"
  else
    if port_in_use "$PG_PORT"; then
      die "postgres: port $BIND_HOST:$PG_PORT is already in use by another process (set DOCINTAKE_PG_PORT)"
    fi
    pg_init
    pg_write_conf
    log "postgres: starting on $BIND_HOST:$PG_PORT ($("$PG_BIN/postgres" --version))"
    pg_run "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -o "-p $PG_PORT" -w -t "$READY_TIMEOUT" start >/dev/null 2>&1 9>&- ||
      fail_with_log postgres "$PG_LOG" "pg_ctl start failed"
  fi
  wait_until postgres "$PG_LOG" "" "$READY_TIMEOUT" pg_ready
  if [[ "$("$PG_BIN/psql" "$(pg_url postgres)" -tAc "SELECT 1 FROM pg_database WHERE datname = '$PG_DB'" 2>>"$PG_LOG")" != 1 ]]; then
    "$PG_BIN/psql" "$(pg_url postgres)" -qc "CREATE DATABASE $PG_DB OWNER $PG_USER" >>"$PG_LOG" 2>&1 ||
      fail_with_log postgres "$PG_LOG" "could not create database $PG_DB"
    log "postgres: created database $PG_DB"
  fi
  log "postgres: ready at $(pg_url)"
}

pg_down() {
  if ! pg_find_bin || [[ ! -f "$PG_DATA/postmaster.pid" ]]; then
    log "postgres: not running"
    return 0
  fi
  pg_setup_user
  if pg_running; then
    log "postgres: stopping"
    pg_run "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w -t 60 stop >/dev/null 2>&1 ||
      pg_run "$PG_BIN/pg_ctl" -D "$PG_DATA" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
    log "postgres: stopped"
  else
    log "postgres: not running"
  fi
}

pg_status() {
  if ! pg_find_bin; then
    echo "postgres: not installed"
    return 1
  fi
  if pg_ready; then
    echo "postgres: running ($BIND_HOST:$PG_PORT, $("$PG_BIN/postgres" --version | awk '{print $3}'), data $PG_DATA)"
  elif [[ -f "$PG_DATA/postmaster.pid" ]]; then
    echo "postgres: not ready (postmaster.pid present, see $PG_LOG)"
    return 1
  else
    echo "postgres: stopped"
    return 1
  fi
}
