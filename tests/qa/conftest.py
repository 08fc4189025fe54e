"""The QA tests' window: the real main window with real thread pools, temporary settings and
a temporary progress file."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from mjtrainer.app.main import build_window
from mjtrainer.app.quiz.controller import QuizController
from mjtrainer.app.window.settings import SettingsController


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    sc = SettingsController(settings, install_translator=False)
    quiz = QuizController(tmp_path / "progress.sqlite3", rules=sc.rules)
    w = build_window(sc, quiz=quiz)
    qtbot.addWidget(w)
    w.resize(1280, 820)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()
