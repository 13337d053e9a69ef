"""Shared Contexts: the signed, versioned schemas agents negotiate and validate against.

A context document names itself with a URN (`urn:contexts:travel:v2.1`),
defines concepts and tasks in JSON Schema 2020-12 with closed content
models, may carry an RDF ontology for relations and parameter options, and
is identified by the digest of its RFC 8785 bytes. This package is sans-I/O:
it reads only its own data files.
"""

import importlib
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # (imported on first use instead: see __getattr__)
    from contexts.canonical import canonical_bytes, digest_of, digest_of_bytes, is_digest
    from contexts.document import EmbeddingHints, SharedContext, TaskDefinition
    from contexts.exceptions import (
        ContentInvalidError,
        ContextError,
        ContextErrorCode,
        DigestMismatchError,
        Finding,
        InvalidDocumentError,
        InvalidURNError,
        OntologyError,
        UndefinedConceptError,
        UnknownParameterError,
    )
    from contexts.library import ContextLibrary
    from contexts.lint import lint_document
    from contexts.ontology import Ontology, ParameterOption, Relation
    from contexts.urn import ContextURN, ContextVersion
    from contexts.validation import ContentValidator, ValidatorCache

# Where each name of __all__ lives: importing one module of the package does not
# import all the others (PEP 562).
_HOMES: Final[dict[str, str]] = {
    "canonical_bytes": "contexts.canonical",
    "digest_of": "contexts.canonical",
    "digest_of_bytes": "contexts.canonical",
    "is_digest": "contexts.canonical",
    "EmbeddingHints": "contexts.document",
    "SharedContext": "contexts.document",
    "TaskDefinition": "contexts.document",
    "ContentInvalidError": "contexts.exceptions",
    "ContextError": "contexts.exceptions",
    "ContextErrorCode": "contexts.exceptions",
    "DigestMismatchError": "contexts.exceptions",
    "Finding": "contexts.exceptions",
    "InvalidDocumentError": "contexts.exceptions",
    "InvalidURNError": "contexts.exceptions",
    "OntologyError": "contexts.exceptions",
    "UndefinedConceptError": "contexts.exceptions",
    "UnknownParameterError": "contexts.exceptions",
    "ContextLibrary": "contexts.library",
    "lint_document": "contexts.lint",
    "Ontology": "contexts.ontology",
    "ParameterOption": "contexts.ontology",
    "Relation": "contexts.ontology",
    "ContextURN": "contexts.urn",
    "ContextVersion": "contexts.urn",
    "ContentValidator": "contexts.validation",
    "ValidatorCache": "contexts.validation",
}

__all__ = [
    "ContentInvalidError",
    "ContentValidator",
    "ContextError",
    "ContextErrorCode",
    "ContextLibrary",
    "ContextURN",
    "ContextVersion",
    "DigestMismatchError",
    "EmbeddingHints",
    "Finding",
    "InvalidDocumentError",
    "InvalidURNError",
    "Ontology",
    "OntologyError",
    "ParameterOption",
    "Relation",
    "SharedContext",
    "TaskDefinition",
    "UndefinedConceptError",
    "UnknownParameterError",
    "ValidatorCache",
    "canonical_bytes",
    "digest_of",
    "digest_of_bytes",
    "is_digest",
    "lint_document",
]


if not TYPE_CHECKING:  # (mypy sees the imports above: a misspelt name stays an error)

    def __getattr__(name: str) -> object:
        """A name of `__all__`, imported from its module on first use."""
        home = _HOMES.get(name)
        if home is None:
            msg = f"module {__name__!r} has no attribute {name!r}"
            raise AttributeError(msg)
        try:
            value = getattr(importlib.import_module(home), name)
        except AttributeError as exc:  # as l7_transport.lazy.load: contexts imports no other
            msg = f"{name!r} could not be loaded from {home!r}: {exc}"
            raise ImportError(msg, name=home) from exc
        globals()[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted({*globals(), *__all__})
