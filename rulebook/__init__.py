"""Clause data of arbitro's rulebook (shipped as package data; no code)."""
