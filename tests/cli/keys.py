"""The keys of ``analyze --json`` (DESIGN.md, "JSON"), in order, shared by the CLI tests."""

KEYS = [
    "hand",
    "rules",
    "tiles",
    "shanten",
    "win",
    "decompositions",
    "waits",
    "effective",
    "effective_count",
    "discards",
]
