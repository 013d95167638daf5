"""The wheel works outside the source tree: the clause data ships inside it.

Builds the wheel, installs it (without dependencies, which the test environment already has)
into a folder outside the checkout, and answers a scenario from another folder with only that
installation of arbitro on the path.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile

import pytest

from conftest import ROOT, SCENARIOS


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    pytest.importorskip("setuptools")
    work = tmp_path_factory.mktemp("wheel")
    dist = work / "dist"
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "--no-build-isolation", "-q", "-w", str(dist)],
        capture_output=True, text=True, cwd=work,
    )
    assert build.returncode == 0, build.stderr
    wheel = next(dist.glob("arbitro-*.whl"))
    site = work / "site"
    inst = subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site), str(wheel)],
        capture_output=True, text=True, cwd=work,
    )
    assert inst.returncode == 0, inst.stderr
    return work, site, wheel


def _run(work, site, *args):
    env = {**os.environ, "PYTHONPATH": str(site)}
    return subprocess.run([sys.executable, "-m", "arbitro", *args], capture_output=True, text=True, cwd=work, env=env)


def test_wheel_holds_the_clause_data(installed):
    _, _, wheel = installed
    names = zipfile.ZipFile(wheel).namelist()
    for f in ("capacidad.yaml", "objetivo.yaml", "propiedad_y_control.yaml"):
        assert f"arbitro/rulebook_data/{f}" in names
    assert sum(1 for n in names if n.startswith("arbitro/rulebook_data/seeds/") and n.endswith(".txt")) == 3
    assert not any(n.startswith(("cli/", "rulebook/")) for n in names), "no bare cli or rulebook package"


def test_installed_wheel_answers_a_scenario_outside_the_tree(installed):
    work, site, _ = installed
    scenario = work / "caso.yaml"
    shutil.copy(SCENARIOS / "capacidad" / "ejemplo-esbirro.yaml", scenario)
    where = subprocess.run([sys.executable, "-c", "import arbitro; print(arbitro.__file__)"], capture_output=True,
                           text=True, cwd=work, env={**os.environ, "PYTHONPATH": str(site)})
    assert where.stdout.strip().startswith(str(site)), where.stdout
    res = _run(work, site, "ask", "caso.yaml", "--json")
    assert res.returncode == 0, res.stderr
    answers = json.loads(res.stdout)
    assert answers[0]["answer"] == "no" and answers[0]["ok"] is True
    assert any(c["id"] == "objetivo.3" for c in answers[0]["citations"])


def test_installed_wheel_quotes_every_clause(installed):
    work, site, _ = installed
    res = _run(work, site, "rules", "--json")
    assert res.returncode == 0, res.stderr
    assert len(json.loads(res.stdout)) >= 80


def test_installed_wheel_reads_with_every_family(installed):
    """The reader's family grammars (arbitro/reader/families/*.lark) are package data: the installed
    wheel reads a construct a family adds."""
    work, site, wheel = installed
    names = zipfile.ZipFile(wheel).namelist()
    from arbitro.reader import families

    for name in families.names():
        for lang in ("es", "en"):
            assert f"arbitro/reader/families/{name}.{lang}.lark" in names
    res = _run(work, site, "read", "--lang", "en", "--json", "Put this card into play under its owner's control.")
    assert res.returncode == 0, res.stderr
    assert '"under": "owner"' in res.stdout.replace('":"', '": "')
