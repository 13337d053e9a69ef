"""Shared Contexts: the signed, versioned schemas agents negotiate and validate against.

A context document names itself with a URN (`urn:contexts:travel:v2.1`),
defines concepts and tasks in JSON Schema 2020-12 with closed content
models, may carry an RDF ontology for relations and parameter options, and
is identified by the digest of its RFC 8785 bytes. This package is sans-I/O:
it reads only its own data files.
"""

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
