"""What the settings dialog shows and gives back: a frozen value the controller fills and
applies (kept apart from the controller so the dialog, a view, needs no core)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SettingsValue:
    """The settings dialog's content: rules preset, options, language and tile size."""

    preset: str = "general"
    options: tuple[tuple[str, bool], ...] = ()
    language: str = "en"
    tile_size: str = "medium"  # "small" | "medium" | "large"
    # Each preset's own options, so the dialog can reset them when the preset changes.
    preset_options: tuple[tuple[str, tuple[tuple[str, bool], ...]], ...] = ()
    # The riichi options (``core.rules.RIICHI_OPTIONS``: red fives 0 or 3, the others on or
    # off), and the presets they apply to (those scored as riichi) with each one's own.
    riichi_options: tuple[tuple[str, int | bool], ...] = ()
    riichi_presets: tuple[tuple[str, tuple[tuple[str, int | bool], ...]], ...] = ()
    # From the options' one declaration (``core.rules.RULE_OPTIONS``): the options that are a
    # count, with their choices (a spin box; the others are check boxes), and the shape
    # options each preset offers (the others show the preset's own, disabled).
    counts: tuple[tuple[str, tuple[int, ...]], ...] = ()
    offered: tuple[tuple[str, tuple[str, ...]], ...] = ()
    labels: tuple[tuple[str, str], ...] = ()  # each option's English label
