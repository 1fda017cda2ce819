import { execFile, execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { run } from "./proc.ts";
import { infraEnv } from "./distributed.ts";

const ROOT = resolve(import.meta.dirname, "../..");

export type InfraService = "postgres" | "kafka" | "minio";

/** Stops and starts one server of the infrastructure while the rest runs: what the fault matrix does to it. */
export interface InfraControl {
  /** PostgreSQL: a fast shutdown (sessions ended, no new ones). Kafka: a controlled shutdown. MinIO: SIGTERM. */
  stop(service: InfraService): Promise<void>;
  /** Starts it again and waits until it answers. */
  start(service: InfraService): Promise<void>;
}

export interface Infra {
  env: Record<string, string>;
  how: "containers" | "local";
  /** Only for the local servers (deploy/local): containers are not stopped and started one by one. */
  control?: InfraControl;
  stop(): Promise<void>;
}

/** deploy/local/infra.sh on one service, its messages kept for the error when it fails. */
function infraScript(script: string, command: string, service: InfraService): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile("bash", [script, command, service], { encoding: "utf8" }, (err, _out, messages) => {
      if (err)
        reject(new Error(`infra.sh ${command} ${service} failed: ${messages.trim().split("\n").slice(-5).join("; ")}`));
      else resolve();
    });
  });
}

/** A Docker engine answers: the CLI alone (as on these machines) is not enough. */
export function dockerReachable(): boolean {
  if (!process.env["DOCKER_HOST"] && !existsSync("/var/run/docker.sock")) return false;
  return spawnSync("docker", ["info"], { stdio: "ignore", timeout: 10_000 }).status === 0;
}

/** PostgreSQL, Kafka and MinIO as containers (testcontainers), for machines with a Docker engine. */
async function containers(): Promise<Infra> {
  const { GenericContainer, Wait } = await import("testcontainers");
  const { KafkaContainer } = await import("@testcontainers/kafka");
  const pg = await new GenericContainer("postgres:15-alpine")
    .withEnvironment({ POSTGRES_USER: "docintake", POSTGRES_PASSWORD: "docintake", POSTGRES_DB: "docintake" })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
    .start();
  const kafka = await new KafkaContainer("confluentinc/cp-kafka:7.9.0").withKraft().withExposedPorts(9093).start();
  const minio = await new GenericContainer("minio/minio:latest")
    .withCommand(["server", "/data"])
    .withEnvironment({ MINIO_ROOT_USER: "docintake", MINIO_ROOT_PASSWORD: "docintake-secret" })
    .withExposedPorts(9000)
    .withWaitStrategy(Wait.forHttp("/minio/health/ready", 9000))
    .start();
  return {
    how: "containers",
    env: {
      DATABASE_URL: `postgres://docintake:docintake@${pg.getHost()}:${pg.getMappedPort(5432)}/docintake`,
      KAFKA_BROKERS: `${kafka.getHost()}:${kafka.getMappedPort(9093)}`,
      S3_ENDPOINT: `http://${minio.getHost()}:${minio.getMappedPort(9000)}`,
      S3_ACCESS_KEY: "docintake",
      S3_SECRET_KEY: "docintake-secret",
      S3_BUCKET: "docintake",
      S3_REGION: "us-east-1",
    },
    async stop() {
      await Promise.allSettled([pg.stop(), kafka.stop(), minio.stop()]);
    },
  };
}

/** The same three servers as local processes (deploy/local): what machines without Docker use. */
async function local(): Promise<Infra> {
  const script = join(ROOT, "deploy/local/infra.sh");
  const wasUp = spawnSync("bash", [script, "status"], { stdio: "ignore" }).status === 0;
  if (!wasUp && (await run("bash", [script, "up"])) !== 0)
    throw new Error("deploy/local/infra.sh up failed; see deploy/local/.state/logs");
  return {
    how: "local",
    env: infraEnv(),
    control: {
      stop: (service) => infraScript(script, "down", service),
      start: (service) => infraScript(script, "up", service),
    },
    async stop() {
      if (!wasUp && process.env["DOCINTAKE_KEEP_INFRA"] !== "1")
        execFileSync("bash", [script, "down"], { stdio: "inherit" });
    },
  };
}

/** Real infrastructure for integration tests and the distributed deployment: containers when a Docker engine is there. */
export async function bringUpInfra(): Promise<Infra> {
  const mode = process.env["DOCINTAKE_INFRA"] ?? "auto";
  if (mode === "containers" || (mode === "auto" && dockerReachable())) return containers();
  return local();
}
