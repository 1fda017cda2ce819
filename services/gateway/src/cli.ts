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
 * The database is DATABASE_URL (PostgreSQL) or, when unset, the embedded PGlite under $DATA_DIR/pg (default .data).
 * The embedded database admits one process at a time: run the CLI while the embedded server is stopped.
 * Add --json for machine-readable output.
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { migrate, openDatabase } from "@docintake/db";
import { isAppError } from "@docintake/errors";
import { identityRepository } from "./adapters/identity-repo.ts";
import { createApiKey, createUser, listKeys, listUsers, revokeApiKey, rotateWebhookSecret } from "./domain/identity.ts";

const USAGE = `usage:
  users create --name NAME
  users list
  keys create --user USER_ID [--name NAME]
  keys list [--user USER_ID]
  keys revoke KEY_ID
  webhook-secret rotate --user USER_ID
options: --json (machine-readable output)
database: DATABASE_URL, else the embedded PGlite under $DATA_DIR/pg (DATA_DIR defaults to .data)`;

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

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      user: { type: "string" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [group, action, arg] = positionals;
  if (values.help || !group) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const out = (human: string, data: unknown) => console.log(values.json ? JSON.stringify(data, null, 2) : human);
  const need = (v: string | undefined, what: string): string => {
    if (!v || v.trim() === "") throw new UsageError(`missing ${what}`);
    return v.trim();
  };

  const url = process.env["DATABASE_URL"]?.trim() || undefined;
  const dataDir = process.env["DATA_DIR"]?.trim() || ".data";
  const handle = await openDatabase({
    url,
    dataDir: url ? undefined : join(dataDir, "pg"),
    poolSize: 1,
    applicationName: "docintake-cli",
  });
  try {
    await migrate(handle);
    const identity = identityRepository(handle.db);
    const cmd = `${group} ${action ?? ""}`.trim();
    switch (cmd) {
      case "users create": {
        const { user, webhookSecret } = await createUser(identity, { name: need(values.name, "--name") });
        out(
          `user created\n  user_id:        ${user.id}\n  name:           ${user.name}\n  webhook_secret: ${webhookSecret}\n` +
            `The webhook secret signs callbacks (X-DocIntake-Signature). It is shown only now: store it.`,
          { user_id: user.id, name: user.name, webhook_secret: webhookSecret },
        );
        return 0;
      }
      case "users list": {
        const users = await listUsers(identity);
        out(
          table(
            users.map((u) => ({ user_id: u.id, name: u.name, subject: u.subject, created_at: u.createdAt })),
            ["user_id", "name", "subject", "created_at"],
          ),
          users,
        );
        return 0;
      }
      case "keys create": {
        const { key, info } = await createApiKey(identity, {
          userId: need(values.user, "--user USER_ID"),
          ...(values.name ? { name: values.name } : {}),
        });
        out(
          `API key created\n  key_id:  ${info.id}\n  user_id: ${info.userId}\n  name:    ${info.name}\n  key:     ${key}\n` +
            `Send it as "Authorization: Bearer <key>". It is shown only now: store it.`,
          { key_id: info.id, user_id: info.userId, name: info.name, key },
        );
        return 0;
      }
      case "keys list": {
        const keys = await listKeys(identity, values.user ? { userId: values.user.trim() } : {});
        out(
          table(
            keys.map((k) => ({
              key_id: k.id,
              user_id: k.userId,
              name: k.name,
              prefix: `${k.prefix}…`,
              created_at: k.createdAt,
              last_used_at: k.lastUsedAt,
              revoked_at: k.revokedAt,
            })),
            ["key_id", "user_id", "name", "prefix", "created_at", "last_used_at", "revoked_at"],
          ),
          keys,
        );
        return 0;
      }
      case "keys revoke": {
        const info = await revokeApiKey(identity, need(arg, "KEY_ID"));
        out(
          `API key ${info.id} revoked at ${info.revokedAt} (running gateways stop accepting it within their key cache window, 30 s by default)`,
          info,
        );
        return 0;
      }
      case "webhook-secret rotate": {
        const { secret, previousExpiresAt } = await rotateWebhookSecret(identity, need(values.user, "--user USER_ID"));
        out(
          `webhook secret rotated\n  webhook_secret: ${secret}\n` +
            (previousExpiresAt ? `  The previous secret keeps signing until ${previousExpiresAt}.\n` : "") +
            `It is shown only now: store it.`,
          { webhook_secret: secret, previous_expires_at: previousExpiresAt },
        );
        return 0;
      }
      default:
        throw new UsageError(`unknown command "${cmd}"`);
    }
  } finally {
    await handle.close();
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
