"""The Typer application: one module per command group under :mod:`arbitro.commands`.

Command modules import only Typer at module level; the engine, the scenario loader,
networkx and rich are imported inside the commands that need them, so start-up stays lean.
"""

from __future__ import annotations

import sys

import typer

from arbitro import __version__

app = typer.Typer(
    name="arbitro",
    help="Juez de reglas de Marvel Champions: cita la Guía de referencia (Capacidad, Objetivo, Propiedad y control).",
    no_args_is_help=True,
    add_completion=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"arbitro {__version__}")
        raise typer.Exit()


@app.callback()
def _main(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True, help="Show the version and exit."),
) -> None:
    """arbitro: a rules judge for Marvel Champions (Spanish Rules Reference)."""


def _register() -> None:
    from arbitro.commands import ask, check, rules, scenario

    for module in (rules, scenario, ask, check):
        module.register(app)


_register()


def run(argv: list[str] | None = None) -> int:
    """Run the CLI; returns the exit code (never raises for user errors)."""
    try:
        app(args=argv, prog_name="arbitro", standalone_mode=True)
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
    return 0
