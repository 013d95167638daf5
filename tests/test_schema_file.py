"""The committed JSON Schema (schema/scenario-v1.json) is what `arbitro schema` prints."""

from __future__ import annotations

from typer.testing import CliRunner

from arbitro.app import app

from conftest import ROOT


def test_committed_schema_is_up_to_date():
    r = CliRunner().invoke(app, ["schema"])
    assert r.exit_code == 0
    committed = (ROOT / "schema" / "scenario-v1.json").read_text(encoding="utf-8")
    assert r.stdout.strip() == committed.strip(), "run: arbitro schema -o schema/scenario-v1.json"
