"""The quiz page: questions, answers on the tiles, the explanations.

``page`` exports the page widget and ``connect``, which wires it to its controller.
"""
