"""The on-disk rulebook cache: reused for the same clause files, rebuilt when they change."""

from __future__ import annotations

from arbitro import rulebook


def test_cache_is_reused_and_invalidated(tmp_path):
    docs = rulebook.data_files()
    first = rulebook.load_cached(docs, str(tmp_path))
    files = list(tmp_path.glob("rulebook-*.marshal"))
    assert len(files) == 1
    again = rulebook.load_cached(docs, str(tmp_path))
    assert again.clauses == first.clauses
    # edit a clause's gloss: a new cache entry, and the edit is visible
    name, text = docs[0]
    edited = [(name, text.replace("gloss_en: An ability is rules text", "gloss_en: EDITED ability is rules text", 1))] + docs[1:]
    rb = rulebook.load_cached(edited, str(tmp_path))
    assert rb.clauses["capacidad.1"].gloss_en.startswith("EDITED")
    assert len(list(tmp_path.glob("rulebook-*.marshal"))) == 2


def test_corrupt_cache_is_ignored(tmp_path):
    docs = rulebook.data_files()
    rulebook.load_cached(docs, str(tmp_path))
    for f in tmp_path.glob("rulebook-*.marshal"):
        f.write_bytes(b"not marshal data")
    rb = rulebook.load_cached(docs, str(tmp_path))
    assert len(rb) == 80


def test_cache_can_be_switched_off(monkeypatch):
    monkeypatch.setenv("ARBITRO_CACHE_DIR", "off")
    assert rulebook.cache_dir() is None
    monkeypatch.setenv("ARBITRO_CACHE_DIR", "/x/y")
    assert rulebook.cache_dir() == "/x/y"
