# shellcheck shell=bash
# MinIO server built from the Go module proxy, for deploy/local/infra.sh (sourced).

MINIO_HOME="$CACHE_DIR/minio/$MINIO_VERSION"
MINIO_BIN="$MINIO_HOME/minio"
MINIO_DATA="$STATE_DIR/minio/data"
MINIO_LOG="$LOG_DIR/minio.log"
MINIO_PID="$RUN_DIR/minio.pid"
MINIO_INSTALL_LOG="$LOG_DIR/install-minio.log"
MINIO_URL="http://$BIND_HOST:$MINIO_PORT"

minio_install() {
  [[ -x "$MINIO_BIN" ]] && return 0
  command -v go >/dev/null 2>&1 || die "minio: 'go' not found on PATH (Go >= 1.24 is needed to build MinIO)"
  log "minio: building github.com/minio/minio@$MINIO_VERSION with $(go env GOVERSION) (takes minutes on first run; log: $MINIO_INSTALL_LOG)"
  local start
  start="$(now_s)"
  mkdir -p "$CACHE_DIR/go/path" "$CACHE_DIR/go/modcache" "$CACHE_DIR/go/build"
  rm -rf "$MINIO_HOME.tmp"
  mkdir -p "$MINIO_HOME.tmp"
  if ! env GOPATH="$CACHE_DIR/go/path" GOMODCACHE="$CACHE_DIR/go/modcache" GOCACHE="$CACHE_DIR/go/build" \
    GOBIN="$MINIO_HOME.tmp" CGO_ENABLED=0 GOTOOLCHAIN=local GOFLAGS="-buildvcs=false -modcacherw" \
    go install -trimpath "github.com/minio/minio@$MINIO_VERSION" >>"$MINIO_INSTALL_LOG" 2>&1; then
    fail_with_log minio "$MINIO_INSTALL_LOG" "go install github.com/minio/minio@$MINIO_VERSION failed"
  fi
  rm -rf "$MINIO_HOME"
  mv "$MINIO_HOME.tmp" "$MINIO_HOME"
  log "minio: built $MINIO_BIN in $(($(now_s) - start))s"
}

minio_ready() { curl -fsS -o /dev/null --max-time 3 "$MINIO_URL/minio/health/ready"; }

minio_start() {
  if pid_alive "$MINIO_PID"; then
    if minio_ready; then
      log "minio: already running on $BIND_HOST:$MINIO_PORT"
    else
      log "minio: process running (pid $(cat "$MINIO_PID")), waiting for readiness"
    fi
    return 0
  fi
  local p
  for p in "$MINIO_PORT" "$MINIO_CONSOLE_PORT"; do
    port_in_use "$p" && die "minio: port $BIND_HOST:$p is already in use by another process (set DOCINTAKE_MINIO_PORT / DOCINTAKE_MINIO_CONSOLE_PORT)"
  done
  mkdir -p "$MINIO_DATA"
  log "minio: starting on $BIND_HOST:$MINIO_PORT (console $BIND_HOST:$MINIO_CONSOLE_PORT)"
  (
    # Exported rather than passed on the command line so the credentials stay out of the log.
    export MINIO_ROOT_USER="$S3_ACCESS_KEY" MINIO_ROOT_PASSWORD="$S3_SECRET_KEY" \
      MINIO_UPDATE=off MINIO_CI_CD=on MINIO_REGION="$S3_REGION"
    run_bg "$MINIO_LOG" "$MINIO_PID" "$MINIO_BIN" server --address "$BIND_HOST:$MINIO_PORT" --console-address "$BIND_HOST:$MINIO_CONSOLE_PORT" "$MINIO_DATA"
  )
}

# s3_call METHOD PATH: signed (SigV4) request against the MinIO S3 API; prints the HTTP status.
s3_call() {
  curl -sS -o /dev/null -w '%{http_code}' --max-time 10 -X "$1" \
    --aws-sigv4 "aws:amz:$S3_REGION:s3" --user "$S3_ACCESS_KEY:$S3_SECRET_KEY" "$MINIO_URL/$2"
}

minio_wait() {
  wait_until minio "$MINIO_LOG" "$MINIO_PID" "$READY_TIMEOUT" minio_ready
  local code
  code="$(s3_call HEAD "$S3_BUCKET" 2>>"$MINIO_LOG")" || true
  if [[ "$code" != 200 ]]; then
    code="$(s3_call PUT "$S3_BUCKET" 2>>"$MINIO_LOG")" || true
    [[ "$code" == 200 || "$code" == 409 ]] || fail_with_log minio "$MINIO_LOG" "creating bucket '$S3_BUCKET' failed (HTTP $code)"
    log "minio: created bucket $S3_BUCKET"
  fi
  log "minio: ready at $MINIO_URL (bucket $S3_BUCKET)"
}

minio_down() { stop_pidfile minio "$MINIO_PID" 30; }

minio_status() {
  if ! pid_alive "$MINIO_PID"; then
    echo "minio: stopped"
    return 1
  fi
  if minio_ready 2>/dev/null; then
    local b
    b="$(s3_call HEAD "$S3_BUCKET" 2>/dev/null)" || true
    echo "minio: running ($MINIO_URL, pid $(cat "$MINIO_PID"), bucket $S3_BUCKET: $([[ "$b" == 200 ]] && echo present || echo "missing (HTTP $b)"))"
  else
    echo "minio: not ready (pid $(cat "$MINIO_PID"), see $MINIO_LOG)"
    return 1
  fi
}
