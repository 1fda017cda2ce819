// Kafka readiness probe for deploy/local/infra.sh: sends one Metadata (v4) request over a raw
// socket and succeeds when the broker answers with at least one broker and a controller.
// Usage: node kafka-ready.mjs HOST PORT [TIMEOUT_MS]   (exit 0 = ready; prints a summary)
import net from "node:net";

const [host = "127.0.0.1", port = "59092", timeoutMs = "3000"] = process.argv.slice(2);
const clientId = Buffer.from("docintake-infra-probe");
const body = Buffer.alloc(2 + 2 + 4 + 2 + clientId.length + 4 + 1);
let o = 0;
o = body.writeInt16BE(3, o); // api_key: Metadata
o = body.writeInt16BE(4, o); // api_version 4 (Kafka 4.x removed v0-v3)
o = body.writeInt32BE(1, o); // correlation_id
o = body.writeInt16BE(clientId.length, o);
o += clientId.copy(body, o);
o = body.writeInt32BE(0, o); // topics: empty array = no topic metadata, brokers only
body.writeInt8(0, o); // allow_auto_topic_creation = false
const frame = Buffer.concat([Buffer.alloc(4), body]);
frame.writeInt32BE(body.length, 0);

const fail = (msg) => {
  console.error(`kafka not ready at ${host}:${port}: ${msg}`);
  process.exit(1);
};
const sock = net.connect({ host, port: Number(port) });
sock.setTimeout(Number(timeoutMs), () => fail("timeout waiting for the metadata response"));
sock.on("error", (e) => fail(e.message));
sock.on("connect", () => sock.write(frame));
let buf = Buffer.alloc(0);
sock.on("data", (d) => {
  buf = Buffer.concat([buf, d]);
  if (buf.length < 4 || buf.length < 4 + buf.readInt32BE(0)) return;
  sock.destroy();
  try {
    let p = 4;
    const corr = buf.readInt32BE(p);
    p += 4;
    if (corr !== 1) fail(`unexpected correlation id ${corr}`);
    p += 4; // throttle_time_ms
    const n = buf.readInt32BE(p);
    p += 4;
    const brokers = [];
    for (let i = 0; i < n; i++) {
      const id = buf.readInt32BE(p);
      p += 4;
      const hl = buf.readInt16BE(p);
      p += 2;
      const h = buf.toString("utf8", p, p + hl);
      p += hl;
      const bp = buf.readInt32BE(p);
      p += 4;
      const rl = buf.readInt16BE(p);
      p += 2 + Math.max(rl, 0);
      brokers.push(`${id}@${h}:${bp}`);
    }
    const cl = buf.readInt16BE(p);
    p += 2;
    const clusterId = cl >= 0 ? buf.toString("utf8", p, p + cl) : null;
    p += Math.max(cl, 0);
    const controller = buf.readInt32BE(p);
    if (n < 1) fail("metadata response lists no brokers");
    if (controller < 0) fail("metadata response has no controller");
    console.log(`kafka ready: brokers=${brokers.join(",")} controller=${controller} cluster=${clusterId}`);
    process.exit(0);
  } catch (e) {
    fail(`could not parse metadata response: ${e.message}`);
  }
});
