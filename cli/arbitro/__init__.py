"""arbitro: a rules judge for Marvel Champions: The Card Game."""

__version__ = "0.1.0"
