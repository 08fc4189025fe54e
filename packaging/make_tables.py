"""Regenerate mjtrainer/core/data/groups.bin.z, the exact group-cost table of the core.

    python packaging/make_tables.py

Takes about 10 seconds. tests/core/test_core_properties.py checks the shipped file against the
dynamic programme it is derived from, so a stale or damaged file fails the tests.
"""

import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from mjtrainer.core import groups  # noqa: E402

if __name__ == "__main__":
    t0 = time.perf_counter()
    out = pathlib.Path(groups.__file__).with_name("data") / groups.DATA_FILE
    out.write_bytes(groups.build_tables())
    print(f"wrote {out} ({out.stat().st_size} bytes) in {time.perf_counter() - t0:.1f} s")
