"""The trainer's state and its pure intents (app/trainer/state.py), with plain pytest: no Qt,
no controller. Each intent maps a state to a Change (the state after it, the undo step's name,
what to say, what to ask); a refusal changes nothing."""

from __future__ import annotations

import random
import subprocess
import sys
from dataclasses import replace

from mjtrainer.app.shared.score_model import SituationState
from mjtrainer.app.shared.viewmodel import Mode, SearchState
from mjtrainer.app.trainer import state as st
from mjtrainer.app.trainer.lookahead_schedule import Action, Event
from mjtrainer.app.trainer.state import (
    MAX_DORA,
    Change,
    ChowChoice,
    MeldChoice,
    Notice,
    Step,
    TrainerState,
)
from mjtrainer.app.trainer.table_state import POND_LIMIT, TableState
from mjtrainer.core import Hand, HandError, Meld, MeldKind, Rules, SeenTiles
from mjtrainer.core.kinds import CODE_NAMES

K = {name: code for code, name in enumerate(CODE_NAMES)}  # "5m" → 4, "0m" → 34
RIICHI = Rules.preset("riichi")
GENERAL = Rules.preset("general")


def at(hand: str = "", rules: Rules = GENERAL, mode: Mode = Mode.ADD, **kw) -> TrainerState:
    return TrainerState(hand=Hand.parse(hand), rules=rules, mode=mode, **kw)


def done(change: Change, step: Step) -> TrainerState:
    """The state after an accepted edit named ``step`` (nothing said, nothing asked)."""
    assert (change.step, change.say, change.ask) == (step, None, None), change
    return change.state


def refused(change: Change, before: TrainerState, say: object) -> None:
    """The intent changed nothing and said ``say`` (a Notice, or an error's class)."""
    assert change.state == before and change.step is None
    if isinstance(say, type):
        assert isinstance(change.say, say), change.say
    else:
        assert change.say is say
    assert change.refused


def ignored(change: Change, before: TrainerState) -> None:
    assert change == Change(before), change


def test_the_state_module_loads_no_qt() -> None:
    code = (
        "import sys, mjtrainer.app.trainer.state; print(any('PySide6' in m for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# --- the hand ---


def test_add_tile_adds_and_a_fifth_copy_is_refused() -> None:
    s = done(st.add_tile(at("111m"), K["1m"]), Step.ADD_TILE)
    assert str(s.hand) == "1111m"
    refused(st.add_tile(s, K["1m"]), s, HandError)  # only four copies of a tile exist
    ignored(st.add_tile(s, 37), s)  # no tile code
    ignored(st.add_tile(s, True), s)


def test_a_red_five_is_refused_under_rules_without_red_fives() -> None:
    refused(st.add_tile(at("", GENERAL), K["0m"]), at("", GENERAL), HandError)
    s = done(st.add_tile(at("", RIICHI), K["0m"]), Step.ADD_TILE)
    assert s.hand.red == (K["5m"],)


def test_remove_tile_takes_a_held_tile_and_ignores_one_not_held() -> None:
    s = done(st.remove_tile(at("123m"), K["2m"]), Step.REMOVE_TILE)
    assert str(s.hand) == "13m"
    ignored(st.remove_tile(at("123m"), K["9p"]), at("123m"))
    ignored(st.remove_tile(at("555m", RIICHI), K["0m"]), at("555m", RIICHI))  # no red five held


def test_discard_moves_the_tile_to_the_seen_tiles_a_red_five_seen_red() -> None:
    s = done(st.discard(at("1230m", RIICHI), K["0m"]), Step.DISCARD)
    assert str(s.hand) == "123m"
    assert s.seen.counts[K["5m"]] == 1 and s.seen.red == (K["5m"],)
    ignored(st.discard(s, K["9s"]), s)


def test_click_tile_reads_the_mode() -> None:
    assert str(st.click_tile(at("1m"), K["2m"]).state.hand) == "12m"
    seen = st.click_tile(at("1m", mode=Mode.SEEN), K["2m"]).state
    assert seen.seen.counts[K["2m"]] == 1 and str(seen.hand) == "1m"
    ignored(st.click_tile(at("1m"), -1), at("1m"))


def test_a_chow_click_asks_which_chow_or_declares_the_only_one() -> None:
    s = at("", mode=Mode.CHOW)
    change = st.click_tile(s, K["3m"])
    assert change.ask == ChowChoice(K["3m"], (K["1m"], K["2m"], K["3m"]))
    assert change.state == s and change.step is None
    one = done(st.click_tile(s, K["1m"]), Step.DECLARE_MELD)  # only 123m holds 1m
    assert one.hand.melds == (Meld(K["1m"], MeldKind.CHOW),) and one.mode is Mode.ADD
    refused(st.click_tile(s, K["1z"]), s, Notice.NO_CHOW)  # no chow of an honour


def test_declare_meld_goes_back_to_adding_and_is_refused_past_four_copies() -> None:
    s = done(st.declare_meld(at("", mode=Mode.PUNG), "pung", K["7z"]), Step.DECLARE_MELD)
    assert s.hand.melds == (Meld(K["7z"], MeldKind.PUNG),) and s.mode is Mode.ADD
    full = at("77z", mode=Mode.PUNG)
    refused(st.declare_meld(full, "pung", K["7z"]), full, HandError)  # 5 copies of 7z
    refused(st.declare_meld(full, "flower", K["7z"]), full, ValueError)
    assert st.declare_meld(full, "pung", K["7z"]).state.mode is Mode.PUNG  # still pung mode
    s = done(st.remove_meld(s, 0), Step.REMOVE_MELD)
    assert s.hand.melds == ()
    ignored(st.remove_meld(s, 0), s)


def test_seen_tiles_are_marked_and_unmarked_red_fives_by_their_code() -> None:
    s = done(st.add_seen(at("", RIICHI), K["0p"]), Step.MARK_SEEN)
    s = done(st.add_seen(s, K["5p"]), Step.MARK_SEEN)
    assert s.seen.counts[K["5p"]] == 2 and s.seen.red == (K["5p"],)
    t = done(st.remove_seen(s, K["0p"]), Step.UNMARK_SEEN)
    assert t.seen.counts[K["5p"]] == 1 and t.seen.red == ()
    refused(st.add_seen(s, K["0p"]), s, HandError)  # a second red five of a suit
    ignored(st.remove_seen(t, K["0p"]), t)


# --- the opponents' table ---


def test_a_pond_tile_is_seen_and_kept_in_order() -> None:
    s = done(st.add_pond_tile(at(), 2, K["9s"]), Step.ADD_TO_POND)
    assert s.table.pond(2) == (K["9s"],) and s.seen.counts[K["9s"]] == 1
    ignored(st.add_pond_tile(s, 0, K["9s"]), s)  # the learner's pond is not built here
    s = done(st.remove_last_pond_tile(s, 2), Step.TAKE_BACK_FROM_POND)
    assert s.table == TableState() and s.seen.counts[K["9s"]] == 0
    ignored(st.remove_last_pond_tile(s, 2), s)


def test_a_pond_stops_at_its_limit() -> None:
    s = at()
    for i in range(POND_LIMIT):
        s = st.add_pond_tile(s, 1, i % 27).state
    ignored(st.add_pond_tile(s, 1, K["1z"]), s)


def test_riichi_and_an_open_meld_cannot_go_together() -> None:
    s = st.add_pond_tile(at(), 1, K["1z"]).state
    r = done(st.toggle_riichi(s, 1, 0), Step.MARK_RIICHI)
    assert r.table.riichi_index(1) == 0
    refused(st.declare_opponent_meld(r, 1, "pung", K["7z"]), r, Notice.CLOSED_ONLY)
    kong = done(
        st.declare_opponent_meld(r, 1, "concealed-kong", K["7z"]), Step.DECLARE_OPPONENT_MELD
    )
    assert kong.seen.counts[K["7z"]] == 4
    assert done(st.toggle_riichi(r, 1, 0), Step.UNMARK_RIICHI).table.riichi_index(1) is None
    m = done(st.declare_opponent_meld(s, 1, "pung", K["7z"]), Step.DECLARE_OPPONENT_MELD)
    refused(st.toggle_riichi(m, 1, 0), m, Notice.CLOSED_ONLY)
    ignored(st.toggle_riichi(m, 1, 5), m)


def test_an_opponents_meld_is_asked_for_or_refused() -> None:
    s = at(mode=Mode.MELD_ACROSS)
    change = st.click_tile(s, K["7z"])
    assert isinstance(change.ask, MeldChoice) and change.ask.seat == 2
    assert ("pung", K["7z"], 1) in change.ask.melds and ("concealed-kong", K["7z"], -1) in (
        change.ask.melds
    )
    full = replace(at("7777z", mode=Mode.MELD_ACROSS))
    refused(st.click_tile(full, K["7z"]), full, Notice.NO_MELD)  # every 7z is in the hand


def test_an_opponents_meld_taken_away_leaves_the_seen_tiles() -> None:
    s = done(st.declare_opponent_meld(at(), 3, "chow", K["1p"]), Step.DECLARE_OPPONENT_MELD)
    assert s.seen.counts[K["2p"]] == 1
    s = done(st.remove_opponent_meld(s, 3, 0), Step.REMOVE_OPPONENT_MELD)
    assert s.table == TableState() and not any(s.seen.counts)
    ignored(st.remove_opponent_meld(s, 3, 0), s)


# --- the situation of the win ---


def test_the_winning_tile_is_picked_in_the_hand_or_drawn_by_13_tiles() -> None:
    hand = "123456789m11222p"  # 14 tiles
    s = done(st.set_win_tile(at(hand, mode=Mode.WIN_TILE), K["2p"]), Step.PICK_WINNING_TILE)
    assert s.situation.win_tile == K["2p"] and s.mode is Mode.ADD
    refused(st.set_win_tile(at(hand), K["9s"]), at(hand), Notice.WIN_TILE_NOT_HELD)
    drawn = done(st.add_win_tile(at("123456789m1122p"), K["2p"]), Step.ADD_WINNING_TILE)
    assert str(drawn.hand) == hand and drawn.situation.win_tile == K["2p"]
    refused(st.add_win_tile(at(hand), K["9s"]), at(hand), Notice.WIN_TILE_HOW)
    best = done(st.clear_win_tile(s), Step.BEST_WINNING_TILE)
    assert best.situation.win_tile is None
    ignored(st.clear_win_tile(best), best)


def test_dora_indicators_count_under_riichi_and_are_seen() -> None:
    refused(st.add_dora(at(), K["1m"]), at(), Notice.DORA_RIICHI_ONLY)
    refused(st.set_mode(at(), Mode.DORA), at(), Notice.DORA_RIICHI_ONLY)
    assert st.set_mode(at(rules=RIICHI), "dora").state.mode is Mode.DORA
    s = at(rules=RIICHI)
    for _ in range(MAX_DORA):
        s = done(st.add_dora(s, K["1z"] if s.seen.counts[K["1z"]] < 4 else K["2z"]), Step.ADD_DORA)
    assert sum(s.seen.counts) == MAX_DORA
    refused(st.add_dora(s, K["3z"]), s, Notice.DORA_LIMIT)
    t = done(st.remove_dora(s, K["2z"]), Step.REMOVE_DORA)
    assert len(t.situation.dora) == MAX_DORA - 1 and t.seen.counts[K["2z"]] == MAX_DORA - 5
    ignored(st.remove_dora(t, K["9m"]), t)


def test_set_situation_changes_one_field_and_refuses_an_unknown_one() -> None:
    s = done(st.set_situation(at(), "self_drawn", True), Step.CHANGE_SITUATION)
    assert s.situation.self_drawn
    ignored(st.set_situation(s, "self_drawn", True), s)
    refused(st.set_situation(s, "no_such_field", 1), s, ValueError)


# --- whole hands ---


def test_typed_and_pasted_text_replaces_the_hand() -> None:
    s = done(st.set_notation(at(), "123m"), Step.TYPE_HAND)
    assert str(s.hand) == "123m"
    ignored(st.set_notation(s, "123m"), s)
    refused(st.set_notation(s, "12x"), s, HandError)
    refused(st.set_notation(s, "0m"), s, HandError)  # no red fives under these rules
    assert str(done(st.paste_notation(s, " 55z "), Step.PASTE_HAND).hand) == "55z"
    refused(st.paste_notation(s, "  "), s, Notice.EMPTY_CLIPBOARD)


def test_clear_empties_everything_in_one_step() -> None:
    ignored(st.clear(at()), at())
    s = st.add_pond_tile(st.add_seen(at("123m"), K["1z"]).state, 1, K["2z"]).state
    empty = done(st.clear(s), Step.CLEAR)
    assert empty.with_position_of(at()) == empty and empty.hand.size == 0


def test_a_random_hand_is_13_or_14_tiles_with_nothing_seen() -> None:
    for seed in range(5):
        s = done(st.random_hand(st.add_seen(at(), 0).state, random.Random(seed)), Step.RANDOM_HAND)
        assert s.hand.size in (13, 14) and not any(s.seen.counts)


def test_rules_without_red_fives_turn_them_plain_in_one_step() -> None:
    s = st.add_seen(at("0m", RIICHI, mode=Mode.DORA), K["0p"]).state
    change = st.set_rules(s, GENERAL)
    assert (change.step, change.say) == (Step.PLAIN_FIVES, Notice.PLAIN_FIVES)
    t = change.state
    assert t.hand.red_count == 0 and t.seen.red == () and t.seen.counts[K["5p"]] == 1
    assert t.rules == GENERAL and t.mode is Mode.ADD  # no dora under these rules
    plain = st.set_rules(at("5m", RIICHI), GENERAL)
    assert plain.step is None and plain.state.rules == GENERAL
    ignored(st.set_rules(t, GENERAL), t)


def test_load_reads_saved_text_and_refuses_a_bad_hand() -> None:
    change = st.load(at(), "123m", "9s", "not a situation", "not a table")
    s = change.state
    assert change.step is None and change.say is None
    assert str(s.hand) == "123m" and s.seen.counts[K["9s"]] == 1
    assert s.situation == SituationState() and s.table == TableState()
    refused(st.load(at(), "1111m", "1m"), at(), HandError)
    red = st.load(at(), "0m")  # saved under riichi, opened under rules without red fives
    assert red.say is Notice.PLAIN_FIVES and str(red.state.hand) == "5m"


def test_open_hand_and_open_position_bring_a_hand_from_elsewhere() -> None:
    s = done(st.open_hand(st.add_seen(at(), 0).state, "123m"), Step.OPEN_HAND)
    assert str(s.hand) == "123m" and not any(s.seen.counts)
    ignored(st.open_hand(s, "123m"), s)
    refused(st.open_hand(s, "12x"), s, HandError)
    seen = tuple(1 if k == K["9p"] else 0 for k in range(34))
    p = done(st.open_position(s, Hand.parse("456s"), seen, 9), Step.OPEN_POSITION)
    assert str(p.hand) == "456s" and p.seen.counts == seen and p.search.turn == 9
    same = st.open_position(p, Hand.parse("456s"), seen, 5)
    assert same.step is None and same.state.search.turn == 5  # only the turn moved
    four = tuple(4 if k == K["4s"] else 0 for k in range(34))
    refused(st.open_position(p, Hand.parse("456s"), four, 5), p, HandError)


# --- undo and the look-ahead ---


def test_an_undo_step_brings_back_the_position_and_keeps_the_settings() -> None:
    before = at("123m")
    after = replace(done(st.add_tile(before, K["4m"]), Step.ADD_TILE), mode=Mode.SEEN)
    undone = after.with_position_of(before)
    assert undone.hand == before.hand and undone.mode is Mode.SEEN


def test_drive_asks_for_an_analysis_then_the_look_ahead() -> None:
    s, actions = st.drive(at("123m456p789s1122z"), Event.ANALYSE)
    assert actions == (Action.SUBMIT_ANALYSIS,)
    s, actions = st.drive(s, Event.ANALYSED)
    assert Action.SUBMIT_BASIC in actions
    assert st.set_turn(s, 4) == replace(s.search, turn=4)
    assert st.set_turn(s, s.search.turn) is None and st.set_turn(s, 0) is None
    assert SearchState(turn=4) == replace(st.set_turn(s, 4), searching=False, extended=False)


# --- three players (sanma) -------------------------------------------------------------------

SANMA = Rules.preset("sanma")


def test_three_players_leave_2m_to_8m_out_of_the_palette_and_the_random_hand() -> None:
    s = at("19m", SANMA)
    free = s.available()
    assert [free[k] for k in range(1, 8)] == [0] * 7  # 2m–8m: none in the wall
    assert (free[0], free[8], free[9]) == (3, 3, 4)
    assert not any(st.hand_view(s).enabled[1:8])
    assert not any(st.hand_view(s).in_play[1:8]) and all(st.hand_view(s).in_play[8:])
    for seed in range(20):
        dealt = st.random_hand(s, random.Random(seed)).state.hand
        assert not any(dealt.total_counts()[1:8]), dealt


def test_three_players_have_two_opponents_right_and_left() -> None:
    s = at("123p456p789s1122z", SANMA)
    assert [p.seat for p in st.hand_view(s).ponds] == [1, 3]
    across = st.add_pond_tile(s, 2, K["1z"])  # nobody sits across
    assert across.state == s and across.step is None
    s = done(st.add_pond_tile(s, 3, K["1p"]), Step.ADD_TO_POND)
    s = done(st.toggle_riichi(s, 3, 0), Step.MARK_RIICHI)
    table = s.table.to_table(s.hand, (), SANMA)
    assert table.seats == 3 and table.riichi_seats == (2,)  # the left seat is the table's 2
    assert table.pond_of(2).tiles == (K["1p"],)
    # no chow at a three-player table, and no meld called from across
    options = st.opponent_meld_options(s, K["4p"], 1)
    assert all(kind != "chow" and source in (0, 3, -1) for kind, _, source in options)


# --- the offered tile (issue 27 §2) ------------------------------------------------------------

WAITING = "45777m56788p445s"  # 13 tiles: a tile another seat throws may be called


def test_an_offered_tile_is_one_undoable_value_cleared_by_the_next_hand_edit() -> None:
    s = at(WAITING, RIICHI)
    offered = done(st.offer_tile(s, 3, K["3m"]), Step.OFFER_TILE)
    assert offered.offered == (K["3m"], 3)
    assert offered.seen == s.seen  # not in the pond, not seen: the analysis's pass sees it
    assert st.hand_view(offered).offered == (K["3m"], 3)
    # One at a time: another offer replaces it; the undo step brings the old one back.
    other = done(st.offer_tile(offered, 1, K["6p"]), Step.OFFER_TILE)
    assert other.offered == (K["6p"], 1)
    assert other.with_position_of(offered).offered == (K["3m"], 3)
    assert offered.with_position_of(s).offered is None
    ignored(st.offer_tile(other, 1, K["6p"]), other)
    # The next change of the hand takes it away; a pond tile does not.
    assert done(st.add_pond_tile(other, 2, K["1z"]), Step.ADD_TO_POND).offered == (K["6p"], 1)
    assert done(st.remove_tile(other, K["4s"]), Step.REMOVE_TILE).offered is None
    assert done(st.set_notation(other, "45777m56788p446s"), Step.TYPE_HAND).offered is None
    # A click on it does too.
    assert done(st.clear_offer(other), Step.CLEAR_OFFER).offered is None
    ignored(st.clear_offer(s), s)


def test_a_palette_click_in_an_offer_mode_offers_the_tile_and_goes_back_to_adding() -> None:
    s = at(WAITING, RIICHI, Mode.OFFER_LEFT)
    change = st.click_tile(s, K["0m"])  # a red five, under rules that play them
    assert done(change, Step.OFFER_TILE).offered == (K["0m"], 3)
    assert change.state.mode is Mode.ADD
    assert st.set_mode(s, Mode.OFFER_ACROSS.value).state.mode is Mode.OFFER_ACROSS


def test_an_offer_that_cannot_be_is_refused() -> None:
    # A hand that discards next calls nothing; a kind whose four copies are in view cannot
    # be thrown; a red five under rules without one is refused by the core's own check.
    fourteen = at(WAITING + "1z", RIICHI)
    refused(st.offer_tile(fourteen, 3, K["3m"]), fourteen, Notice.OFFER_NEEDS_WAITING)
    held = at(WAITING, RIICHI, seen=SeenTiles.parse("7m"))
    refused(st.offer_tile(held, 3, K["7m"]), held, HandError)
    plain = at(WAITING, GENERAL)
    refused(st.offer_tile(plain, 3, K["0m"]), plain, HandError)
    ignored(st.offer_tile(plain, 0, K["3m"]), plain)  # the learner's own seat offers nothing
    ignored(st.offer_tile(plain, 3, 99), plain)


def test_the_last_copy_seen_or_a_seat_gone_takes_the_offer_away() -> None:
    s = done(st.offer_tile(at(WAITING, RIICHI), 2, K["1z"]), Step.OFFER_TILE)
    for _ in range(3):
        s = done(st.add_pond_tile(s, 1, K["1z"]), Step.ADD_TO_POND)
    assert s.offered == (K["1z"], 2)
    last = done(st.add_pond_tile(s, 1, K["1z"]), Step.ADD_TO_POND)
    assert last.offered is None  # four East in the pond: the one offered cannot be
    # Three players: nobody sits across to throw it.
    assert st.set_rules(s, Rules.preset("sanma")).state.offered is None
    assert st.set_rules(s, GENERAL).state.offered == (K["1z"], 2)
