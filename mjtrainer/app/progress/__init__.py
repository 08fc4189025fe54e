"""The progress page: totals, the accuracy chart, the questions missed most."""
