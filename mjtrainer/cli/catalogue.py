"""The window's translations, read by the command line without Qt: a language's shipped
catalogue (``assets/translations/mjtrainer_<language>.ts``) as context → English source →
translation, the one place the words of both are written."""

from __future__ import annotations

import functools
import xml.etree.ElementTree as ET

from ..resources import asset

#: Translations a catalogue holds but that are not (or no longer) in force.
_NOT_IN_FORCE = {"unfinished", "vanished", "obsolete"}


@functools.cache
def catalogue(language: str) -> dict[str, dict[str, str]]:
    """The finished translations of ``language`` by context and English source; empty when
    the language ships no catalogue (the English then stands)."""
    try:
        root = ET.parse(asset("translations", f"mjtrainer_{language}.ts")).getroot()
    except (OSError, ET.ParseError):
        return {}
    out: dict[str, dict[str, str]] = {}
    for context in root.iter("context"):
        table = out.setdefault(context.findtext("name") or "", {})
        for message in context.iter("message"):
            source, translation = message.findtext("source"), message.find("translation")
            if source is None or translation is None or not translation.text:
                continue
            if translation.get("type") not in _NOT_IN_FORCE:
                table[source] = translation.text
    return out
