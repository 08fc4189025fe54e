"""Rule sets: which winning shapes count. ``Rules`` is an immutable value with named presets."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace

from .errors import HandError

PRESETS = ("general", "riichi", "mcr")


@dataclass(frozen=True, slots=True)
class Rules:
    """Which shapes win. Seven pairs, thirteen orphans and the knitted shapes need a fully
    concealed hand."""

    name: str = "general"
    seven_pairs: bool = True
    four_identical_pairs: bool = False  # four of a kind counts as two of the seven pairs
    thirteen_orphans: bool = True
    knitted: bool = False  # 全不靠 / 七星不靠 / 组合龙 (Chinese Official)
    # Rules key every evaluator cache look-up, so the hash is computed once.
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.name, *self.options().values())))

    def __hash__(self) -> int:
        return self._hash

    @classmethod
    def preset(cls, name: str) -> Rules:
        """``"general"`` (default), ``"riichi"`` or ``"mcr"`` (国标, Chinese Official)."""
        key = name.strip().lower()
        if key == "general":
            return cls("general")
        if key == "riichi":
            return cls("riichi")
        if key in ("mcr", "gb", "guobiao", "国标"):
            return cls("mcr", four_identical_pairs=True, knitted=True)
        raise HandError("unknown-rules", name=name)

    def with_options(self, **options: bool) -> Rules:
        """These rules with some options switched; the name stays the preset's."""
        names = set(self.options())
        for key in options:
            if key not in names:
                raise HandError("unknown-option", option=key, options=", ".join(sorted(names)))
        return replace(self, **options)  # type: ignore[arg-type]

    def options(self) -> dict[str, bool]:
        """The options as a dict (for settings files)."""
        return {
            f.name: getattr(self, f.name) for f in fields(self) if f.name not in ("name", "_hash")
        }

    def __str__(self) -> str:
        return self.name
