"""Hostile and careless input, output side: nothing a file holds can act on the terminal or break
a report, output files are written safely, workers never outlive their parent, and a reader
leaving early does not change the exit code."""

from __future__ import annotations

import errno
import json
import os
import re
import signal
import stat
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

import pytest
from typer.testing import CliRunner

from arbitro.app import app
from arbitro.safe import dumps, shown
from conftest import ROOT

runner = CliRunner()
ENTRY = [sys.executable, "-m", "arbitro"]
# raw control or invisible characters: C0 but the line break, DEL, C1, zero-width, bidi, BOM
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")

BOARD = """schema: arbitro/v1
players:
  - {id: p1, form: hero}
cards:
  - {id: spidey, type: identity, owner: p1, stats: {atk: 2, thw: 1, def: 3}}
  - {id: rhino, type: villain}
"""


def _env(**extra):
    env = {k: v for k, v in os.environ.items() if k != "ARBITRO_DEBUG"}
    env.update(extra)
    return env


# ---------------------------------------------------------------- item 3: terminal spoofing

def test_shown_escapes_controls_and_invisibles_only():
    assert shown("a\x1b]0;pwn\x07b\r\t\x9b\x7f") == "a\\x1b]0;pwn\\x07b\\r\\t\\x9b\\x7f"
    assert shown("x\u200by\u202ez\ufeff\U000e0041") == "x\\u200by\\u202ez\\ufeff\\U000e0041"
    assert shown("Acción «Héroe» ñ 🕷 C:\\dir") == "Acción «Héroe» ñ 🕷 C:\\dir"
    assert shown(os.fsdecode(b"caf\xe9.yaml")) == "caf\\xe9.yaml"
    # JSON: the same data, every such character as a JSON escape
    text = dumps({"v": "a\x1b\x9b\u202e\U000e0041\udce9"}, indent=1)
    assert not RAW.search(text) and "\n" in text
    assert json.loads(text) == {"v": "a\x1b\x9b\u202e\U000e0041\udce9"}


def test_a_value_cannot_print_over_its_own_error(tmp_path):
    f = tmp_path / "h.yaml"
    f.write_text(BOARD.replace("type: villain", 'type: "villian\\r0 válido(s), 0 con problemas\\e]0;pwn\\a"'),
                 encoding="utf-8")
    res = runner.invoke(app, ["validate", str(f)])
    assert res.exit_code == 2
    assert not RAW.search(res.output)
    assert "'villian\\r0 válido(s), 0 con problemas\\x1b]0;pwn\\x07' no es un valor válido de 'type'" in res.output
    res = runner.invoke(app, ["validate", "--json", str(f)])
    assert not RAW.search(res.output)
    err = next(e for e in json.loads(res.output)[0]["errors"] if e["path"] == "cards.1.type")
    assert err["value"] == "villian\r0 válido(s), 0 con problemas\x1b]0;pwn\x07"  # the data, exact
    assert "\\x1b]0;pwn\\x07" in err["message"]  # the message, as the text shows it
    res = runner.invoke(app, ["check", str(f)])
    assert res.exit_code == 2 and not RAW.search(res.output) and "\\x1b]0;pwn" in res.output


def test_source_excerpt_is_escaped_and_the_caret_stays_under_the_column(tmp_path):
    f = tmp_path / "h.yaml"
    # zero-width space and a right-to-left override before the mistake: YAML accepts both raw
    f.write_text(BOARD.replace("{id: rhino, type: villain}", "{id: rhino, name: \"R\u200bh\u202e\", type: villian}"), encoding="utf-8")
    res = runner.invoke(app, ["validate", str(f)])
    lines = res.output.splitlines()
    assert not RAW.search(res.output)
    i = next(n for n, line in enumerate(lines) if "R\\u200bh\\u202e" in line)
    caret = lines[i + 1].index("^")
    assert lines[i][caret:].startswith("villian")
    # a raw ESC and carriage return in a comment: a YAML error at that very column
    f.write_text(BOARD + "# \x1b[2K\r1 válido(s)\n", encoding="utf-8")
    res = runner.invoke(app, ["validate", str(f)])
    lines = res.output.splitlines()
    assert not RAW.search(res.output)
    i = next(n for n, line in enumerate(lines) if "\\x1b[2K" in line)
    assert lines[i][lines[i + 1].index("^"):].startswith("\\x1b")


def test_file_names_and_ids_are_escaped_in_text_and_json(tmp_path):
    name = os.fsdecode(b"ok\x1b]0;pwn\x07\xe9.yaml")
    f = tmp_path / name
    # a question that fails, on a card whose name holds an ESC and a C1 CSI
    f.write_text(BOARD.replace("{id: rhino,", "{id: rhino, name: \"Rh\\e[2J\\x9b\","
                 ) + "questions:\n  - {ask: owner, card: rhino, expect: {answer: p1}}\n", encoding="utf-8")
    for args in (["validate", str(f)], ["check", str(f)], ["ask", str(f)], ["check", "--json", str(f)],
                 ["ask", "--json", str(f)], ["validate", "--json", str(f)]):
        res = runner.invoke(app, args)
        assert res.exception is None or isinstance(res.exception, SystemExit), args
        assert not RAW.search(res.output), args
        assert "ok\\x1b]0;pwn\\x07\\xe9.yaml" in res.output or "ok\\u001b]0;pwn\\u0007\\udce9.yaml" in res.output, args
    res = runner.invoke(app, ["check", str(f)])
    assert res.exit_code == 1 and "FALLO: " + shown(str(f)) + " · q1 · owner" in res.output


# ---------------------------------------------------------------- item 4: JUnit

def test_junit_is_well_formed_and_a_load_error_carries_the_error(tmp_path):
    bad = tmp_path / "bad\x1b.yaml"
    bad.write_text(BOARD.replace("type: villain", 'type: "villian\\e\\a"') + "questions: []\n", encoding="utf-8")
    failing = tmp_path / "fail\x9b.yaml"
    failing.write_text(BOARD + "questions:\n  - {id: q1, ask: owner, card: rhino, expect: {answer: p1}}\n",
                       encoding="utf-8")
    report = tmp_path / "r.xml"
    res = runner.invoke(app, ["check", str(bad), str(failing), "--junit", str(report)])
    assert res.exit_code == 1
    root = ET.parse(report).getroot()
    error = root.find(".//error")
    assert error is not None
    assert error.get("message").startswith(shown(str(bad)) + ":6:")
    assert "no es un valor válido de 'type'" in error.get("message")
    failure = root.find(".//failure")
    assert failure.get("message").startswith("Propietario: ")
    names = [tc.get("name") for tc in root.iter("testcase")]
    assert shown(str(failing)) + "::q1" in names and shown(str(bad)) + "::load" in names


# ---------------------------------------------------------------- item 5: writing output files

def test_a_planted_symlink_at_the_old_temporary_name_is_not_followed(tmp_path):
    victim = tmp_path / "victim"
    victim.write_text("precious")
    (tmp_path / f".g.dot.{os.getpid()}.tmp").symlink_to(victim)
    res = runner.invoke(app, ["graph", "-o", str(tmp_path / "g.dot")])
    assert res.exit_code == 0
    assert victim.read_text() == "precious"
    assert (tmp_path / "g.dot").read_text().startswith("digraph")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([".g.dot.%d.tmp" % os.getpid(), "g.dot", "victim"])


def test_a_target_that_is_not_a_regular_file_is_refused_before_the_work(tmp_path):
    victim = tmp_path / "victim"
    victim.write_text("precious")
    link = tmp_path / "link.xml"
    link.symlink_to(victim)
    fifo = tmp_path / "fifo.xml"
    os.mkfifo(fifo)
    for target, what in ((link, "enlace simbólico"), (fifo, "FIFO"), (tmp_path, "carpeta")):
        res = runner.invoke(app, ["check", "scenarios/faq", "--junit", str(target)])
        assert res.exit_code == 2
        assert "passed" not in res.output  # noticed before the run
        assert f"--junit {target}: es una {what}" in res.output or f"--junit {target}: es un {what}" in res.output
        assert "--junit -" in res.output
    assert link.is_symlink() and victim.read_text() == "precious"
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    res = runner.invoke(app, ["schema", "-o", "/dev/full", "--lang", "en"])
    assert res.exit_code == 2 and "-o /dev/full: is a device, not a regular file" in res.output
    assert stat.S_ISCHR(os.lstat("/dev/full").st_mode)


def test_missing_folder_empty_name_and_bad_parent_are_reported_before_the_work(tmp_path):
    res = runner.invoke(app, ["check", "scenarios/faq", "--junit", str(tmp_path / "no" / "r.xml")])
    assert res.exit_code == 2 and "passed" not in res.output
    assert f"error: --junit {tmp_path}/no/r.xml: no existe la carpeta {tmp_path}/no" in res.output
    res = runner.invoke(app, ["check", "scenarios/faq", "--junit", ""])
    assert res.exit_code == 2 and "error: --junit: falta el nombre del fichero" in res.output
    (tmp_path / "file").write_text("x")
    res = runner.invoke(app, ["graph", "-o", str(tmp_path / "file" / "g.dot"), "--lang", "en"])
    assert res.exit_code == 2 and f"-o {tmp_path}/file/g.dot: the folder {tmp_path}/file does not exist" in res.output
    res = runner.invoke(app, ["schema", "-o", ""])
    assert res.exit_code == 2 and "error: -o: falta el nombre del fichero" in res.output


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    target = tmp_path / "g.dot"
    target.write_text("old")

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)
    res = runner.invoke(app, ["graph", "-o", str(target)])
    assert res.exit_code == 2
    assert f"error: -o {target}: no se puede escribir: {os.strerror(errno.ENOSPC)}" in res.output
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["g.dot"]


def test_non_utf8_target_name_dash_and_permissions(tmp_path):
    name = os.fsdecode(b"g\xe9.dot")
    res = runner.invoke(app, ["graph", "-o", str(tmp_path / name)])
    assert res.exit_code == 0 and "g\\xe9.dot" in res.output
    assert os.path.exists(os.fsencode(tmp_path) + b"/g\xe9.dot")
    mask = os.umask(0)
    os.umask(mask)
    assert stat.S_IMODE(os.stat(tmp_path / name).st_mode) == 0o666 & ~mask
    os.chmod(tmp_path / name, 0o640)
    runner.invoke(app, ["graph", "-o", str(tmp_path / name)])
    assert stat.S_IMODE(os.stat(tmp_path / name).st_mode) == 0o640  # a replaced file keeps its mode
    res = runner.invoke(app, ["graph", "-o", "-"])
    assert res.exit_code == 0 and res.stdout.startswith("digraph")
    res = runner.invoke(app, ["check", "scenarios/faq", "--junit", "-"])
    assert res.exit_code == 0 and '<?xml version="1.0"' in res.stdout


# ---------------------------------------------------------------- item 6: processes

@pytest.mark.parametrize("jobs", ["65", "10000", "99999999999999999999999999"])
def test_jobs_has_an_upper_bound(jobs):
    res = runner.invoke(app, ["check", "scenarios/faq", "-j", jobs])
    assert res.exit_code == 2
    assert "--jobs" in res.output and "64" in res.output
    assert res.exception is None or isinstance(res.exception, SystemExit)


def test_max_jobs_agree():
    from arbitro.commands.check import MAX_JOBS
    from arbitro.commands import _batch as batch

    assert MAX_JOBS == batch.MAX_JOBS == 64


@pytest.fixture(scope="module")
def many(tmp_path_factory):
    """About 1,600 scenario files: a `check -j 2` of them runs for a few seconds."""
    import shutil

    root = tmp_path_factory.mktemp("many")
    for n in range(60):
        shutil.copytree(ROOT / "scenarios", root / f"c{n:02d}")
    return root


def _children(pid: int) -> set[int]:
    out: set[int] = set()
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/children") as fh:
            out.update(int(x) for x in fh.read().split())
    return out


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT, signal.SIGKILL])
def test_no_worker_outlives_its_parent(many, sig):
    p = subprocess.Popen([*ENTRY, "check", str(many), "-j", "2"], stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, cwd=ROOT, env=_env())
    try:
        deadline = time.monotonic() + 20
        workers: set[int] = set()
        while len(workers) < 2 and time.monotonic() < deadline and p.poll() is None:
            workers = _children(p.pid)
            time.sleep(0.02)
        assert len(workers) >= 2, "the workers did not start"
        time.sleep(0.3)  # they are busy now
        p.send_signal(sig)
        p.wait(timeout=10)
        deadline = time.monotonic() + 5
        while any(map(_alive, workers)) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(map(_alive, workers))
        if sig == signal.SIGTERM:
            assert p.returncode == -signal.SIGTERM
        elif sig == signal.SIGINT:  # Ctrl-C: 128 + SIGINT, as a shell reports it
            assert p.returncode == 130
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()


# ---------------------------------------------------------------- item 8: a reader leaving early

@pytest.mark.parametrize("args,code", [(["rules"], 0), (["check", "tests/data/hostile-failing.yaml"], 1)])
def test_exit_code_is_the_same_whether_the_reader_stays_or_leaves(args, code, tmp_path):
    if args[0] == "check":
        f = tmp_path / "failing.yaml"
        f.write_text(BOARD + "questions:\n  - {ask: owner, card: rhino, expect: {answer: p1}}\n", encoding="utf-8")
        args = ["check", str(f)] * 30
    whole = subprocess.run([*ENTRY, *args], capture_output=True, cwd=ROOT, env=_env())
    assert whole.returncode == code
    for _ in range(3):  # the reader leaves before the first byte: every write finds the pipe closed
        p = subprocess.Popen([*ENTRY, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=_env())
        p.stdout.close()
        err = p.stderr.read()
        assert p.wait(timeout=30) == code
        assert b"Traceback" not in err and b"output error" not in err
    # and `| head -1` through a shell
    r = subprocess.run(f"{' '.join(map(str, ENTRY))} {' '.join(map(str, args))} | head -1 >/dev/null; echo ${{PIPESTATUS[0]}}",
                       shell=True, executable="/bin/bash", capture_output=True, text=True, cwd=ROOT, env=_env())
    assert r.stdout.strip() == str(code)


def test_ctrl_c_in_any_command_exits_130(monkeypatch, capsys):
    """Ctrl-C while a command runs: exit 130 (128 + SIGINT, what a shell reports), not click's 1."""
    from arbitro import app as app_module
    from arbitro.commands import rules

    import functools

    @functools.wraps(rules.rules)  # the same parameters, so the command line is parsed as usual
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(rules, "rules", interrupted)
    assert app_module.run(["rules"]) == 130
    assert "Traceback" not in capsys.readouterr().err
