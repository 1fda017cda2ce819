#!/usr/bin/env bash
# Offline validation of the Helm chart in charts/docintake.
#
#   deploy/helm/validate.sh            # everything
#   KEEP_RENDERED=1 deploy/helm/validate.sh   # keep rendered manifests
#
# 1. Installs its tools into ~/.cache/docintake (override: DOCINTAKE_CACHE_DIR),
#    only from registries this project can reach:
#      - helm: `go install helm.sh/helm/v3/cmd/helm@$HELM_VERSION` through the Go
#        module proxy (GOPATH/GOMODCACHE/GOCACHE under $CACHE/go), linked with
#        the same version ldflags as the official release binary;
#      - Kubernetes JSON schemas: the PyPI package kubernetes-validate (ships
#        the upstream OpenAPI schemas of Kubernetes 1.25-1.37 converted to JSON
#        Schema), in a virtualenv under $CACHE/py.
# 2. For the default values, charts/docintake/values-production.yaml and
#    deploy/helm/values-ci-alternate.yaml: `helm lint --strict` (includes
#    values.schema.json) and `helm template`.
# 3. Validates every rendered object offline and strictly (unknown fields are
#    errors) against the Kubernetes schemas of $KUBE_VERSIONS, and the KEDA
#    objects against deploy/helm/schemas/; then chart policy checks
#    (check_manifests.py: hardening, probes, resources, references between
#    objects, NetworkPolicy flows); the same for a matrix of single toggles.
# 4. The helm test Pod's script, run with Node against a stand-in gateway on
#    127.0.0.1 (passes with the right API key, fails with a wrong one);
#    NOTES.txt rendering; negative cases: values that must be rejected.
# 5. `helm package`, and rendering the packaged chart.
# 6. The image, without a Docker engine: the Dockerfile through BuildKit's
#    parser and build checks (deploy/helm/dockercheck), the build context
#    after .dockerignore, then the deps stage replayed on that context with
#    the Dockerfile's pnpm (`pnpm fetch --prod`, `pnpm install --frozen-lockfile
#    --prod --offline`): Tesseract data present, no devDependencies, every
#    dependency resolves, each service's module graph loads with Node 24.
#    SKIP_IMAGE_DEPS=1 skips the replay; IMAGE_STRICT=1 makes a module graph
#    that does not load an error instead of a warning.
#
# Needs: bash, go (>= the go directive of helm's go.mod), python3 with venv,
# node and npm (pnpm is installed by the script).
set -euo pipefail

HELM_VERSION="${HELM_VERSION:-v3.22.0}"
# Kubernetes minor of the k8s.io modules in that helm release (v0.37.x): the
# official binary is linked with it as its default Capabilities.KubeVersion.
HELM_K8S_MINOR="${HELM_K8S_MINOR:-37}"
KUBERNETES_VALIDATE_VERSION="${KUBERNETES_VALIDATE_VERSION:-1.37.0}"
# The chart's kubeVersion floor, a middle release and the newest schemas.
KUBE_VERSIONS="${KUBE_VERSIONS:-1.29.0 1.33.0 1.37.0}"
RENDER_KUBE_VERSION="${RENDER_KUBE_VERSION:-1.37.0}"

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CHART="$ROOT/charts/docintake"
HERE="$ROOT/deploy/helm"
CACHE="${DOCINTAKE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/docintake}"

# Same Go layout as deploy/local, so both share module downloads and builds.
export GOPATH="$CACHE/go/path" GOMODCACHE="$CACHE/go/modcache" GOCACHE="$CACHE/go/build"
export GOFLAGS="-modcacherw" CGO_ENABLED=0 GOTOOLCHAIN="${GOTOOLCHAIN:-auto}"
HELM="$CACHE/go/bin/helm-$HELM_VERSION"
VENV="$CACHE/py/kubernetes-validate-$KUBERNETES_VALIDATE_VERSION"

START=$(date +%s)
step_start=$START
step() {
  local now
  now=$(date +%s)
  [ -n "${STEP_NAME:-}" ] && printf '    (%ss)\n' "$((now - step_start))"
  step_start=$now
  STEP_NAME="$1"
  printf '==> %s\n' "$1"
}
fail() {
  printf 'FAIL: %s\n' "$*" >&2
  exit 1
}

step "tools: helm $HELM_VERSION (go install), kubernetes-validate $KUBERNETES_VALIDATE_VERSION (pip)"
command -v go >/dev/null || fail "go is not on PATH"
command -v python3 >/dev/null || fail "python3 is not on PATH"
if [ ! -x "$HELM" ]; then
  mkdir -p "$CACHE/go/bin"
  tmpbin="$(mktemp -d "$CACHE/go/bin/.install.XXXXXX")"
  ldflags="-s -w -X helm.sh/helm/v3/internal/version.version=$HELM_VERSION"
  ldflags+=" -X helm.sh/helm/v3/internal/version.gitTreeState=clean"
  for pkg in helm.sh/helm/v3/pkg/chartutil helm.sh/helm/v3/pkg/lint/rules; do
    ldflags+=" -X $pkg.k8sVersionMajor=1 -X $pkg.k8sVersionMinor=$HELM_K8S_MINOR"
  done
  GOBIN="$tmpbin" go install -trimpath -ldflags "$ldflags" "helm.sh/helm/v3/cmd/helm@$HELM_VERSION"
  mv "$tmpbin/helm" "$HELM"
  rmdir "$tmpbin"
fi
if [ ! -x "$VENV/bin/python" ] || ! "$VENV/bin/python" -c 'import kubernetes_validate' 2>/dev/null; then
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "kubernetes-validate==$KUBERNETES_VALIDATE_VERSION"
fi
# The project's own Node (root devDependency) when installed, else the one on PATH.
NODE="$ROOT/node_modules/node/bin/node"
[ -x "$NODE" ] || NODE="$(command -v node)" || fail "node is not on PATH"
echo "    helm: $("$HELM" version --template '{{.Version}} (Go {{.GoVersion}}, default Kubernetes {{"v1."}}')$HELM_K8S_MINOR)"
echo "    go: $(go env GOVERSION); python: $("$VENV/bin/python" -c 'import sys; print(sys.version.split()[0])')"
echo "    $("$VENV/bin/pip" list --disable-pip-version-check --format=freeze 2>/dev/null |
  grep -iE '^(kubernetes-validate|jsonschema|referencing|pyyaml)==' | tr '\n' ' ')"

OUT="$(mktemp -d "${TMPDIR:-/tmp}/docintake-helm.XXXXXX")"
if [ -z "${KEEP_RENDERED:-}" ]; then
  trap 'rm -rf "$OUT"' EXIT
fi

step "Dockerfile: BuildKit parser and build checks, project rules, .dockerignore context"
dockercheck_sum="$(cat "$HERE/dockercheck/go.mod" "$HERE/dockercheck/go.sum" "$HERE/dockercheck/main.go" | sha256sum | cut -c1-12)"
DOCKERCHECK="$CACHE/go/bin/dockercheck-$dockercheck_sum"
if [ ! -x "$DOCKERCHECK" ]; then
  (cd "$HERE/dockercheck" && go build -trimpath -o "$DOCKERCHECK" .)
fi
"$DOCKERCHECK" -context "$ROOT" -out "$OUT/context" | sed 's/^/    /'
[ "${PIPESTATUS[0]}" -eq 0 ] || fail "Dockerfile / .dockerignore checks"

if [ -z "${SKIP_IMAGE_DEPS:-}" ]; then
  PNPM_VERSION="$(sed -n 's/^ARG PNPM_VERSION=//p' "$ROOT/Dockerfile")"
  step "image deps stage replayed without Docker (pnpm $PNPM_VERSION, production dependencies only)"
  grep -q "\"packageManager\": *\"pnpm@$PNPM_VERSION\"" "$ROOT/package.json" ||
    fail "Dockerfile PNPM_VERSION=$PNPM_VERSION differs from packageManager in package.json"
  PNPM="$CACHE/pnpm-$PNPM_VERSION/bin/pnpm"
  if [ ! -x "$PNPM" ]; then
    npm install --global --prefix "$CACHE/pnpm-$PNPM_VERSION" --no-audit --no-fund --loglevel=error \
      "pnpm@$PNPM_VERSION" >/dev/null
  fi
  app="$OUT/app"
  mkdir -p "$app"
  # Same two steps as the Dockerfile: fetch from the lockfile (and the patches it
  # names) alone, then an offline install over the whole build context.
  cp "$OUT/context/pnpm-lock.yaml" "$OUT/context/pnpm-workspace.yaml" "$OUT/context/.npmrc" "$app/"
  cp -a "$OUT/context/patches" "$app/"
  (cd "$app" && CI=true "$PNPM" fetch --prod --store-dir "$CACHE/pnpm-store") >"$OUT/pnpm-fetch.log" 2>&1 ||
    {
      tail -n 30 "$OUT/pnpm-fetch.log"
      fail "pnpm fetch --prod"
    }
  cp -a "$OUT/context/." "$app/"
  (cd "$app" && CI=true "$PNPM" install --frozen-lockfile --prod --offline --store-dir "$CACHE/pnpm-store") \
    >"$OUT/pnpm-install.log" 2>&1 ||
    {
      tail -n 30 "$OUT/pnpm-install.log"
      fail "pnpm install --frozen-lockfile --prod --offline"
    }
  eng="$app/packages/extraction/node_modules/@tesseract.js-data/eng"
  if [ ! -d "$eng" ] || [ -z "$(find -L "$eng" -name '*.traineddata*' -print -quit)" ]; then
    fail "Tesseract language data (@tesseract.js-data/eng) is not in the production install"
  fi
  for dev in typescript jest eslint prettier node; do
    [ ! -e "$app/node_modules/$dev" ] || fail "devDependency '$dev' was installed in the image"
  done
  for role in gateway files jobs schemas detector extractor notifier migrate; do
    [ -f "$app/services/$role/src/main.ts" ] || fail "services/$role/src/main.ts (the image's entry point) is missing"
  done
  # Every declared dependency of every workspace package resolves from the
  # production install.
  unresolved=0
  for pj in "$app"/services/*/package.json "$app"/packages/*/package.json; do
    dir="$(dirname "$pj")"
    # shellcheck disable=SC2016 # JavaScript, not shell
    (cd "$dir" && "$NODE" --input-type=module -e '
      import { existsSync, readFileSync } from "node:fs";
      const deps = Object.keys(JSON.parse(readFileSync("package.json", "utf8")).dependencies ?? {});
      let bad = 0;
      for (const d of deps) {
        // A package of data files only (models, language data) exports no module: its folder is enough.
        const present = () => existsSync(`node_modules/${d}/package.json`);
        try { import.meta.resolve(d); } catch (e) { if (!present()) { bad++; console.log(`    unresolved: ${process.cwd()}: ${d}: ${e.code ?? e.message}`); } }
      }
      process.exit(bad ? 1 : 0);') || unresolved=1
  done
  [ "$unresolved" -eq 0 ] || fail "dependencies missing from the production install"
  # Load each service's module graph (app.ts: no side effects, unlike main.ts)
  # with the image's Node and the entrypoint's preload: catches runtime imports
  # of devDependencies and TypeScript that type stripping cannot run.
  if "$NODE" -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)'; then
    loaded_ok=() loaded_bad=()
    for role in gateway files jobs schemas detector extractor notifier; do
      mod="$app/services/$role/src/app.ts"
      [ -f "$mod" ] || continue
      if (cd "$app" && timeout 60 "$NODE" --disable-warning=ExperimentalWarning --import=./packages/config/src/preload.ts --input-type=module \
        -e "await import('./services/$role/src/app.ts'); process.exit(0)") >"$OUT/import-$role.log" 2>&1; then
        loaded_ok+=("$role")
      else
        loaded_bad+=("$role")
        echo "    WARN services/$role/src/app.ts does not load from the production install:"
        grep -m1 -oE '(Error \[[A-Z_]+\]|[A-Za-z]*Error): .*' "$OUT/import-$role.log" | cut -c1-220 | sed 's/^/      /'
      fi
    done
    # A broken module graph is a warning unless IMAGE_STRICT=1 (the workspace
    # may be mid-change); everything else in this step is fatal.
    [ "${#loaded_bad[@]}" -eq 0 ] || [ -z "${IMAGE_STRICT:-}" ] ||
      fail "service module graphs do not load: ${loaded_bad[*]}"
    loaded="module graphs load with Node $("$NODE" --version): ${loaded_ok[*]:-none}${loaded_bad[*]:+; FAILED: ${loaded_bad[*]}}"
  else
    loaded="module graphs NOT loaded: needs Node >= 24 (found $("$NODE" --version))"
  fi
  echo "    pnpm $PNPM_VERSION: $(grep -c . "$OUT/pnpm-install.log") log lines; production node_modules: $(du -sh "$app/node_modules" | cut -f1)"
  echo "    tesseract eng data: $(du -shL "$eng" | cut -f1); dependencies of $(find "$app"/services "$app"/packages -mindepth 2 -maxdepth 2 -name package.json | wc -l) workspace packages resolve"
  echo "    $loaded"
fi

# name | values file ("" = chart defaults) | Secret that exists outside the chart
SCENARIOS=(
  "default||"
  "production|$CHART/values-production.yaml|docintake-credentials"
  "alternate|$HERE/values-ci-alternate.yaml|"
)

step "helm lint --strict and helm template (Kubernetes $RENDER_KUBE_VERSION)"
for s in "${SCENARIOS[@]}"; do
  IFS='|' read -r name values _ <<<"$s"
  args=()
  [ -n "$values" ] && args=(-f "$values")
  "$HELM" lint --strict --quiet "$CHART" "${args[@]}" --kube-version "$RENDER_KUBE_VERSION" >"$OUT/lint-$name.txt" 2>&1 ||
    {
      cat "$OUT/lint-$name.txt"
      fail "helm lint ($name)"
    }
  "$HELM" template "docintake" "$CHART" "${args[@]}" --namespace docintake \
    --kube-version "$RENDER_KUBE_VERSION" >"$OUT/$name.yaml" || fail "helm template ($name)"
  echo "    $name: lint ok, $(grep -c '^kind:' "$OUT/$name.yaml") objects rendered"
done

step "schema + policy checks against Kubernetes $KUBE_VERSIONS (offline, strict)"
kv_args=()
for v in $KUBE_VERSIONS; do kv_args+=(--kube-version "$v"); done
for s in "${SCENARIOS[@]}"; do
  IFS='|' read -r name _ existing <<<"$s"
  extra=()
  [ -n "$existing" ] && extra=(--existing-secret "$existing")
  "$VENV/bin/python" "$HERE/check_manifests.py" "${kv_args[@]}" "${extra[@]}" "$OUT/$name.yaml" ||
    fail "manifest checks ($name)"
done

step "toggle matrix: one switch at a time from the defaults, rendered and checked"
TOGGLES=(
  "gateway.enabled=false"
  "files.enabled=false"
  "notifier.enabled=false"
  "networkPolicy.enabled=false"
  "migrations.enabled=false,tests.enabled=false"
  "serviceAccount.create=false"
  "auth.bootstrapApiKey.enabled=false"
  "auth.jwt.hs256Secret=abc,auth.jwt.audience=docintake"
  "ingress.enabled=true,gateway.autoscaling.enabled=true"
  "config.otelExporterOtlpEndpoint=http://otel:4318,config.callbackAllowPrivate=true"
  "kafka.ssl=true,kafka.sasl.enabled=true,kafka.sasl.username=u,kafka.sasl.password=p,notifier.keda.enabled=true"
)
toggle_files=()
i=0
for t in "${TOGGLES[@]}"; do
  i=$((i + 1))
  "$HELM" template docintake "$CHART" --set "$t" --namespace docintake --kube-version "$RENDER_KUBE_VERSION" \
    >"$OUT/toggle-$i.yaml" || fail "helm template --set $t"
  toggle_files+=("$OUT/toggle-$i.yaml")
done
"$HELM" template docintake "$CHART" --namespace docintake --kube-version "$RENDER_KUBE_VERSION" \
  --set secrets.existingSecret=creds,kafka.sasl.enabled=true,extractor.keda.enabled=true >"$OUT/toggle-existing.yaml" ||
  fail "helm template with secrets.existingSecret"
{
  "$VENV/bin/python" "$HERE/check_manifests.py" "${kv_args[@]}" "${toggle_files[@]}" &&
    "$VENV/bin/python" "$HERE/check_manifests.py" "${kv_args[@]}" --existing-secret creds "$OUT/toggle-existing.yaml"
} >"$OUT/toggles.log" || {
  grep -E 'ERROR|error' "$OUT/toggles.log"
  fail "toggle matrix"
}
echo "    $((${#TOGGLES[@]} + 1)) variants: $(grep -c ' 0 error(s)' "$OUT/toggles.log") check run(s) clean"

step "helm test Pod script against a local stand-in gateway (127.0.0.1)"
for s in "${SCENARIOS[@]}"; do
  IFS='|' read -r name _ _ <<<"$s"
  "$VENV/bin/python" "$HERE/run_test_hook.py" "$OUT/$name.yaml" "$NODE" || fail "helm test script ($name)"
done

step "NOTES.txt renders for every scenario"
# `helm install --dry-run` needs a cluster, and `helm template` skips NOTES.txt:
# render it through tpl in a scratch copy of the chart instead.
cp -r "$CHART" "$OUT/notes-chart"
cp "$CHART/templates/NOTES.txt" "$OUT/notes-chart/notes-check.txt" # .Files skips templates/
cat >"$OUT/notes-chart/templates/zz-notes-check.yaml" <<'YAML'
apiVersion: v1
kind: ConfigMap
metadata:
  name: notes-check
data:
  notes: {{ tpl (.Files.Get "notes-check.txt") . | toJson }}
YAML
for s in "${SCENARIOS[@]}"; do
  IFS='|' read -r name values _ <<<"$s"
  args=()
  [ -n "$values" ] && args=(-f "$values")
  "$HELM" template docintake "$OUT/notes-chart" "${args[@]}" --namespace docintake \
    --kube-version "$RENDER_KUBE_VERSION" --show-only templates/zz-notes-check.yaml >"$OUT/notes-$name.yaml" ||
    fail "NOTES.txt ($name)"
  "$VENV/bin/python" -c 'import sys, yaml; print(yaml.safe_load(open(sys.argv[1]))["data"]["notes"])' \
    "$OUT/notes-$name.yaml" >"$OUT/notes-$name.txt"
  [ "$(wc -l <"$OUT/notes-$name.txt")" -gt 5 ] || fail "NOTES.txt ($name) rendered almost nothing"
  echo "    $name: $(wc -l <"$OUT/notes-$name.txt") lines"
done
if [ -n "${SHOW_NOTES:-}" ]; then sed 's/^/    | /' "$OUT/notes-production.txt"; fi

step "negative cases: values that must be rejected"
NEGATIVE=(
  "schema: unknown top-level key|--set|unknownKey=1"
  "schema: bad SASL mechanism|--set|kafka.sasl.mechanism=oauth"
  "schema: bad log level|--set|config.logLevel=loud"
  "schema: broker without port|--set|kafka.brokers={kafka}"
  "schema: malformed image digest|--set|image.digest=sha256:abc"
  "schema: TLS entry without secretName|--set|ingress.tls[0].hosts[0]=a.example.com"
  "template: both JWT secret and JWKS URL|--set|auth.jwt.hs256Secret=x,auth.jwt.jwksUrl=https://id.example.com/jwks"
  "template: SASL without password|--set|kafka.sasl.enabled=true,kafka.sasl.username=u"
  "template: HPA and KEDA on one worker|--set|extractor.autoscaling.enabled=true,extractor.keda.enabled=true"
  "template: HPA min > max|--set|gateway.autoscaling.enabled=true,gateway.autoscaling.minReplicas=5,gateway.autoscaling.maxReplicas=2"
  "template: ingress without gateway|--set|ingress.enabled=true,gateway.enabled=false"
)
for n in "${NEGATIVE[@]}"; do
  IFS='|' read -r label flag value <<<"$n"
  if "$HELM" template docintake "$CHART" "$flag" "$value" --kube-version "$RENDER_KUBE_VERSION" \
    >"$OUT/negative.yaml" 2>"$OUT/negative.err"; then
    fail "accepted invalid values: $label ($value)"
  fi
  reason="$(grep -m1 -E "^- at '" "$OUT/negative.err" || grep -m1 -oE 'execution error at \([^)]*\): .*' "$OUT/negative.err" || head -n1 "$OUT/negative.err")"
  echo "    rejected: $label -> ${reason#execution error at }"
done

step "helm package and render the packaged chart"
"$HELM" package "$CHART" --destination "$OUT/pkg" >/dev/null
pkg="$(ls "$OUT"/pkg/docintake-*.tgz)"
"$HELM" lint --strict --quiet "$pkg" --kube-version "$RENDER_KUBE_VERSION" >/dev/null
"$HELM" template docintake "$pkg" -f "$CHART/values-production.yaml" --namespace docintake \
  --kube-version "$RENDER_KUBE_VERSION" >"$OUT/packaged.yaml"
cmp -s <(grep -v 'checksum/' "$OUT/packaged.yaml") <(grep -v 'checksum/' "$OUT/production.yaml") ||
  fail "the packaged chart renders differently from the source chart (.helmignore?)"
echo "    $(basename "$pkg"): $(tar -tzf "$pkg" | wc -l) files"

step "done"
[ -n "${KEEP_RENDERED:-}" ] && echo "    rendered manifests kept in $OUT"
echo "validate.sh: all checks passed in $(($(date +%s) - START))s"
