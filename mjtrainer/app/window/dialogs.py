"""The window's dialogs: settings, glossary, keyboard shortcuts. Each has a classmethod
``ask()`` that opens it modally and returns the answer (None when cancelled, or for the help
dialogs, which only show); tests replace ``ask`` instead of driving a modal loop."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...defence import words
from ...game.review import BEST, DOUBTFUL, GOOD, SHAPE_DOUBTFUL, SHAPE_GOOD
from ...words import languages
from ..shared import i18n
from . import rule_words
from .settings_value import SettingsValue
from .tile_sizes import TILE_SIZES

translate = QCoreApplication.translate  # the name lupdate looks for


#: The widget of a rule option: a check box for a toggle, a spin box for a count.
OptionWidget = QCheckBox | QSpinBox


def _value_of(widget: OptionWidget) -> int | bool:
    return widget.value() if isinstance(widget, QSpinBox) else widget.isChecked()


def _set_value(widget: OptionWidget, value: int | bool) -> None:
    if isinstance(widget, QSpinBox):
        widget.setValue(int(value))
    else:
        widget.setChecked(bool(value))


class SettingsDialog(QDialog):
    """Rules preset and options; the language and the tile size."""

    def __init__(self, value: SettingsValue, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._value = value
        self._preset_options = {p: dict(opts) for p, opts in value.preset_options}
        self._riichi_presets = {p: dict(opts) for p, opts in value.riichi_presets}
        layout = QVBoxLayout(self)
        self._rules_box = QGroupBox(self)
        form = QFormLayout(self._rules_box)
        self._preset_label = QLabel(self._rules_box)
        self.preset = QComboBox(self._rules_box)
        for key, _ in value.preset_options or ((value.preset, ()),):
            self.preset.addItem(key, key)
        self._preset_label.setBuddy(self.preset)
        form.addRow(self._preset_label, self.preset)
        # Each option's widget and label come from its one declaration (core.rules.RULE_OPTIONS):
        # a toggle is a check box, a count a spin box over its choices.
        self.options: dict[str, OptionWidget] = {}
        self._labels: dict[str, QLabel] = {}
        for key, on in value.options:
            self.options[key] = self._option_row(form, self._rules_box, key, on)
        layout.addWidget(self._rules_box)
        # The riichi options, enabled while a preset scored as riichi is chosen.
        self._riichi_box = QGroupBox(self)
        riichi_form = QFormLayout(self._riichi_box)
        self.riichi_options: dict[str, OptionWidget] = {}
        for key, chosen in value.riichi_options:
            self.riichi_options[key] = self._option_row(riichi_form, self._riichi_box, key, chosen)
        layout.addWidget(self._riichi_box)
        self._lang_box = QGroupBox(self)
        lang_form = QFormLayout(self._lang_box)
        self._lang_label = QLabel(self._lang_box)
        self.language = QComboBox(self._lang_box)
        for language in languages.LANGUAGES:
            self.language.addItem(language.name, language.code)
        self._lang_label.setBuddy(self.language)
        lang_form.addRow(self._lang_label, self.language)
        self._tile_size_label = QLabel(self._lang_box)
        self.tile_size = QComboBox(self._lang_box)
        for key in TILE_SIZES:
            self.tile_size.addItem(key, key)
        self._tile_size_label.setBuddy(self.tile_size)
        lang_form.addRow(self._tile_size_label, self.tile_size)
        layout.addWidget(self._lang_box)
        self._box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        layout.addWidget(self._box)
        self.preset.setCurrentIndex(max(0, self.preset.findData(value.preset)))
        self._riichi_box.setEnabled(value.preset in self._riichi_presets)
        self._riichi_box.setVisible(bool(self.riichi_options))
        self.language.setCurrentIndex(max(0, self.language.findData(value.language)))
        self.tile_size.setCurrentIndex(max(0, self.tile_size.findData(value.tile_size)))
        self._offer(str(self.preset.currentData()))
        self._connect_signals()
        self.retranslate()

    def _option_row(
        self, form: QFormLayout, parent: QWidget, key: str, value: int | bool
    ) -> OptionWidget:
        """The widget of one rule option as its declaration says (a toggle: a check box
        carrying its label; a count: a labelled spin box over its choices)."""
        choices = dict(self._value.counts).get(key)
        if choices:
            spin = QSpinBox(parent)
            spin.setRange(min(choices), max(choices))
            steps = sorted(choices)
            spin.setSingleStep(max(1, min(b - a for a, b in zip(steps, steps[1:], strict=False))))
            spin.setValue(int(value))
            label = QLabel(parent)
            label.setBuddy(spin)
            self._labels[key] = label
            form.addRow(label, spin)
            return spin
        box = QCheckBox(parent)
        box.setChecked(bool(value))
        form.addRow(box)
        return box

    def _offer(self, preset: str) -> None:
        """Enable the shape options the preset takes; the others show the preset's own."""
        offers = dict(self._value.offered).get(preset)
        if offers is None:
            return
        own = dict(self._preset_options.get(preset, {}))
        for key, widget in self.options.items():
            offered = key in offers
            widget.setEnabled(offered)
            if not offered and isinstance(widget, QCheckBox):
                widget.setChecked(bool(own.get(key, False)))

    def _connect_signals(self) -> None:
        self.preset.activated.connect(self._on_preset_activated)
        self.preset.currentIndexChanged.connect(self._on_preset_changed)
        self._box.accepted.connect(self.accept)
        self._box.rejected.connect(self.reject)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self._rules_box.setTitle(translate("SettingsDialog", "Rules"))
        self._preset_label.setText(translate("SettingsDialog", "&Preset:"))
        for i in range(self.preset.count()):
            self.preset.setItemText(i, rule_words.preset(self.preset.itemData(i)))
        labels = dict(self._value.labels)
        for key, box in self.options.items():
            if isinstance(box, QCheckBox):
                box.setText(rule_words.rule_option(labels.get(key, key)))
        self._riichi_box.setTitle(translate("SettingsDialog", "Riichi options"))
        for key, box in self.riichi_options.items():
            if isinstance(box, QCheckBox):
                box.setText(rule_words.rule_option(labels.get(key, key)))
        for key, label in self._labels.items():
            label.setText(rule_words.rule_option(labels.get(key, key)))
        self._lang_box.setTitle(translate("SettingsDialog", "Display"))
        self._lang_label.setText(translate("SettingsDialog", "&Language:"))
        self._tile_size_label.setText(translate("SettingsDialog", "&Tile size:"))
        names = {
            "small": translate("SettingsDialog", "Small"),
            "medium": translate("SettingsDialog", "Medium"),
            "large": translate("SettingsDialog", "Large"),
        }
        for i in range(self.tile_size.count()):
            self.tile_size.setItemText(i, names[self.tile_size.itemData(i)])

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    @Slot(int)
    def _on_preset_activated(self, index: int) -> None:
        # A preset brings its own options; the user can still toggle them afterwards.
        for key, on in self._preset_options.get(self.preset.itemData(index), {}).items():
            if key in self.options:
                _set_value(self.options[key], on)

    @Slot(int)
    def _on_preset_changed(self, index: int) -> None:
        # A riichi preset brings its own riichi options (Tenhou's: no double yakuman); the
        # options apply only under the presets scored as riichi.
        own = self._riichi_presets.get(self.preset.itemData(index))
        self._riichi_box.setEnabled(own is not None)
        for key, on in (own or {}).items():
            if key in self.riichi_options:
                _set_value(self.riichi_options[key], on)
        self._offer(str(self.preset.itemData(index)))

    def value(self) -> SettingsValue:
        return SettingsValue(
            preset=str(self.preset.currentData()),
            options=tuple((k, bool(_value_of(b))) for k, b in self.options.items()),
            language=str(self.language.currentData()),
            preset_options=self._value.preset_options,
            tile_size=str(self.tile_size.currentData()),
            riichi_options=tuple((k, _value_of(b)) for k, b in self.riichi_options.items()),
            riichi_presets=self._value.riichi_presets,
        )

    @classmethod
    def ask(cls, parent: QWidget | None, value: SettingsValue) -> SettingsValue | None:
        """The settings chosen, or None when cancelled."""
        dialog = cls(value, parent)
        try:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                return dialog.value()
            return None
        finally:
            dialog.deleteLater()


# --- help ----------------------------------------------------------------------------------------


def _limits(limits: Sequence[float]) -> dict[str, str]:
    """A grade's limits (chances, 0–1) as the glossary's ``{a}``, ``{b}`` in percentage
    points."""
    return {k: f"{100 * x:g}" for k, x in zip("ab", limits, strict=False)}


def defence_glossary() -> list[tuple[str, str]]:
    """The defence glossary entries (term, meaning) in the current language."""
    return [
        (translate(words.CONTEXT, str(term)), translate(words.CONTEXT, str(meaning)))
        for term, meaning in words.GLOSSARY.values()
    ]


def glossary() -> list[tuple[str, list[tuple[str, str]]]]:
    """The glossary in the current language: sections, each a title and its (term,
    explanation) entries. Wait kinds and rules presets are named as the rest of the app names
    them."""
    kinds = [
        (
            "ryanmen",
            translate("Glossary", "A run of two open at both ends, like 34 waiting on 2 or 5."),
        ),
        ("kanchan", translate("Glossary", "The middle of a run, like 35 waiting on 4.")),
        (
            "penchan",
            translate(
                "Glossary", "A run of two at the end of a suit: 12 waiting on 3, or 89 on 7."
            ),
        ),
        ("tanki", translate("Glossary", "A lone tile waiting for its pair.")),
        ("shanpon", translate("Glossary", "Two pairs, either of which can become a pung.")),
        (
            "kokushi-13",
            translate(
                "Glossary",
                "Thirteen orphans with each of the thirteen terminals and honours held once: "
                "any of them completes the hand.",
            ),
        ),
    ]
    presets = [
        (
            "general",
            translate(
                "Glossary",
                "The shapes most rules share: standard hands (sets and a pair), seven pairs and "
                "thirteen orphans.",
            ),
        ),
        (
            "riichi",
            translate(
                "Glossary",
                "Japanese riichi mahjong: the same shapes; four identical tiles never count as "
                "two pairs.",
            ),
        ),
        (
            "mcr",
            translate(
                "Glossary",
                "The Chinese Official rules: adds the knitted shapes (全不靠, 七星不靠, 组合龙), "
                "and four identical tiles may count as two of the seven pairs.",
            ),
        ),
    ]
    return [
        (
            translate("Glossary", "Reading a hand"),
            [
                (
                    translate("Glossary", "Shanten"),
                    translate(
                        "Glossary",
                        "How far a hand is from ready: 0 is ready, 1-shanten needs one more "
                        "useful tile, 2-shanten two, and so on. The trainer counts it for every "
                        "shape the rules allow and takes the smallest.",
                    ),
                ),
                (
                    translate("Glossary", "Ready (tenpai)"),
                    translate(
                        "Glossary",
                        "A 13-tile hand one tile from complete. The tiles that complete it are "
                        "its waits, each shown with the copies still left to draw.",
                    ),
                ),
                (
                    translate("Glossary", "Effective tiles"),
                    translate(
                        "Glossary",
                        "The draws that bring a hand one step closer to ready, with how many "
                        "copies of each are left. The discard table ranks each discard by the "
                        "effective tiles it keeps.",
                    ),
                ),
                (
                    translate("Glossary", "Seen tiles"),
                    translate(
                        "Glossary",
                        "Tiles in view outside your hand: discards, dora indicators, other "
                        "players' melds. Mark them in Seen mode: every count of tiles left "
                        "leaves them out. A discard made from the table lands among them.",
                    ),
                ),
            ],
        ),
        (
            translate("Glossary", "The look-ahead's numbers"),
            [
                (
                    translate("ResultsView", "Tenpai %"),
                    translate(
                        "Glossary",
                        "The chance, after this discard, to hold a ready hand by the last draw.",
                    ),
                ),
                (
                    translate("ResultsView", "Win %"),
                    translate(
                        "Glossary",
                        "The chance, after this discard, to draw a winning tile by the last "
                        "draw. The discard table lights the discard that wins most often.",
                    ),
                ),
                (
                    translate("ResultsView", "Value"),
                    translate(
                        "Glossary",
                        "The expected value of the wins by the last draw: the win chance × "
                        "the average win (a hand that does not win counts 0), so less than a "
                        "win is worth. Riichi points by self-draw, or Chinese Official fan.",
                    ),
                ),
                (
                    translate("Glossary", "pp (percentage points)"),
                    translate(
                        "Glossary",
                        "A difference of two chances: from 40% to 35% is 5 pp lost (not 5% of "
                        "40%).",
                    ),
                ),
                (
                    translate("Glossary", "What the look-ahead assumes"),
                    translate(
                        "Glossary",
                        "You play alone to the last draw (the 18th): nobody calls, wins or "
                        "takes tiles, each draw comes from the tiles not in your hand and not "
                        "seen, and a winning draw is always declared. The basic search follows "
                        "only the draws that bring the hand closer to ready; the extended search "
                        "also keeps one draw that changes the hand without bringing it closer, "
                        "or one step back.",
                    ),
                ),
            ],
        ),
        (
            translate("Glossary", "Grades (Review, practice deal)"),
            [
                (name, rule.format(**_limits(limits)))
                for name, rule, limits in (
                    (
                        translate("ReviewPage", "best"),
                        translate(
                            "Glossary", "Loses at most {a} pp of win chance against the best."
                        ),
                        (BEST,),
                    ),
                    (
                        translate("ReviewPage", "good"),
                        translate("Glossary", "Loses more than {a} pp, at most {b} pp."),
                        (BEST, GOOD),
                    ),
                    (
                        translate("ReviewPage", "doubtful"),
                        translate("Glossary", "Loses more than {a} pp, at most {b} pp."),
                        (GOOD, DOUBTFUL),
                    ),
                    (
                        translate("ReviewPage", "mistake"),
                        translate("Glossary", "Loses more than {a} pp."),
                        (DOUBTFUL,),
                    ),
                )
            ]
            + [
                (
                    translate("Glossary", "Graded by shape"),
                    translate(
                        "Glossary",
                        "A hand beyond the search's reach, or with no draw left, is graded by "
                        "its tiles: best keeps the lowest shanten and the most effective tiles; "
                        "good loses at most {a}% of the best discard's effective tiles, "
                        "doubtful at most {b}%, a mistake more (or a higher shanten).",
                    ).format(a=f"{100 * SHAPE_GOOD:.0f}", b=f"{100 * SHAPE_DOUBTFUL:.0f}"),
                )
            ],
        ),
        (
            translate("Glossary", "Kinds of wait"),
            [(i18n.wait_kind(key), text) for key, text in kinds],
        ),
        (
            translate("Glossary", "Rules presets (Settings)"),
            [(rule_words.preset(key), text) for key, text in presets],
        ),
        (
            translate("Glossary", "Defence against a riichi"),
            defence_glossary(),
        ),
    ]


def glossary_html() -> str:
    """The glossary as rich text for a text browser."""
    parts = []
    for title, entries in glossary():
        parts.append(f"<h3>{html.escape(title)}</h3><dl>")
        for term, text in entries:
            parts.append(f"<dt><b>{html.escape(term)}</b></dt><dd>{html.escape(text)}</dd>")
        parts.append("</dl>")
    return "".join(parts)


class GlossaryDialog(QDialog):
    """The words of the trainer explained: shanten, ready, effective tiles, seen tiles, the
    look-ahead's numbers and what it assumes, the grades, the kinds of wait, the rules presets
    and the defence words, in the current language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        layout.addWidget(self.browser)
        self._box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        layout.addWidget(self._box)
        self._box.rejected.connect(self.reject)
        self.resize(620, 560)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Glossary", "Glossary"))
        self.browser.setHtml(glossary_html())

    def changeEvent(self, e: QEvent) -> None:
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(e)

    @classmethod
    def ask(cls, parent: QWidget | None) -> None:
        """Show the glossary until the user closes it."""
        dialog = cls(parent)
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()


class ShortcutsDialog(QDialog):
    """The keyboard shortcuts: what each does and its keys, as the window's actions have
    them (the rows come from the actions, so the list cannot disagree with them)."""

    def __init__(self, rows: Sequence[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = tuple(rows)
        layout = QVBoxLayout(self)
        self.table = QTableWidget(len(self.rows), 2, self)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        for r, (what, keys) in enumerate(self.rows):
            self.table.setItem(r, 0, QTableWidgetItem(what))
            self.table.setItem(r, 1, QTableWidgetItem(keys))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table)
        self._box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        layout.addWidget(self._box)
        self._box.rejected.connect(self.reject)
        self.resize(520, 560)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("ShortcutsDialog", "Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels(
            [translate("ShortcutsDialog", "Action"), translate("ShortcutsDialog", "Keys")]
        )

    @classmethod
    def ask(cls, parent: QWidget | None, rows: Sequence[tuple[str, str]]) -> None:
        """Show the shortcuts until the user closes the list."""
        dialog = cls(rows, parent)
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()
