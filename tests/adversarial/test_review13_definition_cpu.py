"""Review 13: peer definitions that cost the agent seconds of event-loop CPU.

(1) A definition whose `$ref`s form a DAG costs exponential time to check.

`accept_definition` bounded a definition's bytes, depth, sub-schemas and patterns,
but counted each `$defs` entry once. A chain of `$defs` where each entry refers to
the next one twice (`allOf: [{$ref: next}, {$ref: next}]`) stays tiny (3 sub-schemas
a level, 2 JSON levels deep) while every check walks 2**N paths: jsonschema-rs does
not memoise `$ref`s, and neither does the pure explainer that runs on failures.
Fixed: the size with `$ref`s expanded is bounded (`MAX_DEFINITION_EXPANDED`), and
`$ref` cycles are refused.

(2) A definition refused for its patterns cost ~150 ms per pattern: `contexts.patterns.refusal`
compiled each refused pattern twice more (default regex options, then fancy-regex) only
to word the refusal, and lint reported every pattern, so 32 of them cost ~5 s. Fixed:
the wording compiles nothing but the pattern with its counts cut to 1, and a peer
definition stops at its first refused pattern.

Nothing here asserts on time: the tests assert the refusal and count the work
(compiles, sub-schemas walked); latencies are only printed.
"""

from __future__ import annotations

import asyncio
import contextlib
import time  # latencies are printed, never asserted
from typing import Any

import jsonschema_rs
import pytest

import contexts.lint
import contexts.patterns
from contexts.exceptions import ContentInvalidError
from contexts.lint import expanded_size
from l9_snl.clarification import (
    MAX_DEFINITION_EXPANDED,
    MAX_DEFINITION_PATTERNS,
    accept_definition,
)
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode

LEVELS = 14  # ~70 nodes, 42 sub-schemas, ~5 s per message on a laptop before the fix; 20 is hours


def ref_dag(levels: int) -> dict:
    defs = {}
    for i in range(levels):
        nxt = {"$ref": f"#/$defs/d{i + 1}"} if i + 1 < levels else {"minProperties": 1}
        defs[f"d{i}"] = {"allOf": [nxt, nxt]}
    return {
        "description": "A small DAG of references.",
        "schema": {
            "type": "object",
            "properties": {"x": {"type": "integer"}},
            "allOf": [{"$ref": "#/$defs/d0"}],
            "unevaluatedProperties": False,
            "$defs": defs,
        },
    }


def refused_patterns() -> dict:
    """32 patterns the linear engine refuses in 5 ms each; explaining why takes 150 ms each."""
    props = {f"p{i}": {"type": "string", "pattern": r"\p{L}{500}"} for i in range(32)}
    return {
        "description": "Patterns too large for the linear engine.",
        "schema": {"type": "object", "properties": props, "additionalProperties": False},
    }


def refused(definition: dict[str, Any], name: str = "trap") -> RemoteSemanticError:
    with pytest.raises(RemoteSemanticError) as caught:
        accept_definition(name, definition)
    assert caught.value.code == SNLErrorCode.INVALID_CONTENT
    return caught.value


@pytest.fixture
def pattern_compiles(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every pattern compiled by any engine from here on (caches emptied first)."""
    contexts.patterns._compiled.cache_clear()  # a cold start, as for a new peer
    contexts.patterns.refusal.cache_clear()
    seen: list[str] = []
    real = jsonschema_rs.Draft202012Validator

    def counting(schema: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(schema, dict) and set(schema) == {"pattern"}:
            seen.append(schema["pattern"])
        return real(schema, *args, **kwargs)

    monkeypatch.setattr(jsonschema_rs, "Draft202012Validator", counting)
    return seen


@pytest.fixture
def walked(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many sub-schemas the reference count walks (one entry per schema yielded)."""
    seen: list[int] = []
    real = contexts.lint.subschemas

    def counting(schema: Any, path: tuple[str, ...]) -> Any:
        for item in real(schema, path):
            seen.append(1)
            yield item

    monkeypatch.setattr(contexts.lint, "subschemas", counting)
    return seen


def test_refusing_a_definition_for_its_patterns_compiles_one_pattern_at_most_twice(
    pattern_compiles,
):
    error = refused(refused_patterns())
    assert "/properties/p0/pattern" in str(error)
    assert "compiles to more than 1 MiB" in str(error)
    # The pattern as the validators compile it, then with its count cut to 1: nothing else.
    assert pattern_compiles == [r"\p{L}{500}", r"\p{L}{1}"]


def test_a_definition_whose_refs_fan_out_is_refused_at_the_door(walked):
    error = refused(ref_dag(LEVELS))
    assert "$refs expanded" in str(error)
    assert f"the limit is {MAX_DEFINITION_EXPANDED}" in str(error)
    # Memoised: each of the ~70 schemas is walked about once per root counted, never 2**14.
    assert len(walked) < 4 * MAX_DEFINITION_EXPANDED


def test_a_refused_dag_is_never_compiled_nor_checked():
    # What the attack costs if a future change lets it through: content checks stay the test.
    with contextlib.suppress(RemoteSemanticError):
        agreed = accept_definition("trap", ref_dag(LEVELS))
        for content in ({"concept": "trap", "x": 1}, {"concept": "trap", "x": "not an int"}):
            with contextlib.suppress(ContentInvalidError):
                agreed.validate(content)
        pytest.fail("a 2**14-path definition was accepted")


def closed(**properties: Any) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "additionalProperties": False}


FAN_OUT: dict[str, Any] = {
    "allOf": lambda ref: {"allOf": [ref, ref]},
    "anyOf": lambda ref: {"anyOf": [ref, ref, ref]},
    "oneOf": lambda ref: {"oneOf": [ref, {"not": ref}]},
    "items": lambda ref: {"type": "array", "prefixItems": [ref], "items": ref},
    "properties": lambda ref: closed(a=ref, b=ref),
    "if-then-else": lambda ref: {"if": ref, "then": ref, "else": ref},
}
"""Ways a `$defs` entry can refer to the next one more than once."""


def chain(shape: str, levels: int) -> dict[str, Any]:
    defs = {
        f"d{i}": FAN_OUT[shape]({"$ref": f"#/$defs/d{i + 1}"} if i + 1 < levels else {"minimum": 0})
        for i in range(levels)
    }
    return {
        "description": f"A chain of {levels} {shape} references.",
        "schema": {**closed(x={"$ref": "#/$defs/d0"}), "$defs": defs},
    }


def expanded(definition: dict[str, Any]) -> int:
    schema = definition["schema"]
    body = {key: value for key, value in schema.items() if key != "$defs"}
    size, cycle = expanded_size(body, schema["$defs"], 1 << 40)
    assert cycle is None
    return size


@pytest.mark.parametrize("shape", sorted(FAN_OUT))
def test_every_fan_out_shape_is_bounded_by_its_expanded_size(shape, walked):
    levels = 1
    while expanded(chain(shape, levels + 1)) <= MAX_DEFINITION_EXPANDED:
        levels += 1
    assert accept_definition("trap", chain(shape, levels))  # the largest that fits is usable
    for deeper in (levels + 1, 40):  # 40 levels: 2**40 paths, refused as cheaply
        walked.clear()
        assert "$refs expanded" in str(refused(chain(shape, deeper)))
        assert len(walked) < 8 * MAX_DEFINITION_EXPANDED


CYCLES: dict[str, dict[str, Any]] = {
    "self": {"d0": {"allOf": [{"$ref": "#/$defs/d0"}]}},
    "two": {"d0": {"anyOf": [{"$ref": "#/$defs/d1"}]}, "d1": {"not": {"$ref": "#/$defs/d0"}}},
    "through-a-tree": {"d0": closed(kids={"type": "array", "items": {"$ref": "#/$defs/d0"}})},
}


@pytest.mark.parametrize("reached", [True, False], ids=["reached", "unreached"])
@pytest.mark.parametrize("cycle", sorted(CYCLES))
def test_ref_cycles_are_refused(cycle, reached):
    body = closed(x={"$ref": "#/$defs/d0"}) if reached else closed(x={"type": "integer"})
    error = refused({"description": "A loop.", "schema": {**body, "$defs": CYCLES[cycle]}})
    assert "back to itself" in str(error)


def test_refs_into_defs_of_defs_are_refused_without_being_followed(walked):
    nested = chain("allOf", 30)["schema"]["$defs"]
    schema = {
        **closed(x={"$ref": "#/$defs/outer/$defs/d0"}),
        "$defs": {"outer": {"$defs": nested}},
    }
    error = refused({"description": "Nested definitions.", "schema": schema})
    assert "$defs" in str(error)
    assert len(walked) < 8 * MAX_DEFINITION_EXPANDED


HUGE_COUNTS = [r"a{4294967295}", r"(a{1000}){1000}", r"\p{L}{1000}", r"[\p{L}\d]{200,900}x"]


@pytest.mark.parametrize("pattern", HUGE_COUNTS)
def test_huge_repetition_counts_are_refused_with_two_compiles_at_most(pattern, pattern_compiles):
    error = refused(
        {"description": "Big.", "schema": closed(s={"type": "string", "pattern": pattern})}
    )
    assert "/properties/s/pattern" in str(error)
    assert "compiles to more than 1 MiB" in str(error)
    assert len(pattern_compiles) <= 2


BAD = {"lookaround": "(?=a)b", "backreference": r"(a)\1", "syntax": "(", "size": r"\p{L}{500}"}


@pytest.mark.parametrize("kind", sorted(BAD))
def test_many_bad_patterns_cost_one_refusal(kind, pattern_compiles):
    good = {f"g{i}": {"type": "string", "pattern": f"^g{i}$"} for i in range(8)}
    bad = {
        f"p{i}": {"type": "string", "pattern": BAD[kind]}
        for i in range(MAX_DEFINITION_PATTERNS - 8)
    }
    error = refused({"description": "Many.", "schema": closed(**good, **bad)})
    assert "/properties/p0/pattern" in str(error)
    refused_compiles = [p for p in pattern_compiles if not p.startswith("^g")]
    assert len(refused_compiles) <= 2  # the first bad pattern only, never one engine per reason


def test_patterns_in_defs_are_named_by_their_pointer():
    schema = {
        **closed(x={"$ref": "#/$defs/code"}),
        "$defs": {"code": {"type": "string", "pattern": "(?!a)"}},
    }
    error = refused({"description": "Code.", "schema": schema})
    assert "/$defs/code/pattern" in str(error)
    assert "lookaround" in str(error)


@pytest.mark.timeout(120)
@pytest.mark.parametrize(
    "definition", [ref_dag(LEVELS), refused_patterns()], ids=["ref-dag", "patterns"]
)
async def test_a_peer_definition_does_not_stall_the_agent_for_others(definition):
    from test_content_attacks import (  # noqa: PLC0415
        FLIGHT,
        Airline,
        answer_to,
        raw,
        serving,
        session_of,
    )

    airline = Airline()  # clarify_undefined on, as in the issue's finding 2
    honest_agent, hostile = airline.client("alice"), airline.client("mallory")
    async with serving(airline) as port:
        honest = await session_of(honest_agent, port)
        attacker = await session_of(hostile, port)
        answer_raw(attacker, definition)

        async def worst(count: int) -> float:
            slowest = 0.0
            for _ in range(count):
                started = time.perf_counter()
                await honest.request("bookFlight", FLIGHT)
                slowest = max(slowest, time.perf_counter() - started)
            return slowest

        before = await worst(20)
        # One 40-byte message: the airline asks what `trap` means, gets the answer, refuses it.
        sent = await raw(attacker, "INFORM", {"concept": "trap", "x": "not an int"})
        answer = await answer_to(attacker, sent, seconds=60)
        assert answer.content["code"] == "undefined_concept"  # no usable definition came back
        during = await worst(20)
        print(f"worst honest booking: {before * 1e3:.1f} ms before, {during * 1e3:.1f} ms after")  # noqa: T201
        await attacker.close()
        await honest.close()


def answer_raw(attacker, definition: dict) -> None:
    """The hostile side answers the airline's concept_definition QUERY itself, unchecked."""
    from l8_comm import MessageReceived, Performative  # noqa: PLC0415

    attacker.locked.semantic._clarify = lambda _envelope: None  # its own L9 stays out

    def observe(session, event) -> None:
        content = getattr(getattr(event, "envelope", None), "content", None)
        if (
            isinstance(event, MessageReceived)
            and event.envelope.performative == Performative.QUERY
            and isinstance(content, dict)
            and content.get("concept") == "concept_definition"
        ):
            answer = {
                "concept": "concept_definition",
                "name": content["name"],
                "definition": definition,
            }
            session.locked.session.endpoint.reply(event.envelope, Performative.INFORM, answer)
            asyncio.get_running_loop().create_task(session.locked.session.flush())

    attacker.agent.observers.append(observe)
