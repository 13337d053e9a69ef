"""Why content fails a schema, said precisely and readably, at a bounded cost.

The compiled validator (jsonschema-rs) decides; when it says no, the pure
`jsonschema` validator extended here (`Explainer`) explains. Content comes from
peers, so nothing here may cost more than linear time in what a peer sends:
every regular expression and `format` is decided by the compiled engine
(`contexts.patterns`), string enums are one set lookup, and `uniqueItems` is
one hash per item.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import hashlib
import os
from collections.abc import Callable, Hashable, Iterator, Mapping
from typing import Any, Final, cast

import jsonschema
import jsonschema_rs

from contexts import patterns
from contexts.caching import ByIdentity
from contexts.patterns import compile_schema

MAX_MESSAGE: Final = 300
"""The longest message of one finding, in characters (cut with an ellipsis)."""


@functools.lru_cache(maxsize=1024)
def _compiled_check(keyword: str, value: str) -> jsonschema_rs.Validator:
    return compile_schema({keyword: value})


def _matched(pattern: str, key: object) -> bool:
    return isinstance(key, str) and patterns.search(pattern, key)


def _pattern(
    validator: jsonschema.Validator, pattern: str, instance: object, schema: object
) -> Iterator[jsonschema.ValidationError]:
    del validator, schema
    if isinstance(instance, str) and not patterns.search(pattern, instance):
        yield jsonschema.ValidationError(f"{instance!r} does not match {pattern!r}")


def _format(
    validator: jsonschema.Validator, fmt: str, instance: object, schema: object
) -> Iterator[jsonschema.ValidationError]:
    del validator, schema
    if not _compiled_check("format", fmt).is_valid(instance):
        yield jsonschema.ValidationError(f"{instance!r} is not a {fmt!r}")


def _pattern_properties(
    validator: jsonschema.Validator,
    pattern_properties: Mapping[str, Any],
    instance: object,
    schema: object,
) -> Iterator[jsonschema.ValidationError]:
    del schema
    if not isinstance(instance, dict):
        return
    for pattern, subschema in pattern_properties.items():
        for key, value in instance.items():
            if _matched(pattern, key):
                yield from _descend(validator, value, subschema, path=key, schema_path=pattern)


def _additional_keys(instance: Mapping[str, Any], schema: Mapping[str, Any]) -> list[str]:
    """The keys neither `properties` nor a `patternProperties` pattern covers."""
    properties = schema.get("properties", {})
    pattern_list = list(schema.get("patternProperties", {}))
    return [
        key
        for key in instance
        if key not in properties and not any(_matched(p, key) for p in pattern_list)
    ]


def _additional_properties(
    validator: jsonschema.Validator,
    additional: object,
    instance: object,
    schema: Mapping[str, Any],
) -> Iterator[jsonschema.ValidationError]:
    if not isinstance(instance, dict):
        return
    extras = _additional_keys(instance, schema)
    if isinstance(additional, dict):
        for extra in extras:
            yield from _descend(validator, instance[extra], additional, path=extra)
    elif additional is False and extras:
        # jsonschema's own wording, so that findings read the same as before.
        joined = ", ".join(repr(extra) for extra in sorted(extras))
        if "patternProperties" in schema:
            verb = "does" if len(extras) == 1 else "do"
            regexes = ", ".join(repr(p) for p in sorted(schema["patternProperties"]))
            yield jsonschema.ValidationError(
                f"{joined} {verb} not match any of the regexes: {regexes}"
            )
        else:
            verb = "was" if len(extras) == 1 else "were"
            yield jsonschema.ValidationError(
                f"Additional properties are not allowed ({joined} {verb} unexpected)"
            )


def _referenced_keys(
    validator: jsonschema.Validator, instance: Mapping[str, Any], ref: object
) -> set[str]:
    if not isinstance(ref, str):
        return set()
    # lint admits only #/$defs/<name>; resolve it the way jsonschema's own walk does.
    resolved = cast("Any", validator)._resolver.lookup(ref)  # noqa: SLF001
    evolved = validator.evolve(schema=resolved.contents, _resolver=resolved.resolver)
    return _evaluated_keys(evolved, instance, resolved.contents)


def _evaluated_keys(  # noqa: C901 - one branch per keyword that evaluates properties
    validator: jsonschema.Validator, instance: Mapping[str, Any], schema: object
) -> set[str]:
    """The keys of `instance` that `schema` evaluates (jsonschema's walk, patterns asked here)."""
    if not isinstance(schema, dict):
        return set()
    evaluated = _referenced_keys(validator, instance, schema.get("$ref"))
    properties = schema.get("properties")
    if isinstance(properties, dict):
        evaluated |= properties.keys() & instance.keys()
    for keyword in ("additionalProperties", "unevaluatedProperties"):
        if (subschema := schema.get(keyword)) is not None:
            evaluated |= {
                key for key, value in instance.items() if _is_valid(validator, value, subschema)
            }
    for pattern in schema.get("patternProperties", {}):
        evaluated |= {key for key in instance if _matched(pattern, key)}
    for key, subschema in schema.get("dependentSchemas", {}).items():
        if key in instance:
            evaluated |= _evaluated_keys(validator, instance, subschema)
    for keyword in ("allOf", "oneOf", "anyOf"):
        for subschema in schema.get(keyword, ()):
            if _is_valid(validator, instance, subschema):
                evaluated |= _evaluated_keys(validator, instance, subschema)
    if "if" in schema:
        taken = _is_valid(validator, instance, schema["if"])
        evaluated |= _evaluated_keys(validator, instance, schema["if"] if taken else None)
        evaluated |= _evaluated_keys(validator, instance, schema.get("then" if taken else "else"))
    return evaluated


def _unevaluated_properties(
    validator: jsonschema.Validator,
    unevaluated: object,
    instance: object,
    schema: Mapping[str, Any],
) -> Iterator[jsonschema.ValidationError]:
    if not isinstance(instance, dict):
        return
    evaluated = _evaluated_keys(validator, instance, schema)
    failing = [
        key
        for key, value in instance.items()
        if key not in evaluated and not _is_valid(validator, value, unevaluated)
    ]
    if failing:
        verb = "was" if len(failing) == 1 else "were"
        if unevaluated is False:
            joined = ", ".join(repr(key) for key in sorted(failing))
            message = f"Unevaluated properties are not allowed ({joined} {verb} unexpected)"
        else:
            joined = ", ".join(repr(key) for key in failing)
            message = (
                "Unevaluated properties are not valid under the given schema "
                f"({joined} {verb} unevaluated and invalid)"
            )
        yield jsonschema.ValidationError(message)


def _descend(
    validator: jsonschema.Validator,
    instance: object,
    schema: object,
    path: str | None = None,
    schema_path: str | None = None,
) -> Iterator[jsonschema.ValidationError]:
    # `descend` is on every class jsonschema creates, not on its Validator protocol.
    errors: Iterator[jsonschema.ValidationError] = cast("Any", validator).descend(
        instance, schema, path=path, schema_path=schema_path
    )
    return errors


def _is_valid(validator: jsonschema.Validator, instance: object, schema: object) -> bool:
    return next(_descend(validator, instance, schema), None) is None


_STOCK_ENUM: Final = jsonschema.Draft202012Validator.VALIDATORS["enum"]
_REMEMBERED_ENUMS: Final = 256
MAX_KEYED_DEPTH: Final = 64
"""The deepest `enum` members compared by key (deeper lists are compared as jsonschema does)."""


def equality_key(value: object) -> Hashable:  # noqa: PLR0911 - one return per JSON type
    """A key two JSON values share exactly when JSON Schema calls them equal.

    Numbers by value (1 and 1.0 alike; `_number_key`), booleans apart from numbers, arrays by
    their items in order, objects by their members in any order; a string is its
    own key. Recursive: for values `MAX_KEYED_DEPTH` deep at most (RecursionError
    past Python's limit; callers check the depth first).
    """
    if type(value) is str:
        return value
    if type(value) is bool:
        return ("b", value)
    if isinstance(value, int | float):
        return _number_key(value)
    if value is None:
        return ("z",)
    if isinstance(value, list | tuple):
        return ("a", tuple(equality_key(item) for item in value))
    if isinstance(value, dict):
        return ("o", frozenset((name, equality_key(item)) for name, item in value.items()))
    return ("?", id(value))  # (not JSON: equal to itself only)


_SALT: Final = os.urandom(16)
_EXACT: Final = 2**53


def _number_key(value: float) -> Hashable:
    """A number's key: by value, 1 and 1.0 alike.

    Past 2**53, or with a fraction, a salted digest of its exact decimal text (a
    review: Python hashes an integer modulo 2**61 - 1, so 4,000 multiples of it
    sent as one array all collided in `uniqueItems`' dict).
    """
    if isinstance(value, float):
        if not value.is_integer():
            return ("f", hashlib.blake2b(repr(value).encode(), key=_SALT, digest_size=16).digest())
        value = int(value)
    if -_EXACT < value < _EXACT:
        return ("n", value)
    return ("f", hashlib.blake2b(str(value).encode(), key=_SALT, digest_size=16).digest())


def _member_keys(enums: list[Any]) -> frozenset[Hashable] | None:
    if depth_of(enums) > MAX_KEYED_DEPTH:
        return None
    return frozenset(equality_key(each) for each in enums)


_enum_keys: ByIdentity[list[Any], frozenset[Hashable] | None] = ByIdentity(
    _member_keys, _REMEMBERED_ENUMS
)


def _enum_message(instance: object, enums: list[str]) -> str:
    """The message of jsonschema's `enum`, built only as far as `_short` keeps of it."""
    message = f"{instance!r} is not one of ["
    for index, each in enumerate(enums):
        if len(message) > MAX_MESSAGE:
            return message  # `_short` cuts the whole message at the same place
        message += f"{', ' if index else ''}{each!r}"
    return message + "]"


def _enum(
    validator: jsonschema.Validator, enums: object, instance: object, schema: object
) -> Iterator[jsonschema.ValidationError]:
    keys = _enum_keys.get(enums) if type(enums) is list else None
    if keys is None:
        yield from _STOCK_ENUM(validator, enums, instance, schema)
    elif equality_key(instance) not in keys:
        # One set lookup, not a comparison with each member (jsonschema's `equal`, each
        # a walk of both values), and not a copy of the whole list per failure (a
        # requireOutput of 1,024 unknown paths took 1 s to explain, its enum repeated in
        # each of the 1,024 messages).
        yield jsonschema.ValidationError(_enum_message(instance, cast("list[Any]", enums)))


def _unique_items(
    _validator: jsonschema.Validator, unique: object, instance: object, _schema: object
) -> Iterator[jsonschema.ValidationError]:
    """`uniqueItems` in one pass.

    jsonschema's compares the items pairwise when they do not sort (mixed types,
    objects): an outside attack's 6,000 integers and a string took 9 s to explain.
    """
    if unique is not True or not isinstance(instance, list):
        return
    seen: dict[Hashable, int] = {}
    for index, item in enumerate(instance):
        first = seen.setdefault(equality_key(item), index)
        if first != index:
            message = f"items {first} and {index} are equal: {short_message(repr(item))}"
            yield jsonschema.ValidationError(f"{message} (non-unique elements)")
            return


MAX_EXPLAIN_STEPS: Final = 20_000
"""Keyword applications one explanation may make (`explaining`); past them it gives up."""


class ExplanationTooCostly(Exception):  # noqa: N818 - what happened, said as such
    """An explanation needed more than its steps (`explaining`)."""


_steps_left: contextvars.ContextVar[list[int] | None] = contextvars.ContextVar(
    "explainer steps left", default=None
)


@contextlib.contextmanager
def explaining(steps: int = MAX_EXPLAIN_STEPS) -> Iterator[None]:
    """Count the Explainer's keyword applications in this block (`ExplanationTooCostly` past).

    Some keywords make the pure validator walk a value more than once per level
    (`unevaluatedProperties`, `unevaluatedItems`: what was evaluated, then what applies):
    time exponential in the nesting, 9 s for 20 values 18 levels deep in a review,
    under every other bound. Counting steps bounds every keyword alike, whatever
    the schema.
    """
    token = _steps_left.set([steps])
    try:
        yield
    finally:
        _steps_left.reset(token)


_Keyword = Callable[[Any, Any, Any, Any], Any]


def _counted(keyword: _Keyword) -> _Keyword:
    def counted(validator: Any, value: Any, instance: Any, schema: Any) -> Any:  # noqa: ANN401
        left = _steps_left.get()
        if left is not None:
            left[0] -= 1
            if left[0] < 0:
                raise ExplanationTooCostly
        return keyword(validator, value, instance, schema)

    return counted


_KEYWORDS: Final[dict[str, _Keyword]] = {
    **jsonschema.Draft202012Validator.VALIDATORS,
    "enum": _enum,
    "uniqueItems": _unique_items,
    "pattern": _pattern,
    "format": _format,
    "patternProperties": _pattern_properties,
    "additionalProperties": _additional_properties,
    "unevaluatedProperties": _unevaluated_properties,
}
Explainer: type[jsonschema.Validator] = jsonschema.validators.extend(  # type: ignore[no-untyped-call]
    jsonschema.Draft202012Validator,
    validators={name: _counted(keyword) for name, keyword in _KEYWORDS.items()},
)
"""The pure validator, with every regular expression and `format` decided by the compiled engine.

Patterns come from peers and Python's `re` backtracks (exponential time on
`^(a+)+$`): `pattern`, `patternProperties` and the two keywords that need
to know which names its patterns match (`additionalProperties`,
`unevaluatedProperties`) ask the linear engine of `contexts.patterns`
instead, which is also ECMA-262 (`$` in `re` also matches before a final
newline). No pattern reaches `re`.
jsonschema's format checks are looser than jsonschema-rs's (`email`,
`date-time`): the explanation must find the fault the compiled validator
found, so `format` asks it too. An `enum` (a task's result paths, up to 1,024)
is one set lookup per value (`equality_key`), its message built only as far
as a finding shows it, and `uniqueItems` one pass over the items. Every keyword
counts as a step inside `explaining`.
"""


def shape_of(value: object, max_values: int) -> tuple[int, int]:
    """How deeply a JSON value nests, and how many values it holds (itself included).

    The walk stops as soon as there are more than `max_values`: then the count is
    `max_values + 1` and the depth what was seen so far (at most `max_values` looked at).
    """
    deepest, count = 0, 0
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        node, depth = stack.pop()
        count += 1
        deepest = max(deepest, depth)
        if isinstance(node, dict | list):
            if count + len(stack) + len(node) > max_values:  # (not one child more pushed)
                return deepest, max_values + 1
            children = node.values() if isinstance(node, dict) else node
            stack.extend((child, depth + 1) for child in children)
    return deepest, count


def depth_of(value: object) -> int:
    """How deeply a JSON value nests (a scalar is 0), without recursion."""
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        if isinstance(node, dict):
            stack.extend((child, depth + 1) for child in node.values())
        elif isinstance(node, list):
            stack.extend((child, depth + 1) for child in node)
    return deepest


def _alternative(branch: object) -> str:
    if isinstance(branch, dict) and set(branch) == {"required"}:
        return " + ".join(branch["required"])
    return "a sub-schema"


def failure_message(error: jsonschema.ValidationError) -> str:
    """The message of a failure; applicators get a short one instead of a copy of the instance."""
    if error.validator in ("oneOf", "anyOf") and isinstance(error.validator_value, list):
        options = " | ".join(_alternative(b) for b in error.validator_value)
        if error.validator == "anyOf":
            return short_message(f"must match at least one of: {options}")
        matched = "more than one" if "is valid under each of" in error.message else "none"
        return short_message(f"must match exactly one of: {options} (matched {matched})")
    return short_message(error.message)


def short_message(message: str) -> str:
    """`message`, cut to `MAX_MESSAGE` characters."""
    return message if len(message) <= MAX_MESSAGE else message[: MAX_MESSAGE - 3] + "..."
