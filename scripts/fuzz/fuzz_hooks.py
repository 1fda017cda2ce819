"""schemathesis hooks of the fuzz stage (scripts/lib/fuzz.ts): loaded through SCHEMATHESIS_HOOKS."""

import re
import uuid

import schemathesis
from schemathesis.core.parameters import ParameterLocation

HEADER = "idempotency-key"


def _key_rule(case):
    """The (pattern, max length) the operation's document gives its Idempotency-Key header, if it has one."""
    for parameter in case.operation.iter_parameters():
        definition = parameter.definition
        if definition.get("in") == "header" and str(definition.get("name", "")).lower() == HEADER:
            schema = definition.get("schema") or {}
            return re.compile(schema.get("pattern", ".*")), schema.get("maxLength", 255)
    return None


@schemathesis.hook
def before_call(ctx, case, **kwargs):
    """Every Idempotency-Key the API would accept is made fresh, as a client sends one per new request.

    Generated keys repeat ("0", "!"), and a repeated key with the same request replays the first response: a
    creation replayed after its record was deleted names a record that is gone, which the stateful checks take for
    a record lost right after its creation. This holds in every phase and mode: a negative case may be negative
    elsewhere and still carry a valid key. Cases whose headers are the negative part (a key that breaks the
    header's rules, a missing Authorization) are left as generated, so their refusal is still tested.
    """
    meta = case.meta
    if meta is not None and meta.is_negative_at(ParameterLocation.HEADER):
        return
    headers = case.headers or {}
    rule = None
    for name in list(headers):
        if name.lower() != HEADER:
            continue
        rule = rule or _key_rule(case)
        value = headers[name]
        if rule is None or not isinstance(value, str):
            continue
        pattern, max_length = rule
        if len(value) <= max_length and pattern.search(value):
            headers[name] = str(uuid.uuid4())
