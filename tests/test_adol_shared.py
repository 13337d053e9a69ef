"""Shared definitions documents (`contexts.adol.shared`): trusted, fetched once, by digest."""

from __future__ import annotations

import json

import jsonschema_rs
import pytest

from contexts.adol.dedup import dedupe
from contexts.adol.shared import SharedDefinitions, SharedDefinitionsError, pin

URI = "https://definitions.example/shared.json"
OWNER = {"description": "Repository owner", "type": "string", "minLength": 1}
SCHEMAS = [
    {"properties": {"owner": OWNER}},
    {"properties": {"owner": OWNER, "x": {"type": "null"}}},
]


def _served(document):
    calls = []

    def fetch(uri):
        calls.append(uri)
        return json.dumps(document).encode()

    return fetch, calls


def test_a_pinned_document_is_fetched_once_and_resolves_references():
    deduped = dedupe(SCHEMAS, URI)
    fetch, calls = _served(deduped.shared)
    shared = SharedDefinitions(fetch, pins={URI: pin(deduped.shared)})
    for _ in range(3):
        assert shared.get(URI)["$id"] == URI
    assert calls == [URI]
    validator = jsonschema_rs.Draft202012Validator(
        deduped.schemas[0], registry=shared.registry([URI])
    )
    assert validator.is_valid({"owner": "octocat"})
    assert not validator.is_valid({"owner": ""})


@pytest.mark.parametrize(
    ("document", "pins", "code"),
    [
        ({"$id": URI, "$defs": {}}, {}, "untrusted"),
        (
            {"$id": URI, "$defs": {"x": {"type": "string"}}},
            {URI: "sha256:" + "0" * 64},
            "digest_mismatch",
        ),
        (
            {"$id": "https://elsewhere.example/x.json", "$defs": {}},
            {URI: "sha256:" + "0" * 64},
            "invalid_document",
        ),
        ({"$id": URI, "$defs": []}, {URI: "sha256:" + "0" * 64}, "invalid_document"),
    ],
)
def test_untrusted_or_altered_documents_are_refused(document, pins, code):
    fetch, _ = _served(document)
    with pytest.raises(SharedDefinitionsError) as caught:
        SharedDefinitions(fetch, pins=pins).get(URI)
    assert caught.value.code == code


def test_a_vouched_document_is_accepted_and_an_unvouched_one_is_not():
    document = {"$id": URI, "$defs": {"owner": OWNER}}
    fetch, _ = _served(document)
    vouched = SharedDefinitions(fetch, vouch=lambda uri, _data: uri == URI)
    assert vouched.get(URI)["$defs"]["owner"] == OWNER
    with pytest.raises(SharedDefinitionsError, match="untrusted"):
        SharedDefinitions(fetch, vouch=lambda _uri, _data: False).get(URI)


def test_a_document_is_fetched_once_per_uri_and_kept_by_digest():
    document = {"$id": URI, "$defs": {"owner": OWNER}}
    fetch, calls = _served(document)
    cached = SharedDefinitions(fetch, pins={URI: pin(document)})
    first, second = cached.get(URI), cached.get(URI)
    assert first is second
    assert (cached.fetches, calls) == (1, [URI])
