#!/usr/bin/env python3
"""Runs the chart's `helm test` Pod script against a local stand-in gateway.

The script of the rendered test Pod (command + args) is executed with Node on
this machine, its environment taken from the Pod spec, GATEWAY_URL pointed at a
small HTTP server on 127.0.0.1 that answers /readyz and accepts only the
expected API key on the configured request. Checks that the test passes with
the right key and fails with a wrong one.

Usage: run_test_hook.py RENDERED.yaml NODE
"""

from __future__ import annotations

import http.server
import os
import subprocess
import sys
import threading
from urllib.parse import urlsplit

import yaml

KEY = "dik_" + "k" * 40


def main() -> int:
    rendered, node = sys.argv[1], sys.argv[2]
    pods = [
        d
        for d in yaml.safe_load_all(open(rendered))
        if d and d["kind"] == "Pod" and d["metadata"].get("annotations", {}).get("helm.sh/hook") == "test"
    ]
    if len(pods) != 1:
        print(f"expected one helm test Pod, found {len(pods)}")
        return 1
    c = pods[0]["spec"]["containers"][0]
    env = {e["name"]: e.get("value", "") for e in c.get("env", []) if "value" in e}
    want = urlsplit(env["REQUEST_PATH"])
    header = env["REQUEST_HEADER"].lower()
    expected_value = env["REQUEST_PREFIX"] + KEY
    seen: list[str] = []

    class Gateway(http.server.BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

        def _answer(self) -> None:
            url = urlsplit(self.path)
            seen.append(f"{self.command} {self.path}")
            if url.path == "/readyz":
                code = 200
            elif (self.command, url.path, url.query) == (env["REQUEST_METHOD"], want.path, want.query):
                code = 200 if self.headers.get(header) == expected_value else 401
            else:
                code = 404
            self.send_response(code)
            self.send_header("content-type", "application/json")
            self.end_headers()
            self.wfile.write(b"{}")

        do_GET = do_HEAD = do_POST = do_PUT = do_PATCH = do_DELETE = _answer

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Gateway)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    failures = 0
    try:
        for key, should_pass in ((KEY, True), ("dik_" + "x" * 40, False)):
            seen.clear()
            run_env = {**os.environ, **env, "GATEWAY_URL": base, "TEST_API_KEY": "", "BOOTSTRAP_API_KEY": key}
            cmd = [node if c["command"][0] == "node" else c["command"][0], *c["command"][1:], *c["args"]]
            r = subprocess.run(cmd, env=run_env, capture_output=True, text=True, timeout=60)
            ok = (r.returncode == 0) == should_pass
            failures += not ok
            verdict = "ok" if ok else "UNEXPECTED"
            print(
                f"    helm test script, {'right' if should_pass else 'wrong'} key: exit {r.returncode} ({verdict}); "
                f"requests: {', '.join(seen)}"
            )
            if not ok:
                print(r.stdout + r.stderr)
    finally:
        server.shutdown()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
