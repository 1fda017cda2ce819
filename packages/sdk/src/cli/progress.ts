/** Progress bars (cli-progress) on standard error, or nothing when it is not a terminal or JSON was asked for. */
import cliProgress from "cli-progress";
import type { Output } from "./output.ts";

export interface Bar {
  update(value: number, payload?: Record<string, unknown>): void;
  stop(): void;
}

const NONE: Bar = { update: () => {}, stop: () => {} };

/** One bar over the bytes of an upload. */
export function bytesBar(out: Output, total: number, label: string): Bar {
  if (!out.interactive) return NONE;
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {sent}/{size}`,
      stream: process.stderr,
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MiB`;
  bar.start(total, 0, { sent: mb(0), size: mb(total) });
  return {
    update: (value) => bar.update(value, { sent: mb(value), size: mb(total) }),
    stop: () => bar.stop(),
  };
}

/** One bar per document (0–100 %), each with its state written beside it. */
export function documentBars(out: Output) {
  if (!out.interactive) return { add: (): Bar => NONE, stop: () => {} };
  const multi = new cliProgress.MultiBar(
    {
      format: "{name} [{bar}] {percentage}% | {state}",
      stream: process.stderr,
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  return {
    add(name: string): Bar {
      const bar = multi.create(100, 0, { name: name.slice(0, 32).padEnd(32), state: "uploading" });
      return { update: (value, payload) => bar.update(value, payload), stop: () => bar.stop() };
    },
    stop: () => multi.stop(),
  };
}
