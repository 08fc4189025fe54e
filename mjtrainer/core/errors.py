"""Errors of the core. Every one is a ``ValueError`` whose message says what and where."""


class HandError(ValueError):
    """A hand, a meld, a tile list or a request that cannot be read or judged."""


class NotationError(HandError):
    """Text that is not valid tile notation (bad character, unknown suit, missing suit...)."""


class TooManyCopiesError(HandError):
    """A tile kind used more than four times across hand, melds and seen tiles."""


class MeldError(HandError):
    """A meld that is not a chow, pung or kong, or is written wrongly."""


class HandSizeError(HandError):
    """A hand with too many tiles, or a size the judging functions cannot judge."""
