"""Every module of the package imports alone, in a fresh interpreter (no hidden import cycle:
a module that only works when another one was imported first fails here)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import arbitro


def _modules() -> list[str]:
    names = ["arbitro"]
    for info in pkgutil.walk_packages(arbitro.__path__, "arbitro."):
        names.append(info.name)
    return sorted(names)


def test_every_module_imports_alone():
    mods = _modules()
    assert "arbitro.scenario.checks" in mods and "arbitro.scenario.loader" in mods
    # one fresh interpreter per module, several at a time
    procs = {m: subprocess.Popen([sys.executable, "-c", f"import {m}"], stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT) for m in mods}
    failed = {}
    for m, p in procs.items():
        out, _ = p.communicate(timeout=60)
        if p.returncode != 0:
            failed[m] = out.decode(errors="replace").strip().splitlines()[-1:]
    assert failed == {}


def test_checks_does_not_import_the_loader():
    """The cycle of issue #13: scenario.checks imported the loader, which imports checks."""
    code = ("import sys, arbitro.scenario.checks; "
            "print('arbitro.scenario.loader' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
