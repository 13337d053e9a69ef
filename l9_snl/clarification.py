"""Clarification: the L9 questions and answers that settle what a value or a concept means.

When grounding leaves a parameter ambiguous or missing, L9 itself asks the
peer (QUERY `ambiguous_parameter`) and the peer's L9 answers from the
locked context's ontology (INFORM `parameter_options`), with no model
involved. A concept the context does not define can be asked about too
(QUERY `concept_definition`, answered with a description and a closed JSON
Schema, or a FAILURE `undefined_concept`); definitions two agents agreed on
are kept in a bounded `DefinitionCache`. Every clarification content is
checked against its closed JSON Schema (compiled once) before it is used.

Forms (all closed objects; see the `*_SCHEMA` constants):

- QUERY `{"concept": "ambiguous_parameter", "task", "parameter", "value"}`
  (`value` null for a missing parameter);
- INFORM `{"concept": "parameter_options", "task", "parameter", "value",
  "options": [{"value", "label"}, ...]}` (at most 64 options, unique values);
- QUERY `{"concept": "concept_definition", "name"}`, INFORM the same with
  `"definition": {"description": str, "schema": <closed object schema>}`.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

import orjson

from contexts.document import SharedContext
from contexts.exceptions import InvalidDocumentError
from contexts.explainer import depth_of
from contexts.lint import (
    MAX_DOCUMENT_DEPTH,
    expanded_size,
    json_pointer,
    pattern_findings,
    patterns_of,
    subschemas,
)
from contexts.ontology import MAX_OPTIONS, ParameterOption
from contexts.patterns import compile_schema
from l9_snl.catalogue import CATALOGUE_SCHEMA, CONTEXT_CATALOGUE
from l9_snl.exceptions import LocalSemanticError, RemoteSemanticError, SNLErrorCode
from l9_snl.grounding import GroundingResult, grounder_for

AMBIGUOUS_PARAMETER: Final = "ambiguous_parameter"
"""The QUERY concept asking which values a parameter could take."""
PARAMETER_OPTIONS: Final = "parameter_options"
"""The INFORM concept listing them."""
CONCEPT_DEFINITION: Final = "concept_definition"
"""The QUERY and INFORM concept asking for and giving a concept's definition."""

MAX_NAME_LENGTH: Final = 64
"""Task and concept names: identifiers, as in a context document."""
MAX_PARAMETER_LENGTH: Final = 128
"""A parameter name is at most this many characters."""
MAX_VALUE_LENGTH: Final = 1024
"""What was said for a parameter, at most this many characters."""
MAX_OPTION_LENGTH: Final = 256
"""An option's value and label, at most this many characters each."""
MAX_DESCRIPTION_LENGTH: Final = 4000
"""A definition's description, as long as a context's descriptions may be."""
MAX_DEFINITION_BYTES: Final = 64 * 1024
"""A definition's schema, serialised, at most this many bytes."""
MAX_DEFINITION_DEPTH: Final = 16
"""A definition's schema nests at most this many JSON levels (the built-in contexts' need 7)."""
MAX_DEFINITION_SUBSCHEMAS: Final = 256
"""A definition's schema, its `$defs` included, holds at most this many schemas (built-in: 31)."""
MAX_DEFINITION_EXPANDED: Final = 256
"""...and, each `$ref` counted as the schema it points at every time it is reached, at most this
many (built-in: 34): validators walk a reference each time, so a chain of `$defs` each referring
twice to the next costs 2**N however few sub-schemas it holds. Its `$ref`s may not form a cycle."""
MAX_DEFINITION_PATTERNS: Final = 32
"""...and at most this many patterns (`pattern`s, `patternProperties` keys; built-in: 6): each
is compiled, then matched against every string or key it applies to."""
MAX_CONTENT_DEPTH: Final = MAX_DOCUMENT_DEPTH
"""Clarification content nesting deeper is refused before any schema check."""

_DRAFT: Final = "https://json-schema.org/draft/2020-12/schema"
_IDENTIFIER: Final = {"type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]{0,63}$"}
_PARAMETER: Final = {
    "type": "string",
    "minLength": 1,
    "maxLength": MAX_PARAMETER_LENGTH,
    "pattern": "^[^\\u0000-\\u001f\\u007f]*$",
}
_VALUE: Final = {"type": ["string", "null"], "maxLength": MAX_VALUE_LENGTH}

AMBIGUOUS_PARAMETER_SCHEMA: Final[dict[str, Any]] = {
    "$schema": _DRAFT,
    "title": AMBIGUOUS_PARAMETER,
    "description": "QUERY: which values could this parameter of this task take, given what was "
    "said (null: nothing was)?",
    "type": "object",
    "properties": {
        "concept": {"const": AMBIGUOUS_PARAMETER},
        "task": _IDENTIFIER,
        "parameter": _PARAMETER,
        "value": _VALUE,
    },
    "required": ["concept", "task", "parameter", "value"],
    "additionalProperties": False,
}
"""The JSON Schema (2020-12, closed) of an `ambiguous_parameter` QUERY."""

PARAMETER_OPTIONS_SCHEMA: Final[dict[str, Any]] = {
    "$schema": _DRAFT,
    "title": PARAMETER_OPTIONS,
    "description": "INFORM: the values the parameter could take, from the context's ontology.",
    "type": "object",
    "properties": {
        "concept": {"const": PARAMETER_OPTIONS},
        "task": _IDENTIFIER,
        "parameter": _PARAMETER,
        "value": _VALUE,
        "options": {
            "type": "array",
            "maxItems": MAX_OPTIONS,
            "items": {
                "type": "object",
                "properties": {
                    "value": {"type": "string", "minLength": 1, "maxLength": MAX_OPTION_LENGTH},
                    "label": {"type": "string", "maxLength": MAX_OPTION_LENGTH},
                },
                "required": ["value", "label"],
                "additionalProperties": False,
            },
        },
    },
    "required": ["concept", "task", "parameter", "value", "options"],
    "additionalProperties": False,
}
"""The JSON Schema (2020-12, closed) of a `parameter_options` INFORM (option values also unique)."""

CONCEPT_DEFINITION_SCHEMA: Final[dict[str, Any]] = {
    "$schema": _DRAFT,
    "title": CONCEPT_DEFINITION,
    "description": "QUERY (name only) or INFORM (with definition): what a concept means.",
    "type": "object",
    "properties": {
        "concept": {"const": CONCEPT_DEFINITION},
        "name": _IDENTIFIER,
        "definition": {
            "type": "object",
            "properties": {
                "description": {"type": "string", "maxLength": MAX_DESCRIPTION_LENGTH},
                "schema": {"type": "object", "maxProperties": 64},
            },
            "required": ["description", "schema"],
            "additionalProperties": False,
        },
    },
    "required": ["concept", "name"],
    "additionalProperties": False,
}
"""The JSON Schema (2020-12, closed) of `concept_definition`; the `schema` is linted beyond it."""

SCHEMAS: Final[Mapping[str, Mapping[str, Any]]] = {
    AMBIGUOUS_PARAMETER: AMBIGUOUS_PARAMETER_SCHEMA,
    PARAMETER_OPTIONS: PARAMETER_OPTIONS_SCHEMA,
    CONCEPT_DEFINITION: CONCEPT_DEFINITION_SCHEMA,
    CONTEXT_CATALOGUE: CATALOGUE_SCHEMA,
}
"""L9's own concepts and their schemas (the names a context may not define); the catalogue's
is answered like a clarification (`l9_snl.catalogue`)."""

_COMPILED: Final = {name: compile_schema(dict(schema)) for name, schema in SCHEMAS.items()}
_DEFINITION_URN: Final = "urn:contexts:agreed_definition:v1.0"
"""The URN of the one-concept document a received definition is linted and compiled as."""


def validate_clarification(content: object) -> str:
    """Check clarification content from a peer; return its concept name.

    Raises `RemoteSemanticError` (`invalid_content`) when it is not one of
    the three forms, breaks their limits, or lists an option value twice.
    """
    return _checked(content)[0]


def _checked(content: object) -> tuple[str, dict[str, Any]]:
    if not isinstance(content, dict):
        raise RemoteSemanticError(SNLErrorCode.INVALID_CONTENT, "content must be a JSON object")
    concept = content.get("concept")
    compiled = _COMPILED.get(concept) if isinstance(concept, str) else None
    if compiled is None:
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CONTENT, f"{concept!r} is not an L9 clarification concept"
        )
    if depth_of(content) > MAX_CONTENT_DEPTH:
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CONTENT, f"{concept} content nests deeper than {MAX_CONTENT_DEPTH}"
        )
    try:
        error = None if compiled.is_valid(content) else next(iter(compiled.iter_errors(content)))
    except ValueError as exc:  # a value JSON cannot carry
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CONTENT, f"{concept} content is not JSON: {exc}"
        ) from exc
    if error is not None:
        # The message may quote the offending value: keep what travels back short.
        message = error.message if len(error.message) <= 200 else error.message[:197] + "..."
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CONTENT,
            f"invalid {concept} content at {json_pointer(error.instance_path) or '/'}: {message}",
        )
    if concept == PARAMETER_OPTIONS:
        values = [option["value"] for option in content["options"]]
        if len(set(values)) != len(values):
            raise RemoteSemanticError(
                SNLErrorCode.INVALID_CONTENT, "parameter_options lists an option value twice"
            )
    return str(concept), content


def clarification_query(result: GroundingResult) -> list[dict[str, Any]]:
    """One `ambiguous_parameter` QUERY content per ambiguous, then missing, parameter."""
    queries: list[dict[str, Any]] = []
    for entry in result.open:
        query = {
            "concept": AMBIGUOUS_PARAMETER,
            "task": result.task,
            "parameter": entry.parameter,
            "value": entry.value,
        }
        if not _COMPILED[AMBIGUOUS_PARAMETER].is_valid(query):
            raise LocalSemanticError(
                SNLErrorCode.INVALID_CONTENT,
                f"cannot ask about {entry.parameter} of {result.task}: the name or the value "
                f"breaks the ambiguous_parameter limits ({MAX_VALUE_LENGTH} characters)",
            )
        queries.append(query)
    return queries


def definition_query(name: str) -> dict[str, Any]:
    """The `concept_definition` QUERY content asking what `name` means."""
    query = {"concept": CONCEPT_DEFINITION, "name": name}
    if not _COMPILED[CONCEPT_DEFINITION].is_valid(query):
        raise LocalSemanticError(
            SNLErrorCode.INVALID_CONTENT, f"{name!r} is not a concept name (an identifier)"
        )
    return query


def answer_query(
    context: SharedContext,
    content: object,
    definitions: Mapping[str, Mapping[str, Any]] | None = None,
) -> dict[str, Any]:
    """The INFORM content answering a peer's clarification QUERY.

    Options come from `context`'s ontology. A concept definition comes from
    `context` when it defines the name, else from `definitions` (this
    agent's own, name -> `{"description", "schema"}`), which must pass
    `accept_definition` (else `LocalSemanticError`: nothing unusable is
    sent). Raises `RemoteSemanticError`: `invalid_content` for content that
    is not a clarification query, or names a parameter the task does not
    have; `undefined_concept` for a task or concept nobody here defines
    (its `as_content()` is the FAILURE to send).
    """
    concept, query = _checked(content)
    if concept == AMBIGUOUS_PARAMETER:
        return _answer_options(context, query)
    if concept == CONCEPT_DEFINITION and "definition" not in query:
        name = query["name"]
        own = (definitions or {}).get(name)
        if own is not None and name not in context.concept_names + context.task_names:
            try:
                definition = accept_definition(name, own).as_dict()
            except RemoteSemanticError as exc:
                raise LocalSemanticError(
                    SNLErrorCode.INVALID_CONTENT, f"this agent's definition of {name} is unusable"
                ) from exc
        else:
            definition = define(context, name)
        return {"concept": CONCEPT_DEFINITION, "name": name, "definition": definition}
    raise RemoteSemanticError(
        SNLErrorCode.INVALID_CONTENT, f"{concept} content is an answer, not a query"
    )


def _answer_options(context: SharedContext, query: Mapping[str, Any]) -> dict[str, Any]:
    task, parameter, value = query["task"], query["parameter"], query["value"]
    grounder = grounder_for(context)
    try:
        names = grounder.parameter_names(task)
    except LocalSemanticError:
        raise RemoteSemanticError(
            SNLErrorCode.UNDEFINED_CONCEPT, f"{context.urn} defines no task {task!r}"
        ) from None
    if parameter not in names:
        # No dedicated code exists for this; invalid_content with a precise message.
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CONTENT,
            f"task {task} of {context.urn} has no parameter {parameter!r}",
        )
    options = [
        option.as_dict()
        for option in grounder.options(task, parameter, value)
        if 0 < len(option.value) <= MAX_OPTION_LENGTH and len(option.label) <= MAX_OPTION_LENGTH
    ]
    return {
        "concept": PARAMETER_OPTIONS,
        "task": task,
        "parameter": parameter,
        "value": value,
        "options": options,
    }


def apply_answer(result: GroundingResult, content: object) -> GroundingResult:
    """Attach the options of a peer's `parameter_options` INFORM to the open parameter it answers.

    Options this side's ontology does not know are still offered, but like
    every choice they are validated against the parameter's schema when
    bound (`GroundingResult.resolve`). Raises `RemoteSemanticError`:
    `invalid_content` for content that is not a valid `parameter_options`,
    `unexpected_message` for an answer to a question this result does not ask.
    """
    concept, answer = _checked(content)
    if concept != PARAMETER_OPTIONS:
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CONTENT, f"{concept} content does not answer ambiguous_parameter"
        )
    task, parameter, value = answer["task"], answer["parameter"], answer["value"]
    asked = any(e.parameter == parameter and e.value == value for e in result.open)
    if task != result.task or not asked:
        raise RemoteSemanticError(
            SNLErrorCode.UNEXPECTED_MESSAGE,
            f"parameter_options for {task}.{parameter} = {value!r} answers no open question",
        )
    options = [ParameterOption(value=o["value"], label=o["label"]) for o in answer["options"]]
    return result.with_options(parameter, value, options)


@dataclass(frozen=True, slots=True, kw_only=True)
class ConceptDefinition:
    """A concept's meaning: a description and a closed object schema (with its own `$defs`)."""

    name: str
    """The concept's name."""
    description: str
    """What it is, in words."""
    schema: Mapping[str, Any]
    """Its JSON Schema: a closed object schema; `$ref`s point into its top-level `$defs`."""
    context: SharedContext = field(repr=False, compare=False)
    """A one-concept context compiled from it (validates `{"concept": name, ...}` content)."""

    def as_dict(self) -> dict[str, Any]:
        """The `definition` member of a `concept_definition` INFORM."""
        schema: dict[str, Any] = orjson.loads(orjson.dumps(self.schema))
        return {"description": self.description, "schema": schema}

    def validate(self, content: object) -> None:
        """Check `{"concept": name, ...}` content against the definition (ContentInvalidError)."""
        self.context.validate(content)


def define(context: SharedContext, name: str) -> dict[str, Any]:
    """The `definition` of concept or task `name` in `context`: description and closed schema.

    A task is defined by its parameters' schema. `$ref`s keep pointing at
    `#/$defs/...`, and the definitions they need (transitively) travel in
    the schema's own `$defs`. Raises `RemoteSemanticError`
    (`undefined_concept`) when the context defines no such name.
    """
    if name in context.concept_names:
        body = context.concept_schema(name)
    elif name in context.task_names:
        task = context.task(name)
        body = dict(task.parameters)
        if task.description and "description" not in body:
            body["description"] = task.description
    else:
        raise RemoteSemanticError(
            SNLErrorCode.UNDEFINED_CONCEPT, f"{context.urn} defines no concept {name!r}"
        )
    description = str(body.get("description", ""))[:MAX_DESCRIPTION_LENGTH]
    defs = context.definitions
    needed = _referenced_defs(body, defs)
    schema = dict(body)
    if needed:
        schema["$defs"] = {key: defs[key] for key in sorted(needed)}
    return {"description": description, "schema": schema}


def _referenced_defs(schema: object, defs: Mapping[str, Any]) -> set[str]:
    prefix = "#/$defs/"
    found: set[str] = set()
    stack: list[object] = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith(prefix):
                key = ref[len(prefix) :]
                if key in defs and key not in found:
                    found.add(key)
                    stack.append(defs[key])
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return found


def accept_definition(name: str, definition: Mapping[str, Any]) -> ConceptDefinition:
    """Check a received definition; the `ConceptDefinition` if its schema is usable.

    The schema must be a valid closed object schema under the same rules a
    context document's concepts follow (`contexts.lint`: JSON Schema
    2020-12, `additionalProperties: false` everywhere, `$ref`s only into its
    own `$defs`, checked formats, no reserved names), within the
    `MAX_DEFINITION_*` bounds, its `$ref`s expanded included and never in a
    cycle; only the first refused pattern is worded. Raises
    `RemoteSemanticError` (`invalid_content`) otherwise.
    """
    content = {"concept": CONCEPT_DEFINITION, "name": name, "definition": dict(definition)}
    validate_clarification(content)
    try:
        serialised = orjson.dumps(definition["schema"])
    except (orjson.JSONEncodeError, TypeError) as exc:
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CONTENT, f"the definition of {name} is not JSON: {exc}"
        ) from exc
    if len(serialised) > MAX_DEFINITION_BYTES:
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CONTENT,
            f"the definition of {name} is {len(serialised)} bytes; "
            f"the limit is {MAX_DEFINITION_BYTES}",
        )
    schema: dict[str, Any] = orjson.loads(serialised)
    body = {key: value for key, value in schema.items() if key != "$defs"}
    defs = schema.get("$defs")
    nodes = [
        node
        for part in (body, *(defs.values() if isinstance(defs, dict) else ()))
        for _, node in subschemas(part, ())
    ]
    patterns = sum(1 for node in nodes for _ in patterns_of(node))
    for what, count, limit in (
        ("levels deep", depth_of(schema), MAX_DEFINITION_DEPTH),
        ("sub-schemas", len(nodes), MAX_DEFINITION_SUBSCHEMAS),
        ("patterns", patterns, MAX_DEFINITION_PATTERNS),
    ):
        if count > limit:
            raise RemoteSemanticError(
                SNLErrorCode.INVALID_CONTENT,
                f"the definition of {name} is {count} {what}; the limit is {limit}",
            )
    named_defs: Mapping[str, Any] = defs if isinstance(defs, dict) else {}
    _check_references(name, body, named_defs)
    _check_patterns(name, body, named_defs)
    document: dict[str, Any] = {"urn": _DEFINITION_URN, "title": name, "concepts": {name: body}}
    if "$defs" in schema:
        document["$defs"] = schema["$defs"]
    try:
        compiled = SharedContext(document)
    except InvalidDocumentError as exc:
        first = exc.findings[0] if exc.findings else None
        detail = f"{first.path or '/'}: {first.message}" if first else exc.message
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CONTENT,
            f"the definition of {name} is not a valid closed object schema ({detail})",
        ) from exc
    return ConceptDefinition(
        name=name,
        description=str(definition["description"]),
        schema=schema,
        context=compiled,
    )


def _check_references(name: str, body: Mapping[str, Any], defs: Mapping[str, Any]) -> None:
    """Refuse a schema whose `$ref`s form a cycle, or that expands past `MAX_DEFINITION_EXPANDED`.

    The bound holds for the schema and for each of its `$defs`, reached or not.
    """
    sizes: dict[str, int] = {}
    for where, part in (("", body), *((f"/$defs/{key}", sub) for key, sub in defs.items())):
        size, cycle = expanded_size(part, defs, MAX_DEFINITION_EXPANDED, sizes)
        if cycle is not None:
            raise RemoteSemanticError(
                SNLErrorCode.INVALID_CONTENT,
                f"the definition of {name} is not usable: its $refs lead from {cycle} "
                "back to itself",
            )
        if size > MAX_DEFINITION_EXPANDED:
            raise RemoteSemanticError(
                SNLErrorCode.INVALID_CONTENT,
                f"the definition of {name} is more than {MAX_DEFINITION_EXPANDED} sub-schemas "
                f"at {where or '/'} with its $refs expanded; the limit is "
                f"{MAX_DEFINITION_EXPANDED}",
            )


def _check_patterns(name: str, body: Mapping[str, Any], defs: Mapping[str, Any]) -> None:
    """Refuse a schema for the first pattern lint would refuse, named by its JSON Pointer.

    Only that one is worded: a peer's 32 refused patterns cost one refusal, not 32.
    """
    parts = [((), body), *((("$defs", key), sub) for key, sub in defs.items())]
    for path, part in parts:
        for here, node in subschemas(part, path):
            finding = next(pattern_findings(node, here), None)
            if finding is not None:
                raise RemoteSemanticError(
                    SNLErrorCode.INVALID_CONTENT,
                    f"the definition of {name} is not a valid closed object schema "
                    f"({finding.path}: {finding.message})",
                )


class DefinitionCache:
    """Definitions two agents agreed on, by (local, peer, context digest, name); LRU-bounded."""

    def __init__(self, max_entries: int = 1024) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be at least 1")
        self.max_entries = max_entries
        """The most definitions kept; the least recently used goes first."""
        self._entries: OrderedDict[tuple[str, str, str, str], ConceptDefinition] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._entries)

    def agree(
        self, local: str, peer: str, context_digest: str, answer: object
    ) -> ConceptDefinition:
        """Keep the definition a `concept_definition` INFORM gives, if `accept_definition` takes it.

        Raises `RemoteSemanticError` (`invalid_content`) for an answer without
        a definition or with an unusable schema; nothing is kept then.
        """
        concept, checked = _checked(answer)
        if concept != CONCEPT_DEFINITION or "definition" not in checked:
            raise RemoteSemanticError(
                SNLErrorCode.INVALID_CONTENT, "only a concept_definition INFORM defines a concept"
            )
        definition = accept_definition(checked["name"], checked["definition"])
        key = (local, peer, context_digest, definition.name)
        with self._lock:
            self._entries[key] = definition
            self._entries.move_to_end(key)
            while len(self._entries) > self.max_entries:
                self._entries.popitem(last=False)
        return definition

    def get(
        self, local: str, peer: str, context_digest: str, name: str
    ) -> ConceptDefinition | None:
        """The definition agreed for `name` between these agents under this context, or None."""
        key = (local, peer, context_digest, name)
        with self._lock:
            definition = self._entries.get(key)
            if definition is not None:
                self._entries.move_to_end(key)
            return definition

    def forget(self, local: str, peer: str) -> int:
        """Drop every definition agreed between `local` and `peer`; how many were dropped."""
        with self._lock:
            keys = [key for key in self._entries if key[:2] == (local, peer)]
            for key in keys:
                del self._entries[key]
            return len(keys)
