"""The Shared Context document: a versioned, digest-named schema of concepts and tasks.

A `SharedContext` is immutable and always valid: it is built only from a
document that passed `lint_document` with no errors. Its identity is its
URN and its digest (SHA-256 of the RFC 8785 bytes); two contexts are equal
when their digests are.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

import jsonschema_rs
import orjson

from contexts.canonical import canonical_bytes, digest_of_bytes, parse_json
from contexts.exceptions import DigestMismatchError, Finding, InvalidDocumentError
from contexts.lint import (
    CONCEPT_REF_PREFIX,
    errors_of,
    json_pointer,
    lint_document,
    with_subschemas,
)
from contexts.ontology import Ontology
from contexts.patterns import compile_schema
from contexts.urn import ContextURN, ContextVersion
from contexts.validation import VALIDATORS, ContentValidator

DEFAULT_MAX_DOCUMENT_BYTES: Final = 1 << 20
"""Documents above 1 MiB are refused before parsing."""


class _ParsedCache:
    """Contexts by the SHA-256 of the bytes they were parsed from (LRU).

    Linting a document costs milliseconds; an agent sees the same bytes again
    on every refresh of its authority client. A context is immutable, so the
    same object can serve every caller.
    """

    def __init__(self, max_entries: int) -> None:
        self.max_entries = max_entries
        self._entries: OrderedDict[bytes, SharedContext] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: bytes) -> SharedContext | None:
        with self._lock:
            context = self._entries.get(key)
            if context is not None:
                self._entries.move_to_end(key)
            return context

    def put(self, key: bytes, context: SharedContext) -> None:
        with self._lock:
            self._entries[key] = context
            while len(self._entries) > self.max_entries:
                self._entries.popitem(last=False)


@dataclass(frozen=True, slots=True, kw_only=True)
class TaskDefinition:
    """A task of a context: what it is for and the parameters it takes."""

    name: str
    """The task's name (`bookFlight`)."""
    description: str
    """What the task does."""
    parameters: Mapping[str, Any]
    """The JSON Schema of its parameters (an object schema)."""
    required: tuple[str, ...]
    """The parameters that must be present."""
    result: Mapping[str, Any] | None
    """The JSON Schema of its result, if the context defines one."""


@dataclass(frozen=True, slots=True, kw_only=True)
class EmbeddingHints:
    """Which concept fields carry vectors and which models may produce them."""

    fields: tuple[str, ...]
    """`<concept>.<property>` names of vector fields."""
    models: tuple[str, ...]
    """Embedding models whose vectors may fill those fields, in the context's preference order."""
    dimensions: int | None
    """The vectors' length, when the context fixes it."""


class SharedContext:
    """One valid, immutable context document."""

    __slots__ = ("_canonical", "_digest", "_document", "_ontology", "_urn")

    # `_document` is the document with every concept reference of a task inlined (see
    # `expanded`); `_canonical` is the document as written: what is signed, stored, served.

    def __init__(self, document: Mapping[str, Any]) -> None:
        """Lint `document`, keep a private copy; raise `InvalidDocumentError` on any error."""
        findings = errors_of(lint_document(document))
        if findings:
            urn = document.get("urn") if isinstance(document, Mapping) else None
            raise InvalidDocumentError(
                f"{urn if isinstance(urn, str) else 'the document'} is not a valid context "
                f"document ({len(findings)} error(s))",
                findings,
            )
        self._canonical = canonical_bytes(document)
        self._digest = digest_of_bytes(self._canonical)
        self._document: dict[str, Any] = orjson.loads(self._canonical)
        if canonical_bytes(self._document) != self._canonical:
            # JCS writes a float such as 1e17 as 100000000000000000, which reads back as
            # an integer JCS refuses: a document must survive its own canonical form.
            raise InvalidDocumentError("a number does not survive RFC 8785 canonicalisation")
        self._document = _with_concepts_inlined(self._document)
        self._urn = ContextURN.parse(self._document["urn"])
        self._ontology: Ontology | None = None

    @classmethod
    def from_bytes(
        cls,
        data: bytes,
        *,
        expected_digest: str | None = None,
        max_bytes: int = DEFAULT_MAX_DOCUMENT_BYTES,
    ) -> SharedContext:
        """Parse, lint and (optionally) check the digest of a document's bytes."""
        if len(data) > max_bytes:
            raise InvalidDocumentError(
                f"the document is {len(data)} bytes; the limit is {max_bytes}"
            )
        key = hashlib.sha256(data).digest()
        context = _PARSED.get(key)
        if context is None:
            context = cls(parse_json(data))
            _PARSED.put(key, context)
        if expected_digest is not None and context.digest != expected_digest:
            raise DigestMismatchError(
                f"{context.urn} has digest {context.digest}, expected {expected_digest}"
            )
        return context

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SharedContext):
            return NotImplemented
        return self._digest == other._digest

    def __hash__(self) -> int:
        return hash(self._digest)

    def __repr__(self) -> str:
        return f"SharedContext({str(self._urn)!r}, {self._digest[:19]}...)"

    @property
    def urn(self) -> ContextURN:
        """The context's URN."""
        return self._urn

    @property
    def name(self) -> str:
        """The context's name (the URN without the version)."""
        return self._urn.name

    @property
    def version(self) -> ContextVersion:
        """The context's version."""
        return self._urn.version

    @property
    def digest(self) -> str:
        """`sha256:<hex>` of the canonical bytes."""
        return self._digest

    @property
    def canonical(self) -> bytes:
        """The RFC 8785 canonical bytes (what is signed, stored and served)."""
        return self._canonical

    @property
    def title(self) -> str:
        """A short human title."""
        return str(self._document["title"])

    @property
    def description(self) -> str:
        """What the context is for (may be empty)."""
        return str(self._document.get("description", ""))

    def as_dict(self) -> dict[str, Any]:
        """A fresh, mutable copy of the document as written."""
        copy: dict[str, Any] = orjson.loads(self._canonical)
        return copy

    def expanded(self) -> dict[str, Any]:
        """A fresh copy of the document with its tasks' concept references inlined.

        A task's parameters or result may say `{"$ref": "#/concepts/<name>"}`
        (written once, the concept's schema serves both); validators,
        comparisons and every accessor here read this form, where such a
        reference is the concept's schema itself (its `#/$defs/...` references
        still resolve: they point into the same document).
        """
        copy: dict[str, Any] = orjson.loads(orjson.dumps(self._document))
        return copy

    def tags_of(self, name: str) -> tuple[str, ...]:
        """The tags the document gives concept or task `name` (empty when it gives none)."""
        if name in self._document.get("concepts", {}):
            tags = self._document["concepts"][name].get("tags", ())
        else:
            tags = self._document["tasks"][name].get("tags", ())
        return tuple(tags)

    @property
    def concept_names(self) -> tuple[str, ...]:
        """The concepts the context defines, sorted."""
        return tuple(sorted(self._document.get("concepts", {})))

    @property
    def task_names(self) -> tuple[str, ...]:
        """The tasks the context defines, sorted."""
        return tuple(sorted(self._document.get("tasks", {})))

    def concept_schema(self, name: str) -> dict[str, Any]:
        """A copy of the JSON Schema of concept `name` (KeyError if undefined)."""
        schema: dict[str, Any] = orjson.loads(orjson.dumps(self._document["concepts"][name]))
        return schema

    def task(self, name: str) -> TaskDefinition:
        """The definition of task `name` (KeyError if undefined)."""
        task: dict[str, Any] = orjson.loads(orjson.dumps(self._document["tasks"][name]))
        parameters = task["parameters"]
        return TaskDefinition(
            name=name,
            description=task.get("description", ""),
            parameters=parameters,
            required=tuple(parameters.get("required", ())),
            result=task.get("result"),
        )

    @property
    def definitions(self) -> dict[str, Any]:
        """A copy of the shared `$defs`."""
        defs: dict[str, Any] = orjson.loads(orjson.dumps(self._document.get("$defs", {})))
        return defs

    @property
    def ontology(self) -> Ontology | None:
        """The parsed ontology, or None when the context has none (parsed on first use)."""
        if self._ontology is None and "ontology" in self._document:
            self._ontology = Ontology(self._document["ontology"]["data"])
        return self._ontology

    @property
    def embedding(self) -> EmbeddingHints | None:
        """The embedding hints, or None."""
        hints = self._document.get("embedding")
        if hints is None:
            return None
        return EmbeddingHints(
            fields=tuple(hints["fields"]),
            models=tuple(hints["models"]),
            dimensions=hints.get("dimensions"),
        )

    @property
    def minimum_secure_version(self) -> ContextVersion | None:
        """The lowest version of this context name its authors consider secure, if declared."""
        text = self._document.get("minimum_secure_version")
        return ContextVersion.parse(text) if text is not None else None

    @property
    def below_minimum_secure_version(self) -> bool:
        """Whether this document itself is older than its declared minimum secure version."""
        minimum = self.minimum_secure_version
        return minimum is not None and self.version < minimum

    @property
    def validator(self) -> ContentValidator:
        """The compiled content validator (shared by every copy of this document)."""
        return VALIDATORS.get(self)

    def validate(self, content: object) -> str:
        """Validate content; return the concept or task it names (see `ContentValidator`)."""
        return VALIDATORS.get(self).validate(content)


_ANNOTATIONS: Final = frozenset({"title", "description", "examples", "$comment", "deprecated"})
_TASK_SCHEMAS: Final = ("parameters", "result")
_MAX_COMPILE_MESSAGE: Final = 200


def _with_concepts_inlined(document: dict[str, Any]) -> dict[str, Any]:
    """`document` with each `#/concepts/<name>` reference of its tasks replaced by the concept.

    References are found by keyword, at the schema positions lint walks
    (`with_subschemas`): a property named `const` or `$ref` is a schema like
    any other, and data (`const`, `enum`, `default`, `examples`) stays data.
    A reference whose siblings are only annotations becomes the concept's schema
    with those annotations over it; one with other siblings becomes
    `{siblings..., "allOf": [concept]}`, which means what `$ref` beside them
    means. Lint has checked that every such reference names a concept.
    """
    concepts = document.get("concepts", {})

    def inline(node: Any) -> Any:  # noqa: ANN401 - a schema
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        siblings = with_subschemas({k: v for k, v in node.items() if k != "$ref"}, inline)
        if isinstance(ref, str) and ref.startswith(CONCEPT_REF_PREFIX):
            target = dict(concepts[ref[len(CONCEPT_REF_PREFIX) :]])
            target.pop("tags", None)
            if siblings.keys() <= _ANNOTATIONS:
                return {**target, **siblings}
            return {**siblings, "allOf": [target, *siblings.get("allOf", [])]}
        return {**siblings, "$ref": ref} if "$ref" in node else siblings

    tasks = document.get("tasks")
    if not isinstance(tasks, dict):
        return document
    return {
        **document,
        "tasks": {
            name: {
                key: inline(value) if key in _TASK_SCHEMAS else value for key, value in t.items()
            }
            if isinstance(t, dict)
            else t
            for name, t in tasks.items()
        },
    }


def compile_findings(document: Mapping[str, Any]) -> list[Finding]:
    """An `uncompilable_schema` finding for each concept or task schema no validator builds.

    Lint runs this last, on a document with no other error: whatever it missed (a
    reference the inliner left, a keyword the engine refuses) then fails at lint and
    load, naming the schema, rather than on every message of a session.
    """
    expanded = _with_concepts_inlined(dict(document))
    defs = expanded.get("$defs", {})
    schemas: list[tuple[tuple[str, ...], Any]] = [
        (("concepts", n), s) for n, s in expanded.get("concepts", {}).items()
    ]
    schemas.extend(
        (("tasks", name, part), task[part])
        for name, task in expanded.get("tasks", {}).items()
        for part in _TASK_SCHEMAS
        if part in task
    )
    findings = []
    for where, schema in schemas:
        try:
            # allOf keeps `#/$defs/...` pointing at the wrapper, as the validators do.
            compile_schema({"$defs": defs, "allOf": [schema]})
        except (jsonschema_rs.ValidationError, ValueError) as exc:
            reason = " ".join(str(exc).split())
            if len(reason) > _MAX_COMPILE_MESSAGE:
                reason = reason[: _MAX_COMPILE_MESSAGE - 1] + "…"
            findings.append(
                Finding(
                    code="uncompilable_schema",
                    path=json_pointer(where),
                    message=f"no validator can be built for this schema: {reason}",
                )
            )
    return findings


_PARSED: Final = _ParsedCache(256)
