"""Compatibility of Shared Context versions, in the spirit of a schema registry.

`diff_contexts` lists every difference between two context documents as a
`Change`, each classified by its effect on the set of instances the
validators accept: `widened` (the new version accepts more: breaks
FORWARD), `narrowed` (it accepts less: breaks BACKWARD), `changed`
(incomparable: breaks both), `annotation` (no effect on validation) or
`added` (a new concept or task: a new subject with no history, which breaks
nothing). `check_compatibility` applies Confluent's levels (BACKWARD,
FORWARD, FULL and their transitive forms) to a candidate version and the
earlier minors of its major; the Schema Authority calls it before it
publishes a new minor.

Schemas are compared after `$ref`s are inlined (lazily, with cycles cut), so
moving an inline schema into `$defs` is not a change, and change paths are
JSON Pointers into the inlined document. Whatever the comparison cannot
reason about precisely is `changed`: it fails closed.
"""

from __future__ import annotations

from contexts.compat.documents import check_compatibility, diff_contexts
from contexts.compat.model import (
    Change,
    ChangeEffect,
    CompatibilityLevel,
    CompatibilityReport,
)
from contexts.compat.model import _combined as _combined  # tests import it from here
from contexts.compat.schemas import MAX_COMPARISON_DEPTH, MAX_COMPARISON_STEPS

__all__ = [
    "MAX_COMPARISON_DEPTH",
    "MAX_COMPARISON_STEPS",
    "Change",
    "ChangeEffect",
    "CompatibilityLevel",
    "CompatibilityReport",
    "check_compatibility",
    "diff_contexts",
]
