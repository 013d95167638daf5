"""arbitro.scenario: loading and validating scenario files (format ``arbitro/v1``).

Public interface::

    from arbitro.scenario import load_scenario, load_scenario_text, ScenarioError, Limits, Problem

``load_scenario(path, limits=None)`` returns a :class:`arbitro.scenario.model.Scenario` with every
derived default filled in, or raises :class:`ScenarioError` whose ``problems`` list every problem
of the file (file, line, column, key path, value, hint); ``ScenarioError.render(lang)`` gives the
one-screen message. See shared/spec/scenario-v1.md for the format.
"""

from __future__ import annotations

from arbitro.scenario.errors import Limits, Problem, ScenarioError
from arbitro.scenario.loader import load_scenario, load_scenario_text

__all__ = ["Limits", "Problem", "ScenarioError", "load_scenario", "load_scenario_text", "Scenario"]


def __getattr__(name: str):
    if name == "Scenario":
        from arbitro.scenario.model import Scenario

        return Scenario
    raise AttributeError(name)
