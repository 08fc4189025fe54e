"""What every page uses: tiles and tile art, charts, the task runner, small widgets,
translations, the discard table and the frozen snapshots the views render."""
