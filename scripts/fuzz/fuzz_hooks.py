"""schemathesis hooks of the fuzz stage (scripts/lib/fuzz.ts): loaded through SCHEMATHESIS_HOOKS."""

import uuid

import schemathesis


@schemathesis.hook
def before_call(ctx, case, **kwargs):
    """A schema-valid request carries a fresh Idempotency-Key, as a client sends one per new request.

    Generated keys repeat ("0", "!"), and a repeated key with the same body replays the first response: a creation
    replayed after its record was deleted names a record that is gone, which the stateful checks would take for a
    record lost right after its creation. Keys that break the header's rules are left as generated.
    """
    headers = case.headers or {}
    meta = case.meta
    if meta is None or not meta.generation.mode.is_positive:
        return
    for name in list(headers):
        if name.lower() == "idempotency-key":
            headers[name] = str(uuid.uuid4())
