"""Vectors of context documents: the built-ins as files, lint findings, offloaded URIs.

Spec 10.2, 10.3, 12.11 and 14.3.
"""

from __future__ import annotations

from typing import Any, Final

from contexts import lint_document
from contexts.builtin import builtin_library
from ioa.interop.make_vectors.fixed import LOADED_BY_URN_AUTHORITY, REGENERATE, Json
from ioa.offload import context_uri

# -- the built-in contexts, published as documents (spec 10.2, 10.3, 12.11) ----------------------


def document_path(urn_name: str, major: int, minor: int) -> str:
    """Where a context's published document lies under `vectors/`."""
    return f"contexts/{urn_name}/v{major}.{minor}.json"


def builtin_contexts() -> tuple[Json, dict[str, bytes]]:
    """The index of the built-in contexts, and each one's canonical bytes by file name."""
    entries = []
    files: dict[str, bytes] = {}
    for context in sorted(builtin_library(), key=lambda c: str(c.urn)):
        urn = context.urn
        path = document_path(urn.name, urn.major, urn.minor)
        files[path] = context.canonical
        document = context.as_dict()
        embedding = document.get("embedding")
        entries.append(
            {
                "urn": str(urn),
                "section": "10.3",
                "document": path,
                "digest": context.digest,
                "authority": LOADED_BY_URN_AUTHORITY,
                "minimum_secure_version": document.get("minimum_secure_version"),
                "embedding_models": list(embedding["models"]) if embedding else [],
                "embedding_fields": list(embedding["fields"]) if embedding else [],
                "concepts": sorted(document.get("concepts", {})),
                "tasks": {
                    name: sorted(task["parameters"].get("properties", {}))
                    for name, task in sorted(document.get("tasks", {}).items())
                },
            }
        )
    index = {
        "description": (
            "Every context built into ioa-stack, published so that another implementation can "
            "recompute the digests it offers (section 10.3), validate what it sends and "
            "receives, and know the embedding models a SELECT needs (section 12.11). document "
            "is a file beside this one holding the RFC 8785 bytes of the context (no trailing "
            "newline): its SHA-256 is digest. authority is the authority id an ioa.Agent offers "
            "a built-in context under when it is loaded by URN (Agent(authority=...) changes "
            "it). embedding_models are the models of the document's embedding member, in the "
            "order section 12.11 chooses by (empty: embedding_model is null); tasks maps each "
            "task to its parameter names."
        ),
        "regenerate": REGENERATE,
        "contexts": entries,
    }
    return index, files


# -- context documents and their lint findings (spec 10.2) ---------------------------------------


def _document(**members: Any) -> Json:  # noqa: ANN401 - JSON members
    base: Json = {"urn": "urn:contexts:example.lint:v1.0", "title": "Lint vectors"}
    return {**base, **members}


def _closed(properties: Json, **more: Any) -> Json:  # noqa: ANN401 - JSON members
    return {"type": "object", "properties": properties, "additionalProperties": False, **more}


_LINT_DOCUMENTS: Final = (
    (
        "clean",
        _document(concepts={"Flight": _closed({"code": {"type": "string", "maxLength": 8}})}),
    ),
    ("open content model", _document(concepts={"Flight": {"type": "object", "properties": {}}})),
    (
        "unresolved and external references",
        _document(
            concepts={
                "Flight": _closed(
                    {"a": {"$ref": "#/$defs/missing"}, "b": {"$ref": "https://x.example/s"}}
                )
            }
        ),
    ),
    (
        "a pattern the linear-time engine refuses",
        _document(concepts={"Code": _closed({"c": {"type": "string", "pattern": "^(a)\\1$"}})}),
    ),
    (
        "reserved names and properties",
        _document(
            concepts={
                "ambiguous_parameter": _closed({}),
                "Flight": _closed({"concept": {"type": "string"}}),
            }
        ),
    ),
    (
        "a required property the closed object does not declare",
        _document(concepts={"Flight": _closed({"a": {"type": "string"}}, required=["b"])}),
    ),
    (
        "an unused definition is a warning",
        _document(
            concepts={"Flight": _closed({"a": {"type": "string"}})},
            **{"$defs": {"Unused": {"type": "string"}}},
        ),
    ),
    (
        "an embedding field that is not an array of numbers",
        _document(
            concepts={"Flight": _closed({"a": {"type": "string"}})},
            embedding={"fields": ["Flight.a"], "models": ["m"]},
        ),
    ),
    ("neither concepts nor tasks", _document()),
)


def context_lint() -> Json:
    """Context documents, some deliberately faulty, and what lint finds in each."""
    vectors = []
    for name, document in _LINT_DOCUMENTS:
        findings = [
            {"code": f.code, "path": f.path, "severity": f.severity}
            for f in lint_document(document)
        ]
        vectors.append(
            {
                "name": name,
                "section": "10.2",
                "document": document,
                "valid": not any(f["severity"] == "error" for f in findings),
                "findings": findings,
            }
        )
    return {
        "description": (
            "Context documents and their lint findings (docs/spec.md section 10.2). findings "
            "lists (code, JSON Pointer path, severity) in document order; an implementation "
            "conforms when it finds the same set of error codes at the same paths. Codes that "
            "start with format: name the JSON Schema keyword of the document format that "
            "failed. valid: no finding is an error (warnings keep a document valid)."
        ),
        "regenerate": REGENERATE,
        "documents": vectors,
    }


# -- offloaded contexts by URI (spec 14.3) ---------------------------------------------------------

_OFFLOADED: Final = (
    ("empty", ""),
    ("ASCII", "Item 1: check the invoice totals against the purchase order."),
    ("non-ASCII: the URI hashes UTF-8 bytes, not characters", "Grüße, 東京 🚄\n"),
)


def context_uris() -> Json:
    """Offloaded contexts and the `ni:` URIs that name them."""
    return {
        "description": (
            "ContextURIs of offloaded contexts (docs/spec.md section 14.3): uri is the RFC 6920 "
            "ni URI of the SHA-256 of text's UTF-8 bytes (utf8_hex), ni:///sha-256; then the "
            "43-character base64url digest without padding."
        ),
        "regenerate": REGENERATE,
        "contexts": [
            {
                "name": name,
                "section": "14.3",
                "text": text,
                "utf8_hex": text.encode().hex(),
                "uri": context_uri(text.encode()),
            }
            for name, text in _OFFLOADED
        ],
    }
