"""Check that the project's invented phrases are not printed card text, against a local copy of the data.

    python bench/card_text_check.py PATH [--root DIR]

PATH is a checkout of zzorba/marvelsdb-json-data (English in pack/, Spanish in translations/es/pack/).
arbitro's tests and its grammars' example phrases are invented in the cards' style; card text belongs
to its publisher and is never committed. This lists every string of the tests (tests/*.py) and every
comment or ``//@`` example of the grammars (cli/arbitro/reader/**/*.lark) holding a sentence that is
word for word a sentence printed on a card (9 words or more, compared without case, accents, markup
or punctuation), or 14 words or more of printed text. Prints file and line only (never the text);
exit code 1 when there is any.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
import unicodedata
from pathlib import Path

_SPLIT = re.compile(r"(?<=[.!?:])\s+|\n")


def norm(s: str) -> str:
    """Lower case, no accents, no markup, words only."""
    s = re.sub(r"<[^>]+>", " ", s)
    s = unicodedata.normalize("NFKD", s.lower())
    s = "".join(c for c in s if not unicodedata.combining(c))
    return " ".join(re.findall(r"[a-z0-9]+", s))


def printed(folder: Path) -> tuple[set, str]:
    """The printed sentences of 6 words or more (a set) and all of them joined (for the long matches)."""
    sentences = set()
    files = sorted((folder / "pack").glob("*.json")) + sorted((folder / "translations" / "es" / "pack").glob("*.json"))
    for f in files:
        for card in json.loads(f.read_text(encoding="utf-8")):
            if not isinstance(card, dict):
                continue
            for field in ("text", "flavor"):
                for part in _SPLIT.split(card.get(field) or ""):
                    n = norm(part)
                    if len(n.split()) >= 6:
                        sentences.add(n)
    return sentences, "\n".join(sorted(sentences))


def phrases(root: Path):
    """``(path, line, text)`` of every string of the tests and every comment of the grammars."""
    for f in sorted((root / "tests").glob("*.py")):
        try:
            tree = ast.parse(f.read_text(encoding="utf-8"))
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                yield f, node.lineno, node.value
    for f in sorted((root / "cli" / "arbitro" / "reader").glob("**/*.lark")):
        for i, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            for comment in re.findall(r"//.*", line):
                yield f, i, comment


def matches(root: Path, sentences: set, joined: str) -> list[tuple[str, int]]:
    out = []
    for path, line, text in phrases(root):
        for part in _SPLIT.split(text):
            n = norm(part)
            words = len(n.split())
            if (words >= 9 and n in sentences) or (words >= 14 and n in joined):
                out.append((str(path.relative_to(root)), line))
                break
    return sorted(set(out))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("path", type=Path, help="a checkout of marvelsdb-json-data")
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent, help="the project to check")
    args = ap.parse_args(argv)
    if not (args.path / "pack").is_dir():
        print(f"{args.path}: no pack/ folder (a checkout of marvelsdb-json-data is expected)", file=sys.stderr)
        return 2
    sentences, joined = printed(args.path)
    found = matches(args.root, sentences, joined)
    for path, line in found:
        print(f"{path}:{line}: a sentence printed on a card")
    print(f"{len(found)} place(s) hold printed card text ({len(sentences)} printed sentences compared)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
