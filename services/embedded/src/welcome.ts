import { createApiKey, createUser, ensureBootstrapKey, identityRepository, listKeys } from "@docintake/service-gateway";
import type { Embedded } from "./app.ts";

/** What a newcomer needs after start: the URL, a key to call it with, and a first request to try. */
export async function printWelcome(embedded: Embedded, bootstrapKey: string | undefined): Promise<void> {
  const { config, database } = embedded;
  const identity = identityRepository(database.db);
  const host = config.HTTP_HOST === "0.0.0.0" ? "127.0.0.1" : config.HTTP_HOST;
  const base = `http://${host}:${config.HTTP_PORT}/api/v1`;
  let keyLine: string;
  let key = "<YOUR_API_KEY>";
  if (bootstrapKey) {
    await ensureBootstrapKey(identity, bootstrapKey);
    key = bootstrapKey;
    keyLine = "API key: the BOOTSTRAP_API_KEY you set";
  } else if ((await listKeys(identity)).length === 0) {
    // First start on an empty data folder: make the first user and show its key once.
    const { user, webhookSecret } = await createUser(identity, { name: "admin" });
    const made = await createApiKey(identity, { userId: user.id, name: "first key" });
    key = made.key;
    keyLine = [
      `API key (shown once, keep it): ${made.key}`,
      `Webhook signing secret for callbacks (shown once): ${webhookSecret}`,
    ].join("\n");
  } else {
    keyLine = embedded.adminEnabled
      ? "API key: use one you created earlier, or make one now: pnpm cli keys create --user <id> (through the admin API)"
      : "API key: use one you created earlier (to make one while the service runs, start it with ADMIN_API_KEY set)";
  }
  const lines = [
    "",
    `DocIntake is running at ${base}`,
    `API docs: http://${host}:${config.HTTP_PORT}/docs`,
    `Review console: http://${host}:${config.HTTP_PORT}/console`,
    keyLine,
    "Try:",
    `  curl -H "Authorization: Bearer ${key}" -F "files=@invoice.pdf" ${base}/files/upload`,
    "",
  ];
  process.stdout.write(lines.join("\n") + "\n");
}
