"""Core test setup.

The look-ahead's error wording ("turn-range") joins ``errors.MESSAGES`` when
``mjtrainer.core.lookahead`` is loaded, because that module may not edit errors.py yet. Load it
here so the check that every core error code has a message sees the complete table. Remove
this file once the code is written into errors.py itself.
"""

import mjtrainer.core.lookahead  # noqa: F401
