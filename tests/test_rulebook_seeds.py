"""The clauses quote the seeds verbatim, all of them and nothing else (both directions)."""

from __future__ import annotations

import re

import pytest

from arbitro import rulebook

FURNITURE = (
    "Saltar al contenido principal",
    "Véase también",
    "Este párrafo se incluye en la traducción pero no en la versión original en inglés.",
)
TITLES = {"Capacidad", "Capacidades Constantes", "Capacidades Aplicadas", "Prioridad de capacidades simultáneas",
          "Objetivo", "Propiedad y control"}
NOTE = FURNITURE[2]


def _norm(text: str) -> str:
    return " ".join(text.split())


def _rule_text(seed: str) -> str:
    kept = []
    for line in seed.splitlines():
        s = line.strip()
        if s == "-" or not s:
            continue
        s = re.sub(r"^(•|-|\d+\.)\s+", "", s)
        if s in TITLES or s in FURNITURE:
            continue
        kept.append(s)
    return _norm(" ".join(kept))


@pytest.fixture(scope="module")
def seeds():
    return rulebook.seed_texts()


def test_three_seed_copies_ship_with_the_rulebook(seeds, rb):
    assert len(seeds) == 3
    assert sorted(v.split("/")[-1] for v in rb.sections.values()) == sorted(seeds)


@pytest.mark.parametrize("section", ["Capacidad", "Objetivo", "Propiedad y control"])
def test_clauses_are_the_seed_in_order(seeds, rb, section):
    seed = seeds[rb.sections[section].split("/")[-1]]
    ours = " ".join(c.text for c in rb if c.section == section)
    assert ours == _rule_text(seed)


def test_each_clause_is_a_substring_of_its_seed(seeds, rb):
    for c in rb:
        seed = _norm(seeds[rb.sections[c.section].split("/")[-1]])
        assert c.text in seed, c.id
        for bit in FURNITURE:
            assert bit not in c.text, c.id
        assert c.text not in TITLES


def test_translation_only_flags_are_the_two_noted_paragraphs(seeds, rb):
    flagged = [c.id for c in rb if c.translation_only]
    assert flagged == ["capacidad.5", "capacidad.16"]
    seed = _norm(seeds[rb.sections["Capacidad"].split("/")[-1]])
    for cid in flagged:
        at = seed.index(rb.clauses[cid].text) + len(rb.clauses[cid].text)
        assert seed[at:].lstrip().startswith(NOTE), cid
    assert _norm(seeds[rb.sections["Capacidad"].split("/")[-1]]).count(NOTE) == 2


def test_typos_are_kept_as_printed(rb):
    assert "en cuyo caso caso se deposita" in rb.clauses["control.13.4"].text


def test_ids_are_readable_and_stable(rb):
    for c in rb:
        assert re.fullmatch(r"(capacidad|objetivo|control)\.\d+(\.\d+)*", c.id), c.id
    # ids landed on main are public: these must keep meaning what they mean
    assert rb.clauses["objetivo.3"].text.startswith("Si una capacidad o función de juego requiere")
    assert rb.clauses["objetivo.19.1"].text.startswith("Por ejemplo, el icono de Crisis")
    assert rb.clauses["control.13.4"].text.startswith("La carta se descarta de la mano")
