// Child process of preparePglite(): creates and migrates an embedded database folder, then exits.
import { migrate, openDatabase } from "./index.ts";

const dir = process.argv[2];
if (!dir) throw new Error("usage: prepare-pglite.ts DATA_DIR");
const handle = await openDatabase({ dataDir: dir });
await migrate(handle);
await handle.close();
