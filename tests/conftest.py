"""Shared fixtures: the project root, the scenario corpus, the rulebook."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"


def corpus_files() -> list[Path]:
    return sorted(p for p in SCENARIOS.rglob("*.yaml"))


@pytest.fixture(scope="session")
def rb():
    from arbitro import rulebook

    return rulebook.load()
