/**
 * Operator CLI: users, API keys and webhook secrets.
 *
 *   node services/gateway/src/cli.ts users create --name NAME
 *   node services/gateway/src/cli.ts users list
 *   node services/gateway/src/cli.ts keys create --user USER_ID [--name NAME]
 *   node services/gateway/src/cli.ts keys list [--user USER_ID]
 *   node services/gateway/src/cli.ts keys revoke KEY_ID
 *   node services/gateway/src/cli.ts webhook-secret rotate --user USER_ID
 *
 * While the service runs, the CLI goes through its admin API (DOCINTAKE_ADMIN_URL, default the local gateway;
 * ADMIN_API_KEY, the credential the service was started with). When nothing answers there, it opens the
 * database: DATABASE_URL (PostgreSQL) or the embedded PGlite under $DATA_DIR/pg (default .data). Add --json for
 * machine-readable output; --via api|db forces one way.
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { isAppError } from "@docintake/errors";
import { databaseIdentityAdmin } from "./adapters/identity-admin-db.ts";
import { httpIdentityAdmin, probeAdmin } from "./adapters/identity-admin-http.ts";
import type { IdentityAdmin } from "./domain/identity-admin.ts";

const USAGE = `usage:
  users create --name NAME
  users list
  keys create --user USER_ID [--name NAME]
  keys list [--user USER_ID]
  keys revoke KEY_ID
  webhook-secret rotate --user USER_ID
options: --json (machine-readable output), --via api|db (force the admin API or the database)
service: DOCINTAKE_ADMIN_URL (default http://127.0.0.1:$HTTP_PORT, or $ADMIN_HTTP_PORT when set) and ADMIN_API_KEY
database, when the service is down: DATABASE_URL, else the embedded PGlite under $DATA_DIR/pg (DATA_DIR defaults to .data)`;

class UsageError extends Error {}

function table(rows: Record<string, unknown>[], columns: string[]): string {
  if (rows.length === 0) return "(none)";
  const cell = (v: unknown) => (v === null || v === undefined ? "-" : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals: string[]) =>
    vals
      .map((v, i) => v.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(columns), ...rows.map((r) => line(columns.map((c) => cell(r[c]))))].join("\n");
}

const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

function adminOrigin(): string {
  const given = env("DOCINTAKE_ADMIN_URL");
  if (given) return given;
  const adminPort = Number(env("ADMIN_HTTP_PORT") ?? 0);
  return `http://127.0.0.1:${adminPort > 0 ? adminPort : (env("HTTP_PORT") ?? "8080")}`;
}

/**
 * The admin API while the service answers, the database while it does not. With the service up but its admin API
 * off, PostgreSQL can still be shared; the embedded database cannot (PGlite has a single owner).
 */
async function connect(via: string | undefined): Promise<IdentityAdmin> {
  const origin = adminOrigin();
  const adminKey = env("ADMIN_API_KEY");
  const url = env("DATABASE_URL");
  const database = () => databaseIdentityAdmin({ url, pgDir: join(env("DATA_DIR") ?? ".data", "pg") });
  if (via === "db") return database();
  const state = await probeAdmin(origin);
  if (via === "api" && state !== "admin-on") throw new UsageError(`no admin API answers at ${origin}`);
  if (state === "down") return database();
  if (state === "admin-on") {
    if (!adminKey)
      throw new UsageError(`the service at ${origin} is running: set ADMIN_API_KEY to its admin credential`);
    return httpIdentityAdmin(origin, adminKey);
  }
  if (url) return database();
  throw new UsageError(
    `the service at ${origin} is running on the embedded database, without the admin API: restart it with ` +
      `ADMIN_API_KEY set (then set the same here), or stop it to use the database directly`,
  );
}

async function run(admin: IdentityAdmin, cmd: string, values: { name?: string; user?: string }, arg?: string) {
  const need = (v: string | undefined, what: string): string => {
    if (!v || v.trim() === "") throw new UsageError(`missing ${what}`);
    return v.trim();
  };
  switch (cmd) {
    case "users create": {
      const u = await admin.createUser(need(values.name, "--name"));
      return {
        data: u,
        human:
          `user created\n  user_id:        ${u.user_id}\n  name:           ${u.name}\n  webhook_secret: ${u.webhook_secret}\n` +
          `The webhook secret signs callbacks (X-DocIntake-Signature). It is shown only now: store it.`,
      };
    }
    case "users list": {
      const users = await admin.listUsers();
      return { data: users, human: table(users, ["user_id", "name", "subject", "created_at"]) };
    }
    case "keys create": {
      const k = await admin.createKey(need(values.user, "--user USER_ID"), values.name);
      return {
        data: k,
        human:
          `API key created\n  key_id:  ${k.key_id}\n  user_id: ${k.user_id}\n  name:    ${k.name}\n  key:     ${k.key}\n` +
          `Send it as "Authorization: Bearer <key>". It works at once. It is shown only now: store it.`,
      };
    }
    case "keys list": {
      const keys = await admin.listKeys(values.user?.trim());
      const rows = keys.map((k) => ({ ...k, prefix: `${k.prefix}…` }));
      const columns = ["key_id", "user_id", "name", "prefix", "created_at", "last_used_at", "revoked_at"];
      return { data: keys, human: table(rows, columns) };
    }
    case "keys revoke": {
      const k = await admin.revokeKey(need(arg, "KEY_ID"));
      return {
        data: k,
        human: `API key ${k.key_id} revoked at ${k.revoked_at} (other gateway replicas stop accepting it within their key cache window, 30 s by default)`,
      };
    }
    case "webhook-secret rotate": {
      const r = await admin.rotateWebhookSecret(need(values.user, "--user USER_ID"));
      return {
        data: r,
        human:
          `webhook secret rotated\n  webhook_secret: ${r.webhook_secret}\n` +
          (r.previous_expires_at ? `  The previous secret keeps signing until ${r.previous_expires_at}.\n` : "") +
          `It is shown only now: store it.`,
      };
    }
    default:
      throw new UsageError(`unknown command "${cmd}"`);
  }
}

const COMMANDS = ["users create", "users list", "keys create", "keys list", "keys revoke", "webhook-secret rotate"];

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      user: { type: "string" },
      via: { type: "string" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [group, action, arg] = positionals;
  if (values.help || !group) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const cmd = `${group} ${action ?? ""}`.trim();
  if (!COMMANDS.includes(cmd)) throw new UsageError(`unknown command "${cmd}"`);
  if (values.via !== undefined && values.via !== "api" && values.via !== "db")
    throw new UsageError(`--via is "api" or "db"`);
  const admin = await connect(values.via);
  try {
    const { data, human } = await run(admin, cmd, values, arg);
    if (values.json) console.log(JSON.stringify(data, null, 2));
    else {
      console.error(`(through ${admin.via})`);
      console.log(human);
    }
    return 0;
  } finally {
    await admin.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${USAGE}`);
      process.exit(2);
    }
    if (isAppError(err)) {
      console.error(`error: ${err.message}`);
      process.exit(1);
    }
    if (err instanceof Error && "code" in err && err.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
      console.error(`${err.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(err);
    process.exit(1);
  },
);
