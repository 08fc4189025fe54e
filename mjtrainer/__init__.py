"""mjtrainer: a desktop trainer for reading mahjong hands."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("mjtrainer")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.1.0"
