import {
  DEFAULT_DETECTION_ENGINE,
  DEFAULT_OCR_ENGINE,
  DEFAULT_OCR_FALLBACK,
  DEFAULT_OCR_FALLBACK_BELOW,
  DEFAULT_OCR_CONSULT_BELOW,
  DEFAULT_OCR_PAGE_LANGUAGES,
  OCR_ENGINES,
  OCR_FALLBACK_ENGINES,
  OCR_LANGUAGES,
  OCR_PAGE_LANGUAGES,
  type OcrLanguage,
  type OcrPageLanguage,
} from "@docintake/extraction/ocr-options";
import { z } from "zod";

export { z };

/**
 * Parses a service's configuration once, at start-up, from a plain record (usually process.env).
 * Fails with every problem listed so an operator can fix them in one go.
 */
export function loadConfig<S extends z.ZodType>(schema: S, source: Record<string, string | undefined>): z.infer<S> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
    throw new Error(`invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** Env-var booleans: "true"/"1"/"yes" are true; anything else false. */
export const envBool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["true", "1", "yes"].includes(v.toLowerCase())));

export const envInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const n = Number(v);
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: "custom", message: `expected an integer, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });

/** Env-var numbers within [min, max]; empty or absent: the fallback. */
export const envNumber = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `expected a number from ${min} to ${max}, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });

/**
 * The key documents' passwords are sealed with while they wait for their jobs (AES-256-GCM): 32 bytes as 64 hex
 * digits or base64. Every process that handles a password must have the same one; unset, it is generated once
 * into DATA_DIR (the embedded default; processes that share that folder share it).
 */
export function documentSecretConfig() {
  return {
    DOCUMENT_SECRET_KEY: z
      .string()
      .optional()
      .refine((v) => !v || /^[0-9a-f]{64}$/i.test(v.trim()) || Buffer.from(v.trim(), "base64").length === 32, {
        message: "expected 32 bytes: 64 hex digits or base64",
      }),
  };
}

/** The shared connection settings every deployable understands; each service picks what it needs. */
export const infraConfig = {
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(".data"),
  KAFKA_BROKERS: z.string().optional(),
  KAFKA_SSL: envBool(false),
  KAFKA_SASL_MECHANISM: z.enum(["plain", "scram-sha-256", "scram-sha-512"]).optional(),
  KAFKA_SASL_USERNAME: z.string().optional(),
  KAFKA_SASL_PASSWORD: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z.string().default("docintake"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().optional(),
  ...documentSecretConfig(),
};

/** `eng`, `eng+deu`, `eng,hin`: each one a language the OCR engines have data for, English by default. */
const ocrLanguages = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const names = (v ?? "").split(/[+,\s]+/).filter(Boolean);
    const unknown = names.filter((n) => !(OCR_LANGUAGES as readonly string[]).includes(n));
    if (unknown.length) {
      ctx.addIssue({ code: "custom", message: `unknown ${unknown.join(", ")}; expected ${OCR_LANGUAGES.join(", ")}` });
      return z.NEVER;
    }
    return names.length ? [...new Set(names as OcrLanguage[])] : (["eng"] as OcrLanguage[]);
  });

/**
 * What one document may cost while it is read, in every process that opens documents (the files service
 * at upload, the detector, the extractor, the embedded service): past a limit the document is refused as
 * UNPROCESSABLE_DOCUMENT, the limit named. The defaults are the extraction library's (DEFAULT_READ_LIMITS).
 */
export const documentLimitsConfig = (defaults: { maxDecodedBytes: number; maxRenderPixels: number }) => ({
  /**
   * Bytes the decoders may produce for one document, all its streams together (inflated content, fonts,
   * images): a flate bomb stops there. The heaviest of 478 real and test documents needs 9 MiB.
   */
  MAX_DECODED_BYTES: envInt(defaults.maxDecodedBytes).refine((n) => n >= 2 ** 20, "expected at least 1 MiB"),
  /**
   * Pixels a page is rendered at for OCR, at most (a larger page is rendered smaller); with the layers
   * a page is painted through, a document holds at most twice this in pictures at once (4 bytes each).
   */
  MAX_RENDER_PIXELS: envInt(defaults.maxRenderPixels).refine((n) => n >= 1_000_000, "expected at least 1000000"),
});

/** `deu,fra,hin`, `deu`, or `none`: the languages a page is read again in where its first reading shows one. */
const ocrPageLanguages = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === "") return [...DEFAULT_OCR_PAGE_LANGUAGES];
    const names = v.split(/[+,\s]+/).filter((n) => n && n !== "none");
    const unknown = names.filter((n) => !(OCR_PAGE_LANGUAGES as readonly string[]).includes(n));
    if (unknown.length) {
      ctx.addIssue({
        code: "custom",
        message: `unknown ${unknown.join(", ")}; expected ${OCR_PAGE_LANGUAGES.join(", ")} or none`,
      });
      return z.NEVER;
    }
    return [...new Set(names as OcrPageLanguage[])];
  });

/**
 * How a process that reads documents (the detector, the extractor, the embedded service) spends threads
 * and memory on them; each passes its own defaults.
 */
export const documentReadingConfig = (defaults: {
  ocrWorkers: number;
  layoutThreads: number;
  limits: { maxDecodedBytes: number; maxRenderPixels: number };
}) => ({
  ...documentLimitsConfig(defaults.limits),
  /** OCR workers (pages read at once); 0: one per core. Each holds 65–120 MB (tesseract) or more (PP-OCR) while it lives. */
  OCR_WORKERS: envInt(defaults.ocrWorkers).refine((n) => n >= 0, "expected 0 or more"),
  /** An OCR worker idle this long ends, giving back its memory. */
  OCR_WORKER_IDLE_MS: envInt(60_000).refine((n) => n >= 1000, "expected at least 1000"),
  /** `paddle` (PP-OCR), `tesseract`, or `auto`: PP-OCR unless OCR_LANGUAGES names a language only tesseract reads. */
  OCR_ENGINE: z.enum(OCR_ENGINES).default(DEFAULT_OCR_ENGINE),
  /** The engine that reads again a page OCR_ENGINE read unsure of itself (English only for PP-OCR), or `none`. */
  OCR_FALLBACK_ENGINE: z.enum(OCR_FALLBACK_ENGINES).default(DEFAULT_OCR_FALLBACK),
  /** The mean word confidence (0–1) under which a page is read again by OCR_FALLBACK_ENGINE. */
  OCR_FALLBACK_BELOW: envNumber(DEFAULT_OCR_FALLBACK_BELOW, 0, 1),
  /**
   * The mean word confidence (0–1) under which a page read at OCR_FALLBACK_BELOW or more is read by
   * OCR_FALLBACK_ENGINE too, only to fill the invoice's key fields the first reading lacks.
   */
  OCR_CONSULT_BELOW: envNumber(DEFAULT_OCR_CONSULT_BELOW, 0, 1),
  /** Languages of the scanned pages, joined by `+` or `,`; tesseract reads them all at once. */
  OCR_LANGUAGES: ocrLanguages,
  /**
   * Languages (`deu`, `fra`) a page is read again in, by tesseract with OCR_LANGUAGES beside, where its first
   * reading shows it is in one; that reading takes the first's place. `none`: never.
   */
  OCR_PAGE_LANGUAGES: ocrPageLanguages,
  /**
   * Tesseract: clear a page's long horizontal rules (table borders) from its picture before reading it.
   * Off by default: it lifts bordered scans but lowered real phone photos (docs/ocr.md).
   */
  OCR_CLEAR_RULES: envBool(false),
  /**
   * PP-OCR: read a photographed page whose four edges show flattened out of its perspective first.
   * Off by default: generated photos read no better, and real ones seldom show all four edges (docs/ocr.md).
   */
  OCR_FLATTEN: envBool(false),
  /** PP-OCR: threads each OCR worker reads a page with; 0: the cores shared among the workers. */
  OCR_THREADS: envInt(0).refine((n) => n >= 0 && n <= 64, "expected 0 to 64"),
  /** PP-OCR: pixels across the long side of the picture its text detection reads; 0: the engine's default. */
  OCR_DETECTION_SIZE: envInt(0).refine((n) => n === 0 || (n >= 320 && n <= 4096), "expected 0 or 320 to 4096"),
  /** Threads that read PDFs and pictures (pdfjs, rendering); 0: the event loop's own thread. */
  LAYOUT_THREADS: envInt(defaults.layoutThreads).refine((n) => n >= 0, "expected 0 or more"),
  /**
   * Old-generation limit of each layout thread, in MB (0: V8's default for the machine). V8 lets a heap
   * grow further past its live data the larger its limit is; a thread that reaches it is replaced and
   * what it was reading is tried again on the new one (a document that stops a thread alone twice
   * fails as unreadable); the process goes on.
   */
  LAYOUT_THREAD_HEAP_MB: envInt(512).refine((n) => n === 0 || n >= 64, "expected 0 or at least 64"),
  /**
   * ArrayBuffers each layout thread may hold, in MB (0: no limit): decoded streams and images live there,
   * outside the heap LAYOUT_THREAD_HEAP_MB bounds. A thread past it is stopped and replaced as at its heap
   * limit: the backstop should a decoder escape MAX_DECODED_BYTES.
   */
  LAYOUT_THREAD_BUFFERS_MB: envInt(512).refine((n) => n === 0 || n >= 64, "expected 0 or at least 64"),
});

/**
 * How a process that decides the type of uploads (the detector, the embedded service) reads scans and photos
 * for it; each passes its own default engine.
 */
export const typeDetectionConfig = (defaultEngine: (typeof OCR_ENGINES)[number] = DEFAULT_DETECTION_ENGINE) => ({
  /**
   * The OCR engine of the upload's quick reading, which the upload waits for: `paddle`, `tesseract` or
   * `auto`, as OCR_ENGINE. (OCR_DETECTION_SIZE is PP-OCR's text detection, another matter.)
   */
  DETECTION_OCR_ENGINE: z.enum(OCR_ENGINES).default(defaultEngine),
  /**
   * Workers of DETECTION_OCR_ENGINE started with the process and kept however long they idle (at most
   * OCR_WORKERS): an upload of scans after a quiet spell is typed as fast as the next one. Each holds its
   * models (PP-OCR: about 90 MB). 0: they start at the first scan and end when idle, as the others do.
   */
  DETECTION_OCR_KEPT: envInt(2).refine((n) => n >= 0, "expected 0 or more"),
});

/** An integer setting kept within [min, max]: a value outside would make the service misbehave, not just slow. */
const envIntWithin = (fallback: number, min: number, max: number) =>
  envInt(fallback).refine((n) => n >= min && n <= max, {
    error: (issue) => `expected an integer from ${min} to ${max}, got ${String(issue.input)}`,
  });

/**
 * How callbacks are delivered: the address guard, the retry policy, each attempt's timeout and how often
 * the deliverer looks for due ones. The notifier and the embedded service (which runs the same deliverer
 * in-process) read the same settings.
 */
export const callbackDeliveryConfig = {
  CALLBACK_ALLOW_LOOPBACK: envBool(false),
  CALLBACK_ALLOW_PRIVATE: envBool(false),
  /** At least one call; more only prolong a dead receiver's retries (at the default backoff, 50 span about 5 h). */
  CALLBACK_MAX_ATTEMPTS: envIntWithin(8, 1, 50),
  /** Below 100 ms a receiver that is down is hit again before it could recover; above an hour, a blip costs hours. */
  CALLBACK_INITIAL_BACKOFF_MS: envIntWithin(1000, 100, 3_600_000),
  /** Up to a day between attempts: a longer wait would leave the job's callback status stale for no gain. */
  CALLBACK_MAX_BACKOFF_MS: envIntWithin(600_000, 1000, 86_400_000),
  /**
   * Resolving the receiver, connecting and its answer need a second at least. A claimed callback is held for
   * this plus 30 s, so a long timeout also delays the retry of a callback whose replica died.
   */
  CALLBACK_TIMEOUT_MS: envIntWithin(10_000, 1000, 300_000),
  /** How often the deliverer looks for callbacks come due: retries are made up to this late. */
  CALLBACK_POLL_MS: envIntWithin(500, 50, 60_000),
};
