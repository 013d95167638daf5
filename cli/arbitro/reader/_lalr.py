"""A faster first build of the reader's LALR tables (the same tables, sooner).

lark computes the LALR "includes" and "lookback" relations by scanning, for every nonterminal
transition of a state, the state's whole closure for the items of that nonterminal, and then the
whole closure of the final state for the item that completes the rule. Both scans compare
grammar symbols in Python; on the reader's grammars (thousands of rules) they are most of the
first build (the Spanish grammar took 11.6 s). :func:`install` replaces that one step by the same
relation computed with each state's closure indexed once: items grouped by the rule they expand,
and the rules a state completes. The relations are sets, so the tables lark derives from them are
the same (a test builds a grammar both ways and compares the tables).

Only a lark whose analyser has the step under its known name is patched; any other lark builds as
it always did. lark is imported by the reader only, so the query path of a scenario without text
never loads this module.
"""

from __future__ import annotations

_DONE: list[bool] = []
ORIGINAL: list = []  # lark's own step, kept for the test that compares both builds


def compute_includes_lookback(self) -> None:
    """lark's ``LALR_Analyzer.compute_includes_lookback`` with each closure indexed once."""
    by_origin: dict = {}  # state -> {nonterminal: [items of rules with that origin]}
    completes: dict = {}  # state -> rules whose item ends in this state (is_satisfied)
    for nt in self.nonterminal_transitions:
        state, nonterminal = nt
        groups = by_origin.get(state)
        if groups is None:
            groups = by_origin[state] = {}
            for rp in state.closure:
                groups.setdefault(rp.rule.origin, []).append(rp)
        includes = []
        lookback = self.lookback[nt]
        for rp in groups.get(nonterminal, ()):
            expansion = rp.rule.expansion
            state2 = state
            for i in range(rp.index, len(expansion)):
                nt2 = (state2, expansion[i])
                state2 = state2.transitions[expansion[i]]
                if nt2 not in self.reads:
                    continue
                for j in range(i + 1, len(expansion)):
                    if expansion[j] not in self.NULLABLE:
                        break
                else:
                    includes.append(nt2)
            if rp.index == 0:
                done = completes.get(state2)
                if done is None:
                    done = completes[state2] = {rp2.rule for rp2 in state2.closure if rp2.is_satisfied}
                if rp.rule in done:
                    lookback.add((state2, rp.rule))
        for nt2 in includes:
            self.includes[nt2].add(nt)


def install() -> bool:
    """Use :func:`compute_includes_lookback` in lark's analyser (once); False if this lark has no
    such step (it then builds as it always did)."""
    if _DONE:
        return _DONE[0]
    try:
        from lark.parsers.lalr_analysis import LALR_Analyzer
    except ImportError:  # pragma: no cover - another lark layout
        _DONE.append(False)
        return False
    ok = callable(getattr(LALR_Analyzer, "compute_includes_lookback", None))
    if ok:
        ORIGINAL.append(LALR_Analyzer.compute_includes_lookback)
        LALR_Analyzer.compute_includes_lookback = compute_includes_lookback
    _DONE.append(ok)
    return ok
