"""The Qt layer: controllers (QObjects that own state and talk to the core) and views (widgets
that draw snapshots and forward intents). Nothing under :mod:`mjtrainer.core` imports this."""
