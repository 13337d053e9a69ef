"""The JSON Schema keywords as the comparison classifies them.

Annotations, bounds, applicators, keywords that read each other, and the ones it analyses at all.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

_ANNOTATION_KEYWORDS: Final = frozenset(
    {
        "title",
        "description",
        "examples",
        "$comment",
        "default",
        "deprecated",
        "readOnly",
        "writeOnly",
        "tags",  # a concept's tags (selection), not an assertion
    }
)
_IN_PLACE_APPLICATORS: Final = (
    "allOf",
    "anyOf",
    "oneOf",
    "not",
    "if",
    "then",
    "else",
    "dependentSchemas",
    "$ref",
)
_LOWER_BOUNDS: Final[Mapping[str, int | None]] = {
    "minimum": None,
    "exclusiveMinimum": None,
    "minLength": 0,
    "minItems": 0,
    "minProperties": 0,
    "minContains": 1,
}
"""Lower-bound keywords and the value their absence means."""
_UPPER_BOUNDS: Final = (
    "maximum",
    "exclusiveMaximum",
    "maxLength",
    "maxItems",
    "maxProperties",
    "maxContains",
)
_HANDLED_KEYWORDS: Final = frozenset(
    {
        "type",
        "enum",
        "const",
        "pattern",
        "format",
        "multipleOf",
        "uniqueItems",
        "required",
        "dependentRequired",
        "properties",
        "patternProperties",
        "additionalProperties",
        "unevaluatedProperties",
        "dependentSchemas",
        "propertyNames",
        "prefixItems",
        "items",
        "unevaluatedItems",
        "contains",
        "allOf",
        "anyOf",
        "oneOf",
        "not",
        "if",
        "then",
        "else",
        "$ref",
        *_LOWER_BOUNDS,
        *_UPPER_BOUNDS,
    }
)
_OPENABLE: Final = {
    "additionalProperties": "additional_properties",
    "unevaluatedProperties": "unevaluated_properties",
    "items": "items",
    "unevaluatedItems": "unevaluated_items",
}
"""Keywords whose subschema is often `false`: their opening and closing get their own kinds."""
_INTERACTING: Final = (
    frozenset({"properties", "patternProperties", "additionalProperties"}),
    frozenset({"prefixItems", "items", "contains", "minContains", "maxContains"}),
    frozenset({"if", "then", "else"}),
)
"""Keywords that read each other: a `$ref` target and its siblings may not split a group."""
_READS_EVERYTHING: Final = frozenset({"unevaluatedProperties", "unevaluatedItems"})
_BRANCH_KINDS: Final = {"allOf": "all_of", "anyOf": "any_of", "oneOf": "one_of"}
_ALL_TYPES: Final = frozenset(
    {"null", "boolean", "object", "array", "string", "integer", "fraction"}
)
"""JSON types, with `number` split into integers and non-integers so `integer` < `number`."""


def _is_annotation(keyword: str) -> bool:
    return keyword in _ANNOTATION_KEYWORDS or keyword.startswith("x-")
