"""Entry point: ``arbitro`` console script and ``python -m arbitro``."""

from __future__ import annotations

import os
import sys


def main() -> None:
    from arbitro.app import run

    code = run()
    # The answer is printed: flush it, then leave without the interpreter's teardown, which
    # destroys every module and object one by one (about 30 ms after a query, longer than
    # answering it). Nothing is left to do at exit: commands close what they write, and a
    # batch's worker pool is shut down before its command returns. ARBITRO_FULL_EXIT=1 keeps the
    # normal exit (for tools that report at exit, such as coverage); ARBITRO_DEBUG only shows
    # internal errors' tracebacks.
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:  # `arbitro rules | head -1`: the reader left; that is not an error
        pass
    except OSError as exc:  # a full disk: say so, like run() does for a write that fails earlier
        try:
            os.write(2, f"arbitro: error de salida / output error: {exc.strerror or exc}\n".encode())
        except OSError:
            pass
        code = 2
    if os.environ.get("ARBITRO_FULL_EXIT"):
        sys.exit(code)
    os._exit(code)


if __name__ == "__main__":
    main()
