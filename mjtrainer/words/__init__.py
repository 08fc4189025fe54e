"""Every user-facing word (DESIGN.md, "Words and languages"): the one list of languages."""

from .languages import LANGUAGES, Language, find, from_environment, from_locale

__all__ = ["LANGUAGES", "Language", "find", "from_environment", "from_locale"]
