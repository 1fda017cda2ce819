import { setFlagsFromString } from "node:v8";

/**
 * Runs `start` (which must compile and instantiate PGlite's WebAssembly) with V8's optimising tier
 * switched off, then switches it back on for every module compiled afterwards.
 *
 * Why: with the default dynamic tiering, V8 recompiles PGlite's hottest functions (PostgreSQL's
 * parser and executor, some of them enormous) with TurboFan in the first seconds of load, and that
 * compile alone takes the process from about 250 MB to over 700 MB resident. A module keeps the tiers
 * it was compiled with, including the functions it compiles lazily later, so PGlite stays on Liftoff
 * (its statements cost about the same here: the time goes into I/O and copying, not tight loops)
 * while Tesseract, compiled after the flags are restored, still tiers up: `--liftoff-only` for the
 * whole process made OCR 26% slower.
 *
 * The flags are process-wide, so whatever else compiles WebAssembly while `start` runs stays on the
 * baseline tier too. The embedded service opens its database before it creates the OCR engine; a
 * restart of a dead PGlite thread can still overlap an OCR worker's start, which is then about a
 * quarter slower until it ends after `OCR_WORKER_IDLE_MS` idle and a fresh one takes its place.
 */
let compiling = 0;

export async function withBaselineWasm<T>(
  start: () => Promise<T>,
  execArgv = process.execArgv,
  /** V8's flag setter; tests watch what is set. */
  setFlags: (flags: string) => void = setFlagsFromString,
): Promise<T> {
  // Whoever set a WebAssembly tiering flag on the command line gets exactly that, for every module.
  if (execArgv.some((arg) => /liftoff|wasm-(dynamic-tiering|tier-up)/.test(arg))) return start();
  // Overlapping calls (two databases opened at once) share one switched-off window.
  if (compiling++ === 0) {
    setFlags("--no-wasm-dynamic-tiering");
    setFlags("--no-wasm-tier-up");
  }
  try {
    return await start();
  } finally {
    if (--compiling === 0) {
      setFlags("--wasm-tier-up");
      setFlags("--wasm-dynamic-tiering");
    }
  }
}
