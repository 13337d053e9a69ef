"""The ontology of a context: parameter options, relations between concepts, bad Turtle."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from contexts import ContextError, Ontology, OntologyError, ParameterOption, Relation
from contexts.builtin import builtin
from contexts.ontology import MAX_OPTIONS

PREFIXES = """\
@prefix ioa: <urn:ioa:vocab#> .
@prefix rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix ex: <urn:example#> .
"""

PORTS = Ontology(
    PREFIXES
    + """
ex:port a ioa:Parameter ; ioa:name "port" ;
    ioa:valueClass ex:Port ; ioa:optionsVia ex:servedBy .
ex:plain a ioa:Parameter ; ioa:name "plain" ; ioa:valueClass ex:Port .
ex:loose a ioa:Parameter ; ioa:name "loose" .

ex:Springfield rdfs:label "Springfield" ; skos:altLabel "SPF", "Spring Field" ;
    ex:servedBy ex:AAA, ex:BBB .
ex:Shelbyville rdfs:label "Shelbyville" ; ex:servedBy ex:CCC .
ex:AAA a ex:Port ; ioa:code "AAA" ; rdfs:label "Alpha Field" .
ex:BBB a ex:Port ; ioa:code "BBB" .
ex:CCC a ex:Port ; ioa:code "CCC" ; rdfs:label "Springfield" .
ex:DDD a ex:Port ; rdfs:label "No Code Field" .
ex:EEE a ex:Dock ; ioa:code "EEE" ; rdfs:label "Elsewhere" .

ex:Flight ioa:name "flight" ; ioa:refines ex:Trip ; ex:uses ex:Seat, ex:Gate ;
    rdfs:label "Flight" .
ex:Trip ioa:name "trip" .
ex:Seat ioa:name "seat" .
ex:Gate rdfs:label "Gate, which has no ioa:name" .
ex:notAParameter ioa:name "port_like" ; ioa:valueClass ex:Port .
"""
)


def values(options):
    return [option.value for option in options]


def test_parameters_lists_declared_parameters_only():
    assert PORTS.parameters() == {"port", "plain", "loose"}


def test_without_a_value_every_instance_of_the_value_class_is_an_option():
    assert PORTS.options("port") == (
        ParameterOption(value="AAA", label="Alpha Field"),
        ParameterOption(value="BBB", label="BBB"),  # no label: the code stands in
        ParameterOption(value="CCC", label="Springfield"),
    )
    assert values(PORTS.options("plain")) == ["AAA", "BBB", "CCC"]  # DDD has no code


def test_a_parameter_without_a_value_class_has_no_options_without_a_value():
    assert PORTS.options("loose") == ()


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Springfield", ["AAA", "BBB", "CCC"]),  # the city's ports, and the port labelled so
        ("springfield", ["AAA", "BBB", "CCC"]),  # case-insensitive
        ("  SPRINGFIELD \t", ["AAA", "BBB", "CCC"]),  # surrounding whitespace ignored
        ("SPF", ["AAA", "BBB"]),  # an alternative label
        ("spring field", ["AAA", "BBB"]),
        ("Shelbyville", ["CCC"]),
        ("aaa", ["AAA"]),  # a code names the port itself
        ("Alpha Field", ["AAA"]),  # so does a label
        ("Elsewhere", []),  # known, but not of the value class
        ("No Code Field", []),  # of the value class, but with no code to offer
        ("Atlantis", []),
        ("", []),
    ],
)
def test_options_for_what_the_user_said(said, expected):
    assert values(PORTS.options("port", said)) == expected


def test_without_options_via_only_direct_names_count():
    assert values(PORTS.options("plain", "Springfield")) == ["CCC"]
    assert values(PORTS.options("plain", "bbb")) == ["BBB"]


def test_without_a_value_class_any_named_thing_with_a_code_counts():
    assert values(PORTS.options("loose", "elsewhere")) == ["EEE"]


@pytest.mark.parametrize("parameter", ["nothing", "port_like", "flight", "PORT", ""])
def test_undeclared_parameters_have_no_options(parameter):
    assert PORTS.options(parameter) == ()
    assert PORTS.options(parameter, "Springfield") == ()


def test_options_are_capped_and_sorted():
    ports = "\n".join(f'ex:p{n} a ex:Port ; ioa:code "P{n:03d}" .' for n in range(100))
    cities = "\n".join(f"ex:Big ex:servedBy ex:p{n} ." for n in range(100))
    ontology = Ontology(
        PREFIXES
        + 'ex:port a ioa:Parameter ; ioa:name "port" ; ioa:valueClass ex:Port ;'
        + " ioa:optionsVia ex:servedBy .\n"
        + 'ex:Big rdfs:label "Big City" .\n'
        + ports
        + "\n"
        + cities
    )
    every = [f"P{n:03d}" for n in range(100)]
    assert values(ontology.options("port")) == every[:MAX_OPTIONS]
    assert values(ontology.options("port", "big city")) == every[:MAX_OPTIONS]


@given(st.lists(st.from_regex(r"[A-Z]{3}", fullmatch=True), min_size=1, max_size=20, unique=True))
def test_options_are_sorted_by_value_whatever_the_graph_order(codes):
    turtle = PREFIXES + 'ex:port a ioa:Parameter ; ioa:name "port" ; ioa:valueClass ex:Port .\n'
    turtle += "".join(f'ex:{code} a ex:Port ; ioa:code "{code}" .\n' for code in codes)
    assert values(Ontology(turtle).options("port")) == sorted(codes)


def test_an_option_reached_twice_is_offered_once():
    ontology = Ontology(
        PREFIXES
        + 'ex:port a ioa:Parameter ; ioa:name "port" ; ioa:valueClass ex:Port ;'
        + " ioa:optionsVia ex:servedBy, ex:near .\n"
        + 'ex:Town rdfs:label "Town" ; ex:servedBy ex:AAA ; ex:near ex:AAA .\n'
        + 'ex:AAA a ex:Port ; ioa:code "AAA" ; rdfs:label "Town" .\n'
    )
    assert ontology.options("port", "town") == (ParameterOption(value="AAA", label="Town"),)


def test_option_as_dict():
    option = ParameterOption(value="JFK", label="John F. Kennedy International")
    assert option.as_dict() == {"value": "JFK", "label": "John F. Kennedy International"}


def test_related_lists_relations_to_named_concepts():
    assert PORTS.related("flight") == (
        Relation(relation="refines", target="trip"),
        Relation(relation="uses", target="seat"),  # the gate has no name: not listed
    )
    assert PORTS.related("trip") == ()
    assert PORTS.related("nothing") == ()


def test_related_uses_the_local_name_of_any_property():
    ontology = Ontology(
        PREFIXES
        + "@prefix other: <http://other.example/vocab/> .\n"
        + 'ex:a ioa:name "a" ; other:partOf ex:b ; <urn:x:y:dependsOn> ex:c .\n'
        + 'ex:b ioa:name "b" .\nex:c ioa:name "c" .\n'
    )
    assert ontology.related("a") == (
        Relation(relation="dependsOn", target="c"),
        Relation(relation="partOf", target="b"),
    )


def test_len_counts_triples_and_graph_is_exposed():
    ontology = Ontology(PREFIXES + 'ex:a ioa:name "a" ; ioa:code "A" .\n')
    assert len(ontology) == 2
    assert len(ontology.graph) == 2
    assert len(Ontology("")) == 0


@pytest.mark.parametrize(
    "turtle",
    [
        "this is not turtle",
        PREFIXES + "ex:a ex:b .",  # no object
        PREFIXES + 'ex:a ex:b "unterminated .',
        "ex:a ex:b ex:c .",  # undeclared prefix
        "@prefix ex <urn:x#> .",
        "<urn:a> <urn:b> <urn:c>",  # no final dot
    ],
)
def test_invalid_turtle_is_an_ontology_error(turtle):
    with pytest.raises(OntologyError) as caught:
        Ontology(turtle)
    assert caught.value.code == "invalid_ontology"
    assert isinstance(caught.value, ContextError)
    assert caught.value.message.startswith("the ontology is not valid Turtle")
    assert "\n" not in caught.value.message


@given(st.text(max_size=60))
def test_any_text_either_parses_or_is_an_ontology_error(turtle):
    error = None
    try:
        Ontology(turtle)
    except OntologyError as caught:
        error = caught
    assert error is None or error.code == "invalid_ontology"


# -- the built-in travel ontology ----------------------------------------------------------


def test_the_travel_ontology():
    ontology = builtin("urn:contexts:travel:v2.0").ontology
    assert ontology is not None
    assert {"origin_code", "dest_code"} <= ontology.parameters()
    assert values(ontology.options("origin_code", "New York")) == ["EWR", "JFK", "LGA"]
    assert values(ontology.options("dest_code", " nyc ")) == ["EWR", "JFK", "LGA"]
    assert values(ontology.options("origin_code", "jfk")) == ["JFK"]
    assert values(ontology.options("dest_code", "London")) == [
        "LCY",
        "LGW",
        "LHR",
        "LTN",
        "SEN",
        "STN",
    ]
    assert ontology.options("origin_code", "Springfield") == ()
    assert ontology.options("date", "tomorrow") == ()
    every = values(ontology.options("origin_code"))
    assert every == sorted(every)
    assert {"JFK", "LHR", "CDG"} <= set(every)
    assert len(every) <= MAX_OPTIONS
    labels = {o.value: o.label for o in ontology.options("origin_code", "New York")}
    assert labels["LGA"] == "New York LaGuardia"
