"""Schema patterns run on one linear-time regular-expression engine, whoever wrote them.

`pattern` and `patternProperties` are ECMA-262 regular expressions written by
context authors and by peers (a `concept_definition`). A backtracking engine
(Python's `re`, or fancy-regex, jsonschema-rs's default) can take time
exponential in the input on `^(a+)+$`; so every validator this package
compiles, and the explainer behind it, matches with jsonschema-rs's `regex`
engine (finite automata: time linear in the input, compiled size bounded).
What that costs is part of ECMA-262: no lookaround and no backreferences;
lint refuses such patterns when a document is loaded (`refusal`).
"""

from __future__ import annotations

import functools
from typing import Any, Final

import jsonschema_rs

MAX_PATTERN_LENGTH: Final = 1024
"""A pattern is at most this many characters: a longer one is refused by lint."""
REGEX_SIZE_LIMIT: Final = 1 << 20
"""A compiled pattern takes at most this many bytes (`^.{0,1000}$` does not fit: use maxLength)."""
REGEX_DFA_SIZE_LIMIT: Final = 1 << 20
"""The lazy DFA's cache per pattern, in bytes; past it matching stays linear, only slower."""
_SIZE: Final = f"{REGEX_SIZE_LIMIT >> 20} MiB"
LINEAR: Final = jsonschema_rs.RegexOptions(
    size_limit=REGEX_SIZE_LIMIT, dfa_size_limit=REGEX_DFA_SIZE_LIMIT
)
"""The engine options every compiled validator takes (`pattern_options=`)."""


def compile_schema(schema: Any) -> jsonschema_rs.Validator:  # noqa: ANN401 - any JSON Schema
    """A compiled 2020-12 validator: formats asserted, no network, patterns in linear time.

    Raises `jsonschema_rs.ValidationError` for a schema it cannot compile (a
    pattern the engine refuses among them): lint checks documents first.
    """
    return jsonschema_rs.Draft202012Validator(
        schema, validate_formats=True, offline=True, pattern_options=LINEAR
    )


@functools.lru_cache(maxsize=1024)
def _compiled(pattern: str) -> jsonschema_rs.Validator:
    return compile_schema({"pattern": pattern})


def search(pattern: str, text: str) -> bool:
    r"""Whether `pattern` matches somewhere in `text` (JSON Schema's `pattern`: not anchored).

    The linear engine decides, with ECMA-262 meanings (`$` only at the end,
    `\d` and `\w` ASCII), never Python's `re`.
    """
    return bool(_compiled(pattern).is_valid(text))


def _compiles(
    pattern: str, options: jsonschema_rs.RegexOptions | jsonschema_rs.FancyRegexOptions
) -> bool:
    try:
        jsonschema_rs.Draft202012Validator(
            {"pattern": pattern}, offline=True, pattern_options=options
        )
    except ValueError:  # jsonschema_rs.ValidationError is one
        return False
    return True


def refusal(pattern: str) -> str | None:
    """Why the linear engine will not run `pattern` (lookaround, too large...), or None.

    The length bound (`MAX_PATTERN_LENGTH`) is lint's to check first; this
    compiles the pattern exactly as the validators will.
    """
    try:
        _compiled(pattern)
    except ValueError:  # jsonschema_rs.ValidationError, or text Rust cannot take (a lone surrogate)
        pass
    else:
        return None
    # Compiling again with other options only says why; it never matches anything.
    if _compiles(pattern, jsonschema_rs.RegexOptions()):
        return (
            f"compiles to more than {_SIZE} in the linear-time engine: "
            "bound lengths with minLength/maxLength instead of large repetitions"
        )
    if _compiles(pattern, jsonschema_rs.FancyRegexOptions()):
        return (
            "uses lookaround or a backreference, which patterns may not: they run on a "
            "linear-time engine (ECMA-262 without lookaround and backreferences)"
        )
    return (
        "is not a regular expression the linear-time engine runs (ECMA-262 without "
        f"lookaround and backreferences, compiled within {_SIZE})"
    )
