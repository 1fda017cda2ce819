// The separate migration step of a distributed deployment (a Helm pre-install/pre-upgrade hook).
import { loadConfig, z } from "@docintake/config";
import { migrate, openDatabase } from "@docintake/db";

const config = loadConfig(z.object({ DATABASE_URL: z.string().min(1) }), process.env);
const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 1, applicationName: "migrate" });
try {
  await migrate(database);
  process.stdout.write("migrations applied\n");
} finally {
  await database.close();
}
