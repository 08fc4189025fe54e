"""The progress page: totals, the accuracy chart, the questions missed most.

``page`` exports the page widget and ``connect``, which wires it to its controller.
"""
