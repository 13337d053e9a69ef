"""Content validation: verdicts, explanations, discriminators, and agreement with jsonschema."""

from datetime import date, datetime

import jsonschema
import jsonschema_rs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from contexts import (
    ContentInvalidError,
    ContentValidator,
    SharedContext,
    UndefinedConceptError,
)
from contexts.adol.listing import MAX_OUTPUT_PATHS
from contexts.builtin import builtin
from contexts.explainer import Explainer, failure_message
from contexts.patterns import compile_schema
from contexts.validation import MAX_FINDINGS

URN = "urn:contexts:check:v1.0"
CODE = {"$ref": "#/$defs/code"}


def closed(properties, **keywords):
    return {"type": "object", "properties": properties, "additionalProperties": False, **keywords}


DOCUMENT = {
    "urn": URN,
    "title": "Validation",
    "$defs": {
        "code": {"type": "string", "pattern": "^[A-Z]{3}$"},
        "day": {"type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
    },
    "concepts": {
        "offer": closed(
            {
                "code": CODE,
                "price": {"type": "number", "minimum": 0, "exclusiveMaximum": 100000},
                "seats": {"type": "integer", "minimum": 1, "maximum": 9},
                "departs": {"type": "string", "format": "date-time"},
                "tags": {
                    "type": "array",
                    "items": {"type": "string", "minLength": 1, "maxLength": 3},
                    "maxItems": 3,
                    "uniqueItems": True,
                },
                "leg": closed({"from": CODE, "to": CODE}, required=["from", "to"]),
                "kind": {"enum": ["economy", "business"]},
            },
            required=["code", "price"],
        ),
        "pick": closed(
            {"a": {"type": "string"}, "b": {"type": "integer"}},
            oneOf=[{"required": ["a"]}, {"required": ["b"]}],
        ),
        "either": closed(
            {"a": {"type": "string"}, "b": {"type": "integer"}},
            anyOf=[{"required": ["a"]}, {"required": ["b"]}],
        ),
        "contact": closed({"email": {"type": "string", "format": "email"}}),
    },
    "tasks": {
        "book": {
            "parameters": closed(
                {
                    "origin": CODE,
                    "date": {"$ref": "#/$defs/day"},
                    "travellers": {"type": "integer", "minimum": 1},
                },
                required=["origin", "date"],
            ),
            "result": closed({"reference": {"type": "string", "pattern": "^[A-Z0-9]{6}$"}}),
        },
        "ping": {"parameters": closed({})},
    },
}

CONTEXT = SharedContext(DOCUMENT)


def offer(**fields):
    return {"concept": "offer", "code": "JFK", "price": 120, **fields}


def book(**parameters):
    return {"task": "book", "parameters": {"origin": "JFK", "date": "2026-03-14", **parameters}}


def refusal(content, context=CONTEXT):
    with pytest.raises(ContentInvalidError) as caught:
        context.validate(content)
    assert caught.value.code == "invalid_content"
    assert not context.validator.is_valid(content)
    return caught.value


def findings_of(content, context=CONTEXT):
    return [(f.code, f.path) for f in refusal(content, context).findings]


def resolve(value, pointer):
    """The value a JSON Pointer designates (KeyError/IndexError when it designates nothing)."""
    if pointer == "":
        return value
    for token in pointer[1:].split("/"):
        key = token.replace("~1", "/").replace("~0", "~")
        value = value[int(key)] if isinstance(value, list) else value[key]
    return value


# -- verdicts ------------------------------------------------------------------------------


def test_valid_content_returns_what_it_names():
    assert CONTEXT.validate(offer()) == "offer"
    assert CONTEXT.validate(offer(seats=9, tags=["a", "bc"], leg={"from": "JFK", "to": "LHR"})) == (
        "offer"
    )
    assert CONTEXT.validate(offer(departs="2026-03-14T10:00:00Z", kind="business")) == "offer"
    assert CONTEXT.validate(book()) == "book"
    assert CONTEXT.validate(book(travellers=2)) == "book"
    assert CONTEXT.validate({"task": "book", "result": {"reference": "AB12CD"}}) == "book"
    assert CONTEXT.validate({"task": "ping", "parameters": {}}) == "ping"
    assert CONTEXT.validator.is_valid(offer())


@pytest.mark.parametrize(
    ("content", "code", "path"),
    [
        (offer(code="jfk"), "pattern", "/code"),
        (offer(price=-1), "minimum", "/price"),
        (offer(price=100000), "exclusiveMaximum", "/price"),
        (offer(seats=10), "maximum", "/seats"),
        (offer(seats=2.5), "type", "/seats"),
        (offer(seats=True), "type", "/seats"),
        (offer(tags=["a", "a"]), "uniqueItems", "/tags"),
        (offer(tags=["a", "b", "c", "d"]), "maxItems", "/tags"),
        (offer(tags=["abcd"]), "maxLength", "/tags/0"),
        (offer(tags=["a", 5]), "type", "/tags/1"),
        (offer(leg={"from": "JFK"}), "required", "/leg"),
        (offer(leg={"from": "JFK", "to": "LHR", "via": "CDG"}), "additionalProperties", "/leg"),
        (offer(leg={"from": "JFK", "to": "lhr"}), "pattern", "/leg/to"),
        (offer(kind="first"), "enum", "/kind"),
        (offer(extra=1), "additionalProperties", ""),
        ({"concept": "offer", "code": "JFK"}, "required", ""),
        (book(date="2026-02-30"), "format", "/parameters/date"),
        (book(date="14/03/2026"), "pattern", "/parameters/date"),
        (book(travellers=0), "minimum", "/parameters/travellers"),
        (book(origin=None), "type", "/parameters/origin"),
        ({"task": "book", "parameters": {"origin": "JFK"}}, "required", "/parameters"),
        ({"task": "book", "result": {"reference": "x"}}, "pattern", "/result/reference"),
        ({"task": "ping", "parameters": {"x": 1}}, "additionalProperties", "/parameters"),
        ({"task": "ping", "parameters": []}, "type", "/parameters"),
        ({"task": "ping"}, "required", ""),
    ],
)
def test_invalid_content_is_explained_by_keyword_and_pointer(content, code, path):
    found = findings_of(content)
    assert (code, path) in found
    for _, pointer in found:
        resolve(content, pointer)  # every finding points at something in the content


def test_the_error_names_the_concept_and_the_context():
    error = refusal(offer(price=-1))
    assert error.concept == "offer"
    assert URN in error.message
    assert "offer" in error.message
    assert "/price" in str(error)
    assert error.message.endswith(error.findings[0].message)


def test_a_date_time_failure_is_explained_as_a_format_error():
    found = refusal(offer(departs="2026-03-14 10:00"))
    assert [(f.code, f.path) for f in found.findings] == [("format", "/departs")]
    assert "date-time" in found.findings[0].message


@pytest.mark.parametrize(
    "value", ["2026-03-14T10:00:00", "2026-03-14T25:00:00Z", "2026-02-30T10:00:00Z", "tomorrow"]
)
def test_date_times_are_checked(value):
    assert findings_of(offer(departs=value)) == [("format", "/departs")]


def test_one_of_names_its_alternatives_without_repeating_the_instance():
    long_text = "x" * 5000
    both = refusal({"concept": "pick", "a": long_text, "b": 1})
    messages = [f.message for f in both.findings if f.code == "oneOf"]
    assert messages == ["must match exactly one of: a | b (matched more than one)"]
    neither = refusal({"concept": "pick"})
    assert [(f.code, f.path, f.message) for f in neither.findings] == [
        ("oneOf", "", "must match exactly one of: a | b (matched none)")
    ]
    assert long_text not in str(both)


def test_any_of_names_its_alternatives():
    error = refusal({"concept": "either"})
    assert [(f.code, f.message) for f in error.findings] == [
        ("anyOf", "must match at least one of: a | b")
    ]
    assert CONTEXT.validate({"concept": "either", "a": "x", "b": 2}) == "either"


def test_a_task_with_a_result_carries_parameters_or_result_not_both():
    neither = refusal({"task": "book"})
    assert [(f.code, f.message) for f in neither.findings] == [
        ("oneOf", "must match exactly one of: parameters | result (matched none)")
    ]
    both = refusal({"task": "book", "parameters": book()["parameters"], "result": {}})
    assert both.findings[0].message.endswith("(matched more than one)")


def test_messages_are_bounded():
    error = refusal(offer(kind="k" * 10_000))
    assert all(len(f.message) <= 300 for f in error.findings)
    assert error.findings[0].message.endswith("...")


def test_explanations_list_at_most_max_findings():
    content = offer(tags=list(range(3 * MAX_FINDINGS)))
    error = refusal(content)
    assert len(error.findings) == MAX_FINDINGS


def test_an_explanation_on_a_builtin_context():
    travel = builtin("urn:contexts:travel:v2.0")
    params = {"origin_code": "JFK", "dest_code": "LHR", "date": "2026-13-01"}
    error = refusal({"task": "bookFlight", "parameters": params}, travel)
    assert [(f.code, f.path) for f in error.findings] == [("format", "/parameters/date")]


# -- discriminators and names --------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "concept"),
    [
        ({"concept": "nothing"}, "nothing"),
        ({"task": "nothing", "parameters": {}}, "nothing"),
        ({"concept": "book"}, "book"),  # a task named as a concept
        ({"task": "offer", "parameters": {}}, "offer"),  # a concept named as a task
        ({"concept": ""}, ""),
    ],
)
def test_an_undefined_name_is_undefined_concept(content, concept):
    with pytest.raises(UndefinedConceptError) as caught:
        CONTEXT.validate(content)
    assert caught.value.code == "undefined_concept"
    assert caught.value.concept == concept
    assert URN in caught.value.message
    assert not CONTEXT.validator.is_valid(content)


@pytest.mark.parametrize(
    ("content", "path"),
    [
        ({"concept": "offer", "task": "book"}, ""),  # both
        ({"code": "JFK"}, ""),  # neither
        ({}, ""),
        ({"concept": None, "price": 1}, ""),  # null names nothing
        ({"concept": 5}, "/concept"),
        ({"task": ["book"]}, "/task"),
        ({"task": {"name": "book"}}, "/task"),
        ([], ""),
        ("offer", ""),
        (None, ""),
        (5, ""),
    ],
)
def test_discriminator_errors_are_invalid_content(content, path):
    error = refusal(content)
    assert error.concept == ""
    assert len(error.findings) == 1
    assert error.findings[0].path == path


def test_validate_parameters():
    travel = builtin("urn:contexts:travel:v2.0")
    good = {"origin_code": "JFK", "dest_code": "LHR", "date": "2026-03-14"}
    assert travel.validator.validate_parameters("bookFlight", good) is None
    with pytest.raises(ContentInvalidError) as caught:
        travel.validator.validate_parameters("bookFlight", {**good, "dest_code": "London"})
    assert [(f.code, f.path) for f in caught.value.findings] == [
        ("pattern", "/parameters/dest_code")
    ]
    with pytest.raises(ContentInvalidError):
        travel.validator.validate_parameters("bookFlight", "JFK to LHR")
    with pytest.raises(UndefinedConceptError):
        travel.validator.validate_parameters("fly", good)


@pytest.mark.parametrize(
    ("paths", "problem"),
    [
        (
            ["nothing"],
            "task 'bookFlight' has no result field 'nothing' (it has 'booking_reference'",
        ),
        (["date", "date"], "names 'date' twice"),
        ("date", "must be a list of result field paths"),
        ([1], "must be a list of result field paths"),
        (["x" * 10_000], "has no result field 'xxxx"),
    ],
)
def test_a_require_output_is_checked_alone_as_a_whole_request_would_check_it(paths, problem):
    travel = builtin("urn:contexts:travel:v2.0")
    travel.validator.check_require_output("bookFlight", ["booking_reference", "date"])
    good = {"origin_code": "JFK", "dest_code": "LHR", "date": "2026-03-14"}
    whole = {"task": "bookFlight", "parameters": good, "requireOutput": paths}
    with pytest.raises(ContentInvalidError):
        travel.validate(whole)  # the whole request is refused too
    with pytest.raises(ContentInvalidError) as caught:
        travel.validator.check_require_output("bookFlight", paths)
    assert caught.value.message.startswith("requireOutput: ")
    assert problem in caught.value.message
    assert len(caught.value.message) < 300
    assert [f.path for f in caught.value.findings] == ["/requireOutput"]


def test_defines():
    validator = CONTEXT.validator
    for name in ("offer", "pick", "either", "contact", "book", "ping"):
        assert validator.defines(name)
    for name in ("nothing", "", "concept", "task", "code", "OFFER"):
        assert not validator.defines(name)


def test_a_validator_can_be_built_directly():
    validator = ContentValidator(CONTEXT)
    assert validator.urn == URN
    assert validator.validate(offer()) == "offer"
    assert validator is not CONTEXT.validator


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**53) + 1, 2**53 - 1)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=6), children, max_size=3)
    ),
    max_leaves=12,
)
discriminated = st.builds(
    lambda key, name, rest: {**rest, key: name},
    st.sampled_from(["concept", "task"]),
    st.sampled_from(["offer", "pick", "either", "book", "ping", "nothing"]),
    st.dictionaries(
        st.sampled_from(["code", "price", "a", "b", "parameters", "result", "extra"]),
        json_values,
        max_size=4,
    ),
)


@given(st.one_of(json_values, discriminated))
def test_is_valid_agrees_with_validate(content):
    try:
        CONTEXT.validate(content)
    except (ContentInvalidError, UndefinedConceptError):
        assert not CONTEXT.validator.is_valid(content)
    else:
        assert CONTEXT.validator.is_valid(content)


# -- the compiled validator against the reference implementation ---------------------------

# Strings never contain a newline: Python's `re` lets `$` match before a trailing newline
# and ECMA-262 does not (see test_a_trailing_newline_fails_the_pattern_*). Years are
# 1000-9999 and seconds never 60: the compiled validator accepts year 0000 and leap
# seconds (RFC 3339 allows both), the pure one does not.
EARLIEST = datetime(1000, 1, 1)  # noqa: DTZ001 - a naive datetime formatted with explicit zones
text = st.text(st.characters(blacklist_characters="\n", max_codepoint=0x2FF), max_size=6)
good_codes = st.from_regex(r"[A-Z]{3}", fullmatch=True)
good_days = st.dates(min_value=EARLIEST.date()).map(date.isoformat)
good_tags = st.lists(st.text("abc", min_size=1, max_size=3), max_size=3, unique=True)


def date_times(separators, zones):
    return st.builds(
        lambda moment, sep, zone, fraction: (
            moment.strftime(f"%Y-%m-%d{sep}%H:%M:%S") + fraction + zone
        ),
        st.datetimes(min_value=EARLIEST),
        st.sampled_from(separators),
        st.sampled_from(zones),
        st.sampled_from(["", ".5", ".123456"]),
    )


GOOD = {
    "code": good_codes,
    "price": st.integers(0, 99_999) | st.floats(0, 99_999.5),
    "seats": st.integers(1, 9),
    "departs": date_times(["T"], ["Z", "+01:00", "-05:30"]),
    "tags": good_tags,
    "leg": st.fixed_dictionaries({"from": good_codes, "to": good_codes}),
    "kind": st.sampled_from(["economy", "business"]),
    "origin": good_codes,
    "date": good_days,
    "travellers": st.integers(1, 500),
    "reference": st.from_regex(r"[A-Z0-9]{6}", fullmatch=True),
}
codes = good_codes | st.from_regex(r"[A-Za-z]{2,4}", fullmatch=True) | text
seat_counts = st.integers(-1, 11) | st.sampled_from([1.0, 9.0, 2.5, True, "3", None])
WILD = {
    "code": codes,
    "price": st.integers(-3, 100_003)
    | st.floats(-1, 100_001)
    | st.sampled_from([100_000, 99_999.99, -0.0, "12", None]),
    "seats": seat_counts,
    "departs": date_times(["T", "t", " "], ["Z", "z", "+01:00", "-23:59", "+24:00", ""]) | text,
    "tags": st.lists(st.text("ab", max_size=4) | st.integers(0, 2), max_size=5),
    "leg": st.fixed_dictionaries({}, optional={"from": codes, "to": codes, "via": codes})
    | st.sampled_from([None, [], "JFK-LHR"]),
    "kind": st.sampled_from(["Economy", "first", 1, None]),
    "origin": codes,
    "date": st.from_regex(r"[1-9][0-9]{3}-[0-9]{2}-[0-9]{2}", fullmatch=True)
    | st.sampled_from(["2024-02-29", "2026-02-29", "2026-3-14", "2026-03-14T00:00:00Z"])
    | text,
    "travellers": seat_counts,
    "reference": st.from_regex(r"[A-Za-z0-9]{5,7}", fullmatch=True) | text,
    "extra": st.integers() | text,
}


@st.composite
def perturbed(draw, base, fields):
    """A mostly valid object: `fields` drawn well, then up to two of them replaced or deleted."""
    value = dict(base)
    for field in fields:
        if field in base or draw(st.booleans()):
            value[field] = draw(GOOD[field])
    for _ in range(draw(st.integers(0, 2))):
        field = draw(st.sampled_from([*fields, "extra"]))
        if draw(st.booleans()):
            value.pop(field, None)
        else:
            value[field] = draw(WILD[field])
    return value


OFFER_FIELDS = ["code", "price", "seats", "departs", "tags", "leg", "kind"]
offers = perturbed({"concept": "offer", "code": "", "price": 0}, OFFER_FIELDS)
parameters = perturbed({"origin": "", "date": ""}, ["origin", "date", "travellers"])
results = perturbed({}, ["reference"])
bookings = st.one_of(
    st.builds(lambda p: {"task": "book", "parameters": p}, parameters),
    st.builds(lambda r: {"task": "book", "result": r}, results),
    st.builds(lambda p, r: {"task": "book", "parameters": p, "result": r}, parameters, results),
    st.builds(lambda p: {"task": "book", "parameters": p}, st.sampled_from([None, [], "JFK"])),
)


def reference_schema(document, kind, name):
    """The schema the content is checked against, built from the document as the spec says."""
    defs = document.get("$defs", {})
    if kind == "concept":
        schema = document["concepts"][name]
        return {
            **schema,
            "properties": {"concept": {"const": name}, **schema["properties"]},
            "required": ["concept", *schema.get("required", [])],
            "$defs": defs,
        }
    task = document["tasks"][name]
    properties = {"task": {"const": name}, "parameters": task["parameters"]}
    schema = {
        "type": "object",
        "properties": properties,
        "required": ["task"],
        "additionalProperties": False,
        "$defs": defs,
    }
    if "result" in task:
        properties["result"] = task["result"]
        schema["oneOf"] = [{"required": ["parameters"]}, {"required": ["result"]}]
    else:
        schema["required"].append("parameters")
    return schema


REFERENCE = {
    (kind, name): jsonschema.Draft202012Validator(
        reference_schema(CONTEXT.as_dict(), kind, name),
        format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER,
    )
    for kind, name in [("concept", "offer"), ("task", "book")]
}


@given(st.one_of(offers, bookings))
def test_the_compiled_validator_agrees_with_jsonschema(content):
    kind = "concept" if "concept" in content else "task"
    expected = REFERENCE[kind, content[kind]].is_valid(content)
    assert CONTEXT.validator.is_valid(content) == expected
    if expected:
        assert CONTEXT.validate(content) == content[kind]
    else:
        error = refusal(content)
        assert error.findings
        for finding in error.findings:
            resolve(content, finding.path)
            assert finding.code != "schema"  # the reference validator explained it


@pytest.mark.parametrize(
    "content",
    [
        offer(departs="2026-12-31T23:59:60Z"),  # a leap second
        book(date="0000-01-01"),  # year zero
    ],
)
def test_rfc3339_edge_cases_get_one_consistent_verdict(content):
    verdict = CONTEXT.validator.is_valid(content)
    if verdict:
        assert CONTEXT.validate(content) in {"offer", "book"}
    else:
        assert refusal(content).findings


def test_a_trailing_newline_fails_the_pattern():
    error = refusal(offer(code="JFK\n"))
    assert [f.path for f in error.findings] == ["/code"]


def test_a_trailing_newline_fails_the_pattern_with_the_pattern_keyword():
    assert findings_of(offer(code="JFK\n")) == [("pattern", "/code")]


@pytest.mark.parametrize("address", ["a@", "@", "a b@c.d"])
def test_malformed_email_addresses_are_refused(address):
    error = refusal({"concept": "contact", "email": address})
    assert [f.path for f in error.findings] == ["/email"]


def test_a_malformed_email_is_explained_as_a_format_error():
    assert findings_of({"concept": "contact", "email": "a@"}) == [("format", "/email")]


def _with_task_results(**results: dict) -> SharedContext:
    """The check context with one task per result schema given (no parameters)."""
    tasks = dict(DOCUMENT["tasks"])
    for name, result in results.items():
        tasks[name] = {"parameters": closed({}), "result": result}
    return SharedContext({**DOCUMENT, "tasks": tasks})


def _fields(count: int, prefix: str = "f") -> dict:
    return {f"{prefix}{n:04d}": {"type": "string"} for n in range(count)}


def test_a_task_result_past_the_bounds_of_filtering_offers_no_require_output():
    """Closes F5b: a task result with one long property name over thousands of fields made
    every agent that locked the context list each field's path with that name in front and
    compile them all into an enum (0.22 MB of document: 4.95 s and 2.7 GiB). Past
    MAX_OUTPUT_PATHS paths, or a path past MAX_PATH_LENGTH characters (names of 200 under
    names of 200), the task offers no `requireOutput`, and asking for one says so."""
    deep = closed({"n" * 200: closed({"m" * 200: closed(_fields(3))}), "y": {"type": "string"}})
    context = _with_task_results(
        wide=closed({"y": {"type": "string"}, "all": closed(_fields(MAX_OUTPUT_PATHS))}),
        deep=deep,
        widest=closed(_fields(MAX_OUTPUT_PATHS)),  # at the bound: still offered
    )
    validator = context.validator
    assert "requireOutput" in validator.schema("task", "widest")["properties"]
    for task, bound in (("wide", f"more than {MAX_OUTPUT_PATHS}"), ("deep", "longer than")):
        assert "requireOutput" not in validator.schema("task", task)["properties"]
        request = {"task": task, "parameters": {}, "requireOutput": ["y"]}
        assert not validator.is_valid(request)
        with pytest.raises(ContentInvalidError) as caught:
            validator.validate(request)
        assert [(f.code, f.path) for f in caught.value.findings] == [
            ("requireOutput", "/requireOutput")
        ]
        assert f"task '{task}' offers none" in caught.value.message
        assert bound in caught.value.message
        with pytest.raises(ContentInvalidError, match=bound):
            validator.check_require_output(task, ["y"])
        assert validator.validate({"task": task, "result": {"y": "v"}}) == task


class _CountedFields(frozenset):
    """A task's result fields that count the paths looked up in them."""

    lookups = 0

    def __contains__(self, path: object) -> bool:
        _CountedFields.lookups += 1
        return super().__contains__(path)


@pytest.mark.parametrize(
    ("wanted", "problem"),
    [
        (["f0999"] * 1_001, "names 1001 paths, and task 'wide' has 1000 result fields"),
        (["f0000", "f0001", "f0000"], "names 'f0000' twice"),
    ],
    ids=["more-than-the-fields", "twice"],
)
def test_a_peers_require_output_is_refused_before_its_paths_are_looked_up(wanted, problem):
    """Closes F6: each path of a peer's `requireOutput` was looked for in the list of the
    task's result fields, duplicates included (80,000 paths in one 1 MiB frame against
    20,000 fields: 29.5 s). More paths than the task has fields, or one named twice, is
    refused first, with the code of a bad `requireOutput`; each other path is one lookup."""
    context = _with_task_results(wide=closed(_fields(1_000)))
    validator = ContentValidator(context)
    validator._result_fields["wide"] = _CountedFields(validator._result_fields["wide"])
    for content in (
        {"task": "wide", "parameters": {}, "requireOutput": wanted},
        {"task": "wide", "result": {}, "requireOutput": wanted},
    ):
        _CountedFields.lookups = 0
        assert not validator.is_valid(content)
        with pytest.raises(ContentInvalidError) as caught:
            validator.validate(content)
        assert [f.code for f in caught.value.findings] == ["requireOutput"]
        assert problem in caught.value.message
        assert _CountedFields.lookups == 0
    asked = [f"f{n:04d}" for n in range(0, 1_000, 2)]
    _CountedFields.lookups = 0
    assert validator.validate({"task": "wide", "result": {}, "requireOutput": asked}) == "wide"
    assert _CountedFields.lookups == len(asked)


def test_explaining_unknown_paths_compares_each_once_and_copies_no_enum_per_failure():
    """Closes F6's other half: refusing a `requireOutput` of unknown paths, the explanation
    compared each with every result field and wrote the whole list of fields into each
    failure (1,024 unknown paths against 1,024 fields: 1 s per request, and with
    256-character paths a quarter of a GB of messages). An enum of strings is one set
    lookup now, and each message is built only as far as a finding shows it."""
    context = _with_task_results(wide=closed(_fields(100, prefix="f" * 200)))
    validator = ContentValidator(context)
    unknown = [f"g{n}" for n in range(100)]
    content = {"task": "wide", "parameters": {}, "requireOutput": unknown}
    explainer = Explainer(validator.schema("task", "wide"))
    messages = [error.message for error in explainer.iter_errors(content)]
    assert len(messages) == 100
    assert max(map(len, messages)) <= 2 * 300
    stock = jsonschema.Draft202012Validator(validator.schema("task", "wide"))
    assert [failure_message(e) for e in explainer.iter_errors(content)] == [
        failure_message(e) for e in stock.iter_errors(content)
    ]  # the findings read as before
    with pytest.raises(ContentInvalidError) as caught:
        validator.validate(content)
    assert [f.code for f in caught.value.findings] == ["enum"] * MAX_FINDINGS
    assert "' is not one of ['ffff" in caught.value.findings[0].message
    mixed = {"type": "object", "properties": {"k": {"enum": ["a", 1, None]}}}
    assert [e.message for e in Explainer(mixed).iter_errors({"k": True})] == [
        "True is not one of ['a', 1, None]"
    ]  # not strings only: jsonschema's own check (True is not 1)


NAMES = st.sampled_from(["a", "b", "c", "a,b", "b,c", ",", '"a"', "a]", "[b"])


@given(st.lists(st.lists(NAMES, min_size=1, max_size=3, unique=True), min_size=2, max_size=4))
def test_a_filtered_result_is_judged_alike_whatever_was_filtered_before(chosen):
    """An outside attack: filtered schemas were cached by the paths joined with commas, so
    `["a,b"]` and `["a", "b"]` shared one entry in the validator every session of the
    context shares; a result without `a` and `b`, asked for, passed once the other list
    had been seen. Each list has its own entry: a verdict is the same on a fresh validator
    and on one that has filtered other lists first, names with commas, quotes or brackets
    included."""
    names = ["a", "b", "c", "a,b", "b,c", ",", '"a"', "a]", "[b"]
    result = closed({n: {"type": "integer"} for n in names}, required=names)
    document = {**DOCUMENT, "tasks": {"t": {"parameters": closed({}), "result": result}}}
    for index, paths in enumerate(chosen):
        content = {"task": "t", "result": {n: 1 for n in names if n not in paths}}
        content["requireOutput"] = paths
        fresh = SharedContext({**document, "title": f"fresh {index}"}).validator
        shared = SharedContext(document).validator  # (one cache, by digest: filtered before)
        assert shared.is_valid(content) is fresh.is_valid(content) is False
        asked = {"task": "t", "result": dict.fromkeys(paths, 1), "requireOutput": paths}
        assert shared.is_valid(asked) is fresh.is_valid(asked) is True


def test_a_result_field_with_a_dot_in_its_name_offers_no_require_output():
    """An outside attack: paths are dotted, so asking for a required field `amount.eur` was
    read as field `eur` of `amount`: the field was dropped from the result and the
    filtered schema no longer required it (the application got `{}`). A result with such a
    name offers no `requireOutput`, and asking for one says why."""
    context = _with_task_results(
        quote=closed(
            {"amount.eur": {"type": "number"}, "amount": closed({"eur": {"type": "number"}})},
            required=["amount.eur"],
        )
    )
    validator = context.validator
    assert "requireOutput" not in validator.schema("task", "quote")["properties"]
    for wanted in (["amount.eur"], ["amount"]):
        request = {"task": "quote", "parameters": {}, "requireOutput": wanted}
        with pytest.raises(ContentInvalidError, match="which no path can name"):
            validator.validate(request)
    assert not validator.is_valid({"task": "quote", "result": {}, "requireOutput": ["amount.eur"]})
    assert validator.validate({"task": "quote", "result": {"amount.eur": 1.5}}) == "quote"


STAMPS = st.builds(
    "{}-{}-{}{}{}:{}:{}{}{}".format,
    st.sampled_from(["0000", "0001", "2026", "9999"]),
    st.sampled_from(["01", "02", "12", "13"]),
    st.sampled_from(["01", "28", "29", "31"]),
    st.sampled_from(["T", "t", " "]),
    st.sampled_from(["00", "23", "24"]),
    st.sampled_from(["00", "59", "60"]),
    st.sampled_from(["00", "59", "60"]),
    st.sampled_from(["", ".5", ".123456789"]),
    st.sampled_from(["Z", "z", "+05:30", "-23:59", ""]),
)


@given(STAMPS)
def test_content_times_are_rfc_3339_that_python_reads(stamp):
    """An outside attack: `0000-01-01` and `23:59:60Z` validated as `date` and `date-time`,
    and a handler reading the validated field with `fromisoformat` failed. A content time
    is RFC 3339 (jsonschema-rs's check) that Python's `date`, `datetime` and `time` read."""
    import datetime as dt  # noqa: PLC0415 - this test only

    date, time = stamp[:10], stamp[11:]
    for fmt, value, parse in (
        ("date-time", stamp, dt.datetime.fromisoformat),
        ("date", date, dt.date.fromisoformat),
        ("time", time, dt.time.fromisoformat),
    ):
        rfc3339 = jsonschema_rs.validator_for({"format": fmt}, validate_formats=True)
        try:
            parse(value)
        except ValueError:
            reads = False
        else:
            reads = True
        accepted = Explainer({"format": fmt}).is_valid(value)
        assert accepted is compile_schema({"format": fmt}).is_valid(value)
        capital = fmt != "date-time" or value[10] == "T"  # (fromisoformat takes any)
        assert accepted is (rfc3339.is_valid(value) and reads and capital), (fmt, value)
