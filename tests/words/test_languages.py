"""The one list of languages: the environment's choice, and every reader of the list."""

from __future__ import annotations

import pytest

from mjtrainer import resources
from mjtrainer.words import LANGUAGES, find, from_environment, from_locale


def test_codes_and_locale_prefixes_are_each_one_language():
    codes = [language.code for language in LANGUAGES]
    prefixes = [p for language in LANGUAGES for p in language.locales]
    assert len(set(codes)) == len(codes) and len(set(prefixes)) == len(prefixes)
    assert LANGUAGES[0].code == "en"  # the source language, and the fallback


@pytest.mark.parametrize(
    ("environ", "code"),
    [
        ({"LANG": "zh_CN.UTF-8"}, "zh_CN"),
        ({"LANG": "zh_TW.UTF-8"}, "zh_CN"),  # the one Chinese we ship
        ({"LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"}, "en"),  # LC_ALL first
        ({"LC_ALL": "", "LC_MESSAGES": "zh_SG", "LANG": "C"}, "zh_CN"),  # empty is unset
        ({"LANG": "ja_JP.UTF-8"}, "ja"),
        ({"LC_MESSAGES": "ja_JP.eucJP", "LANG": "en_GB.UTF-8"}, "ja"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_environment_picks_as_gettext_does(environ, code):
    assert from_environment(environ).code == code


def test_an_unknown_code_names_the_choices():
    with pytest.raises(ValueError, match="choose en, zh_CN, ja"):
        find("klingon")
    assert from_locale("POSIX") is LANGUAGES[0]


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang.code != "en"])
def test_each_other_language_ships_its_catalogue_and_font(language):
    assert resources.asset("translations", f"mjtrainer_{language.code}.ts").is_file()
    assert resources.asset("translations", f"mjtrainer_{language.code}.qm").is_file()
    assert language.font is None or resources.asset("fonts", language.font).is_file()


def test_the_command_line_and_the_window_take_the_list(qapp, tmp_path):
    from PySide6.QtCore import QSettings

    from mjtrainer.app.window.settings import SettingsController
    from mjtrainer.cli.words import LANGUAGES as CLI_LANGUAGES

    assert CLI_LANGUAGES == tuple(language.code for language in LANGUAGES)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    controller = SettingsController(settings, install_translator=False)
    for language in (*reversed(LANGUAGES), LANGUAGES[-1]):
        controller.set_language(language.code)
        assert controller.language == language.code
    controller.set_language("klingon")
    assert controller.language == LANGUAGES[-1].code
