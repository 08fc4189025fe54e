"""The review page: open a game, replay it as one seat saw it, grade its decisions.

``page`` exports the page widget and ``connect``, which wires it to its controller.
"""
