/** `docintake jobs get JOB_ID [--wait]`: a job's status and result; `jobs export`: a statement as a file. */
import { Option, type Command } from "commander";
import { EXPORT_FORMATS, type ExportFormat } from "@docintake/contracts";
import { flattenResult } from "@docintake/formats";
import type { JobStatus } from "../../types.ts";
import { contextOf, type GlobalOptions } from "../context.ts";
import { EXIT } from "../exit-codes.ts";
import { show } from "../output.ts";
import { saveResponse } from "../save.ts";

function human(job: JobStatus): string {
  const warnings = ((job.extraction as { warnings?: string[] } | undefined)?.warnings ?? []).map((w) => `  ! ${w}`);
  const fields = flattenResult(job.result).map((f) => `  ${f.path}: ${f.value}`);
  return [
    `job ${job.job_id}: ${job.type}, ${job.status}${job.status === "processing" ? ` (${job.progress}%)` : ""}`,
    `file: ${job.file_id}`,
    ...(job.error ? [`error: ${job.error}`] : []),
    ...(fields.length > 0 ? ["result:", ...fields] : []),
    ...(warnings.length > 0 ? ["warnings:", ...warnings] : []),
  ].join("\n");
}

export function jobsCommand(program: Command, signal: AbortSignal): void {
  const jobs = program.command("jobs").description("parse jobs");
  jobs
    .command("get")
    .description("a job's status and, once completed, its result")
    .argument("<job_id>")
    .option("-w, --wait", "wait for the job to end")
    .action(async (jobId: string, _opts: unknown, cmd: Command) => {
      const options = cmd.optsWithGlobals<GlobalOptions & { wait?: boolean }>();
      const ctx = contextOf(options, signal);
      const client = ctx.client();
      const job = options.wait ? await client.waitForJob(jobId, { signal }) : await client.getJob(jobId, signal);
      show(ctx.out, job, human);
      if (job.status === "failed") process.exitCode = EXIT.failed;
    });
  jobs
    .command("export")
    .description("save a completed statement's transactions as CSV, OFX or XLSX (named after the statement)")
    .argument("<job_id>")
    .addOption(new Option("-f, --format <format>", "the file format").choices(EXPORT_FORMATS).default("csv"))
    .option("-o, --output <path>", "where to write it; - for standard output")
    .action(async (jobId: string, _opts: unknown, cmd: Command) => {
      const o = cmd.optsWithGlobals<GlobalOptions & { format: ExportFormat; output?: string }>();
      const ctx = contextOf(o, signal);
      const res = await ctx.client().exportStatement(jobId, o.format, signal);
      const record = { job_id: jobId, format: o.format };
      await saveResponse(ctx.out, res, { output: o.output, fallback: `${jobId}.${o.format}`, record });
    });
}
