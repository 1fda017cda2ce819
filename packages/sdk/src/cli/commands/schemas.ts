/** `docintake schemas ls|create|rm`: parsing schemas, whose fields jobs extract besides the standard ones. */
import { readFileSync } from "node:fs";
import type { Command } from "commander";
import type { CreateSchemaBody } from "../../types.ts";
import { contextOf, type GlobalOptions } from "../context.ts";
import { UsageError } from "../exit-codes.ts";
import { show, table, userPath } from "../output.ts";

interface CreateFlags extends GlobalOptions {
  name?: string;
  type?: string;
  fields?: string;
  description?: string;
  file?: string;
}

const KINDS: Record<string, "invoice" | "bank_statement"> = {
  invoice: "invoice",
  statement: "bank_statement",
  bank_statement: "bank_statement",
};

export function schemasCommand(program: Command, signal: AbortSignal): void {
  const schemas = program.command("schemas").description("parsing schemas");
  schemas
    .command("ls")
    .description("list your active schemas")
    .option("--type <type>", "invoice or statement")
    .action(async (_opts: unknown, cmd: Command) => {
      const f = cmd.optsWithGlobals<GlobalOptions & { type?: string }>();
      const ctx = contextOf(f, signal);
      const type = f.type ? KINDS[f.type] : undefined;
      if (f.type && !type) throw new UsageError(`--type is invoice or statement, not "${f.type}"`);
      const list = await ctx.client().schemas.list({ page: 1, page_size: 100, ...(type ? { type } : {}) });
      show(ctx.out, list, (l) => table(l.schemas, ["id", "name", "type", "version", "description", "created_at"]));
    });
  schemas
    .command("create")
    .description("create a schema: --fields a,b,c, or a whole definition from --file")
    .requiredOption("--name <name>", "unique among your active schemas")
    .requiredOption("--type <type>", "invoice or statement")
    .option("--fields <names>", "the field names to extract, separated by commas")
    .option("--file <definition.json>", "a JSON definition (its `fields` lists the names)")
    .option("--description <text>")
    .action(async (_opts: unknown, cmd: Command) => {
      const f = cmd.optsWithGlobals<CreateFlags>();
      const ctx = contextOf(f, signal);
      const type = KINDS[f.type ?? ""];
      if (!type) throw new UsageError(`--type is invoice or statement, not "${f.type}"`);
      let definition: CreateSchemaBody["schema_string"];
      if (f.file) definition = JSON.parse(readFileSync(userPath(f.file), "utf8")) as CreateSchemaBody["schema_string"];
      else if (f.fields)
        definition = {
          fields: f.fields
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
        };
      else throw new UsageError("give --fields or --file");
      const created = await ctx.client().schemas.create({
        name: f.name!,
        type,
        schema_string: definition,
        ...(f.description ? { description: f.description } : {}),
      });
      show(ctx.out, created, (s) => `schema created: ${s.id} (${s.name}, ${s.type}, version ${s.version})`);
    });
  schemas
    .command("rm")
    .description("delete schemas for good")
    .argument("<schema_ids...>")
    .action(async (ids: string[], _opts: unknown, cmd: Command) => {
      const ctx = contextOf(cmd.optsWithGlobals<GlobalOptions>(), signal);
      const removed = [];
      for (const id of ids) removed.push({ schema_id: id, ...(await ctx.client().schemas.remove(id)) });
      show(ctx.out, removed, (r) => r.map((x) => `deleted ${x.schema_id}`).join("\n"));
    });
}
