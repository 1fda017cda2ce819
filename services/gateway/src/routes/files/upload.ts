/** POST /files/upload and the legacy POST /parse/upload: multipart files, staged as they stream, stored all or none. */
import { Type } from "typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { StagedUpload } from "@docintake/contracts";
import { invalid } from "@docintake/errors";
import { legacyUploadedFile, ok, uploadedFile } from "../../domain/present.ts";
import { awaitDetection, commitStaged, discardQuietly, stageParts, type UploadPart } from "../../domain/upload.ts";
import type { StoredResponse } from "../../domain/idempotency.ts";
import { apiBaseUrl, callerOf, idempotent, type Api, type RouteDeps } from "../../http/context.ts";
import { Envelope, failures } from "../../http/schemas/envelope.ts";
import { LegacyUploadedFile, UploadedFile } from "../../http/schemas/files.ts";
import { links } from "../../http/schemas/links.ts";
import { IdempotencyHeaders } from "../../http/schemas/primitives.ts";
import { sealPasswords, uploadPasswordFields } from "../../http/schemas/passwords.ts";

/**
 * The multipart body as the API describes it. Its handler reads it part by part as it streams, so it is keyed by
 * media type: fastify then hands it to the validators as multipart, which leave it to the handler.
 */
const multipartBody = (maxFiles: number, maxFileBytes: number) => ({
  content: {
    "multipart/form-data": {
      schema: Type.Object({
        files: Type.Array(Type.String({ format: "binary" }), {
          minItems: 1,
          maxItems: maxFiles,
          description:
            `1 to ${maxFiles} file parts named \`files\` (or \`files[0]\`, \`files[1]\`, …), each a PDF, JPEG or PNG ` +
            `judged by its bytes, at most ${maxFileBytes} bytes. A file name must not contain NUL characters or ` +
            `unpaired surrogates. Other file parts answer 400; other fields are ignored.`,
        }),
        password: Type.Optional(
          Type.String({
            description:
              "The password of the password-protected PDFs of the upload (tried on each that needs one): their " +
              "pages are counted and their type detected with it. A PDF it does not open refuses the upload " +
              "(422 PASSWORD_INCORRECT); a protected PDF sent without it is stored with `type: unknown` and " +
              "`type_reason: PASSWORD_REQUIRED`. Empty: none. Never stored in the clear, logged or returned.",
          }),
        ),
        password_hints: Type.Optional(
          Type.String({
            description:
              "JSON text of an object like the parse requests' `password_hints`: the rules banks document for their " +
              "e-statement passwords are tried with it (docs/banks.md). Text that is not such an object answers 400; " +
              "empty: none.",
          }),
        ),
      }),
    },
  },
});

const uploadSchema = (deps: RouteDeps, legacy: boolean) => {
  const { MAX_FILES: maxFiles, MAX_FILE_BYTES: maxFileBytes } = deps.config;
  return {
    tags: ["files"],
    operationId: legacy ? "uploadFilesLegacy" : "uploadFiles",
    summary: legacy
      ? "Upload files (legacy; use /files/upload)"
      : `Upload files (PDF, JPG, JPEG, PNG; up to ${maxFiles} files, ${maxFileBytes / (1024 * 1024)} MiB each)`,
    ...(legacy
      ? { deprecated: true }
      : {
          description:
            "Stores every file or none. The answer comes once each file's type is detected, or after a deadline " +
            "with type `unknown`.",
        }),
    headers: IdempotencyHeaders,
    body: multipartBody(maxFiles, maxFileBytes),
    security: [{ bearerAuth: [] }],
    response: {
      200: Envelope(
        Type.Object({
          files: Type.Array(legacy ? LegacyUploadedFile : UploadedFile),
          status: Type.Literal("done"),
        }),
      ),
      ...failures(409, 413, 415, 422),
    },
  };
};

export function uploadRoutes(app: Api, deps: RouteDeps): void {
  const { config, files } = deps;
  const limits = { maxFiles: config.MAX_FILES, maxFileBytes: config.MAX_FILE_BYTES };

  /** Commits what was staged and answers in the current or the legacy shape. */
  async function store(
    req: FastifyRequest,
    staged: StagedUpload[],
    sealedSecret: string | undefined,
    legacy: boolean,
    requestKey?: string,
  ): Promise<StoredResponse> {
    const caller = callerOf(req);
    const stored = await commitStaged(files, caller, staged, {
      ...(requestKey ? { requestKey } : {}),
      ...(sealedSecret ? { sealedSecret } : {}),
    });
    if (legacy) {
      const base = apiBaseUrl(config, req);
      return { statusCode: 200, body: ok({ files: stored.map((f) => legacyUploadedFile(f, base)), status: "done" }) };
    }
    const detected = await awaitDetection(files, caller, stored, config.UPLOAD_DETECTION_DEADLINE_MS, (err) =>
      req.log.warn({ err }, "could not wait for type detection; answering with type unknown"),
    );
    return { statusCode: 200, body: ok({ files: detected.map(uploadedFile), status: "done" }) };
  }

  async function upload(req: FastifyRequest, reply: FastifyReply, legacy: boolean): Promise<FastifyReply> {
    if (!req.isMultipart()) {
      throw invalid('expected a multipart/form-data body with file parts named "files"');
    }
    const caller = callerOf(req);
    const parts = req.parts({
      // One byte over the limit reaches the stage guard, which names the file; the service checks again.
      limits: {
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles + 1,
        fields: 100,
        parts: limits.maxFiles + 101,
      },
    }) as AsyncIterable<UploadPart>;
    // The files are staged first: their bytes are what tells this request from another under the same key.
    const { staged, contentHash, fields } = await stageParts(files, caller, parts, limits);
    let sealedSecret: string | undefined;
    try {
      sealedSecret = sealPasswords(uploadPasswordFields(fields), deps.secretKey, caller.userId);
    } catch (err) {
      await discardQuietly(
        files,
        caller,
        staged.map((s) => s.stagingId),
      );
      throw err;
    }
    return idempotent(deps, req, reply, (requestKey) => store(req, staged, sealedSecret, legacy, requestKey), {
      identity: contentHash,
      abandon: () =>
        discardQuietly(
          files,
          caller,
          staged.map((s) => s.stagingId),
        ),
    });
  }

  /** A refusal before the body was read to its end closes the connection: the rest of the body is not read. */
  const uploadOrClose = (legacy: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      return await upload(req, reply, legacy);
    } catch (err) {
      if (!req.raw.complete) reply.header("connection", "close");
      throw err;
    }
  };

  const firstFile = { file_id: "$response.body#/data/files/0/doc_id" };
  const toFile = links(200, { getFile: firstFile, downloadFile: firstFile, deleteFile: firstFile });
  app.post("/files/upload", { schema: uploadSchema(deps, false), links: toFile }, uploadOrClose(false));
  app.post("/parse/upload", { schema: uploadSchema(deps, true), links: toFile }, uploadOrClose(true));
}
