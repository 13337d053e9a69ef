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

import datetime as dt
import functools
import re
from collections.abc import Callable
from typing import Any, Final

import jsonschema_rs

MAX_PATTERN_LENGTH: Final = 1024
"""A pattern is at most this many characters: a longer one is refused by lint."""
REGEX_SIZE_LIMIT: Final = 1 << 20
"""A compiled pattern takes at most this many bytes (`^(?:.{0,100}){0,100}$` does not fit:
use maxLength)."""
REGEX_DFA_SIZE_LIMIT: Final = 1 << 20
"""The lazy DFA's cache per pattern, in bytes; past it matching stays linear, only slower."""
_SIZE: Final = f"{REGEX_SIZE_LIMIT >> 20} MiB"
LINEAR: Final = jsonschema_rs.RegexOptions(
    size_limit=REGEX_SIZE_LIMIT, dfa_size_limit=REGEX_DFA_SIZE_LIMIT
)
"""The engine options every compiled validator takes (`pattern_options=`)."""


def _rfc3339(name: str) -> jsonschema_rs.Validator:
    return jsonschema_rs.Draft202012Validator({"format": name}, validate_formats=True)


_RFC3339: Final = {name: _rfc3339(name) for name in ("date", "date-time", "time")}
_STDLIB: Final = {
    "date": dt.date.fromisoformat,
    "date-time": dt.datetime.fromisoformat,
    "time": dt.time.fromisoformat,
}


def _time_format(name: str) -> Callable[[str], bool]:
    rfc3339, parse = _RFC3339[name].is_valid, _STDLIB[name]

    separated = name == "date-time"  # (fromisoformat takes any separator: RFC 3339's `T`)

    def check(value: str) -> bool:
        if not rfc3339(value) or (separated and value[10:11] != "T"):
            return False
        try:
            parse(value)
        except ValueError:
            return False
        return True

    return check


TIME_FORMATS: Final = {name: _time_format(name) for name in _RFC3339}
"""`date`, `date-time` and `time` as content holds them: RFC 3339 (jsonschema-rs's check)
that Python's `fromisoformat` also reads, `T` and `Z` in capitals. An outside attack:
`0000-01-01` and `23:59:60Z` validated, and a handler reading a validated field failed on them (spec
section 1 refuses them in the wire's own times too)."""


def compile_schema(schema: Any) -> jsonschema_rs.Validator:  # noqa: ANN401 - any JSON Schema
    """A compiled 2020-12 validator: formats asserted, no network, patterns in linear time.

    Raises `jsonschema_rs.ValidationError` for a schema it cannot compile (a
    pattern the engine refuses among them): lint checks documents first.
    """
    return jsonschema_rs.Draft202012Validator(
        schema,
        validate_formats=True,
        offline=True,
        pattern_options=LINEAR,
        formats=TIME_FORMATS,
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


_COUNT: Final = re.compile(r"\{([0-9]+)(?:(,)([0-9]*))?\}")
"""A counted repetition, `{n}`, `{n,}` or `{n,m}` (our own pattern: it cannot backtrack)."""
_LOOKAROUND: Final = ("(?=", "(?!", "(?<=", "(?<!")


def _outline(pattern: str) -> tuple[bool, str]:
    r"""Whether `pattern` uses lookaround or a backreference, and `pattern` with counts of 0 or 1.

    One pass over the text, outside escapes and character classes: `(?=`,
    `(?!`, `(?<=`, `(?<!`, `\1`-`\9` and `\k<` are what the linear engine
    lacks; every counted repetition becomes `{0}`/`{1}` (`{1,}`, `{1,1}`...),
    which leaves a pattern's syntax as it was and its compiled size small.
    """
    fancy = False
    out: list[str] = []
    i, in_class = 0, False
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            nxt = pattern[i + 1 : i + 2]
            end = i + 2
            if nxt in ("p", "P", "u", "x") and pattern[end : end + 1] == "{":
                close = pattern.find("}", end)
                end = len(pattern) if close < 0 else close + 1
            elif not in_class and (nxt in tuple("123456789") or pattern[i + 1 : i + 3] == "k<"):
                fancy = True
            out.append(pattern[i:end])
            i = end
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(" and pattern.startswith(_LOOKAROUND, i):
            fancy = True
        elif char == "{" and (count := _COUNT.match(pattern, i)) is not None:
            low, comma, high = count.groups()
            if comma and high and int(low) > int(high):
                out.append(count.group())  # a syntax error stays one
            else:
                small = f"{min(int(low), 1)}{comma or ''}{min(int(high), 1) if high else ''}"
                out.append("{" + small + "}")
            i = count.end()
            continue
        out.append(char)
        i += 1
    return fancy, "".join(out)


@functools.lru_cache(maxsize=1024)
def refusal(pattern: str) -> str | None:
    r"""Why the linear engine will not run `pattern` (lookaround, too large...), or None.

    The length bound (`MAX_PATTERN_LENGTH`) is lint's to check first; this
    compiles the pattern exactly as the validators will. Saying why costs
    no more than that: no other engine compiles it (a backtracking one, or
    the linear one without the size limit, takes ~100 ms on `\p{L}{500}`),
    only a scan of the text and, for a pattern with counted repetitions, a
    compile of the same pattern with every count at most 1.
    """
    try:
        _compiled(pattern)
    except ValueError:  # jsonschema_rs.ValidationError, or text Rust cannot take (a lone surrogate)
        pass
    else:
        return None
    fancy, small = _outline(pattern)
    if fancy:
        return (
            "uses lookaround or a backreference, which patterns may not: they run on a "
            "linear-time engine (ECMA-262 without lookaround and backreferences)"
        )
    if small != pattern:
        try:
            compile_schema({"pattern": small})
        except ValueError:
            pass
        else:
            return (
                f"compiles to more than {_SIZE} in the linear-time engine: "
                "bound lengths with minLength/maxLength instead of large repetitions"
            )
    return (
        "is not a regular expression the linear-time engine runs (ECMA-262 without "
        f"lookaround and backreferences, compiled within {_SIZE})"
    )
