/** `docintake jobs get JOB_ID [--wait]`: a job's status and result. */
import type { Command } from "commander";
import { flattenResult } from "@docintake/formats";
import type { JobStatus } from "../../types.ts";
import { contextOf, type GlobalOptions } from "../context.ts";
import { EXIT } from "../exit-codes.ts";
import { show } from "../output.ts";

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
}
