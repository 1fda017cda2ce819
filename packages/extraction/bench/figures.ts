// What the benchmarks share: timing, medians, and whether a native tool is installed to compare with.
import { spawnSync } from "node:child_process";

export const has = (cmd: string) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
export const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
/** Seconds since `t0` (a performance.now() reading). */
export const secs = (t0: number) => (performance.now() - t0) / 1000;
