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


def test_committed_format_reference_is_up_to_date():
    r = CliRunner().invoke(app, ["schema", "--reference"])
    assert r.exit_code == 0
    committed = (ROOT / "docs" / "format.md").read_text(encoding="utf-8")
    assert r.stdout == committed, "run: arbitro schema --reference -o docs/format.md"


def test_format_reference_documents_every_field_and_example():
    """Each field of the format's table is in the reference, and each example a field carries."""
    from arbitro.scenario import format as F
    from arbitro.scenario.reference import markdown

    text = markdown()
    for obj in F.FORMAT.values():
        assert f"## {obj.name}\n" in text
        for f in obj.fields:
            assert f"| `{f.key}` |" in text, (obj.name, f.key)
            if f.example:
                assert f.example.strip() in text, (obj.name, f.key)
