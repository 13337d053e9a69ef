"""Lint a context document: the document format, then what makes a context usable.

`lint_document` returns every finding at once (so `ioa context lint` can
show them all); `SharedContext` refuses a document with any error. Checks,
in order: the document format (`schema/context-document.json`), each
schema is valid JSON Schema 2020-12, closed content models everywhere
(`additionalProperties: false`), `$ref`s only to this document's `$defs`
(and, in a task's parameters or result, to its concepts), concept shape,
tags and reserved names, `required` names that exist, formats that
both validators check the same way, patterns the linear-time engine runs
(`contexts.patterns`), embedding fields, the ontology, and last that a
validator builds for each concept and task schema.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cache
from importlib import resources
from typing import Any, Final

import jsonschema
import jsonschema_rs
from jsonschema.exceptions import SchemaError

from contexts.exceptions import Finding, OntologyError
from contexts.explainer import Explainer, depth_of
from contexts.patterns import MAX_PATTERN_LENGTH, refusal
from contexts.urn import ContextURN

RESERVED_CONCEPTS: Final = frozenset(
    {"ambiguous_parameter", "parameter_options", "concept_definition", "context_catalogue"}
)
"""Concept names L9 uses for clarification and catalogues; a context may not define them."""
DISCRIMINATORS: Final = frozenset({"concept", "task"})
"""Keys that content uses to say what it is; a concept may not declare them as properties."""
ALLOWED_FORMATS: Final = frozenset({"date", "date-time", "time", "uuid", "ipv4", "ipv6", "email"})
"""Formats the compiled validator checks; others would be silently ignored, so lint refuses them."""
MAX_NAME_LENGTH: Final = 256
"""The longest property name (characters) a schema may declare (`name_too_long`); also
where a finding's path cuts a segment, so that a path costs little whatever a key holds."""
MAX_SCHEMA_DEPTH: Final = 32
"""Deeper schemas are refused: nobody writes them by hand, and they cost stack to walk."""

MAX_DOCUMENT_DEPTH: Final = 96
"""Documents nesting deeper are refused before any other check (room for 32-deep schemas)."""

_SCHEMA_MAP_KEYWORDS: Final = ("properties", "patternProperties", "dependentSchemas")
_SCHEMA_KEYWORDS: Final = (
    "additionalProperties",
    "unevaluatedProperties",
    "items",
    "contains",
    "not",
    "if",
    "then",
    "else",
    "propertyNames",
    "unevaluatedItems",
)
_SCHEMA_LIST_KEYWORDS: Final = ("allOf", "anyOf", "oneOf", "prefixItems")
_FORBIDDEN_KEYWORDS: Final = ("$id", "$schema", "$anchor", "$dynamicRef", "$dynamicAnchor", "$defs")
_LEGACY_KEYWORDS: Final = {"dependencies": "dependentRequired or dependentSchemas"}
"""Pre-2020-12 keywords jsonschema-rs applies and jsonschema does not (lint would not look in)."""
_PATTERN_SHOWN: Final = 60
CONCEPT_REF_PREFIX: Final = "#/concepts/"
"""A task's parameters or result may `$ref` a concept of the same document: `#/concepts/<name>`."""
TAG_PATTERN: Final = "^[a-z0-9][a-z0-9_.-]{0,63}$"
"""A tag of a concept (its schema's `tags`) or a task: lower case, for exact matching."""
MAX_TAGS: Final = 16
MAX_EXPANDED_BYTES: Final = 1 << 20
"""What a document's concept references may add when inlined, at most: each reference
costs its concept's size, so that a small document cannot expand to gigabytes."""
_DEFS_REF_PREFIX: Final = "#/$defs/"


@cache
def document_format() -> dict[str, Any]:
    """The JSON Schema of the context document format (shipped with the package)."""
    text = resources.files("contexts").joinpath("schema/context-document.json").read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


@cache
def _format_validator() -> jsonschema.Validator:

    validator: jsonschema.Validator = Explainer(document_format())
    return validator


def json_pointer(parts: Iterable[object]) -> str:
    """A JSON Pointer (RFC 6901) for a path of keys and indices.

    A key longer than `MAX_NAME_LENGTH` is shown cut, ending in "…": a pointer is made
    for every schema walked, and a long key above thousands of schemas would otherwise
    be copied into each (an outside attack: 19 s to lint a 0.9 MB document).
    """
    return "".join("/" + _segment(str(part)) for part in parts)


def _segment(part: str) -> str:
    if len(part) > MAX_NAME_LENGTH:
        part = part[:MAX_NAME_LENGTH] + "…"
    return part.replace("~", "~0").replace("/", "~1")


def subschemas(schema: Any, path: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], Any]]:  # noqa: ANN401
    """Every schema nested in `schema` (itself first) with its path, depth first."""
    stack: list[tuple[tuple[str, ...], Any]] = [(path, schema)]
    while stack:
        here, node = stack.pop()
        yield here, node
        if not isinstance(node, dict):
            continue
        children: list[tuple[tuple[str, ...], Any]] = []
        for keyword in _SCHEMA_MAP_KEYWORDS:
            value = node.get(keyword)
            if isinstance(value, dict):
                children.extend(((*here, keyword, key), sub) for key, sub in value.items())
        children.extend(((*here, kw), node[kw]) for kw in _SCHEMA_KEYWORDS if kw in node)
        for keyword in _SCHEMA_LIST_KEYWORDS:
            value = node.get(keyword)
            if isinstance(value, list):
                children.extend(((*here, keyword, str(i)), sub) for i, sub in enumerate(value))
        stack.extend(reversed(children))


def with_subschemas(schema: Mapping[str, Any], apply: Callable[[Any], Any]) -> dict[str, Any]:
    """A copy of `schema` with `apply` run on each schema directly in it, found by keyword.

    The positions are the ones `subschemas` walks: a property's name is not a
    keyword, and data (`const`, `enum`, `default`...) or unknown keywords are kept as written.
    """
    copy = dict(schema)
    for keyword in _SCHEMA_MAP_KEYWORDS:
        value = copy.get(keyword)
        if isinstance(value, dict):
            copy[keyword] = {key: apply(sub) for key, sub in value.items()}
    for keyword in _SCHEMA_KEYWORDS:
        if keyword in copy:
            copy[keyword] = apply(copy[keyword])
    for keyword in _SCHEMA_LIST_KEYWORDS:
        value = copy.get(keyword)
        if isinstance(value, list):
            copy[keyword] = [apply(sub) for sub in value]
    return copy


def expanded_size(
    schema: Any,  # noqa: ANN401
    defs: Mapping[str, Any],
    limit: int,
    sizes: dict[str, int] | None = None,
) -> tuple[int, str | None]:
    """How many schemas a validator walks for `schema`, each `$ref` counted as what it points at.

    A `#/$defs/<name>` reference costs the expanded size of that definition
    every time it is reached (validators do not memoise references, so two
    references to a chain of definitions that each refer twice to the next
    cost 2**N); this count is memoised per definition, so computing it costs
    one walk of each definition. Other references count as one schema (lint
    refuses them). Counting stops past `limit`: the result is then
    `limit + 1`. The second member names a definition whose references lead
    back to itself (`#/$defs/<name>`), or is None; its size is then meaningless.
    Calls that pass the same `sizes` (definition name -> expanded size) share
    the memo, so checking a schema and each of its `$defs` costs one walk too.
    """
    sizes = {} if sizes is None else sizes
    walking: list[str] = []

    def size_of(node: object) -> tuple[int, str | None]:
        total = 0
        for _, sub in subschemas(node, ()):
            total += 1
            ref = sub.get("$ref") if isinstance(sub, dict) else None
            name = ref[len(_DEFS_REF_PREFIX) :] if isinstance(ref, str) else ""
            if isinstance(ref, str) and ref.startswith(_DEFS_REF_PREFIX) and name in defs:
                if name in walking:
                    return total, _DEFS_REF_PREFIX + name
                if name not in sizes:
                    walking.append(name)
                    sizes[name], cycle = size_of(defs[name])
                    walking.pop()
                    if cycle is not None:
                        return total, cycle
                total += sizes[name]
            if total > limit:
                return limit + 1, None
        return total, None

    return size_of(schema)


def patterns_of(node: object) -> Iterator[tuple[tuple[str, ...], object]]:
    """The regular expressions `node` itself holds, each with its path below `node`.

    `pattern` and every `patternProperties` key (`propertyNames` and the other
    applicators hold schemas: `subschemas` reaches their patterns).
    """
    if not isinstance(node, dict):
        return
    if "pattern" in node:
        yield ("pattern",), node["pattern"]
    pattern_properties = node.get("patternProperties")
    if isinstance(pattern_properties, dict):
        yield from ((("patternProperties", key), key) for key in pattern_properties)


def pattern_findings(node: object, here: tuple[str, ...]) -> Iterator[Finding]:
    """Findings about the patterns `node` itself holds (`here` is its path), one at a time.

    Lazy: a caller that stops at the first finding compiles no pattern after it.
    """
    for below, pattern in patterns_of(node):
        if not isinstance(pattern, str):
            continue  # the meta-schema check has said so already
        where = json_pointer((*here, *below))
        shown = pattern if len(pattern) <= _PATTERN_SHOWN else pattern[: _PATTERN_SHOWN - 3] + "..."
        if len(pattern) > MAX_PATTERN_LENGTH:
            yield Finding(
                code="pattern_too_long",
                path=where,
                message=f"the pattern {shown!r} is {len(pattern)} characters; "
                f"the limit is {MAX_PATTERN_LENGTH}",
            )
            continue
        reason = refusal(pattern)
        if reason is not None:
            yield Finding(
                code="unsupported_pattern", path=where, message=f"the pattern {shown!r} {reason}"
            )


def _is_object_schema(node: Mapping[str, Any]) -> bool:
    kind = node.get("type")
    declares_object = kind == "object" or (isinstance(kind, list) and "object" in kind)
    return declares_object or "properties" in node or "patternProperties" in node


def _is_closed(node: Mapping[str, Any]) -> bool:
    return node.get("additionalProperties") is False or node.get("unevaluatedProperties") is False


def _schema_findings(
    schema: Any,  # noqa: ANN401
    path: tuple[str, ...],
    defs: Mapping[str, Any],
    used_defs: set[str],
    concepts: Mapping[str, Any] | None = None,
) -> Iterator[Finding]:
    """Findings about one schema; `concepts` when it may reference them (a task's parts)."""
    problem = _meta_problem(schema, path)
    if problem is not None:
        yield problem
        return
    for here, node in subschemas(schema, path):
        where = json_pointer(here)
        if len(here) - len(path) > MAX_SCHEMA_DEPTH:
            yield Finding(
                code="schema_too_deep", path=where, message=f"nested deeper than {MAX_SCHEMA_DEPTH}"
            )
            return
        if not isinstance(node, dict):
            continue
        yield from _name_findings(node, here)
        yield from _forbidden_findings(node, where)
        yield from pattern_findings(node, here)
        yield from _ref_findings(node.get("$ref"), where, defs, used_defs, concepts)
        if _is_object_schema(node) and not _is_closed(node):
            yield Finding(
                code="open_content_model",
                path=where,
                message="object schemas must be closed: add additionalProperties: false",
            )
        yield from _required_findings(node, here)
        fmt = node.get("format")
        if fmt is not None and fmt not in ALLOWED_FORMATS:
            yield Finding(
                code="unsupported_format",
                path=where,
                message=f"format {fmt!r} is not checked by every validator; use a pattern "
                f"(supported: {', '.join(sorted(ALLOWED_FORMATS))})",
            )


def _name_findings(node: Mapping[str, Any], here: tuple[str, ...]) -> Iterator[Finding]:
    for keyword in ("properties", "dependentSchemas"):
        declared = node.get(keyword)
        if not isinstance(declared, dict):
            continue
        for name in declared:
            if len(name) > MAX_NAME_LENGTH:
                yield Finding(
                    code="name_too_long",
                    path=json_pointer((*here, keyword, name)),
                    message=f"a property name of {len(name):,} characters "
                    f"(at most {MAX_NAME_LENGTH})",
                )


def _ref_findings(
    ref: object,
    where: str,
    defs: Mapping[str, Any],
    used_defs: set[str],
    concepts: Mapping[str, Any] | None,
) -> Iterator[Finding]:
    if isinstance(ref, str) and ref.startswith(CONCEPT_REF_PREFIX):
        yield from _concept_ref_findings(ref, where, concepts)
        return
    if ref is None:
        return
    name = ref[len(_DEFS_REF_PREFIX) :] if isinstance(ref, str) else ""
    if not isinstance(ref, str) or not ref.startswith(_DEFS_REF_PREFIX) or "/" in name:
        yield Finding(
            code="external_ref",
            path=where,
            message=f"$ref {ref!r} must point into this document: #/$defs/<name>",
        )
    elif name not in defs:
        yield Finding(
            code="unresolved_ref", path=where, message=f"$ref {ref!r}: no such definition"
        )
    else:
        used_defs.add(name)


def _expansion_findings(tasks: Mapping[str, Any], concepts: Mapping[str, Any]) -> Iterator[Finding]:
    """The bytes concept references add when inlined, over the bound (`expansion_too_large`)."""
    sizes = {name: len(json.dumps(schema)) for name, schema in concepts.items()}
    added = 0
    parts = [
        task[part] for task in tasks.values() for part in ("parameters", "result") if part in task
    ]
    for part in parts:
        for _, node in subschemas(part, ()):
            ref = node.get("$ref") if isinstance(node, dict) else None
            if isinstance(ref, str) and ref.startswith(CONCEPT_REF_PREFIX):
                added += sizes.get(ref[len(CONCEPT_REF_PREFIX) :], 0)
    if added > MAX_EXPANDED_BYTES:
        yield Finding(
            code="expansion_too_large",
            path="/tasks",
            message=f"concept references would add {added} bytes when inlined; "
            f"at most {MAX_EXPANDED_BYTES} (reference fewer or smaller concepts)",
        )


def _concept_ref_findings(
    ref: str, where: str, concepts: Mapping[str, Any] | None
) -> Iterator[Finding]:
    name = ref[len(CONCEPT_REF_PREFIX) :]
    if concepts is None:
        yield Finding(
            code="external_ref",
            path=where,
            message=f"$ref {ref!r}: only a task's parameters or result may reference a concept",
        )
    elif name not in concepts:
        yield Finding(code="unresolved_ref", path=where, message=f"$ref {ref!r}: no such concept")


def _tag_findings(tags: object, where: str) -> Iterator[Finding]:
    valid = (
        isinstance(tags, list)
        and 0 < len(tags) <= MAX_TAGS
        and len(set(map(str, tags))) == len(tags)
        and all(isinstance(tag, str) and _tag_pattern().is_valid(tag) for tag in tags)
    )
    if not valid:
        yield Finding(
            code="bad_tags",
            path=where,
            message=f"tags are 1 to {MAX_TAGS} distinct lower-case words matching {TAG_PATTERN}",
        )


@cache
def _tag_pattern() -> jsonschema_rs.Validator:
    return jsonschema_rs.validator_for({"type": "string", "pattern": TAG_PATTERN})


def _forbidden_findings(node: Mapping[str, Any], where: str) -> Iterator[Finding]:
    for keyword in _FORBIDDEN_KEYWORDS:
        if keyword in node:
            yield Finding(
                code="forbidden_keyword",
                path=where,
                message=f"{keyword} is not allowed inside a context schema: shared "
                "definitions go in the document's top-level $defs",
            )
    for keyword, instead in _LEGACY_KEYWORDS.items():
        if keyword in node:
            yield Finding(
                code="forbidden_keyword",
                path=where,
                message=f"{keyword} is not a JSON Schema 2020-12 keyword "
                f"(the validators disagree on it): use {instead}",
            )


def _meta_problem(schema: Any, path: tuple[str, ...]) -> Finding | None:  # noqa: ANN401
    """Why `schema` is not valid JSON Schema 2020-12, or None (fast check, readable on failure)."""
    try:
        if jsonschema_rs.meta.is_valid(schema):
            return None
    except (jsonschema_rs.ReferencingError, ValueError):
        pass  # an unusable $schema or the like: let jsonschema say what is wrong
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except SchemaError as exc:
        where = json_pointer((*path, *exc.absolute_path))
        return Finding(code="invalid_schema", path=where, message=exc.message)
    return Finding(
        code="invalid_schema", path=json_pointer(path), message="not a valid JSON Schema 2020-12"
    )


def _required_findings(node: Mapping[str, Any], here: tuple[str, ...]) -> Iterator[Finding]:
    """Names a closed object requires (itself or in an applicator branch) but does not declare."""
    if not _is_closed(node):
        return
    properties = node.get("properties", {})
    places: list[tuple[tuple[str, ...], Any]] = [(here, node)]
    for keyword in ("allOf", "anyOf", "oneOf"):
        branches = node.get(keyword)
        if isinstance(branches, list):
            places.extend(((*here, keyword, str(i)), b) for i, b in enumerate(branches))
    for where, schema in places:
        if not isinstance(schema, dict):
            continue
        for required in schema.get("required", ()):
            if required not in properties:
                yield Finding(
                    code="unsatisfiable_required",
                    path=json_pointer(where),
                    message=f"{required!r} is required but not a declared property",
                )


def _concept_findings(name: str, schema: Mapping[str, Any]) -> Iterator[Finding]:
    where = json_pointer(("concepts", name))
    if name in RESERVED_CONCEPTS:
        yield Finding(
            code="reserved_name", path=where, message=f"{name!r} is reserved for L9 clarification"
        )
    if schema.get("type") != "object" or not isinstance(schema.get("properties"), dict):
        yield Finding(
            code="concept_not_object",
            path=where,
            message="a concept is an object schema with inline properties (type: object)",
        )
        return
    for key in sorted(DISCRIMINATORS & schema["properties"].keys()):
        yield Finding(
            code="reserved_property",
            path=json_pointer(("concepts", name, "properties", key)),
            message=f"{key!r} is the content discriminator and cannot be a concept property",
        )
    if "tags" in schema:
        yield from _tag_findings(schema["tags"], json_pointer(("concepts", name, "tags")))


def _task_findings(
    name: str, task: Mapping[str, Any], concepts: Mapping[str, Any]
) -> Iterator[Finding]:
    parameters = task.get("parameters", {})
    if parameters.get("type") != "object" or not isinstance(parameters.get("properties"), dict):
        yield Finding(
            code="parameters_not_object",
            path=json_pointer(("tasks", name, "parameters")),
            message="task parameters are an object schema with inline properties",
        )
    if name in concepts:
        yield Finding(
            code="duplicate_name",
            path=json_pointer(("tasks", name)),
            message=f"{name!r} names both a concept and a task",
        )


def _embedding_findings(
    embedding: Mapping[str, Any], concepts: Mapping[str, Any]
) -> Iterator[Finding]:
    for index, field in enumerate(embedding.get("fields", ())):
        concept, _, prop = field.partition(".")
        properties = concepts.get(concept, {}).get("properties")
        schema = properties.get(prop) if isinstance(properties, dict) else None
        vector = (
            isinstance(schema, dict)
            and schema.get("type") == "array"
            and isinstance(schema.get("items"), dict)
            and schema["items"].get("type") == "number"
        )
        if not vector:
            yield Finding(
                code="bad_embedding_field",
                path=json_pointer(("embedding", "fields", index)),
                message=f"{field!r} must name a concept property that is an array of numbers",
            )


def _ontology_findings(document: Mapping[str, Any]) -> Iterator[Finding]:
    from contexts.ontology import Ontology  # noqa: PLC0415 - rdflib is loaded only when needed

    try:
        ontology = Ontology(document["ontology"]["data"])
    except OntologyError as exc:
        yield Finding(code="invalid_ontology", path="/ontology/data", message=exc.message)
        return
    schemas = [task.get("parameters", {}) for task in document.get("tasks", {}).values()]
    schemas.extend(document.get("concepts", {}).values())
    parameters = {
        str(name)
        for schema in schemas
        if isinstance(schema.get("properties"), dict)
        for name in schema["properties"]
    }
    for declared in sorted(ontology.parameters() - parameters):
        yield Finding(
            code="unknown_parameter",
            path="/ontology/data",
            message=f"the ontology gives options for {declared!r}, which no task parameter "
            "or concept property has",
            severity="warning",
        )


def lint_document(document: Any) -> list[Finding]:  # noqa: ANN401 - any parsed JSON
    """Every finding about `document`, errors and warnings, in document order."""
    if depth_of(document) > MAX_DOCUMENT_DEPTH:
        message = f"the document nests deeper than {MAX_DOCUMENT_DEPTH} levels"
        return [Finding(code="document_too_deep", path="", message=message)]
    findings = [
        Finding(
            code=f"format:{error.validator}",
            path=json_pointer(error.absolute_path),
            message=error.message,
        )
        for error in sorted(
            _format_validator().iter_errors(document), key=lambda e: list(map(str, e.absolute_path))
        )
    ]
    if findings:
        return findings
    ContextURN.parse(document["urn"])  # the format's pattern already holds; this keeps one parser
    defs: Mapping[str, Any] = document.get("$defs", {})
    concepts: Mapping[str, Any] = document.get("concepts", {})
    tasks: Mapping[str, Any] = document.get("tasks", {})
    used_defs: set[str] = set()
    for name, schema in defs.items():
        findings.extend(_schema_findings(schema, ("$defs", name), defs, used_defs))
    for name, schema in concepts.items():
        findings.extend(_concept_findings(name, schema))
        findings.extend(_schema_findings(schema, ("concepts", name), defs, used_defs))
    for name, task in tasks.items():
        findings.extend(_task_findings(name, task, concepts))
        for part in ("parameters", "result"):
            if part in task:
                findings.extend(
                    _schema_findings(task[part], ("tasks", name, part), defs, used_defs, concepts)
                )
    findings.extend(_expansion_findings(tasks, concepts))
    findings.extend(
        Finding(
            code="unused_definition",
            path=json_pointer(("$defs", name)),
            message=f"definition {name!r} is not referenced",
            severity="warning",
        )
        for name in defs
        if name not in used_defs
    )
    if "embedding" in document:
        findings.extend(_embedding_findings(document["embedding"], concepts))
    if "ontology" in document:
        findings.extend(_ontology_findings(document))
    findings.extend(_compile_findings(document, findings))
    return findings


def _compile_findings(document: Mapping[str, Any], findings: list[Finding]) -> list[Finding]:
    """Last, on a document with no error yet: each schema's validator builds."""
    if errors_of(findings):
        return []
    from contexts.document import compile_findings  # noqa: PLC0415 - document imports lint

    return compile_findings(document)


def errors_of(findings: list[Finding]) -> list[Finding]:
    """The findings that make a document invalid."""
    return [finding for finding in findings if finding.severity == "error"]
