# shellcheck shell=bash
# Apache Kafka (KRaft, single node: broker + controller) from its Maven Central jars,
# for deploy/local/infra.sh (sourced).

KAFKA_HOME="$CACHE_DIR/kafka/$KAFKA_VERSION"
KAFKA_LIBS="$KAFKA_HOME/libs"
KAFKA_STATE="$STATE_DIR/kafka"
KAFKA_DATA="$KAFKA_STATE/data"
KAFKA_CONF="$KAFKA_STATE/server.properties"
KAFKA_LOG="$LOG_DIR/kafka.log"
KAFKA_PID="$RUN_DIR/kafka.pid"
KAFKA_INSTALL_LOG="$LOG_DIR/install-kafka.log"

apt_install() {
  [[ $EUID -eq 0 ]] || die "missing $*: install it (Debian: sudo apt-get install -y $*)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends "$@" >>"$KAFKA_INSTALL_LOG" 2>&1 && return 0
  apt-get update >>"$KAFKA_INSTALL_LOG" 2>&1 || true
  apt-get install -y --no-install-recommends "$@" >>"$KAFKA_INSTALL_LOG" 2>&1 ||
    fail_with_log kafka "$KAFKA_INSTALL_LOG" "apt-get install -y $* failed"
}

kafka_check_java() {
  local v
  command -v java >/dev/null 2>&1 || apt_install openjdk-17-jre-headless
  v="$(java -XshowSettings:properties -version 2>&1 | awk -F' = ' '/java.specification.version/ {print $2}')"
  [[ "${v%%.*}" =~ ^[0-9]+$ && "${v%%.*}" -ge 17 ]] || die "kafka: Kafka 4.x needs Java 17+, found java.specification.version=$v"
}

kafka_install() {
  kafka_check_java
  if [[ -f "$KAFKA_LIBS/.complete" ]]; then
    return 0
  fi
  command -v mvn >/dev/null 2>&1 || apt_install maven
  log "kafka: resolving org.apache.kafka:kafka_2.13:$KAFKA_VERSION and its runtime dependencies with Maven (log: $KAFKA_INSTALL_LOG)"
  mkdir -p "$KAFKA_HOME"
  sed -e "s/@KAFKA_VERSION@/$KAFKA_VERSION/" -e "s/@LOG4J_VERSION@/$LOG4J_VERSION/" \
    "$LIB_DIR/kafka-pom.xml.tmpl" >"$KAFKA_HOME/pom.xml"
  rm -rf "$KAFKA_LIBS.tmp"
  if ! mvn -B -ntp -f "$KAFKA_HOME/pom.xml" -Dmaven.repo.local="$CACHE_DIR/m2" \
    dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$KAFKA_LIBS.tmp" \
    >>"$KAFKA_INSTALL_LOG" 2>&1; then
    fail_with_log kafka "$KAFKA_INSTALL_LOG" "mvn dependency:copy-dependencies failed for kafka_2.13:$KAFKA_VERSION"
  fi
  [[ -f "$KAFKA_LIBS.tmp/kafka_2.13-$KAFKA_VERSION.jar" ]] ||
    fail_with_log kafka "$KAFKA_INSTALL_LOG" "kafka_2.13-$KAFKA_VERSION.jar missing after Maven resolution"
  rm -rf "$KAFKA_LIBS"
  mv "$KAFKA_LIBS.tmp" "$KAFKA_LIBS"
  touch "$KAFKA_LIBS/.complete"
  log "kafka: $(ls "$KAFKA_LIBS"/*.jar | wc -l) jars in $KAFKA_LIBS"
}

kafka_java_cmd() {
  # shellcheck disable=SC2206 # KAFKA_HEAP holds several JVM flags
  KAFKA_JAVA=(java $KAFKA_HEAP -server -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:InitiatingHeapOccupancyPercent=35
    -XX:+ExplicitGCInvokesConcurrent -XX:CICompilerCount=2 -Djava.awt.headless=true
    -Dlog4j2.configurationFile="$LIB_DIR/log4j2.properties" -Dkafka.logs.dir="$LOG_DIR"
    -cp "$KAFKA_LIBS/*")
}
kafka_java() {
  kafka_java_cmd
  "${KAFKA_JAVA[@]}" "$@"
}

kafka_write_conf() {
  mkdir -p "$KAFKA_STATE"
  cat >"$KAFKA_CONF" <<EOF
# Written by deploy/local/lib/kafka.sh on every start; edits are lost.
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@$BIND_HOST:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://$BIND_HOST:$KAFKA_PORT,CONTROLLER://$BIND_HOST:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$BIND_HOST:$KAFKA_PORT
inter.broker.listener.name=PLAINTEXT
controller.listener.names=CONTROLLER
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$KAFKA_DATA
num.partitions=$KAFKA_NUM_PARTITIONS
default.replication.factor=1
min.insync.replicas=1
auto.create.topics.enable=$KAFKA_AUTO_CREATE_TOPICS
delete.topic.enable=true
offsets.topic.replication.factor=1
offsets.topic.num.partitions=10
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
num.network.threads=2
num.io.threads=4
num.recovery.threads.per.data.dir=1
log.retention.hours=24
log.segment.bytes=67108864
EOF
}

kafka_ready() {
  command -v node >/dev/null 2>&1 || die "kafka: 'node' is needed for the readiness probe (lib/kafka-ready.mjs)"
  node "$LIB_DIR/kafka-ready.mjs" "$BIND_HOST" "$KAFKA_PORT" 3000
}

kafka_start() {
  if pid_alive "$KAFKA_PID"; then
    if kafka_ready >/dev/null 2>&1; then
      log "kafka: already running on $BIND_HOST:$KAFKA_PORT"
    else
      log "kafka: process running (pid $(cat "$KAFKA_PID")), waiting for readiness"
    fi
    return 0
  fi
  local p
  for p in "$KAFKA_PORT" "$KAFKA_CONTROLLER_PORT"; do
    port_in_use "$p" && die "kafka: port $BIND_HOST:$p is already in use by another process (set DOCINTAKE_KAFKA_PORT / DOCINTAKE_KAFKA_CONTROLLER_PORT)"
  done
  kafka_write_conf
  if [[ ! -f "$KAFKA_DATA/meta.properties" ]]; then
    local cluster_id
    [[ -f "$KAFKA_STATE/cluster.id" ]] || kafka_java kafka.tools.StorageTool random-uuid 2>>"$KAFKA_LOG" | tail -n1 >"$KAFKA_STATE/cluster.id"
    cluster_id="$(cat "$KAFKA_STATE/cluster.id")"
    [[ -n "$cluster_id" ]] || { rm -f "$KAFKA_STATE/cluster.id"; fail_with_log kafka "$KAFKA_LOG" "StorageTool random-uuid failed"; }
    log "kafka: formatting KRaft storage in $KAFKA_DATA (cluster id $cluster_id)"
    kafka_java kafka.tools.StorageTool format --ignore-formatted -t "$cluster_id" -c "$KAFKA_CONF" >>"$KAFKA_LOG" 2>&1 ||
      fail_with_log kafka "$KAFKA_LOG" "StorageTool format failed"
  fi
  log "kafka: starting $KAFKA_VERSION on $BIND_HOST:$KAFKA_PORT (controller $KAFKA_CONTROLLER_PORT)"
  kafka_java_cmd
  run_bg "$KAFKA_LOG" "$KAFKA_PID" "${KAFKA_JAVA[@]}" kafka.Kafka "$KAFKA_CONF"
}

kafka_wait() {
  wait_until kafka "$KAFKA_LOG" "$KAFKA_PID" "$READY_TIMEOUT" kafka_ready
  log "kafka: ready at $BIND_HOST:$KAFKA_PORT"
}

kafka_down() { stop_pidfile kafka "$KAFKA_PID" 60; }

kafka_status() {
  local out
  if ! pid_alive "$KAFKA_PID"; then
    echo "kafka: stopped"
    return 1
  fi
  if out="$(kafka_ready 2>&1)"; then
    echo "kafka: running ($BIND_HOST:$KAFKA_PORT, $KAFKA_VERSION, pid $(cat "$KAFKA_PID"); ${out#kafka ready: })"
  else
    echo "kafka: not ready (pid $(cat "$KAFKA_PID"); $out)"
    return 1
  fi
}
