"""The Typer application: one module per command group under :mod:`arbitro.commands`.

Command modules import only Typer at module level; the engine, the scenario loader,
networkx and rich are imported inside the commands that need them, so start-up stays lean.
"""

from __future__ import annotations

import os
import sys

import typer

from arbitro import __version__

# The command registry, said once: command name -> "module:function" of arbitro.commands (a
# typer.Typer for a group of subcommands), in the order of `arbitro --help`. A run imports only the
# module of the command it names.
COMMANDS: dict[str, str] = {
    "rules": "rules:rules", "rule": "rules:rule", "search": "rules:search", "graph": "rules:graph",
    "validate": "scenario:validate", "schema": "scenario:schema",
    "ask": "ask:ask", "can-initiate": "ask:can_initiate", "targets": "ask:targets", "controller": "ask:controller",
    "owner": "ask:owner", "who-may-use": "ask:who_may_use", "order": "ask:order",
    "check": "check:check",
    "cards": "cards:cards_app", "card": "cards:card",
    "read": "read:read",
}


def _version(value: bool) -> None:
    if value:
        typer.echo(f"arbitro {__version__}")
        raise typer.Exit()


def _main(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="Show the version and exit."),
) -> None:
    """arbitro: a rules judge for Marvel Champions (Spanish Rules Reference)."""


def build(only: str | None = None) -> typer.Typer:
    """The application with every command, or with the command ``only`` alone.

    Typer turns every registered command into a click command on each run; a query that names
    its command needs only that one (about 5 ms less at start-up).
    """
    import importlib

    application = typer.Typer(
        name="arbitro",
        help="Juez de reglas de Marvel Champions: cita la Guía de referencia (Capacidad, Objetivo, Propiedad y control).",
        no_args_is_help=True,
        add_completion=True,
        pretty_exceptions_enable=False,
        rich_markup_mode=None,
    )
    application.callback()(_main)
    names = [only] if only is not None else list(COMMANDS)
    for name in names:
        module, attribute = COMMANDS[name].split(":")
        command = getattr(importlib.import_module(f"arbitro.commands.{module}"), attribute)
        if isinstance(command, typer.Typer):  # a group of subcommands (`cards import`, `cards search`…)
            application.add_typer(command, name=name)
        else:
            application.command(name)(command)
    return application


def __getattr__(name: str):
    # `from arbitro.app import app`: the whole application (tests, documentation tools)
    if name == "app":
        globals()["app"] = full = build()
        return full
    raise AttributeError(name)


def _only(argv: list[str]) -> str | None:
    """The command a run needs alone: the first argument when it names one, except while the shell
    completes (which lists every command)."""
    if argv and argv[0] in COMMANDS and "_ARBITRO_COMPLETE" not in os.environ:
        return argv[0]
    return None


class _ReaderGone:
    """Standard output or error that outlives its reader: once a write finds the pipe closed
    (``arbitro rules | head -1``), the rest of the output goes to /dev/null and the command goes on
    to its own end, so its exit code is the same whether or not the reader stayed (it used to
    depend on when the reader left: 0 or 1)."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text):
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            self._gone()
            return len(text)

    def flush(self):
        try:
            self._stream.flush()
        except BrokenPipeError:
            self._gone()

    def _gone(self) -> None:
        try:
            fd = self._stream.fileno()
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, fd)
            os.close(null)
            self._stream.flush()  # what the buffer still holds goes to /dev/null
        except (OSError, ValueError, AttributeError):
            pass

    def __getattr__(self, name):
        return getattr(self._stream, name)


def run(argv: list[str] | None = None) -> int:
    """Run the CLI; returns the exit code (never raises for user errors)."""
    args = sys.argv[1:] if argv is None else list(argv)
    streams = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _ReaderGone(sys.stdout), _ReaderGone(sys.stderr)
    try:
        return _run(args)
    finally:
        sys.stdout, sys.stderr = streams


def _run(args: list[str]) -> int:
    try:
        build(_only(args))(args=args, prog_name="arbitro", standalone_mode=True)
    except SystemExit as exc:  # click exits through SystemExit
        code = exc.code
        if code is None:
            return 0
        return code if isinstance(code, int) else 1
    except OSError as exc:  # the output could not be written (`> /dev/full`, a full disk…)
        try:
            sys.stderr.write(f"arbitro: error de salida / output error: {exc.strerror or exc}\n")
        except OSError:
            pass
        return 2
    except Exception as exc:  # a bug in arbitro: one clear line, never a traceback (ARBITRO_DEBUG shows it)
        if os.environ.get("ARBITRO_DEBUG"):
            raise
        try:
            sys.stderr.write(f"arbitro: error interno / internal error ({type(exc).__name__}: {exc}); "
                             "ARBITRO_DEBUG=1 muestra el detalle / shows the details\n")
        except OSError:
            pass
        return 3
    return 0
