"""Shared test setup. Qt must run offscreen, and that has to be decided before any
QApplication exists, so it happens here, at import time."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
