"""Showing what a user wrote without letting it act on the terminal.

A scenario's values, its source lines and file names reach the output. A control character
(ESC, BEL, ``\\r``…) or an invisible one (a zero-width space, a bidi override) could move the
cursor, rewrite a line already printed, retitle the terminal or make a name look like another.
:func:`shown` writes every such character as an escape (``\\x1b``, ``\\r``, ``\\u200b``);
ordinary text (accents, «», ñ, emoji) is left alone, and so is the backslash. A byte that a
file name could not decode (``os.fsdecode`` keeps it as a lone surrogate) is shown as ``\\xNN``.
:func:`json_text` does the same to a JSON text, with JSON's own escapes, so the data it holds
stays exact. Only ``re`` is imported: this module is on every command's path.
"""

from __future__ import annotations

import re

# Unicode categories Cc (C0, DEL, C1), Cf (format: zero-width, bidi controls, soft hyphen, tags…),
# Zl, Zp and Cs (lone surrogates), as of Unicode 15
_UNSAFE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e"
    "\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ud800-\udfff\ufeff\ufff9-\ufffb"
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0001\U000e0020-\U000e007f]"
)
# in a JSON text, C0 characters stand only outside strings (the indentation's line breaks):
# json.dumps escapes them inside
_UNSAFE_IN_JSON = re.compile(_UNSAFE.pattern.replace("\x00-\x1f", "", 1))
_NAMED = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def _escape(match: re.Match) -> str:
    ch = match.group()
    named = _NAMED.get(ch)
    if named:
        return named
    cp = ord(ch)
    if cp < 0x100:
        return f"\\x{cp:02x}"
    if 0xDC80 <= cp <= 0xDCFF:  # an undecodable byte of a file name (surrogateescape)
        return f"\\x{cp - 0xDC00:02x}"
    if cp < 0x10000:
        return f"\\u{cp:04x}"
    return f"\\U{cp:08x}"


def shown(text) -> str:
    """``text`` with every control or invisible character escaped (a tab too: ``\\t``)."""
    text = str(text)
    if _UNSAFE.search(text) is None:  # nearly always: no copy
        return text
    return _UNSAFE.sub(_escape, text)


def shown_lines(text: str) -> str:
    """:func:`shown` for a text of several lines: the line breaks stay."""
    if _UNSAFE.search(text.replace("\n", " ")) is None:
        return text
    return "\n".join(shown(line) for line in text.split("\n"))


def _json_escape(match: re.Match) -> str:
    cp = ord(match.group())
    if cp < 0x10000:
        return f"\\u{cp:04x}"
    cp -= 0x10000
    return f"\\u{0xD800 + (cp >> 10):04x}\\u{0xDC00 + (cp & 0x3FF):04x}"


def json_text(text: str) -> str:
    """A JSON text (from ``json.dumps(..., ensure_ascii=False)``, which already escapes C0) with
    every other control or invisible character written as a JSON escape: the same data, safe to
    print. Such a character can only stand inside a string there, where the escape is valid."""
    if _UNSAFE_IN_JSON.search(text) is None:
        return text
    return _UNSAFE_IN_JSON.sub(_json_escape, text)


def dumps(obj, **kw) -> str:
    """``json.dumps(obj, ensure_ascii=False, **kw)``, safe to print (see :func:`json_text`)."""
    import json

    return json_text(json.dumps(obj, ensure_ascii=False, **kw))
