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
#    (check_manifests.py).
# 4. Negative cases: values that must be rejected.
# 5. `helm package`, and rendering the packaged chart.
#
# Needs: bash, go (>= the go directive of helm's go.mod), python3 with venv.
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
CACHE="${DOCINTAKE_CACHE_DIR:-$HOME/.cache/docintake}"

export GOPATH="$CACHE/go/path" GOMODCACHE="$CACHE/go/mod" GOCACHE="$CACHE/go/build"
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
echo "    helm: $("$HELM" version --template '{{.Version}} (Go {{.GoVersion}}, default Kubernetes {{"v1."}}')$HELM_K8S_MINOR)"
echo "    go: $(go env GOVERSION); python: $("$VENV/bin/python" -c 'import sys; print(sys.version.split()[0])')"
echo "    $("$VENV/bin/pip" list --disable-pip-version-check --format=freeze 2>/dev/null |
  grep -iE '^(kubernetes-validate|jsonschema|referencing|pyyaml)==' | tr '\n' ' ')"

OUT="$(mktemp -d "${TMPDIR:-/tmp}/docintake-helm.XXXXXX")"
if [ -z "${KEEP_RENDERED:-}" ]; then
  trap 'rm -rf "$OUT"' EXIT
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
