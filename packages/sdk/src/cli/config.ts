/**
 * Where the CLI keeps the service's address and the API key: config.json in the user's config folder (env-paths:
 * ~/.config/docintake on Linux, ~/Library/Preferences/docintake on macOS, %APPDATA%\docintake\Config on Windows),
 * readable by the user alone (0600, its folder 0700). DOCINTAKE_CONFIG_DIR moves it.
 * DOCINTAKE_BASE_URL and DOCINTAKE_API_KEY, then --base-url and --key, win over it.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import envPaths from "env-paths";
import { NotConfiguredError } from "./exit-codes.ts";

export interface Credentials {
  baseUrl: string;
  apiKey: string;
}

export const configDir = (): string =>
  process.env["DOCINTAKE_CONFIG_DIR"] || envPaths("docintake", { suffix: "" }).config;
export const configFile = (): string => join(configDir(), "config.json");

export function readSaved(): Partial<Credentials> {
  const file = configFile();
  if (!existsSync(file)) return {};
  const saved = JSON.parse(readFileSync(file, "utf8")) as Partial<Credentials>;
  return { ...(saved.baseUrl ? { baseUrl: saved.baseUrl } : {}), ...(saved.apiKey ? { apiKey: saved.apiKey } : {}) };
}

export function save(credentials: Credentials): string {
  const dir = configDir();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = configFile();
  writeFileSync(file, JSON.stringify(credentials, null, 2) + "\n", { mode: 0o600 });
  // An existing file keeps its mode on write: make sure it is the user's alone.
  chmodSync(file, 0o600);
  return file;
}

/** The credentials to call with: flags, then environment, then the saved file. */
export function credentials(flags: { baseUrl?: string; key?: string }): Credentials {
  const saved = readSaved();
  const baseUrl = flags.baseUrl || process.env["DOCINTAKE_BASE_URL"] || saved.baseUrl;
  const apiKey = flags.key || process.env["DOCINTAKE_API_KEY"] || saved.apiKey;
  if (!baseUrl || !apiKey)
    throw new NotConfiguredError(
      "not logged in: run `docintake login --base-url URL` (or set DOCINTAKE_BASE_URL and DOCINTAKE_API_KEY)",
    );
  return { baseUrl, apiKey };
}
