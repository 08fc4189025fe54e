"""The review page: open a game, replay it as one seat saw it, grade its decisions."""
