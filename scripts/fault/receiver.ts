// The customer's webhook receiver for the fault matrix: records every callback with what it answered, and can
// answer 500 for a while (a receiver that is itself failing) before answering 200 again.
import { createServer } from "node:http";

export interface Receipt {
  jobId: string;
  eventId: string;
  status: string;
  /** The status code this receiver answered. */
  answered: number;
}

export interface Receiver {
  /** The callback URL of one scenario: its receipts are kept apart from the others'. */
  url(scenario: string): string;
  receipts(scenario: string): Receipt[];
  /** Answers 500 to the scenario's callbacks until `until` (ms since the epoch). */
  failUntil(scenario: string, until: number): void;
  close(): Promise<void>;
}

export async function startReceiver(port: number): Promise<Receiver> {
  const byScenario = new Map<string, Receipt[]>();
  const failing = new Map<string, number>();
  const server = createServer((req, res) => {
    const scenario = decodeURIComponent((req.url ?? "").replace(/^\/cb\//, ""));
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const answered = Date.now() < (failing.get(scenario) ?? 0) ? 500 : 200;
      res.writeHead(answered).end();
      try {
        const e = JSON.parse(body) as { job_id: string; status: string };
        const list = byScenario.get(scenario) ?? [];
        byScenario.set(scenario, list);
        list.push({
          jobId: e.job_id,
          eventId: String(req.headers["x-docintake-event-id"] ?? ""),
          status: e.status,
          answered,
        });
      } catch {
        /* not a callback */
      }
    });
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return {
    url: (scenario) => `http://127.0.0.1:${port}/cb/${encodeURIComponent(scenario)}`,
    receipts: (scenario) => byScenario.get(scenario) ?? [],
    failUntil: (scenario, until) => void failing.set(scenario, until),
    close: () => new Promise((r) => server.close(() => r())),
  };
}
