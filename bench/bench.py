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


# invented ability texts the reader reads fully, the same ten in each language; with n = 1, 2, 3
# they give 30 distinct texts (a board that repeats a text reads it once: that would flatter it)
READ_TEXTS = {
    "en": ["Deal {n} damage to an enemy.", "Draw {n} cards.", "Heal {n} damage from your hero.",
           "Remove {n} threat from a scheme.", "Deal {n} damage to each enemy.", "Stun a minion. Draw {n} cards.",
           "Remove {n} threat from each scheme.", "Confuse the villain. Draw {n} cards.",
           "Ready an ally you control. Draw {n} cards.", "Heal {n} damage from your hero. Draw 1 card."],
    "es": ["Inflige {n} de daño a un enemigo.", "Roba {n} cartas.", "Cura {n} de daño a tu héroe.",
           "Retira {n} de amenaza de un plan.", "Inflige {n} de daño a cada enemigo.", "Aturde a un esbirro. Roba {n} cartas.",
           "Retira {n} de amenaza de cada plan.", "Confunde al villano. Roba {n} cartas.",
           "Prepara a un aliado que controles. Roba {n} cartas.", "Cura {n} de daño a tu héroe. Roba 1 carta."],
}
ACTION = {"en": "Action", "es": "Acción"}


def read_texts(lang: str) -> list[str]:
    """The 30 distinct invented texts of the text and coded boards, in ``lang``."""
    return [t.format(n=n) for n in (1, 2, 3) for t in READ_TEXTS[lang]]


def text_board(lang: str = "en") -> str:
    """30 cards (an identity, a villain, 28 events), each with one ability given only by printed
    ``text`` (no ``effects``): the reader reads them all; 3 questions."""
    texts = read_texts(lang)
    lines = ["schema: arbitro/v1", "title: Mesa leída del texto", f"card_lang: {lang}",
             "players: [{id: p1, form: hero, deck: 20}]", "cards:",
             f"  - {{id: heroe, type: identity, owner: p1, abilities: [{{header: {'Hero Action' if lang == 'en' else 'Acción de Héroe'}, text: {texts[0]!r}}}]}}",
             f"  - {{id: villano, type: villain, abilities: [{{header: {ACTION[lang]}, text: {texts[1]!r}}}]}}"]
    for i, t in enumerate(texts[2:]):
        lines.append(f"  - {{id: e{i}, type: event, owner: p1, zone: hand, abilities: [{{header: {ACTION[lang]}, text: {t!r}}}]}}")
    lines += ["questions:", "  - {ask: can_initiate, player: p1, card: e8}", "  - {ask: targets, player: p1, card: e2}",
              "  - {ask: controller, card: heroe}"]
    return "\n".join(lines) + "\n"


def bench_pool(folder: Path) -> None:
    """An invented card pool in the MarvelCDB layout (English in pack/, Spanish in
    translations/es/pack/): an identity (two sides), a villain and 28 player cards, codes 99001…
    99030, each card with one bold-headed ability from :func:`read_texts`."""
    import json

    en, es = read_texts("en"), read_texts("es")
    header = {"en": ["Hero Action", "Action"], "es": ["Acción de Héroe", "Acción"]}
    recs: list[dict] = []
    tr: list[dict] = []

    def add(code, type_code, k, name, extra=None, head=1):
        recs.append({"code": code, "name": name, "type_code": type_code, "pack_code": "bnc", "position": len(recs) + 1,
                     "quantity": 1, "faction_code": "basic" if type_code not in ("villain",) else "encounter",
                     "text": f"<b>{header['en'][head]}</b>: {en[k]}", **(extra or {})})
        tr.append({"code": code, "name": f"{name} (es)", "text": f"<b>{header['es'][head]}</b>: {es[k]}"})

    add("99001a", "hero", 0, "Bench Hero", {"back_link": "99001b", "attack": 2, "thwart": 2, "defense": 2, "health": 10}, head=0)
    recs[-1]["faction_code"] = "hero"
    recs.append({"code": "99001b", "name": "Bench Person", "type_code": "alter_ego", "pack_code": "bnc", "position": 2,
                 "quantity": 1, "faction_code": "hero", "recover": 4, "health": 10})
    tr.append({"code": "99001b", "name": "Persona de Prueba"})
    add("99002", "villain", 1, "Bench Villain", {"attack": 1, "scheme": 1, "health": 12})
    for i in range(28):
        kind = ("event", "support", "ally", "upgrade")[i % 4]
        stats = {"attack": 1, "thwart": 1, "health": 2} if kind == "ally" else {}
        add(f"{99003 + i}", kind, 2 + i, f"Bench Card {i}", {"cost": 1, **stats})
    for rel, data in (("pack/bnc.json", recs), ("translations/es/pack/bnc.json", tr),
                      ("packs.json", [{"code": "bnc", "name": "Bench Pack", "position": 1}])):
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")


def coded_board(lang: str = "es") -> str:
    """30 cards of :func:`bench_pool` given only by ``code`` (their abilities read from the pool's
    printed text in ``lang``); 3 questions."""
    lines = ["schema: arbitro/v1", "title: Mesa por código", f"card_lang: {lang}",
             "players: [{id: p1, form: hero, deck: 20}]", "cards:",
             '  - {id: heroe, code: "99001"}', '  - {id: villano, code: "99002"}']
    for i in range(28):
        zone = ", zone: hand" if i % 4 == 0 else ""
        lines.append(f'  - {{id: c{i}, code: "{99003 + i}"{zone}}}')
    lines += ["questions:", "  - {ask: can_initiate, player: p1, card: c8}", "  - {ask: targets, player: p1, card: c8}",
              "  - {ask: controller, card: heroe}"]
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
        # the text board and the coded board (an invented pool, imported as a user would)
        (work / "texto.yaml").write_text(text_board("en"), encoding="utf-8")
        (work / "codigo.yaml").write_text(coded_board("es"), encoding="utf-8")
        bench_pool(work / "pool")
        subprocess.run([*ARBITRO, "cards", "import", str(work / "pool"), "--index", str(work / "cards" / "cards.sqlite")],
                       check=True, stdout=subprocess.DEVNULL)
        coded = [*ARBITRO, "ask", str(work / "codigo.yaml"), "--cards", str(work / "cards")]
        # the same two queries as a first run of new text: nothing in the cache folder, nothing
        # stored in the pool (every ability read by the reader, lark imported), for information
        unstored = ("import os, runpy, sys; import arbitro.readings as r; from arbitro.cards.index import Index; "
                    "r.cached = lambda k: None; r.store = lambda k, v: None; Index.readings_fresh = lambda self: False; "
                    "sys.argv = ['arbitro', *sys.argv[1:]]; runpy.run_module('arbitro', run_name='__main__')")
        print()

        # 1. cold query against the Typer floor
        # the first-run figures (for information, no budget) are left out of a quick run
        first_run = {} if args.quick else {"text-new": [PY, "-c", unstored, "ask", str(work / "texto.yaml")],
                                           "coded-new": [PY, "-c", unstored, *coded[3:]]}
        t = interleaved({"floor": [PY, str(work / "floor.py")],
                         "ask": [*ARBITRO, "ask", str(real)],
                         # the same query leaving through the interpreter's teardown (for information)
                         "ask+exit": [PY, "-c", "import os, runpy, sys; os.environ['ARBITRO_FULL_EXIT'] = '1'; "
                                      f"sys.argv = ['arbitro', 'ask', {str(real)!r}]; runpy.run_module('arbitro', run_name='__main__')"],
                         "text": [*ARBITRO, "ask", str(work / "texto.yaml")],
                         "coded": coded,
                         **first_run,
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
        for k, name in (("text", "30 cards read from text"), ("coded", "30 cards by code")):
            r = min(t[k]) / floor
            results.append((f"{name} ≤ 1.3 × Typer floor (min)", r <= 1.3, f"{r:.2f}×"))
        print("  (text, coded: 30 abilities by printed text, 30 cards by code, their readings stored"
              + (f"; text-new, coded-new: the same read anew, as a first run of new text: {min(t['text-new']) / floor:.2f}× / "
                 f"{min(t['coded-new']) / floor:.2f}× the floor)" if first_run else ")"))
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
