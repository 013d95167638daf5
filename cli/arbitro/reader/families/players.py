"""Family players (issue 15): players as the ones who act or receive: who may use an ability
(«cualquier jugador puede aplicar esta capacidad»), an enemy engaging the first player or entering play
engaged with them. Session 7: player cards put into play facedown as minions (put_into_play's facedown_as);
more of what each player / the first player / the defeater does (by); encounter cards by the amount, a given card
dealt as one (encounter_card's dealt); «el jugador enfrentado» / "the engaged player" (engaged_player, also an
activation's against); each player's own choice between options (Option's chosen_by)."""

from __future__ import annotations

import re

from lark import Token

from arbitro.reader.actions import Actions, _mix_in

_GIVEN = re.compile(r"^(?:give to (?:the )?(?P<name>.+) [Pp]layer|dale esta carta (?:al|la) jugador que lleva a "
                    r"(?P<name2>.+))$", re.I)
_NAME_WORD = re.compile(r"^[^\W\d_][\w'’.-]*$")
_NOT_NAME = frozenset({"y", "e", "o", "u", "and", "or", "then", "luego", "the", "el", "la", "a", "de", "to", "player",
                       "jugador", "first", "inicial"})
_FIRST_PLAYER = {"select": "a", "kind": "player", "first_player": True}
_ENEMY_KINDS = ("villain", "minion", "enemy")
_FIRST = ("engaged_with", "first_player")
_put_into_play = Actions.put_into_play  # the families before this one (control: under whose control)
_found_into_play = Actions.found_into_play
_give_boost = Actions.give_boost


class PlayersActions:
    """«Cualquier jugador puede aplicar esta capacidad» / "Any player may trigger this ability": the
    ability's ``used_by`` (a lead of its own sentence; arbitro.reader puts it on the ability).
    «X se enfrenta al jugador inicial» / "X engages the first player": the verb ``engage`` on an enemy,
    ``engaged_with: first_player``; «pon en juego X enfrentado al jugador inicial» / "put X into play
    engaged with the first player": put_into_play's ``engaged_with``."""

    def used_by(self, c): return ("used_by", "any_player")

    # -- «elige un jugador → … a cada Esbirro enfrentado a ese jugador»: the chosen player in a filter
    def engaged_that_player(self, c):  # arbitro.reader replaces it with the choice's target (else unread)
        return {"engaged_with_player": {"select": "that", "kind": "player"}}

    def controlled_by_that_player(self, c):  # arbitro.reader replaces it with the choice's target (else unread)
        return {"controlled_by_player": {"select": "that", "kind": "player"}}

    def villain_and(self, c):
        """«inflige N de daño al Villano y a cada Esbirro …»: the same damage to the villain and to those
        enemies (each of them, of an enemy kind), two effects."""
        amount = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "amount")
        target = next(x for x in c if isinstance(x, dict))
        if target.get("select") != "each" or target.get("kind") not in _ENEMY_KINDS or "engaged_with_player" not in target:
            raise ValueError("the villain and what is not each enemy of a kind")
        return [{"verb": "deal_damage", **amount, "target": {"select": "a", "kind": "villain"}},
                {"verb": "deal_damage", **amount, "target": target}]

    # -- «Dale esta carta al jugador …» / "Give to the … player.": the ability's given_to
    def given_to_first(self, c): return ("given_to", "first_player")

    def given_to(self, c):
        """The identity's name: the words between «lleva a» / "give to (the)" and the end / "player" (at most
        four words, no number and no conjunction: a name, else not read; arbitro.reader keeps its printed case)."""
        tok = c[0]
        if self.shown is None or tok.start_pos is None:
            raise ValueError("a name with no printed words")
        words = " ".join(self.shown[tok.start_pos: tok.end_pos].split())
        m = _GIVEN.match(words)
        if m is None:
            raise ValueError("not a player named by their identity")
        name = m.group("name") or m.group("name2")
        if len(name.split()) > 4 or any(w in _NOT_NAME or not _NAME_WORD.match(w) for w in name.lower().split()):
            raise ValueError("not a name")
        return ("given_to", name)

    def target_first_player(self, c): return dict(_FIRST_PLAYER)
    first_player_target = target_first_player

    def give_boost(self, c):  # boost cards go to an enemy, never to «el jugador inicial»
        if any(isinstance(x, dict) and x.get("first_player") for x in c):
            raise ValueError("boost cards given to a player")
        return _give_boost(self, c)

    def first_player_engaged(self, c): return _FIRST
    def engaged_first(self, c): return _FIRST

    def engage(self, c):
        target = next(x for x in c if isinstance(x, dict))
        named = target.get("select") == "this" or "name" in target
        if not named and (target.get("select") not in ("a", "each", "that") or target.get("kind") not in _ENEMY_KINDS
                          or set(target) - {"select", "kind", "traits", "name"}):
            raise ValueError("what engages is not one enemy or each enemy of a kind")
        return {"verb": "engage", "target": target, "engaged_with": "first_player"}

    def put_into_play(self, c):
        eff = _put_into_play(self, [x for x in c if x != _FIRST])
        if _FIRST in c:
            if eff.get("engaged") or eff.get("under"):
                raise ValueError("engaged with two players")
            eff["engaged_with"] = "first_player"
        return eff

    def found_into_play(self, c):
        eff = _found_into_play(self, [x for x in c if x != _FIRST])
        if _FIRST in c:
            eff["engaged_with"] = "first_player"
        return eff


    def encounter_card_to(self, c):
        """«reparte 1 carta de Encuentro boca abajo a cada jugador» / "deal 1 facedown encounter card to a player":
        that many encounter cards (session 7: more than one, the effect's amount) to each player the target names (players
        only; every dealt encounter card is facedown)."""
        amount = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "amount"), {"amount": 1})
        target = next(x for x in c if isinstance(x, dict))
        if set(amount) != {"amount"} or not isinstance(amount["amount"], int) or amount["amount"] < 1:
            raise ValueError("encounter cards by an amount that is not a number")
        if target != {"select": "you"} and (target.get("kind") != "player" or target.get("select") not in ("a", "each")
                                            or set(target) - {"select", "kind", "first_player", "engaged_player"}):
            raise ValueError("an encounter card dealt to what is not a player")
        return {"verb": "encounter_card", **({"amount": amount["amount"]} if amount["amount"] > 1 else {}), "target": target}

    # -- «cada jugador …» / "each player …": effects the players do, each in turn (by: each_player)
    def by_each_player(self, c):
        target = next(x for x in c if isinstance(x, dict) and "select" in x)
        by = {"select": "each", "kind": "player"} == target and "each_player" or target == _FIRST_PLAYER and "first_player"
        if not by:
            raise ValueError("what does these effects is not each player nor the first player")
        out = []
        for eff in (x for x in c if isinstance(x, dict) and "verb" in x):
            then = eff.pop("_then", None) or []
            out += [eff] + list(then)
        return [{**e, "by": by} for e in out]

    def by_each_player_may(self, c):
        return [{**e, "optional": True} for e in self.by_each_player(c)]

    def by_shuffle_deck(self, c): return {"verb": "shuffle_into", "to": "deck"}

    def by_until(self, c):
        until = next(x for x in c if isinstance(x, dict))
        if until.get("select") != "a" or set(until) - {"select", "kind", "traits"}:
            raise ValueError("discarded until something other than one card of a kind")
        return ("until", until)

    def by_discard_until(self, c):
        until = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "until")
        return {"verb": "move", "from": "encounter_deck", "to": "encounter_discard", "until": until}

    def by_it_engaged(self, c):  # «luego lo pone en juego enfrentado a él»: the card before it (_bind_it)
        return {"verb": "put_into_play", "target": {"select": "it"}, "engaged": True}

    def by_that_engaged(self, c):  # «luego pone en juego ese esbirro enfrentado a él» (arbitro.reader ties «ese»)
        kind = next(x for x in c if isinstance(x, Token) and x.type == "KIND")
        from arbitro.reader.actions import kind_of
        return {"verb": "put_into_play", "target": {"select": "that", "kind": kind_of(str(kind))}, "engaged": True}

    def by_found_reveal_that(self, c):  # «… hasta que se descarte X, y muestra esa carta» (arbitro.reader ties it)
        kind = next(x for x in c if isinstance(x, Token) and x.type == "KIND")
        from arbitro.reader.actions import kind_of
        return {"verb": "reveal", "target": {"select": "that", "kind": kind_of(str(kind))}}

    def by_discard_top(self, c):
        n = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
        return {"verb": "move", "amount": n, "from": "deck_top", "to": "discard"}

    def by_search(self, c):
        sought = next(x for x in c if isinstance(x, dict) and "select" in x)
        if sought.get("other"):  # «una Obligación distinta»: a different one for each player, not "another card"
            raise ValueError("a different card for each player")
        return self.search(c)

    def by_found_into_play(self, c):
        return {"verb": "put_into_play", "target": dict(Actions._FOUND)}

    def by_found_engaged(self, c):
        return {"verb": "put_into_play", "target": dict(Actions._FOUND), "engaged": True}


_mix_in(PlayersActions)


class FacedownActions:
    """"put the top card of your deck into play facedown, engaged with you as a [[Drone]] minion" / «pon en juego
    la primera carta de tu mazo boca abajo y enfrentada a ti como un Esbirro [[Dron]]»: put_into_play from the top
    of the deck, engaged, facedown_as the kind (a minion, of the traits printed; one card: «un esbirro», more:
    «esbirros»)."""

    def facedown_one(self, c): return ("facedown_n", 1)
    def facedown_n(self, c): return ("facedown_n", int(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER")))

    def facedown_kind(self, c):
        kind = next(x for x in c if isinstance(x, Token) and x.type == "KIND")
        traits = [x for x in c if isinstance(x, Token) and x.type == "TRAIT"]
        return ("facedown_kind", str(kind).lower(), self.kind([kind, *traits]))

    def facedown_as(self, c):
        n = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "facedown_n")
        _, word, kind = next(x for x in c if isinstance(x, tuple) and x[0] == "facedown_kind")
        if kind.get("kind") != "minion" or not kind.get("traits"):
            raise ValueError("facedown as what is not a minion of a trait")
        if word.endswith("s") != (n > 1):
            raise ValueError("one card as minions, or several as a minion")
        return {"verb": "put_into_play", "amount": n, "from": "deck_top", "engaged": True,
                "facedown_as": {"select": "a", **kind}}


_mix_in(FacedownActions)


class ByMoreActions:
    """(session 7) more of what each player / the first player does: their identity exhausted, the top card(s) of the
    encounter deck discarded, «esa carta» / "that card" put into play (the card a discard «until …» stopped at, tied
    by arbitro.reader)."""

    def by_exhaust_identity(self, c):
        return {"verb": "exhaust", "target": {"select": "a", "kind": "identity", "controller": "you"}}

    def by_discard_top_encounter(self, c):
        return {"verb": "move", "amount": 1, "from": "encounter_deck", "to": "encounter_discard"}

    def by_put_that(self, c):
        return {"verb": "put_into_play", "target": {"select": "that", "kind": "card"}}

    def by_next(self, c): return c[0]
    def by_verb(self, c): return c[0]  # (es: a base effect whose words are the player's too: «inflige», «quita»)

    def by_until_trait(self, c):
        det = next(x for x in c if isinstance(x, dict))
        if det != {"select": "a"}:
            raise ValueError("until other than one card of a trait")
        trait = next(x for x in c if isinstance(x, Token) and x.type == "TRAIT")
        return ("until", {"select": "a", **self.kind([Token("KIND", "card"), trait])})


_mix_in(ByMoreActions)


_ENGAGED_PLAYER = {"select": "a", "kind": "player", "engaged_player": True}


class EngagedPlayerActions:
    """«el jugador enfrentado» / "the engaged player": the player the enemy whose ability it is is engaged with
    (kind player, engaged_player); «… se activa contra el jugador al que esté enfrentado» / "… activates against the
    player it is engaged with": each activating enemy's player (the activation's against)."""

    def target_engaged_player(self, c): return dict(_ENGAGED_PLAYER)
    engaged_player_target = target_engaged_player

    def against_engaged(self, c):
        return ("activation", {"activation": "by_form", "against": dict(_ENGAGED_PLAYER)})

    def attack_engaged(self, c):
        return ("activation", {"activation": "attack", "against": dict(_ENGAGED_PLAYER)})


_mix_in(EngagedPlayerActions)


class DealAsEncounterActions:
    """"deal this card to yourself as a facedown encounter card" / «quédate esta carta como carta de Encuentro boca
    abajo»: encounter_card to the player (you, or a player target), ``dealt`` the card (this card, or one card by
    its name: nothing a later pronoun or a filter would have to name)."""

    def deal_as_encounter(self, c):
        targets = [x for x in c if isinstance(x, dict)]
        dealt = targets[0]
        to = targets[1] if len(targets) > 1 else {"select": "you"}
        if not (dealt == {"select": "this"} or dealt.get("select") == "a" and "name" in dealt
                and set(dealt) <= {"select", "kind", "name"}):
            raise ValueError("the card dealt is not this card nor one named card")
        if to not in ({"select": "you"}, {"select": "defeater", "kind": "player"}) and (
                to.get("kind") != "player" or to.get("select") != "a"
                                        or set(to) - {"select", "kind", "first_player", "engaged_player"}):
            raise ValueError("dealt to what is not one player")
        return {"verb": "encounter_card", "target": to, "dealt": dealt}



_mix_in(DealAsEncounterActions)


class TheirCardsActions:
    """"discards an upgrade they control" / «descarta una Mejora que controle», "1 card from their hand" / «de su
    mano», "returns … they control to its owner's hand": the acting player's own cards (inside by, that player's)."""

    def they_control(self, c): return ("their", {"controller": "you"})
    def from_their_hand(self, c): return ("their", {"zone": "hand", "controller": "you"})

    def _their(self, c, verb, extra):
        target = next(x for x in c if isinstance(x, dict))
        mine = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "their"), {"controller": "you"})
        if target.get("select") != "a" or set(target) & {"controller", "zone", "engaged"}:
            raise ValueError("their cards: not one card of a kind, or a target that says whose already")
        return {"verb": verb, "target": {**target, **mine}}

    def by_discard_their(self, c): return self._their(c, "discard", None)
    def by_return_their(self, c): return self._their(c, "return_to_hand", None)
    def their_cards(self, c): return c[0]


_mix_in(TheirCardsActions)


class ByEitherActions:
    """«cada jugador debe elegir entre A o B» / "each player must choose to either A or B": the choice placeholder
    (arbitro.reader makes the ability's options) with chosen_by: each_player, each branch's effects by: each_player."""

    def by_either(self, c):
        target = next(x for x in c if isinstance(x, dict))
        if target != {"select": "each", "kind": "player"}:
            raise ValueError("who chooses is not each player")
        out = self.either_or([x for x in c if isinstance(x, list)])
        for ph in out:
            ph["options"] = [[{**e, "by": "each_player"} for e in branch] for branch in ph["options"]]
            ph["chosen_by"] = "each_player"
        return out


_mix_in(ByEitherActions)
