// Checks that the KafkaJS client works against the local Kafka broker (deploy/local/infra.sh).
//
//   node deploy/local/verify-kafka.mjs [BROKERS]        (default: $KAFKA_BROKERS or 127.0.0.1:59092)
//
// kafkajs is resolved from, in order: $KAFKAJS_DIR (a folder holding node_modules/kafkajs, e.g. after
// `npm i --prefix /tmp/kjs kafkajs@2.2.4`), this repo (packages/bus), the current directory.
// Steps: admin connect + create a 6-partition topic, plain / idempotent / gzip / transactional produce, a two-member
// consumer group consuming everything, committed offsets, describe group, delete topic.
// Prints one line per step ("ok" or "FAIL: <error>") and ends with "N passed, N failed".
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../..");

function loadKafkajs() {
  const bases = [];
  if (process.env.KAFKAJS_DIR) bases.push(path.resolve(process.env.KAFKAJS_DIR, "package.json"));
  bases.push(path.join(repoRoot, "packages/bus/package.json"));
  bases.push(path.join(repoRoot, "package.json"));
  bases.push(path.join(process.cwd(), "package.json"));
  for (const b of bases) {
    try {
      const req = createRequire(b);
      const mod = req("kafkajs");
      const version = req("kafkajs/package.json").version;
      let protocol = null;
      try {
        protocol = {
          requests: req("kafkajs/src/protocol/requests").requests,
          apiKeys: req("kafkajs/src/protocol/requests/apiKeys"),
        };
      } catch {
        /* internals moved: skip the version table */
      }
      return { mod, version, protocol, from: path.dirname(req.resolve("kafkajs/package.json")) };
    } catch {
      /* try the next place */
    }
  }
  console.error(
    "kafkajs not found: npm i --prefix /tmp/kjs kafkajs@2.2.4 && KAFKAJS_DIR=/tmp/kjs node " + process.argv[1],
  );
  process.exit(2);
}

const { mod: kafkajs, version, protocol, from } = loadKafkajs();
const { Kafka, logLevel, CompressionTypes } = kafkajs;
const brokers = (process.argv[2] || process.env.KAFKA_BROKERS || "127.0.0.1:59092").split(",");
console.log(`kafkajs ${version} (${from}) -> brokers ${brokers.join(",")}`);

const kafkaLogs = [];
const kafka = new Kafka({
  clientId: "docintake-verify",
  brokers,
  connectionTimeout: 5000,
  requestTimeout: 15000,
  retry: { retries: 3 },
  logLevel: logLevel.WARN,
  logCreator:
    () =>
    ({ namespace, level, log }) => {
      const { message, error } = log;
      kafkaLogs.push(
        `[kafkajs ${level === logLevel.ERROR ? "ERROR" : "WARN"}] ${namespace}: ${message}${error ? ` (${error})` : ""}`,
      );
    },
});

const suffix = `${Date.now()}-${process.pid}`;
const topic = `docintake-verify-${suffix}`;
const groupId = `docintake-verify-group-${suffix}`;
const PARTITIONS = 6;
const results = [];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const withTimeout = (p, ms, what) =>
  Promise.race([p, sleep(ms).then(() => Promise.reject(new Error(`timed out after ${ms} ms: ${what}`)))]);

async function step(name, fn) {
  const t0 = Date.now();
  try {
    const detail = await withTimeout(Promise.resolve().then(fn), 60000, name);
    results.push({ name, ok: true });
    console.log(`ok    ${name} (${Date.now() - t0} ms)${detail ? ` - ${detail}` : ""}`);
    return true;
  } catch (e) {
    results.push({ name, ok: false });
    const msg = `${e?.name ?? "Error"}: ${e?.message ?? e}${e?.type ? ` [type ${e.type}]` : ""}${e?.cause ? ` cause: ${e.cause}` : ""}`;
    console.log(`FAIL  ${name} (${Date.now() - t0} ms) - ${msg}`);
    return false;
  }
}

// Raw ApiVersions v0 request: the broker's [min, max] version per API key.
function brokerApiVersions(hostPort) {
  const [host, port] = hostPort.split(":");
  const cid = Buffer.from("docintake-verify");
  const body = Buffer.alloc(10 + cid.length);
  let o = body.writeInt16BE(18, 0); // ApiVersions
  o = body.writeInt16BE(0, o);
  o = body.writeInt32BE(7, o);
  o = body.writeInt16BE(cid.length, o);
  cid.copy(body, o);
  const frame = Buffer.concat([Buffer.alloc(4), body]);
  frame.writeInt32BE(body.length, 0);
  return new Promise((resolve, reject) => {
    const sock = net.connect(Number(port), host, () => sock.write(frame));
    sock.setTimeout(5000, () => reject(new Error("ApiVersions timeout")));
    sock.on("error", reject);
    let buf = Buffer.alloc(0);
    sock.on("data", (d) => {
      buf = Buffer.concat([buf, d]);
      if (buf.length < 4 || buf.length < 4 + buf.readInt32BE(0)) return;
      sock.destroy();
      const err = buf.readInt16BE(8);
      if (err) return reject(new Error(`ApiVersions error code ${err}`));
      const n = buf.readInt32BE(10);
      const out = {};
      for (let i = 0, p = 14; i < n; i++, p += 6)
        out[buf.readInt16BE(p)] = [buf.readInt16BE(p + 2), buf.readInt16BE(p + 4)];
      resolve(out);
    });
  });
}

const admin = kafka.admin();
const producer = kafka.producer({ allowAutoTopicCreation: false });
const idemProducer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
const txProducer = kafka.producer({
  transactionalId: `docintake-verify-tx-${suffix}`,
  idempotent: true,
  maxInFlightRequests: 1,
  allowAutoTopicCreation: false,
});
const consumers = [1, 2].map(() =>
  kafka.consumer({ groupId, sessionTimeout: 10000, heartbeatInterval: 1000, rebalanceTimeout: 20000 }),
);

const PER_KIND = 60;
let expected = 0;
const received = new Map(); // value -> partition
const byMember = [new Set(), new Set()];

try {
  if (protocol) {
    await step("protocol versions: every kafkajs request has a version the broker accepts", async () => {
      const broker = await brokerApiVersions(brokers[0]);
      const lines = [];
      const missing = [];
      for (const [name, def] of Object.entries(protocol.requests)) {
        if (!def?.versions?.length) continue;
        const key = protocol.apiKeys[name];
        const mine = def.versions.map(Number);
        const range = broker[key];
        const common = range ? mine.filter((v) => v >= range[0] && v <= range[1]) : [];
        if (!common.length) missing.push(name);
        lines.push(
          `${name}:v${common.length ? Math.max(...common) : "NONE"}${range ? `(broker ${range[0]}-${range[1]})` : "(absent)"}`,
        );
      }
      if (missing.length) throw new Error(`no common version for ${missing.join(", ")}; ${lines.join(" ")}`);
      return `kafkajs would use ${lines.join(" ")}`;
    });
  }
  if (!(await step("admin.connect (ApiVersions/Metadata)", () => admin.connect()))) throw new Error("stop");
  await step("admin.describeCluster", async () => {
    const c = await admin.describeCluster();
    return `brokers=${c.brokers.map((b) => `${b.nodeId}@${b.host}:${b.port}`).join(",")} controller=${c.controller} cluster=${c.clusterId}`;
  });
  await step(`admin.createTopics (${PARTITIONS} partitions)`, async () => {
    const created = await admin.createTopics({
      topics: [{ topic, numPartitions: PARTITIONS, replicationFactor: 1 }],
      waitForLeaders: true,
    });
    if (!created) throw new Error("createTopics returned false (topic already existed)");
  });
  await step("admin.fetchTopicMetadata", async () => {
    const md = await admin.fetchTopicMetadata({ topics: [topic] });
    const n = md.topics[0].partitions.length;
    if (n !== PARTITIONS) throw new Error(`expected ${PARTITIONS} partitions, got ${n}`);
    return `${n} partitions, leaders ${[...new Set(md.topics[0].partitions.map((p) => p.leader))].join(",")}`;
  });

  await step("producer.send (acks=-1, keyed, " + PER_KIND + " messages)", async () => {
    await producer.connect();
    const messages = Array.from({ length: PER_KIND }, (_, i) => ({
      key: `k${i}`,
      value: `plain-${i}`,
      headers: { kind: "plain" },
    }));
    const res = await producer.send({ topic, acks: -1, messages });
    expected += PER_KIND;
    return `partitions written: ${new Set(res.map((r) => r.partition)).size}`;
  });
  await step("idempotent producer.send (InitProducerId)", async () => {
    await idemProducer.connect();
    const messages = Array.from({ length: PER_KIND }, (_, i) => ({ key: `i${i}`, value: `idem-${i}` }));
    await idemProducer.send({ topic, acks: -1, messages });
    expected += PER_KIND;
  });
  await step("producer.sendBatch (gzip)", async () => {
    const messages = Array.from({ length: PER_KIND }, (_, i) => ({ key: `g${i}`, value: `gzip-${i}` }));
    await producer.sendBatch({ acks: -1, compression: CompressionTypes.GZIP, topicMessages: [{ topic, messages }] });
    expected += PER_KIND;
  });

  await step("transactional producer (send + commit)", async () => {
    await txProducer.connect();
    const tx = await txProducer.transaction();
    try {
      await tx.send({
        topic,
        acks: -1,
        messages: Array.from({ length: PER_KIND }, (_, i) => ({ key: `t${i}`, value: `tx-${i}` })),
      });
      await tx.commit();
    } catch (e) {
      await tx.abort().catch(() => {});
      throw e;
    }
    expected += PER_KIND;
  });

  await step(`consumer group: 2 members consume all messages`, async () => {
    const assigned = [null, null];
    for (const [idx, c] of consumers.entries()) {
      c.on(c.events.GROUP_JOIN, (e) => {
        assigned[idx] = e.payload.memberAssignment[topic] ?? [];
      });
      await c.connect();
      await c.subscribe({ topics: [topic], fromBeginning: true });
      await c.run({
        eachMessage: async ({ partition, message }) => {
          received.set(message.value.toString(), partition);
          byMember[idx].add(partition);
        },
      });
    }
    const t0 = Date.now();
    while (received.size < expected) {
      if (Date.now() - t0 > 45000) throw new Error(`received ${received.size}/${expected} messages`);
      await sleep(200);
    }
    // Let the group settle so both members hold partitions.
    const t1 = Date.now();
    const settled = () =>
      assigned[0]?.length && assigned[1]?.length && assigned[0].length + assigned[1].length === PARTITIONS;
    while (!settled() && Date.now() - t1 < 15000) await sleep(200);
    if (!settled())
      throw new Error(`partitions not split across both members: m1=[${assigned[0]}] m2=[${assigned[1]}]`);
    return `${received.size}/${expected} messages from ${new Set(received.values()).size} partitions; assignment m1=[${assigned[0]}] m2=[${assigned[1]}]`;
  });

  await step("admin.fetchOffsets (committed by the group)", async () => {
    let total = 0;
    const t0 = Date.now();
    while (Date.now() - t0 < 15000) {
      const offs = await admin.fetchOffsets({ groupId, topics: [topic] });
      total = offs[0].partitions.reduce((s, p) => s + Math.max(Number(p.offset), 0), 0);
      if (total >= expected) return `committed offsets sum ${total}`;
      await sleep(500);
    }
    throw new Error(`committed offsets sum ${total} < ${expected}`);
  });
  await step("admin.describeGroups", async () => {
    const { groups } = await admin.describeGroups([groupId]);
    return `state=${groups[0].state} protocolType=${groups[0].protocolType} members=${groups[0].members.length}`;
  });
} catch (e) {
  if (e.message !== "stop") console.log(`unexpected: ${e.stack}`);
} finally {
  for (const c of consumers) await c.disconnect().catch(() => {});
  await producer.disconnect().catch(() => {});
  await idemProducer.disconnect().catch(() => {});
  await txProducer.disconnect().catch(() => {});
  if (results.some((r) => r.name.startsWith("admin.createTopics") && r.ok)) {
    await step("admin.deleteTopics", () => admin.deleteTopics({ topics: [topic], timeout: 10000 }));
  }
  await admin.disconnect().catch(() => {});
}

const uniq = [...new Set(kafkaLogs)];
if (uniq.length) {
  console.log(`kafkajs warnings/errors (${uniq.length} distinct):`);
  for (const l of uniq.slice(0, 30)) console.log(`  ${l}`);
}
const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
