import { readFileSync, writeFileSync } from "node:fs";

/** Resident memory of a live process in MB: its peak (VmHWM) or its present size (VmRSS). */
export function rssMb(pid: number | undefined, which: "VmHWM" | "VmRSS" = "VmHWM"): number | null {
  if (!pid) return null;
  try {
    const m = new RegExp(`${which}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Starts a new peak: Linux resets a process's VmHWM to its present RSS when "5" is written to its
 * clear_refs. False where that is not allowed (another user's process, an old kernel).
 */
export function resetPeakRss(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}
