#!/usr/bin/env python3
"""Offline checks of rendered Helm manifests.

1. Schema: every object is validated, strictly (unknown fields are errors),
   against the Kubernetes JSON schemas shipped in the PyPI package
   `kubernetes-validate`, for each requested Kubernetes version. All errors are
   listed, not only the first. Custom resources (KEDA) are validated against
   the hand-written schemas in deploy/helm/schemas/. A kind with no schema is
   an error.
2. Chart policy: pod hardening, resources, probes, and cross-references
   between objects (selectors, Service ports, HPA/KEDA targets, PDBs, Secret
   and ConfigMap references, hook annotations).
3. NetworkPolicies, evaluated for pods of the release's namespace: the flows
   the services need (helm test -> gateway, gateway -> gRPC services,
   jobs -> files/schemas) are allowed, and pods outside the release cannot
   reach the gRPC services.

Usage: check_manifests.py --kube-version 1.29.0 [--kube-version ...] FILE...
Exit status 0 when every file passes, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
from typing import Any

import importlib_resources
import jsonschema
import yaml
from referencing import Registry, Resource

HERE = pathlib.Path(__file__).resolve().parent
CRD_SCHEMAS = HERE / "schemas"
WORKLOAD_KINDS = {"Deployment", "Job", "Pod"}


class StrictLoader(yaml.SafeLoader):
    """SafeLoader that rejects duplicate mapping keys (the API server does too)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict:
        seen: set[Any] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", key_node.start_mark)
            seen.add(key)
        return super().construct_mapping(node, deep=deep)


StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, StrictLoader.construct_mapping)


# ---- NetworkPolicy evaluation (pods of one namespace) ------------------------
def _selector_matches(sel: dict | None, labels: dict) -> bool:
    if sel is None:
        return False
    for k, v in sel.get("matchLabels", {}).items():
        if labels.get(k) != v:
            return False
    for e in sel.get("matchExpressions", []):
        val, op, vals = labels.get(e["key"]), e["operator"], e.get("values", [])
        if (
            (op == "In" and val not in vals)
            or (op == "NotIn" and val in vals)
            or (op == "Exists" and val is None)
            or (op == "DoesNotExist" and val is not None)
        ):
            return False
    return True


def _peer_matches(peer: dict, labels: dict, namespace: str) -> bool:
    """A NetworkPolicyPeer against a pod of `namespace` (ipBlock peers never match pods here)."""
    if "ipBlock" in peer:
        return False
    ns_sel = peer.get("namespaceSelector")
    if ns_sel is not None and ns_sel != {} and ns_sel.get("matchLabels") != {"kubernetes.io/metadata.name": namespace}:
        return False
    pod_sel = peer.get("podSelector")
    return pod_sel is None or _selector_matches(pod_sel, labels)


def _port_matches(rule_ports: list | None, port: tuple[str, int]) -> bool:
    if not rule_ports:
        return True
    return any(p.get("port") in (None, port[0], port[1]) for p in rule_ports)


def flow_allowed(policies: list[dict], namespace: str, src: dict, dst: dict, port: tuple[str, int]) -> bool:
    """Is TCP from pod labels `src` to pod labels `dst` on (port name, number) allowed?"""
    for direction, me, other, key, peer_key in (
        ("Egress", src, dst, "egress", "to"),
        ("Ingress", dst, src, "ingress", "from"),
    ):
        selecting = [
            p
            for p in policies
            if direction in p["spec"].get("policyTypes", ["Ingress"])
            and _selector_matches(p["spec"]["podSelector"], me)
        ]
        if not selecting:
            continue
        if not any(
            _port_matches(r.get("ports"), port)
            and (not r.get(peer_key) or any(_peer_matches(peer, other, namespace) for peer in r[peer_key]))
            for p in selecting
            for r in p["spec"].get(key, []) or []
        ):
            return False
    return True


class Checker:
    def __init__(self, kube_versions: list[str]) -> None:
        self.kube_versions = kube_versions
        self.errors: list[str] = []
        self._schemas: dict[tuple[str, str], tuple[Any, Registry] | None] = {}
        self.root = importlib_resources.files("kubernetes_validate") / "kubernetes-json-schema"
        available = {p.name for p in self.root.iterdir()}
        for v in kube_versions:
            if f"v{v}-local-strict" not in available:
                sys.exit(f"kubernetes-validate has no schemas for Kubernetes {v}")

    def error(self, where: str, msg: str) -> None:
        self.errors.append(f"{where}: {msg}")

    # ---- schema validation -------------------------------------------------
    def _k8s_schema(self, version: str, filename: str) -> tuple[Any, Registry] | None:
        key = (version, filename)
        if key not in self._schemas:
            d = self.root / f"v{version}-local-strict"
            f = d / filename
            if not f.is_file():
                self._schemas[key] = None
            else:
                schema = json.loads(f.read_text())
                defs = json.loads((d / "_definitions.json").read_text())
                registry = Resource.from_contents(defs) @ (Resource.from_contents(schema) @ Registry())
                self._schemas[key] = (schema, registry)
        return self._schemas[key]

    def _crd_schema(self, filename: str) -> tuple[Any, Registry] | None:
        f = CRD_SCHEMAS / filename
        if not f.is_file():
            return None
        return json.loads(f.read_text()), Registry()

    def validate_schema(self, where: str, obj: dict) -> None:
        api_version, kind = obj.get("apiVersion", ""), obj.get("kind", "")
        group, _, version = api_version.rpartition("/")
        short_group = group.split(".")[0]
        filename = f"{kind.lower()}-{short_group + '-' if short_group else ''}{version}.json"
        for kv in self.kube_versions:
            found = self._k8s_schema(kv, filename) or self._crd_schema(filename)
            if found is None:
                self.error(where, f"no schema for {api_version} {kind} (Kubernetes {kv})")
                continue
            schema, registry = found
            validator = jsonschema.Draft202012Validator(schema, registry=registry)
            for err in sorted(validator.iter_errors(obj), key=lambda e: list(e.absolute_path)):
                path = ".".join(str(p) for p in err.absolute_path) or "(root)"
                # anyOf/oneOf failures: show the most relevant sub-error
                best = jsonschema.exceptions.best_match([err]) if err.context else err
                self.error(where, f"[k8s {kv}] {path}: {best.message}")

    # ---- policy checks -----------------------------------------------------
    def check_pod_spec(
        self, where: str, spec: dict, kind: str, secrets: set[str], configmaps: set[str], existing_secret: str | None
    ) -> None:
        psc = spec.get("securityContext", {})
        if psc.get("runAsNonRoot") is not True:
            self.error(where, "pod securityContext.runAsNonRoot is not true")
        if psc.get("seccompProfile", {}).get("type") != "RuntimeDefault":
            self.error(where, "pod seccompProfile is not RuntimeDefault")
        if spec.get("automountServiceAccountToken") is not False:
            self.error(where, "automountServiceAccountToken is not false")
        volumes = {v["name"]: v for v in spec.get("volumes", [])}
        for c in spec.get("containers", []):
            cw = f"{where} container {c['name']}"
            sc = c.get("securityContext", {})
            if sc.get("readOnlyRootFilesystem") is not True:
                self.error(cw, "readOnlyRootFilesystem is not true")
            if sc.get("allowPrivilegeEscalation") is not False:
                self.error(cw, "allowPrivilegeEscalation is not false")
            if "ALL" not in sc.get("capabilities", {}).get("drop", []):
                self.error(cw, "capabilities do not drop ALL")
            res = c.get("resources", {})
            for section in ("requests", "limits"):
                for r in ("cpu", "memory"):
                    if r not in res.get(section, {}):
                        self.error(cw, f"resources.{section}.{r} missing")
            mounts = {m["mountPath"]: m["name"] for m in c.get("volumeMounts", [])}
            if "emptyDir" not in volumes.get(mounts.get("/tmp", ""), {}):
                self.error(cw, "no emptyDir mounted at /tmp")
            if kind == "Deployment":
                ports = {p["name"]: p["containerPort"] for p in c.get("ports", [])}
                for probe, path in (
                    ("livenessProbe", "/healthz"),
                    ("readinessProbe", "/readyz"),
                    ("startupProbe", "/healthz"),
                ):
                    get = c.get(probe, {}).get("httpGet")
                    if not get:
                        self.error(cw, f"{probe} is not an httpGet probe")
                        continue
                    if get.get("path") != path:
                        self.error(cw, f"{probe} path is {get.get('path')!r}, want {path!r}")
                    if isinstance(get.get("port"), str) and get["port"] not in ports:
                        self.error(cw, f"{probe} uses unknown port name {get['port']!r}")
            env = c.get("env", [])
            names = [e["name"] for e in env]
            dupes = {n for n in names if names.count(n) > 1}
            if dupes:
                self.error(cw, f"duplicate env vars {sorted(dupes)}")
            for e in env:
                ref = e.get("valueFrom", {}).get("secretKeyRef")
                if ref and ref["name"] not in secrets and ref["name"] != existing_secret:
                    self.error(cw, f"env {e['name']} references unknown Secret {ref['name']!r}")
            for ef in c.get("envFrom", []):
                cm = ef.get("configMapRef", {}).get("name")
                if cm and cm not in configmaps:
                    self.error(cw, f"envFrom references unknown ConfigMap {cm!r}")

    def check_network_flows(self, path: str, by_kind: dict[str, dict[str, dict]]) -> None:
        policies = list(by_kind.get("NetworkPolicy", {}).values())
        if not policies:
            return
        pods: dict[str, tuple[dict, dict[str, int]]] = {}  # component -> (labels, named ports)
        namespace = policies[0]["metadata"].get("namespace", "default")
        for kind in WORKLOAD_KINDS:
            for obj in by_kind.get(kind, {}).values():
                tpl = obj if kind == "Pod" else obj["spec"]["template"]
                labels = tpl["metadata"]["labels"]
                ports = {p["name"]: p["containerPort"] for c in tpl["spec"]["containers"] for p in c.get("ports", [])}
                pods[labels.get("app.kubernetes.io/component", "?")] = (labels, ports)
        expected = [
            ("test", "gateway", "http"),
            ("gateway", "files", "grpc"),
            ("gateway", "jobs", "grpc"),
            ("gateway", "schemas", "grpc"),
            ("jobs", "files", "grpc"),
            ("jobs", "schemas", "grpc"),
        ]
        for src, dst, port in expected:
            if src in pods and dst in pods:
                ports = pods[dst][1]
                if not flow_allowed(policies, namespace, pods[src][0], pods[dst][0], (port, ports.get(port, -1))):
                    self.error(path, f"NetworkPolicies block {src} -> {dst}:{port}")
        stranger = {"app.kubernetes.io/name": "something-else"}
        for dst in ("files", "jobs", "schemas"):
            if dst in pods and flow_allowed(
                policies, namespace, stranger, pods[dst][0], ("grpc", pods[dst][1].get("grpc", -1))
            ):
                self.error(path, f"NetworkPolicies let pods outside the release reach {dst}:grpc")

    def check_file(self, path: str, existing_secret: str | None) -> None:
        try:
            with open(path) as f:
                docs = [d for d in yaml.load_all(f, Loader=StrictLoader) if d]
        except yaml.YAMLError as e:
            self.error(path, f"invalid YAML: {e}")
            return
        if not docs:
            self.error(path, "no objects rendered")
            return
        by_kind: dict[str, dict[str, dict]] = {}
        for obj in docs:
            name = obj.get("metadata", {}).get("name", "?")
            kind = obj.get("kind", "?")
            if name in by_kind.setdefault(kind, {}):
                self.error(path, f"duplicate {kind} {name}")
            by_kind[kind][name] = obj
            self.validate_schema(f"{path}: {kind}/{name}", obj)

        secrets = set(by_kind.get("Secret", {}))
        configmaps = set(by_kind.get("ConfigMap", {}))
        deployments = by_kind.get("Deployment", {})
        for kind in WORKLOAD_KINDS:
            for name, obj in by_kind.get(kind, {}).items():
                spec = obj["spec"] if kind == "Pod" else obj["spec"]["template"]["spec"]
                self.check_pod_spec(f"{path}: {kind}/{name}", spec, kind, secrets, configmaps, existing_secret)
        for name, d in deployments.items():
            sel = d["spec"]["selector"]["matchLabels"]
            labels = d["spec"]["template"]["metadata"]["labels"]
            if any(labels.get(k) != v for k, v in sel.items()):
                self.error(f"{path}: Deployment/{name}", "selector does not match the pod template labels")
        for name, job in by_kind.get("Job", {}).items():
            hooks = job["metadata"].get("annotations", {}).get("helm.sh/hook", "")
            if not {"pre-install", "pre-upgrade"} <= set(hooks.split(",")):
                self.error(f"{path}: Job/{name}", "is not a pre-install,pre-upgrade hook")
        for name, pod in by_kind.get("Pod", {}).items():
            if pod["metadata"].get("annotations", {}).get("helm.sh/hook") != "test":
                self.error(f"{path}: Pod/{name}", "bare Pod that is not a helm test hook")

        def pods_matching(selector: dict) -> list[tuple[str, dict]]:
            return [
                (n, d)
                for n, d in deployments.items()
                if all(d["spec"]["template"]["metadata"]["labels"].get(k) == v for k, v in selector.items())
            ]

        for name, svc in by_kind.get("Service", {}).items():
            matched = pods_matching(svc["spec"]["selector"])
            if not matched:
                self.error(f"{path}: Service/{name}", "selector matches no Deployment")
            for _, d in matched:
                containers = d["spec"]["template"]["spec"]["containers"]
                port_names = {p["name"] for c in containers for p in c.get("ports", [])}
                for p in svc["spec"]["ports"]:
                    if isinstance(p.get("targetPort"), str) and p["targetPort"] not in port_names:
                        self.error(
                            f"{path}: Service/{name}", f"targetPort {p['targetPort']!r} not in {sorted(port_names)}"
                        )
        for name, pdb in by_kind.get("PodDisruptionBudget", {}).items():
            if not pods_matching(pdb["spec"]["selector"]["matchLabels"]):
                self.error(f"{path}: PodDisruptionBudget/{name}", "selector matches no Deployment")
        for kind in ("HorizontalPodAutoscaler", "ScaledObject"):
            for name, obj in by_kind.get(kind, {}).items():
                target = obj["spec"]["scaleTargetRef"]["name"]
                if target not in deployments:
                    self.error(f"{path}: {kind}/{name}", f"scaleTargetRef {target!r} is not a rendered Deployment")
                elif "replicas" in deployments[target]["spec"]:
                    self.error(f"{path}: {kind}/{name}", f"Deployment {target} sets spec.replicas while autoscaled")
        scaled = [
            o["spec"]["scaleTargetRef"]["name"]
            for k in ("HorizontalPodAutoscaler", "ScaledObject")
            for o in by_kind.get(k, {}).values()
        ]
        if len(scaled) != len(set(scaled)):
            self.error(path, "a Deployment is targeted by more than one autoscaler")
        for name, so in by_kind.get("ScaledObject", {}).items():
            for t in so["spec"]["triggers"]:
                ref = t.get("authenticationRef", {}).get("name")
                if ref and ref not in by_kind.get("TriggerAuthentication", {}):
                    self.error(f"{path}: ScaledObject/{name}", f"authenticationRef {ref!r} is not rendered")
        for name, ing in by_kind.get("Ingress", {}).items():
            for rule in ing["spec"].get("rules", []):
                for p in rule["http"]["paths"]:
                    svc = p["backend"]["service"]["name"]
                    if svc not in by_kind.get("Service", {}):
                        self.error(f"{path}: Ingress/{name}", f"backend Service {svc!r} is not rendered")
        if existing_secret and secrets:
            self.error(path, f"existingSecret is set but the chart rendered Secrets {sorted(secrets)}")
        self.check_network_flows(path, by_kind)
        print(
            f"  {path}: {len(docs)} objects, kinds: " + ", ".join(f"{k} {len(v)}" for k, v in sorted(by_kind.items()))
        )


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kube-version", action="append", required=True)
    ap.add_argument("--existing-secret", default=None, help="name of a Secret that exists outside the rendered files")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    checker = Checker(args.kube_version)
    for f in args.files:
        checker.check_file(f, args.existing_secret)
    for e in checker.errors:
        print(f"ERROR {e}")
    print(
        f"check_manifests: {len(args.files)} file(s), Kubernetes {', '.join(args.kube_version)}: "
        f"{len(checker.errors)} error(s)"
    )
    return 1 if checker.errors else 0


if __name__ == "__main__":
    sys.exit(main())
