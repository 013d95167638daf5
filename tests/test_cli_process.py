"""The console entry as a real process: it leaves without the interpreter's teardown, so these
tests check that nothing written is lost on the way out and that output errors are reported."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from arbitro.app import app
from conftest import ROOT

EXAMPLE = "scenarios/capacidad/ejemplo-esbirro.yaml"
ENTRY = [sys.executable, "-m", "arbitro"]


def _env(**extra):
    env = {k: v for k, v in os.environ.items() if k not in ("ARBITRO_DEBUG", "ARBITRO_FULL_EXIT")}
    env.update(extra)
    return env


@pytest.mark.parametrize("args", [["ask", EXAMPLE], ["ask", EXAMPLE, "--json"], ["rules"], ["check", "scenarios/faq"],
                                  ["check", "scenarios", "-j", "2", "--json"]])
def test_process_output_equals_in_process_output(args):
    expected = CliRunner().invoke(app, args)
    r = subprocess.run([*ENTRY, *args], capture_output=True, text=True, cwd=ROOT, env=_env())
    assert r.returncode == expected.exit_code
    assert r.stdout == expected.stdout
    # and the normal exit (ARBITRO_FULL_EXIT) prints the very same bytes
    d = subprocess.run([*ENTRY, *args], capture_output=True, text=True, cwd=ROOT, env=_env(ARBITRO_FULL_EXIT="1"))
    assert (d.returncode, d.stdout) == (r.returncode, r.stdout)


def test_large_output_through_a_pipe_is_complete():
    # `rules --json`-sized output is far bigger than a pipe's buffer: all of it must arrive
    r = subprocess.run([*ENTRY, "graph", "--format", "json"], capture_output=True, cwd=ROOT, env=_env())
    assert r.returncode == 0
    import json

    assert json.loads(r.stdout)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("args", [["rules"], ["ask", EXAMPLE, "--json"]])
def test_output_to_a_full_device_is_an_error_not_a_traceback(args):
    with open("/dev/full", "w") as full:
        r = subprocess.run([*ENTRY, *args], stdout=full, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=_env())
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    assert "output error" in r.stderr


def test_reader_leaving_early_is_quiet():
    p = subprocess.Popen([*ENTRY, "rules"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=_env())
    first = p.stdout.readline()
    p.stdout.close()
    err = p.stderr.read().decode()
    p.wait(timeout=60)
    assert first.startswith(b"capacidad.1")
    assert "Traceback" not in err


# -- a run builds only the command it names ----------------------------------------------------------
def test_every_registered_command_exists_and_every_command_is_registered():
    """The registry (arbitro.app.COMMANDS) is the one list of commands: each entry names a function
    (or a Typer group) of its module, and no command function is left out of it."""
    import importlib
    import inspect

    import typer

    from arbitro.app import COMMANDS

    registered = set()
    for name, target in COMMANDS.items():
        module, attribute = target.split(":")
        obj = getattr(importlib.import_module(f"arbitro.commands.{module}"), attribute)
        assert isinstance(obj, typer.Typer) or callable(obj), name
        registered.add((module, attribute))
        if isinstance(obj, typer.Typer):  # a group: its subcommands are registered on it
            registered.update((module, c.callback.__name__) for c in obj.registered_commands)
    for module in sorted({t.split(":")[0] for t in COMMANDS.values()}):
        mod = importlib.import_module(f"arbitro.commands.{module}")
        public = {n for n, f in vars(mod).items() if inspect.isfunction(f) and f.__module__ == mod.__name__
                  and not n.startswith("_") and "typer" in str(inspect.signature(f))}
        assert {(module, n) for n in public} <= registered, module


@pytest.mark.parametrize("args", [[name, "--help"] for name in __import__("arbitro.app", fromlist=["x"]).COMMANDS]
                         + [["ask", EXAMPLE, "--lang", "en"], ["ask", "nope.yaml"], ["rule", "objetivo.33"],
                            ["ask", EXAMPLE, "--bogus"], ["check", "scenarios/faq", "--json"],
                            ["cards", "import", "--help"], ["cards"], ["card", "x", "--index", "/nonexistent/cards.sqlite"]])
def test_a_command_alone_behaves_as_in_the_whole_application(args):
    from arbitro import app as app_module

    assert app_module._only(args) == args[0]
    alone = app_module.build(args[0])
    # a command, or a group of subcommands (`cards`)
    assert [c.name for c in alone.registered_commands] + [g.name for g in alone.registered_groups] == [args[0]]
    whole = CliRunner().invoke(app, args)
    one = CliRunner().invoke(alone, args)
    assert (one.exit_code, one.stdout, one.stderr) == (whole.exit_code, whole.stdout, whole.stderr)


def test_completion_and_top_level_help_get_every_command(monkeypatch):
    from arbitro import app as app_module

    assert app_module._only(["--help"]) is None
    assert app_module._only([]) is None
    assert app_module._only(["chek"]) is None
    monkeypatch.setenv("_ARBITRO_COMPLETE", "complete_bash")
    assert app_module._only(["ask"]) is None


def test_files_written_by_a_process_are_complete(tmp_path):
    import xml.etree.ElementTree as ET

    junit, dot = tmp_path / "r.xml", tmp_path / "g.dot"
    r = subprocess.run([*ENTRY, "check", "scenarios/faq", "--junit", str(junit)], capture_output=True, cwd=ROOT, env=_env())
    assert r.returncode == 0
    assert len(list(ET.parse(junit).getroot().iter("testcase"))) >= 5
    r = subprocess.run([*ENTRY, "graph", "-o", str(dot)], capture_output=True, cwd=ROOT, env=_env())
    assert r.returncode == 0
    assert dot.read_text(encoding="utf-8").rstrip().endswith("}")


@pytest.mark.parametrize("var,teardown", [("ARBITRO_FULL_EXIT", True), ("ARBITRO_DEBUG", False), (None, False)])
def test_only_arbitro_full_exit_keeps_the_interpreter_teardown(var, teardown):
    """ARBITRO_DEBUG shows tracebacks; the normal exit (atexit hooks, coverage) is ARBITRO_FULL_EXIT's job."""
    code = ("import atexit, runpy, sys; atexit.register(lambda: sys.stderr.write('TEARDOWN')); "
            f"sys.argv = ['arbitro', 'ask', {EXAMPLE!r}, '--brief']; runpy.run_module('arbitro', run_name='__main__')")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                       env=_env(**({var: "1"} if var else {})))
    assert r.returncode == 0
    assert ("TEARDOWN" in r.stderr) is teardown


def test_an_internal_error_is_one_line_and_exit_3(monkeypatch, capsys):
    """A bug in arbitro never prints a traceback: one line naming ARBITRO_DEBUG, exit 3."""
    from arbitro import app as app_module
    from arbitro.scenario import reference

    monkeypatch.delenv("ARBITRO_DEBUG", raising=False)
    monkeypatch.setattr(reference, "markdown", lambda: 1 / 0)
    code = app_module.run(["schema", "--reference"])
    err = capsys.readouterr().err
    assert code == 3
    assert "Traceback" not in err and "ZeroDivisionError" in err and "ARBITRO_DEBUG" in err
    monkeypatch.setenv("ARBITRO_DEBUG", "1")
    with pytest.raises(ZeroDivisionError):
        app_module.run(["schema", "--reference"])
