"""Entry point: ``arbitro`` console script and ``python -m arbitro``."""

from __future__ import annotations

import sys


def main() -> None:
    from arbitro.app import run

    sys.exit(run())


if __name__ == "__main__":
    main()
