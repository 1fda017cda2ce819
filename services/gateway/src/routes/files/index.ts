/** Files: upload (current and legacy), list, get, download, delete. */
import type { Api, RouteDeps } from "../../http/context.ts";
import { deleteFileRoute } from "./delete.ts";
import { downloadFileRoute } from "./download.ts";
import { getFileRoute } from "./get.ts";
import { listFilesRoute } from "./list.ts";
import { uploadRoutes } from "./upload.ts";

export function fileRoutes(app: Api, deps: RouteDeps): void {
  uploadRoutes(app, deps);
  listFilesRoute(app, deps);
  getFileRoute(app, deps);
  downloadFileRoute(app, deps);
  deleteFileRoute(app, deps);
}
