#!/usr/bin/env python3
"""arbitro's benchmark: generates its own inputs, measures side by side, prints ratios and budgets.

    .venv/bin/python bench/bench.py            # full run (about a minute on 2 slow cores)
    .venv/bin/python bench/bench.py --quick    # fewer repetitions (a smoke run, under a minute)

Every comparison is measured in the same run, interleaved where it matters, so a noisy machine
moves both sides together. Budgets (issue #8) are printed as `met` or `missed` lines.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PY = sys.executable
ARBITRO = [PY, "-m", "arbitro"]

TYPER_FLOOR = '''
import typer
app = typer.Typer()
@app.command()
def hello(name: str = "mundo") -> None:
    print(f"hola {name}")
if __name__ == "__main__":
    app()
'''

PARSE_ONLY = '''
import sys, pathlib, yaml
loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
n = 0
for p in sorted(pathlib.Path(sys.argv[1]).rglob("*.yaml")):
    n += len(yaml.load(p.read_text(encoding="utf-8"), Loader=loader)["questions"])
print(n)
'''


# -- input generation ---------------------------------------------------------------------------
def realistic(rng: random.Random, players: int = 3, n_cards: int = 30) -> str:
    """A plausible table: identities, villain, schemes, minions, allies, upgrades, events, 3 questions."""
    ps = [f"p{i}" for i in range(1, players + 1)]
    lines = ["schema: arbitro/v1", "title: Mesa generada", "players:"]
    lines += [f"  - {{id: {p}, form: {rng.choice(['hero', 'alter_ego'])}, deck: {rng.randint(0, 30)}}}" for p in ps]
    lines.append("cards:")
    lines += [f"  - {{id: id-{p}, type: identity, owner: {p}, stats: {{atk: 2, thw: {rng.randint(0, 2)}, def: 2, rec: 3}}, damage: {rng.randint(0, 3)}}}" for p in ps]
    lines.append("  - {id: villano, type: villain, stats: {atk: 2, sch: 1}}")
    lines.append(f"  - {{id: principal, type: main_scheme, threat: {rng.randint(0, 8)}}}")
    lines.append(f"  - {{id: secundario, type: side_scheme, threat: {rng.randint(0, 3)}, icons: [{rng.choice(['crisis', 'hazard'])}]}}")
    i = 0
    while len(lines) < n_cards + players + 4:
        i += 1
        kind = rng.choice(["minion", "ally", "upgrade", "support", "event"])
        owner = rng.choice(ps)
        if kind == "minion":
            st = rng.choice(["[]", "[tough]", "[stunned]"])
            lines.append(f"  - {{id: m{i}, type: minion, damage: {rng.randint(0, 2)}, statuses: {st}, play_area: {owner}}}")
        elif kind == "ally":
            lines.append(f"  - {{id: a{i}, type: ally, owner: {owner}, exhausted: {rng.choice(['true', 'false'])}, damage: {rng.randint(0, 2)}, stats: {{atk: 1, thw: 1}}}}")
        elif kind == "upgrade":
            lines.append(f"  - {{id: u{i}, type: upgrade, owner: {owner}, attached_to: id-{owner}}}")
        elif kind == "support":
            lines.append(f"  - {{id: s{i}, type: support, owner: {owner}}}")
        else:
            lines.append(f"  - {{id: e{i}, type: event, owner: {owner}, zone: hand, abilities: [{{header: Acción, text: Inflige 2 de Daño a un enemigo. Aturde a ese enemigo., effects: [{{verb: deal_damage, amount: 2, target: {{select: a, kind: enemy}}}}, {{verb: stun, target: {{select: that, of: 1}}}}]}}]}}")
    lines.append(f"  - {{id: barrido, type: event, owner: p1, zone: hand, abilities: [{{header: Acción, text: Quita 1 de Amenaza de cada Plan., effects: [{{verb: remove_threat, amount: 1, target: {{select: each, kind: scheme}}}}]}}]}}")
    lines.append("questions:")
    lines.append("  - {ask: can_initiate, player: p1, card: barrido}")
    lines.append("  - {ask: targets, player: p1, card: barrido}")
    lines.append("  - {ask: controller, card: principal}")
    return "\n".join(lines) + "\n"


QUESTION_KINDS = [
    "  - {{ask: can_initiate, player: p1, card: barrido, expect: {{answer: \"{ci}\"}}}}",
    "  - {{ask: targets, player: p1, card: barrido}}",
    "  - {{ask: controller, card: id-p1, expect: {{answer: p1}}}}",
    "  - {{ask: owner, card: villano, expect: {{answer: scenario}}}}",
    "  - {{ask: destination, card: villano, to: discard, expect: {{answer: {{zone: discard, player: scenario}}}}}}",
    "  - {{ask: who_may_use, card: barrido, expect: {{answer: [p1]}}}}",
    "  - {{ask: can_initiate, player: p1, basic: thwart, character: id-p1}}",
]


def batch_file(rng: random.Random, k: int) -> str:
    base = realistic(rng, players=rng.randint(1, 4), n_cards=rng.randint(8, 20))
    head = base.split("questions:")[0] + "questions:\n"
    # "remove 1 threat from each scheme" can be initiated when some scheme has threat to remove
    crisis = "icons: [crisis]" in head
    threats = [int(t) for t in re.findall(r"type: (main|side)_scheme, threat: (\d+)", head) for t in [t[1]]]
    main_t, side_t = threats[0], threats[1]
    ci = "yes" if side_t > 0 or (main_t > 0 and not crisis) else "no"
    qs = [q.format(ci=ci) for q in QUESTION_KINDS]
    rng.shuffle(qs)
    qs = qs[: 3 + k % 4]
    qs.append("  - {ask: order, items: [{kind: status_card, id: aturdido}, {kind: consequential_damage, id: derivado}], expect: {answer: [[aturdido], [derivado]]}}")
    return head + "\n".join(qs) + "\n"


def big_board(n: int) -> str:
    lines = ["schema: arbitro/v1", "players:", "  - {id: p1}", "cards:",
             "  - {id: heroe, type: identity, owner: p1, stats: {atk: 2, thw: 2, def: 2}}",
             "  - {id: villano, type: villain}", "  - {id: principal, type: main_scheme, threat: 3}",
             "  - {id: oleada, type: event, owner: p1, zone: hand, abilities: [{header: Acción, text: Inflige 1 de Daño a cada enemigo., effects: [{verb: deal_damage, amount: 1, target: {select: each, kind: enemy}}]}]}"]
    for i in range(n - 4):
        extra = ", restrictions: [cannot_take_damage]" if i % 7 == 0 else (", statuses: [tough]" if i % 5 == 0 else "")
        lines.append(f"  - {{id: m{i}, type: minion{extra}}}")
    lines += ["questions:", "  - {ask: targets, player: p1, card: oleada}"]
    return "\n".join(lines) + "\n"


# -- measuring ----------------------------------------------------------------------------------
def run_once(cmd: list[str], cwd: Path | None = None) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - t


def interleaved(cmds: dict[str, list[str]], n: int) -> dict[str, list[float]]:
    out = {k: [] for k in cmds}
    for k, c in cmds.items():  # warm the file cache
        run_once(c)
    for _ in range(n):
        for k, c in cmds.items():
            out[k].append(run_once(c))
    return out


def peak_rss_mb(cmd: list[str]) -> tuple[float, float]:
    """Wall time and peak RSS (MB) of a command, via a wrapper process's rusage of its children."""
    code = ("import resource, subprocess, sys, time; t = time.perf_counter(); "
            "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); "
            "print(time.perf_counter() - t, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    res = subprocess.run([PY, "-c", code, *cmd], capture_output=True, text=True, check=True)
    wall, rss = res.stdout.split()
    return float(wall), int(rss) / 1024


def measure(cmds: dict[str, list[str]], reps: int) -> tuple[dict[str, float], dict[str, float]]:
    """Each command run ``reps`` times in turn: its best wall time and its peak RSS (MB)."""
    times: dict[str, list[float]] = {name: [] for name in cmds}
    rss: dict[str, float] = {}
    for _ in range(reps):
        for name, cmd in cmds.items():
            wall, mb = peak_rss_mb(cmd)
            times[name].append(wall)
            rss[name] = max(rss.get(name, 0), mb)
    return {name: min(v) for name, v in times.items()}, rss


def fmt(x: float) -> str:
    return f"{x * 1000:8.1f} ms"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="fewer repetitions (for a smoke run)")
    ap.add_argument("--runs", type=int, default=None, help="cold-start repetitions (default 20, quick 5)")
    ap.add_argument("--batch", type=int, default=None, help="generated scenarios in the batch (default 2000; the batch budgets are for 2,000 or more)")
    ap.add_argument("--keep", action="store_true", help="keep the generated inputs")
    ap.add_argument("--corpus-copies", type=int, default=None,
                    help="copies of the project's scenarios/ checked against a parse-only loop (default 100; the budget is for 100 or more)")
    args = ap.parse_args()
    runs = args.runs or (5 if args.quick else 20)
    n_batch = args.batch or 2000
    rng = random.Random(2026)
    work = Path(tempfile.mkdtemp(prefix="arbitro-bench-"))
    results: list[tuple[str, bool, str]] = []
    try:
        (work / "floor.py").write_text(TYPER_FLOOR)
        (work / "parse_only.py").write_text(PARSE_ONLY)
        real = work / "mesa.yaml"
        real.write_text(realistic(rng))
        print(f"arbitro benchmark — {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
              f"{platform.platform(terse=True)}")
        print(f"inputs in {work}")
        # A wheel install compiles bytecode; an editable install writes it on first import, except
        # where PYTHONDONTWRITEBYTECODE is set (as on this project's machines). Compile it once so
        # the cold runs measure what a user's second run costs, not the compiler.
        import arbitro

        subprocess.run([PY, "-m", "compileall", "-q", str(Path(arbitro.__file__).parent)], check=False)
        print()

        # 1. cold query against the Typer floor
        t = interleaved({"floor": [PY, str(work / "floor.py")],
                         "ask": [*ARBITRO, "ask", str(real)],
                         # the same query leaving through the interpreter's teardown (for information)
                         "ask+exit": [PY, "-c", "import os, runpy, sys; os.environ['ARBITRO_FULL_EXIT'] = '1'; "
                                      f"sys.argv = ['arbitro', 'ask', {str(real)!r}]; runpy.run_module('arbitro', run_name='__main__')"],
                         "help": [*ARBITRO, "--help"],
                         "complete": [PY, "-c", "import os,sys,runpy; sys.argv=['arbitro']; os.environ.update(_ARBITRO_COMPLETE='complete_bash', COMP_WORDS='arbitro as', COMP_CWORD='1'); runpy.run_module('arbitro', run_name='__main__')"]},
                        runs)
        print(f"cold start, {runs} runs each (min / median)")
        for k in t:
            print(f"  {k:10s} {fmt(min(t[k]))} / {fmt(statistics.median(t[k]))}")
        floor = min(t["floor"])
        ratio = min(t["ask"]) / floor
        results.append(("cold query ≤ 1.15 × Typer floor (min)", ratio <= 1.15, f"{ratio:.2f}×"))
        print(f"  (ask+exit: the same query with the interpreter's teardown, which arbitro skips: "
              f"{min(t['ask+exit']) / floor:.2f}× the floor)")
        for k in ("help", "complete"):
            r = min(t[k]) / min(t["ask"])
            results.append((f"arbitro {'--help' if k == 'help' else 'completion'} ≤ cold query", r <= 1.0, f"{r:.2f}×"))
        print()

        # 2. batch
        bdir = work / "batch"
        bdir.mkdir()
        for k in range(n_batch):
            (bdir / f"s{k:05d}.yaml").write_text(batch_file(rng, k))
        reps = 1 if args.quick else 3
        best, rss = measure({"parse-only": [PY, str(work / "parse_only.py"), str(bdir)],
                             "check -j 1": [*ARBITRO, "check", str(bdir), "-j", "1"],
                             "check -j 2": [*ARBITRO, "check", str(bdir), "-j", "2"]}, reps)
        print(f"batch of {n_batch} scenarios (min of {reps}; peak RSS)")
        for k, v in best.items():
            print(f"  {k:12s} {fmt(v)}   {rss[k]:6.1f} MB")
        r1 = best["check -j 1"] / best["parse-only"]
        r2 = best["check -j 2"] / best["parse-only"]
        # with fewer files, start-up (paid once by each side) weighs more than the budgets assume
        full = n_batch >= 2000
        results.append(("batch -j 1 ≤ 1.5 × parse-only loop", r1 <= 1.5 if full else None, f"{r1:.2f}×"))
        results.append(("batch -j 2 faster than the parse-only loop", r2 < 1.0 if full else None, f"{r2:.2f}×"))
        results.append(("batch peak memory < 200 MB", rss["check -j 1"] < 200, f"{rss['check -j 1']:.0f} MB"))
        print()

        # 2b. the ruling corpus itself, copied: real scenarios (every question kind, the constructs
        # of scenarios/cartas) rather than generated ones
        copies = args.corpus_copies or 100
        cdir = work / "corpus"
        for k in range(copies):
            shutil.copytree(HERE.parent / "scenarios", cdir / f"c{k:04d}")
        n_files = sum(1 for _ in cdir.rglob("*.yaml"))
        cbest, _rss = measure({"parse-only": [PY, str(work / "parse_only.py"), str(cdir)],
                               "check -j 1": [*ARBITRO, "check", str(cdir), "-j", "1"]}, reps)
        print(f"{copies} copies of scenarios/ ({n_files} files, min of {reps})")
        for k, v in cbest.items():
            print(f"  {k:12s} {fmt(v)}")
        rc = cbest["check -j 1"] / cbest["parse-only"]
        # like the batch: with few files, each side's start-up weighs more than the budget assumes
        results.append(("corpus copies: check -j 1 ≤ 1.5 × parse-only loop", rc <= 1.5 if copies >= 100 else None,
                        f"{rc:.2f}×"))
        print()

        # 3. scale
        scale = {}
        for n in (1000, 10000):
            f = work / f"board{n}.yaml"
            f.write_text(big_board(n))
            code = ("import sys, time\n"
                    "from arbitro import rulebook\n"
                    "from arbitro.scenario import load_scenario, Limits\n"
                    "from arbitro.engine.questions import answer_scenario\n"
                    "rb = rulebook.load(); best = 9e9\n"
                    "for _ in range(5):\n"
                    "    t = time.perf_counter()\n"
                    "    s = load_scenario(sys.argv[1], Limits(max_cards=50000, max_bytes=64 << 20, max_nodes=10**7))\n"
                    "    a = answer_scenario(rb, s, path=sys.argv[1])\n"
                    "    best = min(best, time.perf_counter() - t)\n"
                    "assert not a[0].get('errors'), a\n"
                    "print(best, len(a[0]['answer']))\n")
            out = subprocess.run([PY, "-c", code, str(f)], capture_output=True, text=True)
            if out.returncode != 0:
                print(out.stderr[-2000:])
                return 1
            best, nvalid = out.stdout.split()
            scale[n] = float(best)
            print(f"  targets, select: each, {n:6d} cards: {fmt(float(best))}  ({nvalid} valid targets)")
        r = scale[10000] / scale[1000]
        results.append(("scale: 10,000 cards ≤ 12 × 1,000 cards", r <= 12, f"{r:.1f}×"))
        results.append(("scale: 10,000 cards ≤ 1 s", scale[10000] <= 1.0, f"{scale[10000]:.2f} s"))
        print()

        print("budgets")
        for name, ok, value in results:
            mark = "n/a   " if ok is None else ("met   " if ok else "missed")
            note = "" if ok is not None else (f"  ({copies} copies: the budget is for 100 or more)" if name.startswith("corpus")
                                              else f"  (a batch of {n_batch}: the budget is for 2,000 files)")
            print(f"  {mark}  {name:48s} {value}{note}")
        return 0 if all(ok is not False for _, ok, _ in results) else 1
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
