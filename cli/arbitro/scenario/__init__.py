"""arbitro.scenario: loading and validating scenario files (format ``arbitro/v1``).

Public interface::

    from arbitro.scenario import load_scenario, load_scenario_text, ScenarioError, Limits, Problem

``load_scenario(path, limits=None)`` returns a :class:`arbitro.scenario.model.Scenario` with every
derived default filled in, or raises :class:`ScenarioError` whose ``problems`` list every problem
of the file (file, line, column, key path, value, hint); ``ScenarioError.render(lang)`` gives the
one-screen message. See shared/spec/scenario-v1.md for the format.
"""

from __future__ import annotations

__all__ = ["Limits", "Problem", "ScenarioError", "load_scenario", "load_scenario_text", "Scenario"]

# Each name is imported on first use, so that importing a light submodule (vocab, errors) does not
# import the loader and PyYAML with it: `arbitro --help` and completion never read a scenario.
_HOME = {"Limits": "errors", "Problem": "errors", "ScenarioError": "errors", "load_scenario": "loader",
         "load_scenario_text": "loader", "Scenario": "model"}


def __getattr__(name: str):
    if name in _HOME:
        import importlib

        value = getattr(importlib.import_module(f"arbitro.scenario.{_HOME[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(name)
