"""The built-in Shared Contexts: they load, lint clean, keep their digests, mean what they say."""

import json
import re

import pytest
from rdflib import RDF, RDFS, SKOS, Literal

from contexts import (
    ContentInvalidError,
    ContextURN,
    ContextVersion,
    SharedContext,
    UndefinedConceptError,
    lint_document,
)
from contexts.builtin import builtin, builtin_files, builtin_library
from contexts.compat import check_compatibility
from contexts.lint import subschemas
from contexts.ontology import IOA
from ioa.interop.published import load_vectors

EXPECTED_URNS = {
    "urn:contexts:travel:v2.0",
    "urn:contexts:travel:v2.1",
    "urn:contexts:supplyChain:v1.0",
    "urn:contexts:payment:v1.0",
    "urn:contexts:payment:v2.0",
    "urn:contexts:aci:v1.0",
    "urn:contexts:aci:v1.1",
    "urn:contexts:aci:v1.2",
    "urn:contexts:health:v1.0",
}
TRAVEL = ("urn:contexts:travel:v2.0", "urn:contexts:travel:v2.1")
FILES = builtin_files()


def invalid(context, content):
    """The findings of content that must not validate, as (path, code) pairs."""
    with pytest.raises(ContentInvalidError) as caught:
        context.validate(content)
    assert caught.value.code == "invalid_content"
    return {(finding.path, finding.code) for finding in caught.value.findings}


def values(options):
    return {option.value for option in options}


def strip_annotations(schema, defs):
    """`schema` with every $ref inlined and descriptions and titles dropped: what it validates."""
    if isinstance(schema, list):
        return [strip_annotations(item, defs) for item in schema]
    if not isinstance(schema, dict):
        return schema
    if "$ref" in schema:
        rest = {k: v for k, v in schema.items() if k != "$ref"}
        target = defs[schema["$ref"].removeprefix("#/$defs/")]
        return strip_annotations({**target, **rest}, defs)
    stripped = {}
    for key, value in schema.items():
        if key in {"description", "title"}:
            continue
        if key == "properties":
            stripped[key] = {name: strip_annotations(sub, defs) for name, sub in value.items()}
        else:
            stripped[key] = strip_annotations(value, defs)
    return stripped


# --- every file -----------------------------------------------------------------------------


@pytest.mark.parametrize(("path", "data"), FILES, ids=[path for path, _ in FILES])
def test_file_lints_without_any_finding(path, data):
    document = json.loads(data)
    assert lint_document(document) == [], path
    context = SharedContext.from_bytes(data)
    assert builtin_library().by_digest(context.digest) == context


@pytest.mark.parametrize(("path", "data"), FILES, ids=[path for path, _ in FILES])
def test_file_name_matches_urn(path, data):
    urn = ContextURN.parse(json.loads(data)["urn"])
    match = re.fullmatch(r"([^/]+)/v(\d+)\.(\d+)\.json", path)
    assert match is not None, path
    assert (urn.name, urn.major, urn.minor) == (match[1], int(match[2]), int(match[3]))


def test_the_builtin_urns_are_exactly_the_nine():
    assert {str(context.urn) for context in builtin_library()} == EXPECTED_URNS
    assert len(FILES) == len(EXPECTED_URNS)
    assert builtin_library().names() == ("aci", "health", "payment", "supplyChain", "travel")
    assert str(builtin_library().latest("travel").urn) == "urn:contexts:travel:v2.1"
    assert str(builtin_library().latest("aci").urn) == "urn:contexts:aci:v1.2"


def test_aci_1_2_is_full_transitive_with_every_earlier_minor():
    """Task authorization is a new concept: no earlier reader or writer is broken."""
    earlier = [builtin("urn:contexts:aci:v1.0"), builtin("urn:contexts:aci:v1.1")]
    report = check_compatibility(builtin("urn:contexts:aci:v1.2"), earlier)
    assert report.compatible, report.breaking
    assert str(report.level) == "FULL_TRANSITIVE"


def test_golden_digests():
    """A changed digest is a changed built-in: publish a new version instead of editing one."""
    published = load_vectors("builtin_contexts.json")["contexts"]
    assert {v["urn"]: v["digest"] for v in published} == {
        str(context.urn): context.digest for context in builtin_library()
    }


def undescribed(document):
    """JSON Pointers of the concepts, tasks and properties that have no description."""
    missing = []
    roots = [(("concepts", n), s) for n, s in document.get("concepts", {}).items()]
    for name, task in document.get("tasks", {}).items():
        if not task.get("description", "").strip():
            missing.append(f"/tasks/{name}")
        roots += [
            (("tasks", name, part), task[part]) for part in ("parameters", "result") if part in task
        ]
    for root, schema in roots:
        if root[0] == "concepts" and not schema.get("description", "").strip():
            missing.append(f"/concepts/{root[1]}")
        for where, sub in subschemas(schema, root):
            if not isinstance(sub, dict):
                continue
            missing.extend(
                "/" + "/".join((*where, "properties", prop))
                for prop, prop_schema in sub.get("properties", {}).items()
                if not prop_schema.get("description", "").strip()
            )
    return missing


@pytest.mark.parametrize(("path", "data"), FILES, ids=[path for path, _ in FILES])
def test_everything_a_model_reads_is_described(path, data):
    document = json.loads(data)
    assert document["title"].strip(), path
    assert document["description"].strip(), path
    assert undescribed(document) == [], path


def test_undescribed_finds_nested_properties_tasks_and_concepts():
    document = builtin("urn:contexts:aci:v1.0").as_dict()
    del document["concepts"]["AgentContext"]["properties"]["todoItems"]["items"]["properties"][
        "itemId"
    ]["description"]
    del document["concepts"]["TaskContext"]["description"]
    assert sorted(undescribed(document)) == [
        "/concepts/AgentContext/properties/todoItems/items/properties/itemId",
        "/concepts/TaskContext",
    ]
    travel = builtin("urn:contexts:travel:v2.0").as_dict()
    del travel["tasks"]["bookFlight"]["description"]
    del travel["tasks"]["bookFlight"]["result"]["properties"]["date"]["description"]
    assert undescribed(travel) == ["/tasks/bookFlight", "/tasks/bookFlight/result/properties/date"]


# --- travel ---------------------------------------------------------------------------------

GOOD_FLIGHT = {"origin_code": "JFK", "dest_code": "LHR", "date": "2026-03-14"}
MULTI_AIRPORT_CITIES = {
    "New York": {"JFK", "LGA", "EWR"},
    "London": {"LHR", "LGW", "STN", "LTN", "LCY", "SEN"},
    "Paris": {"CDG", "ORY", "BVA"},
    "Tokyo": {"HND", "NRT"},
    "Chicago": {"ORD", "MDW"},
    "Washington": {"IAD", "DCA", "BWI"},
    "Milan": {"MXP", "LIN", "BGY"},
}


@pytest.mark.parametrize("urn", TRAVEL)
def test_book_flight_accepts_good_parameters(urn):
    context = builtin(urn)
    assert context.validate({"task": "bookFlight", "parameters": GOOD_FLIGHT}) == "bookFlight"
    result = {"booking_reference": "X7K2QP", **GOOD_FLIGHT}
    assert context.validate({"task": "bookFlight", "result": result}) == "bookFlight"
    assert context.task("bookFlight").required == ("origin_code", "dest_code", "date")


@pytest.mark.parametrize("urn", TRAVEL)
@pytest.mark.parametrize(
    ("parameters", "finding"),
    [
        ({"origin_code": "JFK", "dest_code": "LHR"}, ("/parameters", "required")),
        ({**GOOD_FLIGHT, "origin_code": "jfk"}, ("/parameters/origin_code", "pattern")),
        ({**GOOD_FLIGHT, "dest_code": "LOND"}, ("/parameters/dest_code", "pattern")),
        ({**GOOD_FLIGHT, "date": "2026-02-30"}, ("/parameters/date", "format")),
        ({**GOOD_FLIGHT, "date": "14/03/2026"}, ("/parameters/date", "pattern")),
        ({**GOOD_FLIGHT, "seat": "12A"}, ("/parameters", "additionalProperties")),
    ],
    ids=["missing-date", "lowercase-code", "four-letters", "feb-30", "dd/mm/yyyy", "extra"],
)
def test_book_flight_refuses_bad_parameters(urn, parameters, finding):
    context = builtin(urn)
    assert finding in invalid(context, {"task": "bookFlight", "parameters": parameters})
    assert not context.validator.is_valid({"task": "bookFlight", "parameters": parameters})


@pytest.mark.parametrize("urn", TRAVEL)
@pytest.mark.parametrize("said", ["New York", "NYC", "new york city", "  nyc "])
def test_new_york_means_three_airports(urn, said):
    ontology = builtin(urn).ontology
    assert values(ontology.options("origin_code", said)) == {"JFK", "LGA", "EWR"}
    assert values(ontology.options("dest_code", said)) == {"JFK", "LGA", "EWR"}


@pytest.mark.parametrize("urn", TRAVEL)
@pytest.mark.parametrize("city", sorted(MULTI_AIRPORT_CITIES))
def test_multi_airport_cities(urn, city):
    options = builtin(urn).ontology.options("origin_code", city)
    assert values(options) == MULTI_AIRPORT_CITIES[city]
    assert all(option.label and option.label != option.value for option in options)


@pytest.mark.parametrize("urn", TRAVEL)
def test_airport_parameters_are_declared_in_the_ontology(urn):
    ontology = builtin(urn).ontology
    assert ontology.parameters() == {"origin_code", "dest_code"}
    graph = ontology.graph
    for name in ("origin_code", "dest_code"):
        [node] = graph.subjects(IOA.name, Literal(name))
        value_class = graph.value(node, IOA.valueClass)
        assert value_class is not None
        assert graph.value(node, IOA.optionsVia) is not None
        airports = set(graph.subjects(RDF.type, value_class))
        assert {str(graph.value(a, IOA.code)) for a in airports} >= {"JFK", "LGA", "EWR"}
        assert all(graph.value(a, RDFS.label) is not None for a in airports)
    new_york = set(graph.subjects(RDFS.label, Literal("New York")))
    assert {str(alt) for city in new_york for alt in graph.objects(city, SKOS.altLabel)} >= {
        "NYC",
        "New York City",
    }


@pytest.mark.parametrize("urn", TRAVEL)
def test_single_airport_city_unknown_city_and_a_code(urn):
    ontology = builtin(urn).ontology
    [option] = ontology.options("origin_code", "Amsterdam")
    assert option.value == "AMS"
    assert "Schiphol" in option.label
    assert ontology.options("origin_code", "Atlantis") == ()
    assert values(ontology.options("dest_code", "JFK")) == {"JFK"}
    assert ontology.options("date", "New York") == ()


@pytest.mark.parametrize("urn", TRAVEL)
def test_no_value_lists_every_airport_and_each_is_a_valid_code(urn):
    context = builtin(urn)
    graph = context.ontology.graph
    codes = {str(code) for code in graph.objects(None, IOA.code)}
    everything = values(context.ontology.options("origin_code"))
    assert everything == codes
    assert set().union(*MULTI_AIRPORT_CITIES.values()) < everything
    for code in sorted(everything):
        parameters = {**GOOD_FLIGHT, "origin_code": code}
        assert context.validator.is_valid({"task": "bookFlight", "parameters": parameters})


def test_travel_v2_1_grows_the_ontology_without_changing_old_answers():
    old, new = (builtin(urn).ontology for urn in TRAVEL)
    assert set(old.graph) < set(new.graph)  # every v2.0 statement still holds in v2.1
    assert old.options("origin_code", "Seoul") == ()
    assert values(new.options("origin_code", "Seoul")) == {"ICN", "GMP"}
    assert values(old.options("origin_code")) < values(new.options("origin_code"))
    for city in [*MULTI_AIRPORT_CITIES, "NYC", "Amsterdam", "Boston"]:
        assert new.options("origin_code", city) == old.options("origin_code", city)


BOOK_FLIGHT_SAMPLES = [
    GOOD_FLIGHT,
    {"origin_code": "SEN", "dest_code": "BGY", "date": "2024-02-29"},
    {"origin_code": "ICN", "dest_code": "GMP", "date": "2027-12-31"},
    {"origin_code": "JFK", "dest_code": "LHR"},
    {"origin_code": "JFK", "dest_code": "LHR", "date": "2026-02-30"},
    {"origin_code": "JFK", "dest_code": "LHR", "date": "2026-3-14"},
    {**GOOD_FLIGHT, "max_results": 5},
    {**GOOD_FLIGHT, "passengers": 2},
    {**GOOD_FLIGHT, "origin_code": "JF"},
    {**GOOD_FLIGHT, "dest_code": None},
    {},
    [],
]


def test_travel_v2_1_validates_book_flight_exactly_as_v2_0():
    old, new = (builtin(urn) for urn in TRAVEL)
    verdicts = []
    for parameters in BOOK_FLIGHT_SAMPLES:
        content = {"task": "bookFlight", "parameters": parameters}
        verdicts.append(old.validator.is_valid(content))
        assert new.validator.is_valid(content) == verdicts[-1], parameters
    assert verdicts.count(True) == 3  # the sample has both kinds
    results = [
        {"booking_reference": "X7K2QP", **GOOD_FLIGHT},
        {"booking_reference": "x7k2qp", **GOOD_FLIGHT},
        {"booking_reference": "X7K2QP", **GOOD_FLIGHT, "price_minor": 45900},
        {"booking_reference": "X7K2QP"},
    ]
    result_verdicts = [old.validator.is_valid({"task": "bookFlight", "result": r}) for r in results]
    assert result_verdicts == [True, False, False, False]
    assert [new.validator.is_valid({"task": "bookFlight", "result": r}) for r in results] == (
        result_verdicts
    )


def test_travel_v2_1_only_adds():
    old, new = (builtin(urn) for urn in TRAVEL)
    assert set(old.concept_names) <= set(new.concept_names)
    assert set(old.task_names) < set(new.task_names)
    old_defs, new_defs = old.definitions, new.definitions
    for name in old.task_names:
        before, after = old.as_dict()["tasks"][name], new.as_dict()["tasks"][name]
        assert strip_annotations(after, new_defs) == strip_annotations(before, old_defs)
    for name in old.concept_names:
        before, after = old.concept_schema(name), new.concept_schema(name)
        assert strip_annotations(after, new_defs) == strip_annotations(before, old_defs)


def test_travel_v2_1_new_concept_and_task_are_undefined_in_v2_0():
    old, new = (builtin(urn) for urn in TRAVEL)
    offer = {
        "concept": "flight_offer",
        "offer_id": "off-1",
        "carrier_code": "BA",
        "flight_number": "117",
        **GOOD_FLIGHT,
        "departure_time": "18:25",
        "price_minor": 45900,
        "currency": "USD",
    }
    assert new.validate(offer) == "flight_offer"
    with pytest.raises(UndefinedConceptError) as caught:
        old.validate(offer)
    assert caught.value.code == "undefined_concept"
    assert caught.value.concept == "flight_offer"
    search = {"task": "searchFlights", "parameters": {**GOOD_FLIGHT, "max_results": 3}}
    assert new.validate(search) == "searchFlights"
    with pytest.raises(UndefinedConceptError):
        old.validate(search)
    listing = {k: v for k, v in offer.items() if k != "concept"}
    assert new.validate({"task": "searchFlights", "result": {"offers": [listing]}}) == (
        "searchFlights"
    )
    assert ("/departure_time", "pattern") in invalid(new, {**offer, "departure_time": "6:25pm"})
    assert ("/price_minor", "type") in invalid(new, {**offer, "price_minor": 459.5})


# --- supply chain ---------------------------------------------------------------------------

SUPPLY = "urn:contexts:supplyChain:v1.0"


@pytest.mark.parametrize(
    "content",
    [
        {"concept": "current_decision", "item_id": "WIDGET-42", "quantity": 150},
        {"concept": "current_decision", "item_id": "sku.7", "quantity": 0},
        {
            "concept": "decision_contingency",
            "item_id": "WIDGET-42",
            "if_condition_text": "if weekly demand stays above 120 units",
            "then_change_text": "order 200 instead of 150",
        },
        {
            "concept": "decision_contingency",
            "if_condition_text": "if the port reopens",
            "then_change_text": "stop expediting",
        },
        {
            "concept": "local_observation",
            "observed_fact_text": "Rotterdam port closed until Friday",
            "confidence_score": 0.8,
            "observed_at": "2026-03-14T09:30:00+01:00",
        },
        {"concept": "local_observation", "observed_fact_text": "rumour", "confidence_score": 0},
        {"concept": "local_observation", "observed_fact_text": "seen", "confidence_score": 1},
    ],
)
def test_supply_chain_concepts_accept_good_instances(content):
    assert builtin(SUPPLY).validate(content) == content["concept"]


@pytest.mark.parametrize(
    ("content", "finding"),
    [
        (
            {"concept": "local_observation", "observed_fact_text": "x", "confidence_score": 1.5},
            ("/confidence_score", "maximum"),
        ),
        (
            {"concept": "local_observation", "observed_fact_text": "x", "confidence_score": -0.1},
            ("/confidence_score", "minimum"),
        ),
        (
            {"concept": "local_observation", "observed_fact_text": "x"},
            ("", "required"),
        ),
        (
            {"concept": "current_decision", "item_id": "W-1", "quantity": -5},
            ("/quantity", "minimum"),
        ),
        (
            {"concept": "current_decision", "item_id": "W-1", "quantity": 2.5},
            ("/quantity", "type"),
        ),
        (
            {"concept": "current_decision", "item_id": "W-1", "quantity": 3, "unit": "cases"},
            ("", "additionalProperties"),
        ),
        (
            {"concept": "decision_contingency", "if_condition_text": "", "then_change_text": "y"},
            ("/if_condition_text", "minLength"),
        ),
    ],
    ids=[
        "confidence-1.5",
        "confidence-negative",
        "no-confidence",
        "negative",
        "fraction",
        "unit",
        "empty-condition",
    ],
)
def test_supply_chain_refuses_bad_instances(content, finding):
    assert finding in invalid(builtin(SUPPLY), content)


def test_supply_chain_undefined_concept():
    with pytest.raises(UndefinedConceptError) as caught:
        builtin(SUPPLY).validate({"concept": "my_mood", "mood": "grumpy"})
    assert caught.value.code == "undefined_concept"
    assert caught.value.concept == "my_mood"
    assert not builtin(SUPPLY).validator.is_valid({"concept": "my_mood"})


def test_supply_chain_ontology_relates_the_concepts():
    ontology = builtin(SUPPLY).ontology
    refines = [(r.relation, r.target) for r in ontology.related("decision_contingency")]
    assert refines == [("refines", "current_decision")]
    informs = [(r.relation, r.target) for r in ontology.related("local_observation")]
    assert informs == [("informs", "current_decision"), ("informs", "decision_contingency")]
    assert ontology.related("current_decision") == ()


# --- payment --------------------------------------------------------------------------------

PAYMENT_V1, PAYMENT_V2 = "urn:contexts:payment:v1.0", "urn:contexts:payment:v2.0"
AMBIGUOUS = {"payee_id": "acct-1", "amount": 1250}


def test_payment_minimum_secure_version():
    old, new = builtin(PAYMENT_V1), builtin(PAYMENT_V2)
    assert old.minimum_secure_version == new.minimum_secure_version == ContextVersion(2, 0)
    assert old.below_minimum_secure_version
    assert not new.below_minimum_secure_version


def test_payment_v1_accepts_the_ambiguous_amount_and_says_so():
    old = builtin(PAYMENT_V1)
    assert old.validate({"task": "sendPayment", "parameters": AMBIGUOUS}) == "sendPayment"
    amount = old.task("sendPayment").parameters["properties"]["amount"]
    assert "currency" in amount["description"]
    assert "cents" in amount["description"]
    assert "currency" not in old.task("sendPayment").parameters["properties"]


def test_payment_v2_refuses_v1_content():
    with pytest.raises(ContentInvalidError) as caught:
        builtin(PAYMENT_V2).validate({"task": "sendPayment", "parameters": AMBIGUOUS})
    messages = {(f.path, f.code): f.message for f in caught.value.findings}
    assert "'amount' was unexpected" in messages["/parameters", "additionalProperties"]
    assert "is a required property" in messages["/parameters", "required"]


@pytest.mark.parametrize(
    ("parameters", "finding"),
    [
        ({"payee_id": "acct-1", "amount_minor": 1250}, ("/parameters", "required")),
        (
            {"payee_id": "acct-1", "amount_minor": 12.5, "currency": "USD"},
            ("/parameters/amount_minor", "type"),
        ),
        (
            {"payee_id": "acct-1", "amount_minor": 1250, "currency": "usd"},
            ("/parameters/currency", "pattern"),
        ),
        (
            {"payee_id": "acct-1", "amount_minor": 0, "currency": "USD"},
            ("/parameters/amount_minor", "minimum"),
        ),
        (
            {"payee_id": "acct-1", "amount_minor": 1250, "currency": "USD", "amount": 12.5},
            ("/parameters", "additionalProperties"),
        ),
    ],
    ids=["no-currency", "decimal", "lowercase-currency", "zero", "both-amounts"],
)
def test_payment_v2_refuses_bad_amounts(parameters, finding):
    assert finding in invalid(
        builtin(PAYMENT_V2), {"task": "sendPayment", "parameters": parameters}
    )


def test_payment_v2_accepts_exact_amounts_and_offers_currencies():
    new = builtin(PAYMENT_V2)
    for currency in ("USD", "JPY", "KWD"):
        parameters = {"payee_id": "acct-1", "amount_minor": 1250, "currency": currency}
        assert new.validate({"task": "sendPayment", "parameters": parameters}) == "sendPayment"
    dollars = values(new.ontology.options("currency", "dollars"))
    assert {"USD", "CAD", "AUD"} <= dollars
    assert "EUR" not in dollars
    assert values(new.ontology.options("currency", "€")) == {"EUR"}
    every = values(new.ontology.options("currency"))
    assert dollars < every
    for code in sorted(every):
        parameters = {"payee_id": "acct-1", "amount_minor": 1, "currency": code}
        assert new.validator.is_valid({"task": "sendPayment", "parameters": parameters})


# --- aci ------------------------------------------------------------------------------------

ACI = "urn:contexts:aci:v1.0"
TASK_CONTEXT = {
    "concept": "TaskContext",
    "TaskID": "task-7",
    "UserQuery": "Plan a three-day trip to Lisbon under 900 euros.",
    "TaskName": "Lisbon trip",
    "TaskDescription": "Find flights and a hotel, then draft a day-by-day plan.",
    "GoalStatus": [
        {"Goal": "Book flights", "Status": "completed"},
        {"Goal": "Book a hotel", "Status": "in_progress"},
    ],
    "OverallStatus": "in_progress",
    "StartTime": "2026-03-14T09:30:00Z",
}
AGENT_CONTEXT = {
    "concept": "AgentContext",
    "AgentID": "agent-hotels",
    "AgentName": "Hotel finder",
    "SubTaskID": "task-7.2",
    "SubTaskName": "Book a hotel",
    "Dependencies": ["task-7.1"],
    "Context": "Arrive 2026-04-02, leave 2026-04-05; budget 450 euros.",
    "todoItems": [{"itemId": "1", "description": "Shortlist three hotels near Baixa"}],
    "ItemstateUpdates": [{"itemId": "1", "state": 1}],
    "KeyInformation": [{"itemId": "1", "outputabstract": "Three hotels, 120-150 a night"}],
    "LastUpdated": "2026-03-14T10:00:00Z",
}


def test_aci_field_names_are_exactly_the_drafts():
    aci = builtin(ACI)
    task = aci.concept_schema("TaskContext")
    assert set(task["properties"]) == {
        "TaskID",
        "UserQuery",
        "TaskName",
        "TaskDescription",
        "GoalStatus",
        "OverallStatus",
        "StartTime",
        "EndTime",
    }
    assert set(task["properties"]) - set(task["required"]) == {"StartTime", "EndTime"}
    assert set(task["properties"]["GoalStatus"]["items"]["properties"]) == {"Goal", "Status"}
    agent = aci.concept_schema("AgentContext")
    assert set(agent["properties"]) == {
        "AgentID",
        "AgentName",
        "SubTaskID",
        "SubTaskName",
        "Dependencies",
        "Context",
        "ContextURI",
        "todoItems",
        "ItemstateUpdates",
        "KeyInformation",
        "LastUpdated",
    }
    assert set(agent["properties"]) - set(agent["required"]) == {
        "Context",
        "ContextURI",
        "LastUpdated",
    }
    items = {
        name: set(agent["properties"][name]["items"]["properties"])
        for name in ("todoItems", "ItemstateUpdates", "KeyInformation")
    }
    assert items == {
        "todoItems": {"itemId", "description"},
        "ItemstateUpdates": {"itemId", "state"},
        "KeyInformation": {"itemId", "outputabstract"},
    }
    assert aci.concept_names == ("AgentContext", "TaskContext")


def test_aci_good_instances():
    aci = builtin(ACI)
    assert aci.validate(TASK_CONTEXT) == "TaskContext"
    assert aci.validate({**TASK_CONTEXT, "EndTime": "2026-03-15T18:00:00+01:00"}) == "TaskContext"
    assert aci.validate(AGENT_CONTEXT) == "AgentContext"
    fresh = {**AGENT_CONTEXT, "Dependencies": [], "ItemstateUpdates": [], "KeyInformation": []}
    assert aci.validate(fresh) == "AgentContext"
    pending = {**AGENT_CONTEXT, "ItemstateUpdates": [{"itemId": "1", "state": 0}]}
    assert aci.validate(pending) == "AgentContext"


def test_aci_context_and_context_uri_are_mutually_exclusive():
    aci = builtin(ACI)
    inline = AGENT_CONTEXT
    by_reference = {k: v for k, v in AGENT_CONTEXT.items() if k != "Context"}
    by_reference["ContextURI"] = "https://store.example/contexts/task-7.2"
    neither = {k: v for k, v in AGENT_CONTEXT.items() if k != "Context"}
    both = {**inline, "ContextURI": by_reference["ContextURI"]}
    assert aci.validator.is_valid(inline)
    assert aci.validator.is_valid(by_reference)
    assert ("", "oneOf") in invalid(aci, both)
    assert ("", "oneOf") in invalid(aci, neither)
    assert ("/ContextURI", "pattern") in invalid(aci, {**by_reference, "ContextURI": "no uri"})


@pytest.mark.parametrize(
    ("change", "finding"),
    [
        (
            {"ItemstateUpdates": [{"itemId": "1", "state": 2}]},
            ("/ItemstateUpdates/0/state", "enum"),
        ),
        (
            {"ItemstateUpdates": [{"itemId": "1", "state": "1"}]},
            ("/ItemstateUpdates/0/state", "type"),
        ),
        (
            {"todoItems": [{"itemId": "1", "description": "x", "priority": 1}]},
            ("/todoItems/0", "additionalProperties"),
        ),
        (
            {"ItemstateUpdates": [{"itemId": "1", "state": 1, "note": "done"}]},
            ("/ItemstateUpdates/0", "additionalProperties"),
        ),
        (
            {"KeyInformation": [{"itemId": "1", "outputAbstract": "x"}]},
            ("/KeyInformation/0", "additionalProperties"),
        ),
        ({"Dependencies": ["a", "a"]}, ("/Dependencies", "uniqueItems")),
        ({"agentId": "x"}, ("", "additionalProperties")),
    ],
    ids=["state-2", "state-string", "todo-extra", "update-extra", "wrong-case", "dup-deps", "case"],
)
def test_aci_agent_context_refusals(change, finding):
    assert finding in invalid(builtin(ACI), {**AGENT_CONTEXT, **change})


@pytest.mark.parametrize(
    ("change", "finding"),
    [
        ({"GoalStatus": [{"Goal": "g", "Status": "done"}]}, ("/GoalStatus/0/Status", "enum")),
        (
            {"GoalStatus": [{"Goal": "g", "Status": "completed", "Owner": "a"}]},
            ("/GoalStatus/0", "additionalProperties"),
        ),
        ({"OverallStatus": "finished"}, ("/OverallStatus", "enum")),
    ],
    ids=["goal-status", "goal-extra", "overall"],
)
def test_aci_task_context_refusals(change, finding):
    assert finding in invalid(builtin(ACI), {**TASK_CONTEXT, **change})


def test_aci_times_are_date_times():
    aci = builtin(ACI)
    assert not aci.validator.is_valid({**TASK_CONTEXT, "StartTime": "2026-03-14"})
    assert not aci.validator.is_valid({**AGENT_CONTEXT, "LastUpdated": "yesterday"})
    # the code is "format" or "schema" depending on which validator explains the failure
    assert "/EndTime" in {path for path, _ in invalid(aci, {**TASK_CONTEXT, "EndTime": "soon"})}


# --- health ---------------------------------------------------------------------------------

HEALTH = "urn:contexts:health:v1.0"
READING = {
    "subject_id": "p-0042",
    "measured_at": "2026-03-14T08:00:00Z",
    "heart_rate_bpm": 104,
    "systolic_mmhg": 138,
    "diastolic_mmhg": 88,
    "body_temperature_celsius": 38.9,
    "spo2_percent": 95,
}
SYMPTOM = {
    "subject_id": "p-0042",
    "reported_at": "2026-03-14T08:05:00Z",
    "symptom_text": "dry cough and headache since yesterday",
    "severity": 5,
}


def test_health_tasks_validate_examples():
    health = builtin(HEALTH)
    assert health.task_names == ("collectHealthData", "giveAdvice", "predictHealthStatus")
    examples = [
        (
            "collectHealthData",
            "parameters",
            {"subject_id": "p-0042", "since": READING["measured_at"]},
        ),
        ("collectHealthData", "result", {"vital_signs": [READING], "symptoms": [SYMPTOM]}),
        ("predictHealthStatus", "parameters", {"subject_id": "p-0042", "vital_signs": [READING]}),
        (
            "predictHealthStatus",
            "result",
            {
                "subject_id": "p-0042",
                "assessed_at": "2026-03-14T08:10:00Z",
                "status": "needs_attention",
                "risk_score": 0.35,
                "reasons": ["temperature 38.9 C", "heart rate 104 bpm"],
            },
        ),
        (
            "giveAdvice",
            "parameters",
            {"subject_id": "p-0042", "status": "needs_attention", "language": "pt-BR"},
        ),
        (
            "giveAdvice",
            "result",
            {
                "advice": [{"advice_text": "Drink fluids and rest.", "urgency": "routine"}],
                "see_clinician": True,
            },
        ),
    ]
    for task, part, body in examples:
        assert health.validate({"task": task, part: body}) == task, (task, part)


@pytest.mark.parametrize(
    ("content", "finding"),
    [
        (
            {"concept": "vital_signs", **READING, "body_temperature_celsius": 101.3},
            ("/body_temperature_celsius", "maximum"),
        ),
        ({"concept": "vital_signs", **READING, "spo2_percent": 0.95}, ("/spo2_percent", "minimum")),
        (
            {"concept": "vital_signs", "subject_id": "p-1", "measured_at": "2026-03-14T08:00:00Z"},
            ("", "anyOf"),
        ),
        ({"concept": "vital_signs", **READING, "pulse": 80}, ("", "additionalProperties")),
        (
            {
                "concept": "health_assessment",
                "subject_id": "p",
                "assessed_at": "2026-03-14T08:00:00Z",
                "status": "fine",
                "risk_score": 0.1,
            },
            ("/status", "enum"),
        ),
    ],
    ids=["fahrenheit", "fraction-spo2", "no-measurement", "extra", "status"],
)
def test_health_refuses_unclear_units_and_values(content, finding):
    assert finding in invalid(builtin(HEALTH), content)


def test_health_task_refuses_a_reading_inside_parameters():
    health = builtin(HEALTH)
    bad = {**READING, "heart_rate_bpm": 400}
    content = {
        "task": "predictHealthStatus",
        "parameters": {"subject_id": "p", "vital_signs": [bad]},
    }
    assert ("/parameters/vital_signs/0/heart_rate_bpm", "maximum") in invalid(health, content)
    empty = {"task": "predictHealthStatus", "parameters": {"subject_id": "p", "vital_signs": []}}
    assert ("/parameters/vital_signs", "minItems") in invalid(health, empty)


def test_health_embedding_hints():
    health = builtin(HEALTH)
    hints = health.embedding
    assert hints is not None
    assert hints.fields == ("symptom_report.text_embedding",)
    assert hints.models
    assert all(isinstance(model, str) and model for model in hints.models)
    assert hints.dimensions == 384
    concept, _, field = hints.fields[0].partition(".")
    vector = health.concept_schema(concept)["properties"][field]
    assert vector["items"] == {"type": "number"}
    assert vector["minItems"] == vector["maxItems"] == hints.dimensions
    embedded = {"concept": "symptom_report", **SYMPTOM, "text_embedding": [0.01] * 384}
    assert health.validate(embedded) == "symptom_report"
    short = {**embedded, "text_embedding": [0.1, 0.2, 0.3]}
    assert ("/text_embedding", "minItems") in invalid(health, short)
    for other in EXPECTED_URNS - {HEALTH}:
        assert builtin(other).embedding is None
