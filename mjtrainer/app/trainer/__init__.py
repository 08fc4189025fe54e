"""The trainer page: build a hand and read its analysis (controller, presenters, views).

``page`` exports the page widget and ``connect``, which wires it to its controller.
"""
