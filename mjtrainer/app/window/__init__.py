"""The main window and what serves it alone: menus and actions, where it opens, its dialogs,
its settings and the language it speaks (translators and fonts). The pages wire themselves
(each page's ``page.connect``); the window adds them and routes the intents that cross pages."""

from .main_window import MainWindow

__all__ = ["MainWindow"]
