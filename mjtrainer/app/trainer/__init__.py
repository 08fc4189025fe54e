"""The trainer page: build a hand and read its analysis (controller, presenters, views)."""
