"""The rules as the window names them: a preset's title and a rule option's label, in the
current language (both marked where the rules declare them, context "Rules")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...core.rules import PRESET_TITLES


def preset(key: str) -> str:
    """A rules preset's title (\"Riichi (Japanese)\"; an unknown key as it is)."""
    return QCoreApplication.translate("Rules", PRESET_TITLES.get(key, key))


def rule_option(label: str) -> str:
    """The settings dialog's label of a rule option, from the English ``label`` of its one
    declaration (``core.rules.RULE_OPTIONS``, where it is marked for translation)."""
    return QCoreApplication.translate("Rules", label)
