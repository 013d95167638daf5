"""The JSON Schema of the scenario format v1, generated from the pydantic models.

It is meant for editors (VS Code's YAML extension: put
``# yaml-language-server: $schema=<path or URL of the schema>`` on the first line of a scenario)
and for other tools. It describes what a YAML parser produces from a valid scenario file, so it
is deliberately a little more permissive than :func:`arbitro.scenario.load_scenario` where YAML
and arbitro read a value differently:

* ids (``[a-z0-9_-]+``) may also be non-negative integers: a YAML parser reads an unquoted ``010``
  as a number, arbitro reads it as the id ``"010"`` as written;
* free text (``title``, ``name``, ``text``, ``header``, ``traits``…) may also be a number or a
  boolean: ``name: 2099`` is a number to a YAML parser and the text "2099" to arbitro;
* yes/no fields also accept ``yes``/``no``/``on``/``off`` as strings (YAML 1.2 editors read them
  as strings, YAML 1.1 as booleans).

The checks that go beyond types (references between ids, one identity per player, ``of`` pointing
to an earlier effect, headers and timings agreeing, duplicate keys, limits) are only made by
``arbitro validate``. The output is deterministic: ``json.dumps(..., indent=2, ensure_ascii=False)``.
"""

from __future__ import annotations

import json

SCHEMA_ID = "https://arbitro.example/schema/scenario-v1.json"
# draft-07: the dialect editors (yaml-language-server) support best; pydantic's output uses only
# draft-07 keywords ("$defs" is reached by JSON pointer).
DIALECT = "http://json-schema.org/draft-07/schema#"


def schema_dict() -> dict:
    from arbitro.scenario.model import Scenario

    body = Scenario.model_json_schema(by_alias=True, mode="validation")
    out = {
        "$schema": DIALECT,
        "$id": SCHEMA_ID,
        "title": "arbitro scenario (arbitro/v1)",
        "description": "A Marvel Champions board state and questions about it, for the arbitro rules judge. "
                       "Spec: shared/spec/scenario-v1.md.",
    }
    for k, v in body.items():
        if k not in ("title", "description"):
            out[k] = v
    return out


def schema_json() -> str:
    return json.dumps(schema_dict(), indent=2, ensure_ascii=False)
