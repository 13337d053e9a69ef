"""L9 grounding and clarification: binding values to task parameters, asking and answering."""

import dataclasses
import datetime as dt
import logging

import pytest
from hypothesis import given
from hypothesis import strategies as st

from contexts import ParameterOption, SharedContext
from contexts.builtin import builtin, builtin_library
from contexts.lint import RESERVED_CONCEPTS, subschemas
from l9_snl.clarification import (
    AMBIGUOUS_PARAMETER_SCHEMA,
    CONCEPT_DEFINITION_SCHEMA,
    MAX_DEFINITION_BYTES,
    PARAMETER_OPTIONS_SCHEMA,
    SCHEMAS,
    ConceptDefinition,
    DefinitionCache,
    accept_definition,
    answer_query,
    apply_answer,
    clarification_query,
    define,
    definition_query,
    validate_clarification,
)
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.grounding import (
    BoundParameter,
    Grounder,
    GroundingResult,
    InvalidParameter,
    OpenParameter,
    grounder_for,
)

TRAVEL = builtin("urn:contexts:travel:v2.1")
PAYMENT = builtin("urn:contexts:payment:v2.0")
HEALTH = builtin("urn:contexts:health:v1.0")
NEW_YORK = ("EWR", "JFK", "LGA")
DAY = "2026-03-14"


def values(options):
    return tuple(option.value for option in options)


def ground(**said):
    return Grounder(TRAVEL).ground("bookFlight", said)


def pick(choice_by_parameter):
    def chooser(parameter, value, options):
        del value, options
        return choice_by_parameter.get(parameter)

    return chooser


# --- grounding ------------------------------------------------------------------------


def test_a_city_with_several_airports_is_ambiguous_never_guessed():
    result = ground(origin_code="New York", dest_code="LHR", date=DAY)
    assert not result.complete
    assert "origin_code" not in result.parameters
    (entry,) = result.ambiguous
    assert entry.parameter == "origin_code"
    assert entry.value == "New York"
    assert values(entry.options) == NEW_YORK
    assert entry.options[1] == ParameterOption(
        value="JFK", label="New York John F. Kennedy International"
    )


def test_a_valid_code_is_bound_as_said():
    result = ground(origin_code="JFK", dest_code="LHR", date=DAY)
    assert result.complete
    assert dict(result.parameters) == {"origin_code": "JFK", "dest_code": "LHR", "date": DAY}
    assert result.content() == {
        "task": "bookFlight",
        "parameters": {"date": DAY, "dest_code": "LHR", "origin_code": "JFK"},
    }


def test_a_code_in_lower_case_is_bound_to_its_option():
    result = ground(origin_code="jfk", dest_code=" lhr ", date=DAY)
    assert result.parameters["origin_code"] == "JFK"
    assert result.parameters["dest_code"] == "LHR"
    assert result.complete


@pytest.mark.parametrize(
    ("city", "airport"),
    [("Zurich", "ZRH"), ("Zürich", "ZRH"), ("amsterdam", "AMS"), ("Lisboa", "LIS")],
)
def test_a_city_with_one_airport_is_bound_to_it(city, airport):
    result = ground(origin_code=city, dest_code="JFK", date=DAY)
    assert result.parameters["origin_code"] == airport
    assert result.complete


def test_a_well_formed_city_code_is_not_taken_for_an_airport():
    # "NYC" matches ^[A-Z]{3}$, but the ontology says it names a city with three airports.
    result = ground(origin_code="NYC", dest_code="LON", date=DAY)
    assert [entry.parameter for entry in result.ambiguous] == ["dest_code", "origin_code"]
    assert values(result.ambiguous[1].options) == NEW_YORK
    assert len(result.ambiguous[0].options) == 6


def test_a_valid_code_the_ontology_does_not_know_is_bound():
    result = ground(origin_code="XYZ", dest_code="JFK", date=DAY)
    assert result.parameters["origin_code"] == "XYZ"
    assert result.complete


def test_a_missing_required_parameter_is_reported_with_its_value_class():
    result = ground(origin_code="JFK")
    assert [entry.parameter for entry in result.missing] == ["date", "dest_code"]
    date, dest = result.missing
    assert date.value is None
    assert date.options == ()  # no value class for dates
    assert dest.value is None
    assert {"JFK", "LHR", "ZRH", "NRT"} <= set(values(dest.options))
    assert values(dest.options) == tuple(sorted(values(dest.options)))
    assert not result.complete


def test_a_none_value_counts_as_missing():
    result = ground(origin_code="JFK", dest_code="LHR", date=None)
    assert [entry.parameter for entry in result.missing] == ["date"]


def test_an_optional_parameter_may_be_left_out():
    result = Grounder(TRAVEL).ground(
        "searchFlights", {"origin_code": "JFK", "dest_code": "LHR", "date": DAY}
    )
    assert result.complete
    assert "max_results" not in result.parameters


def test_an_invalid_date_is_invalid_with_the_validators_findings():
    result = ground(origin_code="JFK", dest_code="LHR", date="2026-02-30")
    (entry,) = result.invalid
    assert entry.parameter == "date"
    assert entry.value == "2026-02-30"
    assert entry.findings
    assert all(finding.path.startswith("/parameters/date") for finding in entry.findings)
    assert "date" in entry.findings[0].message
    assert not result.complete
    with pytest.raises(LocalSemanticError) as caught:
        result.content()
    assert caught.value.code is SNLErrorCode.INVALID_CONTENT
    assert "invalid date" in caught.value.message


def test_a_date_in_another_format_is_invalid():
    result = ground(origin_code="JFK", dest_code="LHR", date="14/03/2026")
    assert [entry.parameter for entry in result.invalid] == ["date"]


def test_a_value_of_the_wrong_type_is_invalid():
    result = Grounder(TRAVEL).ground(
        "searchFlights",
        {"origin_code": "JFK", "dest_code": "LHR", "date": DAY, "max_results": "10"},
    )
    assert [entry.parameter for entry in result.invalid] == ["max_results"]
    result = Grounder(TRAVEL).ground(
        "searchFlights",
        {"origin_code": "JFK", "dest_code": "LHR", "date": DAY, "max_results": 100},
    )
    assert result.invalid[0].findings[0].code == "maximum"


def test_a_value_json_cannot_carry_is_invalid_not_a_crash():
    result = ground(origin_code="JFK", dest_code="LHR", date=dt.date(2026, 3, 14))
    (entry,) = result.invalid
    assert entry.findings[0].code == "type"
    assert "not a JSON value" in entry.findings[0].message


def test_unknown_keys_are_reported_and_never_sent():
    result = ground(origin_code="JFK", dest_code="LHR", date=DAY, seat="12A", airline="BA")
    assert result.unknown == ("airline", "seat")
    assert result.complete
    assert "seat" not in result.content()["parameters"]


def test_an_undefined_task_is_a_local_error():
    with pytest.raises(LocalSemanticError) as caught:
        Grounder(TRAVEL).ground("bookHotel", {})
    assert caught.value.code is SNLErrorCode.UNDEFINED_CONCEPT


def test_the_result_is_immutable():
    result = ground(origin_code="JFK", dest_code="LHR", date=DAY)
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.task = "searchFlights"  # type: ignore[misc]
    with pytest.raises(TypeError):
        result.parameters["date"] = "2027-01-01"  # type: ignore[index]


def test_payment_currencies_ground_through_the_ontology():
    grounder = Grounder(PAYMENT)
    said = {"payee_id": "acme-1", "amount_minor": 1250}
    for said_currency, code in (("yen", "JPY"), ("euro", "EUR"), ("usd", "USD")):
        result = grounder.ground("sendPayment", {**said, "currency": said_currency})
        assert result.parameters["currency"] == code
        assert result.complete
    dollar = grounder.ground("sendPayment", {**said, "currency": "dollar"})
    assert values(dollar.ambiguous[0].options) == ("AUD", "CAD", "HKD", "NZD", "SGD", "USD")


def test_a_context_without_ontology_grounds_by_validation_alone():
    result = Grounder(HEALTH).ground(
        "giveAdvice", {"subject_id": "p-1", "status": "URGENT", "audience": "patient"}
    )
    assert [entry.parameter for entry in result.invalid] == ["status"]
    assert result.ambiguous == ()
    assert result.resolve("status", "urgent").complete


def test_ground_value_gives_one_outcome():
    grounder = Grounder(TRAVEL)
    assert grounder.ground_value("bookFlight", "origin_code", "jfk") == BoundParameter(
        parameter="origin_code", value="JFK"
    )
    assert isinstance(grounder.ground_value("bookFlight", "origin_code", "Paris"), OpenParameter)
    assert isinstance(grounder.ground_value("bookFlight", "origin_code", "xx"), InvalidParameter)


def test_grounder_for_shares_one_grounder_per_context():
    copy = SharedContext(TRAVEL.as_dict())
    assert grounder_for(TRAVEL) is grounder_for(copy)


@given(st.text(max_size=40))
def test_any_text_grounds_to_exactly_one_outcome_and_bound_values_validate(text):
    result = ground(origin_code=text, dest_code="LHR", date=DAY)
    places = [
        "origin_code" in result.parameters,
        any(entry.parameter == "origin_code" for entry in result.ambiguous),
        any(entry.parameter == "origin_code" for entry in result.invalid),
    ]
    assert sum(places) == 1
    if result.complete:
        TRAVEL.validate(result.content())


# --- resolve ----------------------------------------------------------------------------


def test_resolve_binds_an_offered_option_by_value_or_label():
    result = ground(origin_code="New York", dest_code="LHR", date=DAY)
    by_value = result.resolve("origin_code", "LGA")
    assert by_value.complete
    assert by_value.parameters["origin_code"] == "LGA"
    assert by_value.ambiguous == ()
    by_label = result.resolve("origin_code", "newark liberty international")
    assert by_label.parameters["origin_code"] == "EWR"
    assert result.ambiguous  # the original is untouched


def test_resolve_accepts_a_value_that_grounds_even_if_not_offered():
    result = ground(origin_code="New York", dest_code="LHR", date=DAY)
    assert result.resolve("origin_code", "BOS").parameters["origin_code"] == "BOS"
    assert result.resolve("origin_code", "Zurich").parameters["origin_code"] == "ZRH"
    again = result.resolve("origin_code", "Tokyo")
    assert again.ambiguous[0].value == "Tokyo"
    assert values(again.ambiguous[0].options) == ("HND", "NRT")


def test_resolve_refuses_a_value_that_does_not_validate():
    result = ground(origin_code="New York", dest_code="LHR", date=DAY)
    with pytest.raises(LocalSemanticError) as caught:
        result.resolve("origin_code", "J F K")
    assert caught.value.code is SNLErrorCode.INVALID_CONTENT
    assert "EWR, JFK, LGA" in caught.value.message
    with pytest.raises(LocalSemanticError):
        result.resolve("seat", "12A")


def test_resolve_fills_a_missing_parameter_and_replaces_an_invalid_one():
    result = ground(origin_code="JFK", dest_code="LHR")
    assert result.resolve("date", DAY).complete
    invalid = ground(origin_code="JFK", dest_code="LHR", date="tomorrow")
    fixed = invalid.resolve("date", DAY)
    assert fixed.invalid == ()
    assert fixed.complete


def test_resolve_with_asks_about_every_open_parameter():
    asked = []

    def chooser(parameter, value, options):
        asked.append((parameter, value, values(options)))
        return {"origin_code": "JFK"}.get(parameter)

    result = ground(origin_code="New York", dest_code="LHR").resolve_with(chooser)
    assert asked[0] == ("origin_code", "New York", NEW_YORK)
    assert asked[1][:2] == ("date", None)
    assert result.parameters["origin_code"] == "JFK"
    assert [entry.parameter for entry in result.missing] == ["date"]
    assert not result.complete
    done = result.resolve_with(pick({"date": DAY}))
    assert done.content()["parameters"] == {"date": DAY, "dest_code": "LHR", "origin_code": "JFK"}


def test_resolve_with_a_bad_choice_raises():
    result = ground(origin_code="New York", dest_code="LHR", date=DAY)
    with pytest.raises(LocalSemanticError):
        result.resolve_with(pick({"origin_code": "nowhere at all"}))


def test_with_options_refuses_a_parameter_that_is_not_open():
    result = ground(origin_code="New York", dest_code="LHR", date=DAY)
    with pytest.raises(ValueError, match="not an open parameter"):
        result.with_options("dest_code", "LHR", [])


# --- clarification messages ------------------------------------------------------------


def test_one_query_per_ambiguous_then_missing_parameter():
    result = ground(origin_code="New York")
    assert clarification_query(result) == [
        {
            "concept": "ambiguous_parameter",
            "task": "bookFlight",
            "parameter": "origin_code",
            "value": "New York",
        },
        {
            "concept": "ambiguous_parameter",
            "task": "bookFlight",
            "parameter": "date",
            "value": None,
        },
        {
            "concept": "ambiguous_parameter",
            "task": "bookFlight",
            "parameter": "dest_code",
            "value": None,
        },
    ]
    for query in clarification_query(result):
        assert validate_clarification(query) == "ambiguous_parameter"


def test_a_complete_result_asks_nothing():
    assert clarification_query(ground(origin_code="JFK", dest_code="LHR", date=DAY)) == []


def test_the_peer_answers_from_its_ontology():
    query = {
        "concept": "ambiguous_parameter",
        "task": "bookFlight",
        "parameter": "origin_code",
        "value": "New York",
    }
    answer = answer_query(TRAVEL, query)
    assert answer == {
        "concept": "parameter_options",
        "task": "bookFlight",
        "parameter": "origin_code",
        "value": "New York",
        "options": [
            {"value": "EWR", "label": "Newark Liberty International"},
            {"value": "JFK", "label": "New York John F. Kennedy International"},
            {"value": "LGA", "label": "New York LaGuardia"},
        ],
    }
    assert validate_clarification(answer) == "parameter_options"


def test_the_peer_answers_a_missing_parameter_with_the_value_class_or_nothing():
    query = {"concept": "ambiguous_parameter", "task": "bookFlight", "parameter": "dest_code"}
    airports = answer_query(TRAVEL, {**query, "value": None})["options"]
    assert 10 < len(airports) <= 64
    dates = answer_query(TRAVEL, {**query, "parameter": "date", "value": None})
    assert dates["options"] == []


def test_a_query_about_a_parameter_the_task_lacks_is_a_remote_error():
    query = {
        "concept": "ambiguous_parameter",
        "task": "bookFlight",
        "parameter": "seat",
        "value": "12A",
    }
    with pytest.raises(RemoteSemanticError) as caught:
        answer_query(TRAVEL, query)
    assert caught.value.code is SNLErrorCode.INVALID_CONTENT
    assert "no parameter 'seat'" in caught.value.message
    with pytest.raises(RemoteSemanticError) as caught:
        answer_query(TRAVEL, {**query, "task": "bookHotel"})
    assert caught.value.code is SNLErrorCode.UNDEFINED_CONCEPT
    assert caught.value.as_content()["code"] == "undefined_concept"


def test_an_answer_is_not_a_query():
    answer = answer_query(TRAVEL, clarification_query(ground(origin_code="Paris"))[0])
    with pytest.raises(RemoteSemanticError) as caught:
        answer_query(TRAVEL, answer)
    assert caught.value.code is SNLErrorCode.INVALID_CONTENT


def test_the_clarification_loop_end_to_end():
    # Two sides, each with its own copy of the locked context.
    asking = Grounder(SharedContext(TRAVEL.as_dict()))
    answering = SharedContext(TRAVEL.as_dict())
    result = asking.ground("bookFlight", {"origin_code": "New York", "dest_code": "zurich"})
    assert result.parameters["dest_code"] == "ZRH"
    for query in clarification_query(result):
        result = apply_answer(result, answer_query(answering, query))
    assert values(result.ambiguous[0].options) == NEW_YORK
    assert len(result.missing) == 1  # date: the peer has no options either
    result = result.resolve_with(pick({"origin_code": "JFK", "date": DAY}))
    assert result.complete
    content = result.content()
    assert content == {
        "task": "bookFlight",
        "parameters": {"date": DAY, "dest_code": "ZRH", "origin_code": "JFK"},
    }
    assert answering.validate(content) == "bookFlight"
    answering.validator.validate_parameters("bookFlight", content["parameters"])


def test_options_only_the_peer_knows_are_offered_but_validated_before_binding():
    result = ground(origin_code="New York", dest_code="LHR", date=DAY)
    answer = {
        "concept": "parameter_options",
        "task": "bookFlight",
        "parameter": "origin_code",
        "value": "New York",
        "options": [
            {"value": "JFK", "label": "Kennedy (peer's label)"},
            {"value": "SWF", "label": "New York Stewart"},
            {"value": "hpn1", "label": "Westchester (not a valid code)"},
        ],
    }
    merged = apply_answer(result, answer)
    options = merged.ambiguous[0].options
    assert values(options) == ("EWR", "JFK", "LGA", "SWF", "hpn1")
    assert options[1].label == "New York John F. Kennedy International"  # own label kept
    assert merged.resolve("origin_code", "New York Stewart").parameters["origin_code"] == "SWF"
    with pytest.raises(LocalSemanticError):
        merged.resolve("origin_code", "hpn1")


def test_an_answer_to_a_question_not_asked_is_refused():
    result = ground(origin_code="New York", dest_code="LHR", date=DAY)
    answer = {
        "concept": "parameter_options",
        "task": "bookFlight",
        "parameter": "origin_code",
        "value": "Paris",
        "options": [],
    }
    with pytest.raises(RemoteSemanticError) as caught:
        apply_answer(result, answer)
    assert caught.value.code is SNLErrorCode.UNEXPECTED_MESSAGE
    with pytest.raises(RemoteSemanticError) as caught:
        apply_answer(result, {**answer, "task": "searchFlights", "value": "New York"})
    assert caught.value.code is SNLErrorCode.UNEXPECTED_MESSAGE
    query = clarification_query(result)[0]
    with pytest.raises(RemoteSemanticError) as caught:
        apply_answer(result, query)
    assert caught.value.code is SNLErrorCode.INVALID_CONTENT


def options_answer(options):
    return {
        "concept": "parameter_options",
        "task": "bookFlight",
        "parameter": "origin_code",
        "value": "New York",
        "options": options,
    }


@pytest.mark.parametrize(
    "content",
    [
        options_answer([{"value": f"A{i:02d}", "label": "x"} for i in range(65)]),
        options_answer([{"value": 1, "label": "one"}]),
        options_answer([{"value": "JFK"}]),
        options_answer([{"value": "JFK", "label": "a", "extra": True}]),
        options_answer([{"value": "", "label": "empty"}]),
        options_answer([{"value": "JFK", "label": "x" * 257}]),
        options_answer([{"value": "JFK", "label": "a"}, {"value": "JFK", "label": "b"}]),
        options_answer("JFK"),
        {**options_answer([]), "extra": 1},
        {**options_answer([]), "value": 5},
        {**options_answer([]), "value": "x" * 1025},
        {**options_answer([]), "task": "book flight"},
        {**options_answer([]), "parameter": ""},
        {**options_answer([]), "parameter": "a\nb"},
        {key: value for key, value in options_answer([]).items() if key != "options"},
        {"concept": "ambiguous_parameter", "task": "bookFlight", "parameter": "origin_code"},
        {"concept": "concept_definition", "name": "x", "definition": {"description": "d"}},
        {"concept": "concept_definition", "name": "x" * 65},
        {"concept": "flight_offer"},
        {"concept": 7},
        {"task": "bookFlight"},
        ["not", "an", "object"],
        None,
    ],
)
def test_clarification_content_is_checked_against_its_schema(content):
    with pytest.raises(RemoteSemanticError) as caught:
        validate_clarification(content)
    assert caught.value.code is SNLErrorCode.INVALID_CONTENT
    assert len(caught.value.message) < 400


def test_deeply_nested_content_is_refused_before_the_schema_check():
    deep: dict = {}
    node = deep
    for _ in range(200):
        node["x"] = {}
        node = node["x"]
    content = {
        "concept": "concept_definition",
        "name": "deep",
        "definition": {"description": "", "schema": deep},
    }
    with pytest.raises(RemoteSemanticError, match="deeper"):
        validate_clarification(content)


def test_content_json_cannot_carry_is_refused():
    with pytest.raises(RemoteSemanticError):
        validate_clarification({**options_answer([]), "value": {1, 2}})


def test_the_schemas_are_closed_2020_12_and_name_the_reserved_concepts():
    import jsonschema  # noqa: PLC0415

    assert frozenset(SCHEMAS) == RESERVED_CONCEPTS
    for schema in (AMBIGUOUS_PARAMETER_SCHEMA, PARAMETER_OPTIONS_SCHEMA, CONCEPT_DEFINITION_SCHEMA):
        jsonschema.Draft202012Validator.check_schema(schema)
        for _, node in subschemas(schema, ()):
            if isinstance(node, dict) and node.get("type") == "object" and "properties" in node:
                assert node["additionalProperties"] is False


def test_a_value_too_long_to_ask_about_is_a_local_error():
    result = GroundingResult(
        task="bookFlight",
        parameters={},
        missing=(),
        ambiguous=(OpenParameter(parameter="origin_code", value="x" * 2000, options=()),),
        invalid=(),
        unknown=(),
        grounder=Grounder(TRAVEL),
    )
    with pytest.raises(LocalSemanticError):
        clarification_query(result)


# --- concept definitions -----------------------------------------------------------------


def test_a_concept_definition_carries_its_schema_and_the_defs_it_needs():
    query = definition_query("flight_offer")
    assert query == {"concept": "concept_definition", "name": "flight_offer"}
    answer = answer_query(TRAVEL, query)
    assert answer["concept"] == "concept_definition"
    assert answer["name"] == "flight_offer"
    definition = answer["definition"]
    assert definition["description"].startswith("A flight that can be booked")
    assert sorted(definition["schema"]["$defs"]) == ["calendar_date", "iata_airport_code"]
    assert definition["schema"]["additionalProperties"] is False
    assert validate_clarification(answer) == "concept_definition"


def test_a_task_is_defined_by_its_parameters():
    definition = define(TRAVEL, "bookFlight")
    assert definition["schema"]["required"] == ["origin_code", "dest_code", "date"]
    assert definition["description"].startswith("Book one seat")


def test_every_builtin_concept_and_task_definition_is_accepted():
    for context in builtin_library():
        for name in (*context.concept_names, *context.task_names):
            answer = answer_query(context, definition_query(name))
            accepted = accept_definition(name, answer["definition"])
            assert accepted.as_dict() == answer["definition"]


def test_an_accepted_definition_validates_content():
    accepted = accept_definition("flight_offer", define(TRAVEL, "flight_offer"))
    offer = {
        "concept": "flight_offer",
        "offer_id": "o-1",
        "carrier_code": "BA",
        "flight_number": "117",
        "origin_code": "LHR",
        "dest_code": "JFK",
        "date": DAY,
        "departure_time": "08:25",
        "price_minor": 45000,
        "currency": "GBP",
    }
    accepted.validate(offer)
    with pytest.raises(Exception, match="invalid"):
        accepted.validate({**offer, "origin_code": "London"})


def test_an_undefined_concept_is_answered_with_undefined_concept():
    with pytest.raises(RemoteSemanticError) as caught:
        answer_query(TRAVEL, definition_query("hotel_booking"))
    assert caught.value.code is SNLErrorCode.UNDEFINED_CONCEPT
    assert caught.value.as_content()["code"] == "undefined_concept"


def test_definition_query_refuses_a_name_that_is_not_an_identifier():
    with pytest.raises(LocalSemanticError):
        definition_query("not a name")


CLOSED = {
    "type": "object",
    "properties": {"n": {"type": "integer"}},
    "additionalProperties": False,
}


@pytest.mark.parametrize(
    ("name", "schema"),
    [
        ("open", {"type": "object", "properties": {"n": {"type": "integer"}}}),
        ("nested_open", {**CLOSED, "properties": {"o": {"type": "object", "properties": {}}}}),
        ("external", {**CLOSED, "properties": {"n": {"$ref": "https://example.com/s.json"}}}),
        ("unresolved", {**CLOSED, "properties": {"n": {"$ref": "#/$defs/missing"}}}),
        ("not_object", {"type": "string"}),
        ("bad_schema", {**CLOSED, "properties": {"n": {"type": "integr"}}}),
        ("bad_format", {**CLOSED, "properties": {"n": {"type": "string", "format": "hostname"}}}),
        ("parameter_options", CLOSED),
        ("inner_defs", {**CLOSED, "properties": {"n": {"$defs": {}, "type": "integer"}}}),
        ("big", {**CLOSED, "description": "x" * MAX_DEFINITION_BYTES}),
    ],
)
def test_a_definition_must_be_a_valid_closed_object_schema(name, schema):
    with pytest.raises(RemoteSemanticError) as caught:
        accept_definition(name, {"description": "d", "schema": schema})
    assert caught.value.code is SNLErrorCode.INVALID_CONTENT


def test_a_definition_may_bring_its_own_defs():
    schema = {**CLOSED, "properties": {"n": {"$ref": "#/$defs/count"}}}
    schema["$defs"] = {"count": {"type": "integer", "minimum": 0}}
    accepted = accept_definition("counter", {"description": "a count", "schema": schema})
    accepted.validate({"concept": "counter", "n": 3})
    with pytest.raises(Exception, match="invalid"):
        accepted.validate({"concept": "counter", "n": -1})


def definition_answer(name, schema=CLOSED):
    return {
        "concept": "concept_definition",
        "name": name,
        "definition": {"description": f"{name} means something", "schema": schema},
    }


def test_definition_cache_keeps_agreements_per_pair_context_and_name():
    cache = DefinitionCache()
    agreed = cache.agree("alice", "bob", TRAVEL.digest, definition_answer("seat"))
    assert isinstance(agreed, ConceptDefinition)
    assert cache.get("alice", "bob", TRAVEL.digest, "seat") is agreed
    assert cache.get("alice", "carol", TRAVEL.digest, "seat") is None
    assert cache.get("bob", "alice", TRAVEL.digest, "seat") is None
    assert cache.get("alice", "bob", PAYMENT.digest, "seat") is None
    assert cache.get("alice", "bob", TRAVEL.digest, "meal") is None
    assert len(cache) == 1


def test_definition_cache_is_bounded_least_recently_used_first():
    cache = DefinitionCache(max_entries=2)
    cache.agree("a", "b", "d", definition_answer("one"))
    cache.agree("a", "b", "d", definition_answer("two"))
    assert cache.get("a", "b", "d", "one") is not None  # "two" is now the oldest
    cache.agree("a", "b", "d", definition_answer("three"))
    assert len(cache) == 2
    assert cache.get("a", "b", "d", "two") is None
    assert cache.get("a", "b", "d", "one") is not None
    assert cache.get("a", "b", "d", "three") is not None


def test_definition_cache_refuses_what_is_not_a_usable_definition():
    cache = DefinitionCache()
    with pytest.raises(RemoteSemanticError):
        cache.agree("a", "b", "d", definition_query("seat"))
    with pytest.raises(RemoteSemanticError):
        cache.agree("a", "b", "d", definition_answer("seat", {"type": "object"}))
    with pytest.raises(RemoteSemanticError):
        cache.agree("a", "b", "d", options_answer([]))
    assert len(cache) == 0
    with pytest.raises(ValueError, match="at least 1"):
        DefinitionCache(max_entries=0)


def test_definition_cache_forgets_a_peer():
    cache = DefinitionCache()
    cache.agree("a", "b", "d", definition_answer("one"))
    cache.agree("a", "b", "d2", definition_answer("two"))
    cache.agree("a", "c", "d", definition_answer("one"))
    assert cache.forget("a", "b") == 2
    assert len(cache) == 1
    assert cache.get("a", "c", "d", "one") is not None


def test_findings_of_one_parameter_survive_many_missing_others():
    properties = {f"p{i:02d}": {"type": "string"} for i in range(30)}
    wide = SharedContext(
        {
            "urn": "urn:contexts:wide:v1.0",
            "title": "Thirty required parameters",
            "tasks": {
                "wide": {
                    "parameters": {
                        "type": "object",
                        "properties": properties,
                        "required": sorted(properties),
                        "additionalProperties": False,
                    }
                }
            },
        }
    )
    result = Grounder(wide).ground("wide", {"p00": 5})
    (entry,) = result.invalid
    assert entry.findings[0].path == "/parameters/p00"
    assert "string" in entry.findings[0].message
    assert len(result.missing) == 29


def test_a_cross_parameter_rule_keeps_the_result_incomplete():
    either = SharedContext(
        {
            "urn": "urn:contexts:either:v1.0",
            "title": "One of two parameters",
            "tasks": {
                "find": {
                    "parameters": {
                        "type": "object",
                        "properties": {"name": {"type": "string"}, "code": {"type": "string"}},
                        "anyOf": [{"required": ["name"]}, {"required": ["code"]}],
                        "additionalProperties": False,
                    }
                }
            },
        }
    )
    grounder = Grounder(either)
    result = grounder.ground("find", {})
    assert (result.missing, result.ambiguous, result.invalid) == ((), (), ())
    assert not result.complete
    with pytest.raises(LocalSemanticError) as caught:
        result.content()
    assert caught.value.code is SNLErrorCode.INVALID_CONTENT
    assert grounder.ground("find", {"code": "x"}).content() == {
        "task": "find",
        "parameters": {"code": "x"},
    }
    assert not grounder.is_valid("find", "colour", "red")
    assert repr(grounder).startswith("Grounder(SharedContext('urn:contexts:either:v1.0'")


def test_bound_lists_are_copies_of_what_was_said():
    kinds = ["vital_signs"]
    result = Grounder(HEALTH).ground(
        "collectHealthData",
        {"subject_id": "p-1", "since": "2026-03-01T00:00:00Z", "kinds": kinds},
    )
    kinds.append("not a kind")
    content = result.content()
    assert content["parameters"]["kinds"] == ["vital_signs"]
    content["parameters"]["kinds"].append("symptoms")
    assert result.parameters["kinds"] == ["vital_signs"]


def test_an_agent_can_define_a_concept_its_context_lacks():
    own = {"seat": {"description": "A seat on a flight.", "schema": CLOSED}}
    answer = answer_query(TRAVEL, definition_query("seat"), own)
    assert answer == definition_answer("seat") | {
        "definition": {"description": "A seat on a flight.", "schema": CLOSED}
    }
    cache = DefinitionCache()
    cache.agree("bob", "alice", TRAVEL.digest, answer).validate({"concept": "seat", "n": 1})
    # The context's own concepts are defined from the context, whatever the agent has.
    shadow = {"flight_offer": {"description": "shadow", "schema": CLOSED}}
    offer = answer_query(TRAVEL, definition_query("flight_offer"), shadow)
    assert offer["definition"]["description"].startswith("A flight")
    with pytest.raises(LocalSemanticError):
        answer_query(
            TRAVEL,
            definition_query("seat"),
            {"seat": {"description": "open", "schema": {"type": "object"}}},
        )
    with pytest.raises(RemoteSemanticError) as caught:
        answer_query(TRAVEL, definition_query("meal"), own)
    assert caught.value.code is SNLErrorCode.UNDEFINED_CONCEPT


# --- a peer's options cannot take over an answer meant for this side's own -----------

OWN_NEW_YORK = Grounder(TRAVEL).options("bookFlight", "origin_code", "New York")


def as_typed(text, shape):
    """`text` as someone might type it: another case, stray space around it."""
    cased = (str.lower, str.upper, str.title, str)[shape % 4](text)
    return (cased, f" {cased}", f"{cased} ")[shape // 4 % 3]


SPOKEN = st.builds(
    as_typed,
    st.sampled_from(
        [text for option in OWN_NEW_YORK for text in (option.value, option.label)]
        + ["New York", "Zurich", "zrh", "Stewart", "AAA"]
    ),
    st.integers(0, 11),
)
"""What a peer might put in a label or a value, and what a user might answer: this
side's own codes and labels however typed, names its ontology knows, fresh names."""


@given(
    st.lists(
        st.fixed_dictionaries(
            {"value": SPOKEN | st.sampled_from(["AAA", "AAB", "SWF"]), "label": SPOKEN}
        ),
        max_size=6,
        unique_by=lambda option: option["value"],
    ),
    st.sampled_from(OWN_NEW_YORK),
    st.sampled_from(["value", "label"]),
    st.integers(0, 11),
)
def test_a_peers_options_never_change_what_an_answer_naming_an_own_option_binds(
    peer_options, own, by, shape
):
    result = ground(origin_code="New York", dest_code="LHR", date=DAY)
    merged = apply_answer(result, options_answer(peer_options))
    said = as_typed(own.value if by == "value" else own.label, shape)
    assert merged.resolve("origin_code", said).parameters["origin_code"] == own.value
    # Whatever the peer added reads as no other option, however it is typed.
    (entry,) = merged.ambiguous
    spellings = [{o.value.strip().casefold(), o.label.strip().casefold()} for o in entry.options]
    for option in entry.options:
        if option.value in entry.peer_values:
            mine = {option.value.strip().casefold(), option.label.strip().casefold()}
            others = [s for s, o in zip(spellings, entry.options, strict=True) if o is not option]
            assert not any(mine & other for other in others), (option, entry.options)


def test_a_peer_option_that_reads_as_another_is_refused_and_logged(caplog):
    result = ground(origin_code="New York", dest_code="LHR", date=DAY)
    answer = options_answer(
        [
            {"value": "AAA", "label": "JFK"},
            {"value": "AAB", "label": "new york john f. kennedy international "},
            {"value": "AAC", "label": "Zurich"},  # this side's ontology: ZRH
            {"value": "SWF", "label": "New York Stewart"},
        ]
    )
    with caplog.at_level(logging.WARNING, logger="l9_snl.grounding"):
        merged = apply_answer(result, answer)
    assert values(merged.ambiguous[0].options) == (*NEW_YORK, "SWF")
    assert merged.ambiguous[0].peer_values == {"SWF"}
    refused = [r.getMessage() for r in caplog.records if r.name == "l9_snl.grounding"]
    assert len(refused) == 3
    assert "refused the peer's option 'AAA' (label 'JFK'): it reads as option 'JFK'" in refused[0]
    assert "ontology reads it as ZRH" in refused[2]
    assert merged.resolve("origin_code", "jfk").parameters["origin_code"] == "JFK"
    assert merged.resolve("origin_code", "new york stewart").parameters["origin_code"] == "SWF"


def test_own_options_match_before_the_peers():
    own = OpenParameter(
        parameter="origin_code",
        value="New York",
        options=(
            ParameterOption(value="AAA", label="JFK"),
            ParameterOption(value="JFK", label="Kennedy"),
        ),
        peer_values=frozenset({"AAA"}),
    )
    result = dataclasses.replace(ground(origin_code="New York", dest_code="LHR"), ambiguous=(own,))
    assert result.resolve("origin_code", "jfk").parameters["origin_code"] == "JFK"
    assert result.resolve("origin_code", "AAA").parameters["origin_code"] == "AAA"
