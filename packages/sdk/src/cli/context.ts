/** What every command gets: the client made from the credentials, and how to write its output. */
import { DocIntake } from "../client.ts";
import { credentials } from "./config.ts";
import { outputOf, type Output } from "./output.ts";

export interface GlobalOptions {
  json?: boolean;
  baseUrl?: string;
  key?: string;
}

export interface Ctx {
  out: Output;
  client(): DocIntake;
  /** Aborted by Ctrl-C: waits stop, the command ends with 130. */
  signal: AbortSignal;
}

export function contextOf(options: GlobalOptions, signal: AbortSignal): Ctx {
  let client: DocIntake | undefined;
  return {
    out: outputOf(options.json === true),
    signal,
    client: () => (client ??= new DocIntake(credentials(options))),
  };
}
