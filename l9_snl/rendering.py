"""Rendering a Shared Context for a language model: a compact, deterministic prompt block.

A model needs to know which concepts and tasks exist, what each field
holds and which values are legal, not the JSON Schema's syntax.
`render_context` writes one line per field (type and constraints in short
form, `$ref`s replaced by what they point to, `*` for required) plus a hint
where the ontology resolves names to values; `lookup` answers "what is X?"
with the rendering of the concept, task or parameter that matches. Both
report their size in cl100k_base tokens.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Final

import orjson
from rdflib import RDF, RDFS, Literal
from rdflib.term import Node

from contexts.document import SharedContext
from contexts.ontology import IOA, Ontology
from l9_snl.exceptions import LocalSemanticError, SNLErrorCode
from l9_snl.tokens import count_tokens

MAX_RENDER_DEPTH: Final = 6
"""Nested objects deeper than this are summarised as `object` without their fields."""
MAX_LOOKUP_MATCHES: Final = 8
"""`lookup` renders at most this many matches."""
_REF_PREFIX: Final = "#/$defs/"
_INDENT: Final = "  "
_CONTENT_FORMS: Final = (
    'Content is {"concept": name, ...fields} or {"task": name, "parameters": {...}}; '
    "* = required; no other fields allowed."
)
_WORD: Final = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_STOPWORDS: Final = frozenset(
    {"what", "which", "the", "does", "mean", "means", "concept", "task", "parameter", "field"}
    | {"define", "definition", "describe", "explain", "about", "with", "for", "and", "this"}
)
"""Words of a question that are not names: never matched as substrings."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RenderedBlock:
    """A block of text for a model's prompt and its size."""

    text: str
    """The text, lines separated by `\\n`, no trailing newline."""
    tokens: int
    """Its length in cl100k_base tokens."""

    def __str__(self) -> str:
        return self.text


def _block(lines: Iterable[str]) -> RenderedBlock:
    text = "\n".join(lines)
    return RenderedBlock(text=text, tokens=count_tokens(text))


def _one_line(text: object) -> str:
    return " ".join(str(text).split())


def _json(value: object) -> str:
    return orjson.dumps(value).decode()


def _plural(noun: str) -> str:
    if noun.endswith("y") and not noun.endswith(("ay", "ey", "oy", "uy")):
        return noun[:-1] + "ies"
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    return noun + "s"


def _label(ontology: Ontology, node: Node | None) -> str | None:
    if node is None:
        return None
    label = ontology.graph.value(node, RDFS.label)
    if label is not None:
        return str(label)
    text = str(node)
    for separator in ("#", "/", ":"):
        text = text.rsplit(separator, 1)[-1]
    return text or None


def ontology_hints(context: SharedContext) -> dict[str, str]:
    """A hint per parameter the ontology has options for ("city names are resolved to airports")."""
    ontology = context.ontology
    if ontology is None:
        return {}
    graph = ontology.graph
    hints: dict[str, str] = {}
    for node in sorted(graph.subjects(RDF.type, IOA.Parameter), key=str):
        name = graph.value(node, IOA.name)
        value_class = _label(ontology, graph.value(node, IOA.valueClass))
        if not isinstance(name, Literal) or value_class is None:
            continue
        values = _plural(value_class.lower())
        sources = sorted(
            {
                label.lower()
                for via in graph.objects(node, IOA.optionsVia)
                if (label := _label(ontology, graph.value(via, RDFS.domain))) is not None
            }
        )
        if sources:
            named = " or ".join(
                _plural(source) if source.endswith(" name") else f"{source} names"
                for source in sources
            )
            hint = f"{named} are resolved to {values}; ask which when several"
        else:
            hint = f"values are {value_class.lower()} codes"
        hints.setdefault(str(name), hint)
    return hints


@dataclass(slots=True)
class _Field:
    """One property of an object schema, rendered."""

    name: str
    required: bool
    line: str
    """`name: type — description [hint]` (no required mark)."""
    children: _Object | None
    """The fields of a nested object (its own, or its list items'), when not a named concept."""


@dataclass(slots=True)
class _Object:
    """The rendered properties of an object schema."""

    fields: list[_Field]
    alternatives: list[str]
    """`(at least one of: a, b)` lines for applicators that only require fields."""


class _Renderer:
    """Renders the schemas of one context ($defs resolved, ontology hints attached)."""

    def __init__(self, context: SharedContext, shapes: Iterable[str] = ()) -> None:
        self.context = context
        self.defs: Mapping[str, Any] = context.definitions
        self.hints = ontology_hints(context)
        self.shapes = [(name, context.concept_schema(name)) for name in shapes]
        """Concepts rendered in the same block: a nested object equal to one is named."""

    def resolve(self, schema: Any, seen: tuple[str, ...]) -> tuple[Any, tuple[str, ...]]:  # noqa: ANN401
        """`schema` with a top-level `$ref` merged in (the local keywords win)."""
        while isinstance(schema, dict) and isinstance(schema.get("$ref"), str):
            ref: str = schema["$ref"]
            name = ref.removeprefix(_REF_PREFIX)
            target = self.defs.get(name)
            if name in seen or not isinstance(target, dict):
                break
            seen = (*seen, name)
            local = {key: value for key, value in schema.items() if key != "$ref"}
            schema = {**target, **local}
        return schema, seen

    def shape_of(self, schema: object) -> str | None:
        """The name of the concept rendered in this block whose schema `schema` is, if any."""
        return next((name for name, shape in self.shapes if shape == schema), None)

    def short_type(self, schema: Any, seen: tuple[str, ...] = ()) -> str:  # noqa: ANN401, C901, PLR0911
        """The type and constraints of `schema` in a few words."""
        schema, seen = self.resolve(schema, seen)
        if not isinstance(schema, dict):
            return (
                {True: "any", False: "nothing"}.get(schema, "?")
                if isinstance(schema, bool)
                else "?"
            )
        if isinstance(schema.get("$ref"), str):
            return f"(see {schema['$ref'].removeprefix(_REF_PREFIX)})"
        if "const" in schema:
            return f"= {_json(schema['const'])}"
        if isinstance(schema.get("enum"), list):
            shown = "|".join(v if isinstance(v, str) else _json(v) for v in schema["enum"])
            return f"one of {shown}"
        for keyword, joiner in (("anyOf", " or "), ("oneOf", " xor ")):
            branches = schema.get(keyword)
            if isinstance(branches, list) and branches and not _only_required(branches):
                # A branch inherits what its parent says beside the applicator (its type).
                rest = {key: value for key, value in schema.items() if key != keyword}
                return joiner.join(
                    self.short_type({**rest, **b} if isinstance(b, dict) else b, seen)
                    for b in branches
                )
        kind = schema.get("type")
        if isinstance(kind, list):
            return " or ".join(self.short_type({**schema, "type": k}, seen) for k in kind)
        if kind == "string":
            return _string_type(schema)
        if kind in ("integer", "number"):
            return f"{kind}{_range(schema, 'minimum', 'maximum')}"
        if kind == "array":
            items = self.short_type(schema.get("items", True), seen)
            counts = _range(schema, "minItems", "maxItems", unit=" items")
            unique = ", unique" if schema.get("uniqueItems") is True else ""
            return f"list of {items}{counts}{unique}"
        if kind == "object" or "properties" in schema:
            return self.shape_of(schema) or "object"
        return kind if isinstance(kind, str) else "any"

    def description(self, schema: Any, seen: tuple[str, ...] = ()) -> str:  # noqa: ANN401
        """The schema's own description, else the one of what its `$ref` points to."""
        if isinstance(schema, dict) and isinstance(schema.get("description"), str):
            return _one_line(schema["description"])
        resolved, _ = self.resolve(schema, seen)
        if isinstance(resolved, dict) and isinstance(resolved.get("description"), str):
            return _one_line(resolved["description"])
        return ""

    def field_line(self, name: str, schema: Any, seen: tuple[str, ...] = ()) -> str:  # noqa: ANN401
        """`name: type — description [hint]`."""
        line = f"{name}: {self.short_type(schema, seen)}"
        description = self.description(schema, seen)
        if description:
            line += f" — {description}"
        hint = self.hints.get(name)
        if hint:
            line += f" [{hint}]"
        return line

    def object(self, schema: Any, seen: tuple[str, ...], depth: int) -> _Object:  # noqa: ANN401
        """The properties of an object schema, nested objects included down to the depth limit."""
        schema, seen = self.resolve(schema, seen)
        if not isinstance(schema, dict):
            return _Object(fields=[], alternatives=[])
        required = set(schema.get("required", ()))
        fields = [
            _Field(
                name=name,
                required=name in required,
                line=self.field_line(name, sub, seen),
                children=self.nested(sub, seen, depth + 1),
            )
            for name, sub in schema.get("properties", {}).items()
        ]
        alternatives = [
            f"({word}: {', '.join('+'.join(b['required']) for b in branches)})"
            for keyword, word in (("anyOf", "at least one of"), ("oneOf", "exactly one of"))
            if isinstance(branches := schema.get(keyword), list) and _only_required(branches)
        ]
        return _Object(fields=fields, alternatives=alternatives)

    def nested(self, schema: Any, seen: tuple[str, ...], depth: int) -> _Object | None:  # noqa: ANN401
        """The fields of the object `schema` is (or lists), unless it is a named concept."""
        schema, seen = self.resolve(schema, seen)
        if not isinstance(schema, dict):
            return None
        if schema.get("type") == "array":
            return self.nested(schema.get("items", True), seen, depth)
        if schema.get("type") != "object" and "properties" not in schema:
            return None
        if self.shape_of(schema) is not None:
            return None
        if depth > MAX_RENDER_DEPTH:
            return _Object(fields=[], alternatives=["(fields nested deeper are not shown)"])
        return self.object(schema, seen, depth)


@dataclass(slots=True)
class _Item:
    """A concept or a task, rendered: a title line and labelled objects."""

    title: list[str]
    parts: list[tuple[str, _Object | None, str]]
    """(label, fields, type shown when the part is not spelt out as fields)."""


def _item(renderer: _Renderer, kind: str, name: str) -> _Item:
    context = renderer.context
    if kind == "concept":
        schema = context.concept_schema(name)
        title = [f"concept {name}: {renderer.description(schema)}".rstrip(": ")]
        ontology = context.ontology
        relations = ontology.related(name) if ontology is not None else ()
        if relations:
            related = "; ".join(f"{r.relation} {r.target}" for r in relations)
            title.append(f"{_INDENT}relations: {related}")
        return _Item(title=title, parts=[("fields", renderer.object(schema, (), 1), "")])
    task = context.task(name)
    parts: list[tuple[str, _Object | None, str]] = [
        ("parameters", renderer.object(task.parameters, (), 1), "")
    ]
    if task.result is not None:
        fields = renderer.nested(task.result, (), 1)
        parts.append(("result", fields, "" if fields else renderer.short_type(task.result)))
    return _Item(title=[f"task {name}: {_one_line(task.description)}".rstrip(": ")], parts=parts)


def _walk(obj: _Object | None) -> Iterator[_Field]:
    if obj is None:
        return
    for entry in obj.fields:
        yield entry
        yield from _walk(entry.children)


def _marked(entry: _Field) -> str:
    return f"{entry.name}{'*' if entry.required else ''}"


def _shared_names(obj: _Object, shared: set[str]) -> str:
    return ", ".join(_marked(f) for f in obj.fields if f.children is None and f.line in shared)


def _emit_fields(obj: _Object, depth: int, shared: set[str]) -> Iterator[str]:
    """One line per field not in the shared list, nested fields indented below their field."""
    indent = _INDENT * depth
    for entry in obj.fields:
        if entry.children is None and entry.line in shared:
            continue
        yield f"{indent}{_marked(entry)}{entry.line[len(entry.name) :]}"
        if entry.children is not None:
            named = _shared_names(entry.children, shared)
            if named:
                yield f"{indent}{_INDENT}fields: {named}"
            yield from _emit_fields(entry.children, depth + 1, shared)
    yield from (indent + line for line in obj.alternatives)


def _render(context: SharedContext, items: Iterable[tuple[str, str]]) -> list[str]:
    """The lines for concepts and tasks; a field line used twice or more is written once."""
    chosen = list(items)
    renderer = _Renderer(context, [name for kind, name in chosen if kind == "concept"])
    built = [_item(renderer, kind, name) for kind, name in chosen]
    counts: dict[str, int] = {}
    for item in built:
        for _, obj, _ in item.parts:
            for entry in _walk(obj):
                if entry.children is None:
                    counts[entry.line] = counts.get(entry.line, 0) + 1
    shared = {line for line, count in counts.items() if count > 1}
    lines: list[str] = []
    if shared:
        lines.append("Shared fields (used by name below):")
        lines.extend(f"{_INDENT}{line}" for line in sorted(shared))
    for item in built:
        lines.extend(item.title)
        for label, obj, shown in item.parts:
            if obj is None:
                lines.append(f"{_INDENT}{label}: {shown}")
                continue
            named = _shared_names(obj, shared)
            lines.append(f"{_INDENT}{label}:" + (f" {named}" if named else ""))
            lines.extend(_emit_fields(obj, 2, shared))
    return lines


def _only_required(branches: list[Any]) -> bool:
    return all(
        isinstance(b, dict) and set(b) == {"required"} and isinstance(b["required"], list)
        for b in branches
    )


def _range(schema: Mapping[str, Any], low: str, high: str, unit: str = "") -> str:
    lo, hi = schema.get(low), schema.get(high)
    if lo is not None and hi is not None:
        return f" {lo}{unit}" if lo == hi else f" {lo}..{hi}{unit}"
    if lo is not None:
        return f" >={lo}{unit}"
    if hi is not None:
        return f" <={hi}{unit}"
    return ""


def _string_type(schema: Mapping[str, Any]) -> str:
    text = str(schema["format"]) if isinstance(schema.get("format"), str) else "string"
    pattern = schema.get("pattern")
    if isinstance(pattern, str) and "format" not in schema:
        text += f" {pattern}"
    length = _range(schema, "minLength", "maxLength", unit=" chars")
    return text + length


def _selected(context: SharedContext, names: Iterable[str] | None) -> tuple[list[str], list[str]]:
    if names is None:
        return list(context.concept_names), list(context.task_names)
    wanted = set(names)
    unknown = sorted(wanted - set(context.concept_names) - set(context.task_names))
    if unknown:
        raise LocalSemanticError(
            SNLErrorCode.UNDEFINED_CONCEPT,
            f"{context.urn} defines no concept or task {', '.join(map(repr, unknown))}",
        )
    return (
        [name for name in context.concept_names if name in wanted],
        [name for name in context.task_names if name in wanted],
    )


def _header(context: SharedContext) -> list[str]:
    return [f"Context {context.urn}: {_one_line(context.title)}", _CONTENT_FORMS]


def render_context(context: SharedContext, concepts: Iterable[str] | None = None) -> RenderedBlock:
    """A system-prompt block describing `concepts` (concept or task names; None: all) of `context`.

    Concepts come first, then tasks, each sorted by name, so the same
    context renders to the same text. A field written the same way in
    several places is described once, and a nested object that is one of
    the rendered concepts is named rather than spelt out. Raises
    `LocalSemanticError` (`undefined_concept`) for a name the context does
    not define.
    """
    concept_names, task_names = _selected(context, concepts)
    items = [("concept", name) for name in concept_names]
    items.extend(("task", name) for name in task_names)
    return _block([*_header(context), *_render(context, items)])


def _field_names(context: SharedContext) -> set[str]:
    names: set[str] = set()
    for task in context.task_names:
        names.update(context.task(task).parameters.get("properties", {}))
    for concept in context.concept_names:
        names.update(context.concept_schema(concept).get("properties", {}))
    return names


def _field_lookup(renderer: _Renderer, name: str) -> list[str]:
    """One line per distinct meaning of field `name`, with the concepts and tasks that have it."""
    context = renderer.context
    places: dict[str, list[str]] = {}
    schemas = [(task, context.task(task).parameters) for task in context.task_names]
    schemas.extend((concept, context.concept_schema(concept)) for concept in context.concept_names)
    for owner, schema in schemas:
        properties = schema.get("properties", {})
        if name in properties:
            places.setdefault(renderer.field_line(name, properties[name]), []).append(owner)
    return [f"{line} (in {', '.join(owners)})" for line, owners in places.items()]


def _matches(context: SharedContext, query: str) -> list[tuple[str, str]]:
    kinds = (
        ("concept", context.concept_names),
        ("task", context.task_names),
        ("definition", tuple(sorted(context.definitions))),
        ("field", tuple(sorted(_field_names(context)))),
    )
    terms = [query.strip(), *_WORD.findall(query)]
    folded = [term.casefold() for term in terms if term]
    words = [t for t in folded if len(t) >= 3 and t not in _STOPWORDS]
    # "flights" should find bookFlight too: a plural also matches as its singular.
    words.extend(w[:-1] for w in list(words) if w.endswith("s") and len(w) > 3)
    rules: tuple[Callable[[str], bool], ...] = (
        lambda name: name in terms,
        lambda name: name.casefold() in folded,
        lambda name: any(w in name.casefold() or name.casefold() in w for w in words),
    )
    for rule in rules:
        found = [(kind, name) for kind, names in kinds for name in names if rule(name)]
        if found:
            return found
    return []


def lookup(context: SharedContext, query: str) -> RenderedBlock:
    """The rendering of what `query` names ("what is decision_contingency?", "bookFlight").

    Exact names win, then case-insensitive ones, then names containing a
    word of the query or contained in one (words of three letters or more);
    at most 8 matches are rendered. With no match, a short block says so and
    lists the concepts and tasks the context defines.
    """
    found = _matches(context, query)
    if not found:
        concepts = ", ".join(context.concept_names) or "none"
        tasks = ", ".join(context.task_names) or "none"
        return _block(
            [
                f"{context.urn} has no concept, task or field matching {_json(query.strip())}.",
                f"Concepts: {concepts}. Tasks: {tasks}.",
            ]
        )
    shown, rest = found[:MAX_LOOKUP_MATCHES], found[MAX_LOOKUP_MATCHES:]
    renderer = _Renderer(context)
    lines = _render(context, [(kind, name) for kind, name in shown if kind in ("concept", "task")])
    for kind, name in shown:
        if kind == "definition":
            line = renderer.field_line(name, renderer.defs[name])
            lines.append(f"definition {line}")
        elif kind == "field":
            lines.extend(f"field {line}" for line in _field_lookup(renderer, name))
    if rest:
        lines.append(f"(also matching: {', '.join(name for _, name in rest)})")
    return _block(lines)
