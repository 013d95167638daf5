"""Command groups: each module defines small typed functions and ``COMMANDS`` (name → function),
which :mod:`arbitro.app` registers."""
