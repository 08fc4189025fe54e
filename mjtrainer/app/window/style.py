"""The window's style sheet: cards, status tones, the mode buttons, the quiz's and the
progress page's figures, the info bar."""

STYLE = """
QFrame#card { background: palette(base); border: 1px solid palette(mid); border-radius: 8px; }
QLabel#cardTitle { font-size: 11pt; }
QLabel#status { font-size: 13pt; font-weight: bold; padding: 2px 0; }
QLabel#status[compact="true"] { font-size: 11pt; padding: 0; }
QLabel#status[tone="good"] { color: #1b7f3b; }
QLabel#status[tone="info"] { color: #1c5fb0; }
QLabel#status[tone="warn"] { color: #a15c00; }
QLabel#status[tone="error"] { color: #b3261e; }
QLabel#contrast { color: #1c5fb0; font-weight: bold; }
QLabel#notationError { color: #b3261e; }
QWidget#decompRow[scored="true"] { background: #e9f5ed; border: 1px solid #1b7f3b;
                                   border-radius: 6px; }
QWidget#decompRow[scored="true"] QLabel#small { color: #1b7f3b; font-weight: bold; }
QLineEdit[invalid="true"] { border: 1px solid #b3261e; border-radius: 3px; padding: 2px; }
QLabel#placeholder { color: palette(mid); font-style: italic; }
QLabel#small { color: palette(dark); font-size: 9pt; }
QToolButton#mode { padding: 4px 10px; border: 1px solid palette(mid); border-radius: 4px; }
QToolButton#mode:checked { background: palette(highlight); color: palette(highlighted-text); }
QLabel#quizTitle { font-size: 12pt; font-weight: bold; }
QLabel#quizStat { font-size: 10.5pt; }
QLabel#explainSummary { padding: 0 0 4px 0; }
QLabel#tag { color: #8a5a00; font-weight: bold; }
QPushButton#primary { font-weight: bold; padding: 4px 14px; }
QFrame#statBox { background: palette(alternate-base); border: 1px solid palette(midlight);
                 border-radius: 6px; }
QLabel#statValue { font-size: 18pt; font-weight: bold; }
QFrame#infoBar { background: #fff4e5; border: 1px solid #e0a040; border-radius: 6px; }
QFrame#infoBar QLabel { color: #5c3b00; }
"""
