"""Family zones (issue 15): cards taken from a zone other than play (a target's ``zone``: «from / in your
discard pile», «de tu pila de descartes»), added to a hand, shuffled into a deck, put into play from a
discard pile, and the card revealed from the top of the encounter deck («reveal another card from the
encounter deck», «muestra la primera carta del mazo de encuentros»)."""

from __future__ import annotations

from lark import Token

from arbitro.reader.actions import _KINDS as _ACTION_KINDS
from arbitro.reader.actions import Actions, _mix_in, _trait, kind_of

_TARGET = Actions.target  # the target rule's action before this family's (chained, not replaced)
_MODIFY_STAT = Actions.modify_stat
_SEARCH = Actions.search


def _target(c) -> dict:
    return next(x for x in c if isinstance(x, dict) and "select" in x)


def _out_of_play(c) -> dict:
    """The effect's target, which must name a zone out of play (a discard pile): «add an event to your
    hand» with no zone says nothing about where the card is, and is not read."""
    t = _target(c)
    if t.get("zone") not in ("discard",) or t.get("select") not in ("a", "each"):
        raise ValueError("a card moved from no zone the text names")
    return t


_CARD_KINDS = {"event": "event", "evento": "event", "ally": "ally", "aliado": "ally", "upgrade": "upgrade",
               "mejora": "upgrade", "support": "support", "apoyo": "support", "resource": "resource",
               "recurso": "resource"}
_ACTION_KINDS.setdefault("resource", "resource")  # (the base KIND terminal has no "resource": kind_card's token)


class ZonesActions:
    def target(self, c):
        """A card in the victory display is counted («for each side scheme in the victory display», read
        by stat_per, not by this rule); as an effect's target it is not read (the board does not list the
        victory display: the engine could only find no card there)."""
        out = _TARGET(self, c)
        if out.get("zone") == "victory_display":
            raise ValueError("a card in the victory display as a target")
        return out

    def in_your_discard(self, c): return {"zone": "discard"}
    def in_any_discard(self, c): return {"zone": "discard", "controller": "any"}
    def in_victory_display(self, c): return {"zone": "victory_display"}

    def in_encounter_discard(self, c):
        """The filter «in the encounter discard pile» (English), or the Spanish sentence «devuelve al mazo de
        encuentros todos los esbirros que haya en su pila de descartes y baraja el mazo»."""
        t = next((x for x in c if isinstance(x, dict) and "select" in x), None)
        if t is None:
            return {"zone": "encounter_discard"}
        if "zone" in t or t.get("select") not in ("a", "each"):
            raise ValueError("not cards of the encounter discard pile")
        return {"verb": "shuffle_into", "target": {**t, "zone": "encounter_discard"}, "to": "encounter_deck"}
    def in_play_area(self, c): return {"in_play_area": True}

    def add_to_hand(self, c):  # «add an event from your discard pile to your hand»
        return {"verb": "move", "to": "hand", "target": _out_of_play(c)}

    def shuffle_target_into(self, c):
        """«shuffle an ally from your discard pile into your deck», «shuffle that minion into the encounter
        deck» (a card named before: in play, or the one just found)."""
        t = _target(c)
        to = "encounter_deck" if ("deck", "encounter") in c else "deck"
        if t.get("zone") == "encounter_discard" and to == "encounter_deck" and t.get("select") in ("a", "each"):
            return {"verb": "shuffle_into", "target": t, "to": to}  # «each minion in the encounter discard pile»
        if t.get("select") not in ("that", "it"):
            t = _out_of_play(c)
        return {"verb": "shuffle_into", "target": t, "to": to}

    def shuffle_that_into(self, c):  # «añade ese esbirro al mazo de encuentros y barájalo»
        kind = next(x for x in c if isinstance(x, Token) and x.type == "KIND")
        return {"verb": "shuffle_into", "target": {"select": "that", "kind": kind_of(str(kind))}, "to": "encounter_deck"}

    def set_aside_area(self, c): return ("set_aside_area",)
    def zones_encounter_all(self, c): return ("zones", ["encounter_deck", "encounter_discard", "set_aside"])

    def into_encounter_deck(self, c): return ("deck", "encounter")

    def discard_from_encounter(self, c):  # «discard 2 cards from the encounter deck»: its top 2 cards
        parts = [x for x in c if isinstance(x, dict)]
        t = {k: v for x in parts for k, v in x.items()}
        if t.get("select") != "a" or t.get("kind") != "card" or set(t) - {"select", "kind", "count"}:
            raise ValueError("not a number of cards from the encounter deck")
        return {"verb": "move", "amount": t.get("count", 1), "from": "encounter_deck", "to": "encounter_discard"}

    def put_into_play_from(self, c):  # «put an ally into play from your discard pile»
        t = dict(_target(c))
        if "zone" in t:
            raise ValueError("two zones")
        if t.get("select") not in ("a", "each"):  # «that ally … from your discard pile»: a card named before
            raise ValueError("a card named before taken from a discard pile")  # (the engine keeps it in play)
        t.update(next(x for x in c if isinstance(x, dict) and "zone" in x and "select" not in x))
        return {"verb": "put_into_play", "target": t}

    def modify_stat(self, c):
        """«X gets +1 SCH and +1 ATK for each obligation in your play area»: the «for each» is every
        part's, not only the last one's; the stat rules give it to the last part only, so a «for each»
        after several parts that is not every part's is not read (a guard, chained: it lets through a
        reading that gives the count to every part)."""
        out = _MODIFY_STAT(self, c)
        if isinstance(out, list) and len(out) > 1:
            per = [isinstance(e.get("amount"), dict) and "per" in e["amount"] for e in out]
            if per[-1] and not all(per):
                raise ValueError("«for each» after several parts given to the last one only")
        return out

    # «on top of your deck» / «en la parte superior de tu mazo»
    def end_top(self, c): return ("end", "deck_top")
    def end_bottom(self, c): return ("end", "deck_bottom")

    @staticmethod
    def _end(c) -> str:
        return next(x[1] for x in c if isinstance(x, tuple) and x[:1] == ("end",))

    def to_deck_end(self, c):  # «put an event from your discard pile on top of your deck»
        t = _target(c)
        if t.get("select") not in ("it", "that") and "of" not in t:
            t = _out_of_play(c)
        return {"verb": "move", "to": self._end(c), "target": t}

    def to_deck_end_that(self, c):  # «place that card / it on the bottom of your deck»
        kind = next((x for x in c if isinstance(x, Token) and x.type == "KIND"), None)
        t = {"select": "that", "kind": kind_of(str(kind))} if kind is not None else {"select": "it"}
        return {"verb": "move", "to": self._end(c), "target": t}

    def to_deck_end_it(self, c):  # «colócalo en la parte superior de tu mazo»
        return {"verb": "move", "to": self._end(c), "target": {"select": "it"}}

    def return_from_zone(self, c):  # «return an event from your discard pile to your hand»
        done = next((x for x in c if isinstance(x, dict) and "verb" in x), None)
        if done is not None:  # (return_that_from_discard, an alternative of this rule)
            return done
        return {"verb": "move", "to": "hand", "target": _out_of_play(c)}

    def return_that_from_discard(self, c):
        """«return that event to your hand from your discard pile»: the card named before (the trigger's), which
        is in the discard pile now; only «that X» (a card described here is return_from_zone's)."""
        t = _target(c)
        if t.get("select") != "that" or set(t) - {"select", "kind"}:
            raise ValueError("not the card named before")
        return {"verb": "move", "to": "hand", "target": t}  # (a zone here would keep «that» from being resolved)

    # «coge X de tu pila de descartes y añádela a tu mano»: one move of X
    def take_and(self, c):
        done = next(x for x in c if isinstance(x, tuple) and x[:1] == ("take",))
        eff = {"verb": done[1], "target": _out_of_play(c), "to": done[2]}
        return eff

    def take_card(self, c):  # «coge 1 carta con el rasgo [[X]] de tu pila de descartes y …»
        n = next(x[1]["amount"] for x in c if isinstance(x, tuple) and x[0] == "amount")
        if not isinstance(n, int) or n < 1:
            raise ValueError("not a number of cards")
        t = {"select": "a", "kind": "card"}
        if n > 1:
            t["count"] = n
        traits = next((x for x in c if isinstance(x, list)), None)
        if traits:
            t["traits"] = traits
        t["zone"] = "discard"
        done = next(x for x in c if isinstance(x, tuple) and x[:1] == ("take",))
        return {"verb": done[1], "target": t, "to": done[2]}

    def card_traits(self, c): return [_trait(x) for x in c if isinstance(x, Token) and x.type == "TRAIT"]

    def shuffle_it_encounter(self, c):  # «devuélvelo al mazo de encuentros y barájalo»
        return {"verb": "shuffle_into", "target": {"select": "it"}, "to": "encounter_deck"}

    def take_to_hand(self, c): return ("take", "move", "hand")
    def take_to_deck(self, c): return ("take", "shuffle_into", "deck")
    def take_to_end(self, c): return ("take", "move", self._end(c))

    def reveal_encounter_top(self, c):
        """«reveal another card from the encounter deck» / «the top card of the encounter deck»: the one
        card on top of it (no target: what it is, the board does not say)."""
        if ("deck", "yours") in c:  # «la primera carta de tu mazo»: not the encounter deck
            raise ValueError("the top card of a player's deck revealed")
        parts = [x for x in c if isinstance(x, dict)]
        t = {k: v for x in parts for k, v in x.items()} if parts else None
        if t is not None and t not in ({"select": "a", "kind": "card", "other": True},
                                       {"select": "a", "kind": "card"}):
            raise ValueError("a card of a kind revealed from the encounter deck")
        return {"verb": "reveal", "from": "encounter_deck"}

    # -- session 7: searches (a card named in the text, what is done with the card found)
    def copy_named(self, c):
        """«a copy of X», «1 copy of the X attachment», «una copia de la carta X»: any card of that name (a
        kind word must be the named card's own kind, or «card»/«carta»)."""
        n = next((x for x in c if isinstance(x, Token) and x.type == "NUMBER"), None)
        if n is not None and str(n) != "1":
            raise ValueError("several copies of a named card")
        name = next(x for x in c if isinstance(x, Token) and x.type == "OTHER_NAME")
        out = self.target_named([name])
        word = next((x for x in c if isinstance(x, Token) and x.type == "KIND"), None)
        if word is not None and kind_of(str(word).lower()) not in ("card", out["kind"]):
            raise ValueError("a kind word that is not the named card's kind")
        return out

    def found(self, c):  # «found: found_him»: the effect found_him's alternative built
        return c[0]

    def found_attach(self, c):
        """«… and attach it to that minion / to Zorbo / to your identity»: the card found, attached to a card the
        text describes (not «to him»: a pronoun for a card named before, which this does not check)."""
        host = next(x for x in c if isinstance(x, dict))
        if host.get("select") == "it":
            raise ValueError("attached to a card a pronoun names")
        return {"verb": "attach", "attach_found": True, "target": host}

    def found_shuffle_deck(self, c):  # «… and shuffle it into your deck»: the card found
        return {"verb": "shuffle_into", "target": dict(Actions._FOUND), "to": "deck"}

    def find(self, c):
        """«find X and reveal it» / «localiza a X y muéstralo»: the rules' Find (search's find), then what is done
        with the card found. What is found is a card described here (a name, a kind): not «him», the card a
        condition named (a pronoun is no description to search for)."""
        sought = next(x for x in c if isinstance(x, dict) and "select" in x)
        found = next(x for x in c if isinstance(x, dict) and "verb" in x)
        if sought.get("select") != "a" or set(sought) - {"select", "kind", "name", "traits"}:
            raise ValueError("not a card described by its name, kind or traits")
        return {"verb": "search", "find": True, "for": sought, "_then": [found]}

    # -- the top cards of a deck looked at, then moved from the cards looked at
    def look_at(self, c):  # «look at the top 3 cards of your deck» / «mira la primera carta del mazo de encuentros»
        if any(isinstance(x, Token) and x.type == "LOOK_X" for x in c):  # «the top X cards …, where X is …»
            n = {"x": True}
        else:
            n = next((int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER"), 1)
            if n < 1:
                raise ValueError("no cards looked at")
        state = getattr(self, "ability_state", None)
        if state is not None:
            state["looked"] = True
        return {"verb": "look_at", "from": "deck_top" if Actions._deck(c) == "yours" else "encounter_deck", "amount": n}

    def _looked(self, to: str, c=None, n: int | None = None) -> dict:
        """A move from the cards an earlier look_at of this ability looked at («1 of those», «the rest»): read
        only after one (else «those» / «the rest» are other cards: drawn, revealed…)."""
        if not (getattr(self, "ability_state", None) or {}).get("looked"):
            raise ValueError("no cards looked at before")
        eff = {"verb": "move"}
        n = next((int(x) for x in c or () if isinstance(x, Token) and x.type == "NUMBER"), n)
        if n is not None:
            if n < 1:
                raise ValueError("no card moved")
            eff["amount"] = n
        eff.update({"from": "looked_at", "to": to})
        return eff

    def looked_to_hand(self, c): return self._looked("hand", c)
    def looked_discard(self, c): return self._looked("discard", c)
    def looked_discard_rest(self, c): return self._looked("discard")
    def looked_rest_bottom(self, c): return self._looked("deck_bottom")
    def looked_of(self, c): return ("looked_of",)

    def put_back_alone(self, c):
        """«put the rest back in any order» after a look: no effect (the cards looked at stay on the deck)."""
        if not (getattr(self, "ability_state", None) or {}).get("looked"):
            raise ValueError("no cards looked at before")
        return []

    # «draw one, discard one, and put one back on top of your deck» (of the cards looked at)
    def looked_draw_one(self, c): return self._looked("hand", n=1)
    def looked_discard_one(self, c): return self._looked("discard", n=1)
    def looked_one_top(self, c): return self._looked("deck_top", n=1)

    def discard_from_top(self, c):
        """«discard 3 cards from the top of your deck / the encounter deck»: that many of its top cards
        (cards, no kind: «discard an ally from the top of your deck» is a search, not read here)."""
        t = next(x for x in c if isinstance(x, dict))
        top = next(str(x) for x in c if isinstance(x, Token) and x.type == "TOP_OF_DECK")
        if t.get("select") != "a" or t.get("kind") != "card" or set(t) - {"select", "kind", "count"}:
            raise ValueError("not a number of cards")  # («up to 3 cards»: a move's amount is not read as «up to»)
        amount = t.get("count", 1)
        if "encounter" in top or "encuentros" in top:
            return {"verb": "move", "amount": amount, "from": "encounter_deck", "to": "encounter_discard"}
        return {"verb": "move", "amount": amount, "from": "deck_top", "to": "discard"}

    def sought_player_side_scheme(self, c):  # «a player side scheme» a search looks for (in a player's deck)
        det = next(x for x in c if isinstance(x, dict))
        if det.get("select") != "a" or set(det) - {"select"}:
            raise ValueError("not one player side scheme")
        return {"select": "a", "kind": "side_scheme"}

    def choose_shuffle_them(self, c):
        """«choose up to 2 allies in your discard pile and shuffle them into your deck»: the cards chosen (out of
        play: in a discard pile), shuffled in."""
        t = _out_of_play(c)
        return {"verb": "shuffle_into", "target": {**t, "chosen": True}, "to": "deck"}

    def take_shuffle_them(self, c):  # «coge hasta 2 aliados de tu pila de descartes, añádelos a tu mazo y barájalo»
        return {"verb": "shuffle_into", "target": _out_of_play(c), "to": "deck"}
    # -- Spanish: a name in quotes after its kind, or after «carta»
    @staticmethod
    def _mark(tok) -> Token:
        """The name's mark inside ``tok`` (quotes and «carta » left out), as an OTHER_NAME token at its place."""
        text = str(tok)
        a = text.index("¶")
        b = text.rindex("¶") + 1
        return Token("OTHER_NAME", text[a:b], start_pos=tok.start_pos + a, end_pos=tok.start_pos + b)

    def kind_named_quoted(self, c):  # «el plan secundario "X"»
        word = next(x for x in c if isinstance(x, Token) and x.type == "KIND")
        out = self.target_named_kind([self._mark(c[-1]), word])
        return {"kind": out["kind"], "name": out["name"]}

    def kind_card_named(self, c):  # «la carta X»: any kind of card
        out = self.target_named([self._mark(c[0])])
        return {"kind": out["kind"], "name": out["name"]}

    def search(self, c):
        """A search for «him» / «it» (the card named before: "search … for him") is not read: the format's ``for``
        describes a card, a pronoun is none (chained: the search's own action before it)."""
        sought = next((x for x in c if isinstance(x, dict) and "select" in x), None)
        if sought is not None and sought.get("select") == "it":
            raise ValueError("a search for a pronoun")
        return _SEARCH(self, c)
    def the_named_kind(self, c):
        """«The Zorbo Gang side scheme»: a name that begins with its own "The" (the mark took it), then its kind
        word; only a name printed so (a bare name before a kind word is no phrase the cards print)."""
        name = next(x for x in c if isinstance(x, Token) and x.type == "OTHER_NAME")
        printed = (self.shown or "")[name.start_pos: name.end_pos] if name.start_pos is not None else ""
        if not printed.lower().startswith("the "):
            raise ValueError("a name before a kind word, not one beginning with «the»")
        return self.target_named_kind(c)



    # session 8: «an event card» / «una carta de evento»: that kind; «discard your hand» / «descarta tu mano»: each
    # card in the acting player's hand
    def kind_card(self, c):
        """«event card» / «carta de evento»: a KIND token of that kind for the base kind rule (which reads the
        FRIENDLY and TRAIT tokens around it)."""
        words = str(c[0]).lower().split()
        w = words[0] if words[0] not in ("carta", "cartas") else words[-1]
        w = w[:-1] if w not in _CARD_KINDS and w.endswith("s") else w
        return Token("KIND", _CARD_KINDS[w])

    def discard_your_hand(self, c):
        return {"verb": "discard", "target": {"select": "each", "kind": "card", "zone": "hand", "controller": "you"}}

    def return_to_deck_shuffle(self, c):  # «devuelve a tu mazo todos los eventos de tu pila de descartes y barájalo»
        return {"verb": "shuffle_into", "target": _out_of_play(c), "to": "deck"}

    # «a [[zorbo]] in your discard pile»: a card with that trait (target's det, kind and filters)
    def bare_trait(self, c): return {"kind": "card", "traits": [_trait(c[0])]}
    def discard_filters(self, c): return list(c)


_mix_in(ZonesActions)
