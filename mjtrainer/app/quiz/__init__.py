"""The quiz page: questions, answers on the tiles, the explanations."""
