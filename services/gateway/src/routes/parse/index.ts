/** Parse jobs and batches: invoices, statements, and the general endpoints routed by detected type. */
import { JOB_KINDS } from "@docintake/contracts";
import type { Api, RouteDeps } from "../../http/context.ts";
import { createBatchRoute, getBatchRoute } from "./batch.ts";
import { createGeneralJobRoute, createJobRoute } from "./create-job.ts";
import { exportStatementRoute } from "./export.ts";
import { getGeneralJobRoute, getInvoiceJobRoute, getStatementJobRoute } from "./get-job.ts";

export function parseRoutes(app: Api, deps: RouteDeps): void {
  for (const kind of JOB_KINDS) {
    createJobRoute(app, deps, kind);
    createBatchRoute(app, deps, kind);
    getBatchRoute(app, deps, kind);
  }
  getInvoiceJobRoute(app, deps);
  getStatementJobRoute(app, deps);
  exportStatementRoute(app, deps);
}

/** The general parse endpoints, served under both path forms (`prefix` is "" or "/api/v1"). */
export function generalParseRoutes(app: Api, deps: RouteDeps, prefix: string): void {
  createGeneralJobRoute(app, deps, prefix);
  getGeneralJobRoute(app, deps, prefix);
}
