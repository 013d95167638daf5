"""Timing headers: every Spanish header of the seeds, their English equivalents, quoted headers."""

from __future__ import annotations

import pytest

from arbitro.scenario.checks import HEADERS, HEADERS_EN, timing_of_header


@pytest.mark.parametrize("header,timing", sorted(HEADERS.items()))
def test_spanish_headers(header, timing):
    assert timing_of_header(header) == timing
    assert timing_of_header(header.upper() + ":") == timing


@pytest.mark.parametrize("header,timing", sorted(HEADERS_EN.items()))
def test_english_headers_give_the_same_timings(header, timing):
    assert timing_of_header(header) == timing
    assert timing in HEADERS.values()


@pytest.mark.parametrize("header", ['"Interrupción"', "«Respuesta»", "“Forced Response”"])
def test_quoted_header_is_a_reference(header):
    assert timing_of_header(header) == "reference"


def test_unknown_header():
    assert timing_of_header("Acción rápida") is None
