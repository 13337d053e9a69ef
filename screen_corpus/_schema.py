"""The shape of a group of samples, shared by the data modules and `_write.py`.

A group is one underlying idea (one template); its items are paraphrases of
that idea. Every item of a group lands on the same side of the split
(`side`: "train" or "heldout"), so the held-out part measures generalisation
to ideas the training part never saw, not to re-wordings of trained ones.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Group:
    family: str
    gid: str
    side: str  # "train" | "heldout"
    items: tuple  # str, or (lang, str), or for split groups a tuple/list of parts
    lang: str = "en"
    wrap: float = 0.0  # probability that an item is embedded in a carrier field (English only)
    split: str | None = None  # "fields" | "messages" for split payloads
    notes: str = field(default="")


def group(  # noqa: PLR0913 - a record's fields, by keyword
    family: str,
    gid: str,
    side: str,
    items: Iterable[object],
    *,
    lang: str = "en",
    wrap: float = 0.0,
    split: str | None = None,
) -> Group:
    """A group of paraphrases of one idea, all on `side`."""
    if side not in ("train", "heldout"):
        raise ValueError(side)
    if split not in (None, "fields", "messages"):
        raise ValueError(split)
    return Group(family, gid, side, tuple(items), lang=lang, wrap=wrap, split=split)
