"""Hostile and careless paths: whatever a folder holds that was not read is reported (exit 2), and
a path with no scenario at all says so."""

from __future__ import annotations

import os
import shutil

import pytest
from typer.testing import CliRunner

from arbitro.app import app
from arbitro.commands._batch import Unread, collect
from conftest import ROOT

runner = CliRunner()
GOOD = ROOT / "scenarios" / "capacidad" / "ejemplo-esbirro.yaml"


@pytest.fixture
def folder(tmp_path):
    d = tmp_path / "d"
    d.mkdir()
    shutil.copy(GOOD, d / "good.yaml")
    (d / "notes.txt").write_text("not a scenario")
    (d / "dangling.yaml").symlink_to(tmp_path / "nowhere.yaml")
    (d / "self.yaml").symlink_to(d / "self.yaml")
    os.mkfifo(d / "pipe.yaml")
    (d / "sub").mkdir()
    (d / "sub" / "up").symlink_to(d)  # a folder that contains itself
    (d / "link.yaml").symlink_to(d / "good.yaml")  # a good link is read
    return d


def test_collect_reports_every_thing_not_read(folder):
    files, unread = collect([str(folder)])
    assert files == [str(folder / "good.yaml"), str(folder / "link.yaml")]
    assert sorted(unread, key=lambda u: u.path) == [
        Unread(str(folder / "dangling.yaml"), "dangling"),
        Unread(str(folder / "pipe.yaml"), "special"),
        Unread(str(folder / "self.yaml"), "loop"),
        Unread(str(folder / "sub" / "up"), "loop"),
    ]


@pytest.mark.parametrize("command", ["check", "validate"])
def test_check_and_validate_exit_2_naming_each_path(folder, command):
    res = runner.invoke(app, [command, str(folder)])
    assert res.exit_code == 2
    assert f"{folder}/dangling.yaml: enlace simbólico a algo que no existe: no se ha leído" in res.output
    assert f"{folder}/self.yaml: bucle de enlaces simbólicos: no se ha leído" in res.output
    assert f"{folder}/sub/up: bucle de enlaces simbólicos" in res.output
    assert f"{folder}/pipe.yaml: no es un fichero normal (FIFO, dispositivo o socket)" in res.output
    res = runner.invoke(app, [command, str(folder), "--lang", "en", "--json"])
    assert res.exit_code == 2 and "symbolic link to nothing: not read" in res.output


def test_an_empty_folder_or_one_without_scenarios_is_exit_2(tmp_path):
    (tmp_path / "e").mkdir()
    (tmp_path / "t").mkdir()
    (tmp_path / "t" / "readme.txt").write_text("x")
    for d in ("e", "t"):
        res = runner.invoke(app, ["check", str(tmp_path / d)])
        assert res.exit_code == 2
        assert f"{tmp_path / d}: no hay ningún escenario (archivos .yaml o .yml) en esta carpeta" in res.output
        assert "0 passed, 0 failed, 0 skipped" in res.output
        res = runner.invoke(app, ["validate", str(tmp_path / d), "--lang", "en"])
        assert res.exit_code == 2 and "no scenario (.yaml or .yml file) in this folder" in res.output


def test_an_unlistable_folder_is_reported(tmp_path, monkeypatch):
    # root reads every folder whatever its mode: make listing fail the way it does for a user
    d = tmp_path / "d"
    (d / "locked").mkdir(parents=True)
    shutil.copy(GOOD, d / "good.yaml")
    real = os.scandir

    def scandir(path):
        if str(path).endswith("locked"):
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    files, unread = collect([str(d)])
    assert files == [str(d / "good.yaml")]
    assert unread == [Unread(str(d / "locked"), "unreadable", "Permission denied")]
    res = runner.invoke(app, ["check", str(d)])
    assert res.exit_code == 2 and f"{d}/locked: no se puede leer: Permission denied" in res.output


def test_a_fifo_given_by_name_is_not_opened(tmp_path):
    os.mkfifo(tmp_path / "p.yaml")
    res = runner.invoke(app, ["check", str(tmp_path / "p.yaml")])  # would hang if it were opened
    assert res.exit_code == 2 and "no es un fichero normal" in res.output


def test_the_corpus_is_read_whole():
    files, unread = collect(["scenarios/"])
    assert unread == [] and len(files) == len(list((ROOT / "scenarios").rglob("*.yaml")))
    assert files == sorted(files) and all(f.startswith("scenarios/") and "//" not in f for f in files)
