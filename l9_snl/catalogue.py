"""A context's catalogue, short or full, filtered by tags or a request: answered by L9 itself.

The token-efficiency draft's short listings and retrieval-based selection,
applied to the locked context: a peer asks QUERY `context_catalogue` (what
concepts and tasks there are, the short or the full form, only those with
given tags or those a request in words needs) and the other side's L9
answers INFORM `context_catalogue` from the context, with no application
involved, within the peer's clarification budget (like `concept_definition`).

- A **short** entry is what using it needs: name, tags, description, and the
  concept's schema or the task's parameters without the descriptions of
  their properties (at any depth). A **full** entry adds those descriptions
  and a task's result schema. Default: short.
- Entries are taken from the document as written, so a task's result that
  references a concept (`#/concepts/<name>`) stays a reference; the answer's
  `defs` holds every `$defs` entry the listed entries reference
  (transitively) and `concepts` every referenced concept not listed, so the
  answer is self-contained.
- Tags: the document's, else derived from the name
  (`contexts.adol.selection.tags_of`). `tags` keeps entries carrying any of
  them; `query` ranks with `method` (default `hybrid`) and keeps the `top`
  (default 5) best, each with its `score`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

import orjson

from contexts.adol.listing import OPTIONAL, full, short, strip_descriptions
from contexts.adol.selection import METHODS, SelectionError, Selector, tags_of
from contexts.caching import ByContext
from contexts.document import SharedContext
from contexts.lint import CONCEPT_REF_PREFIX, TAG_PATTERN
from contexts.patterns import compile_schema
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode

CONTEXT_CATALOGUE: Final = "context_catalogue"
"""The QUERY and INFORM concept asking for and giving a context's catalogue."""
MAX_QUERY_LENGTH: Final = 1024
"""A request in words, at most this many characters."""
MAX_TOP: Final = 256
MAX_TAGS: Final = 16
MAX_ENTRIES: Final = 2000
"""A context has at most 1,000 concepts and 1,000 tasks."""
MAX_ANSWER_BYTES: Final = 512 * 1024
"""An answer larger than this is refused (the default frame limit is 1 MiB, MAC included):
the asker is told to ask for less (short, tags, a query)."""
_DEFS_REF_PREFIX: Final = "#/$defs/"
_DRAFT: Final = "https://json-schema.org/draft/2020-12/schema"

_TAGS: Final = {
    "type": "array",
    "maxItems": MAX_TAGS,
    "uniqueItems": True,
    "items": {"type": "string", "pattern": TAG_PATTERN},
}
_SCHEMA: Final = {"type": ["object", "boolean"]}

CATALOGUE_SCHEMA: Final[dict[str, Any]] = {
    "$schema": _DRAFT,
    "title": CONTEXT_CATALOGUE,
    "description": "QUERY (without entries) or INFORM (with them): a context's concepts and "
    "tasks, short or full, filtered by tags or ranked for a request.",
    "type": "object",
    "properties": {
        "concept": {"const": CONTEXT_CATALOGUE},
        "listing": {"enum": ["short", "full"]},
        "tags": _TAGS,
        "query": {"type": "string", "minLength": 1, "maxLength": MAX_QUERY_LENGTH},
        "top": {"type": "integer", "minimum": 1, "maximum": MAX_TOP},
        "method": {"enum": list(METHODS)},
        "entries": {
            "type": "array",
            "maxItems": MAX_ENTRIES,
            "items": {
                "type": "object",
                "properties": {
                    "kind": {"enum": ["concept", "task"]},
                    "name": {"type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]{0,63}$"},
                    "tags": _TAGS,
                    "description": {"type": "string"},
                    "schema": _SCHEMA,
                    "parameters": _SCHEMA,
                    "result": _SCHEMA,
                    "score": {"type": "number"},
                },
                "required": ["kind", "name", "tags"],
                "additionalProperties": False,
            },
        },
        "defs": {"type": "object", "maxProperties": 1000, "additionalProperties": _SCHEMA},
        "concepts": {"type": "object", "maxProperties": 1000, "additionalProperties": _SCHEMA},
    },
    "required": ["concept"],
    "dependentRequired": {"defs": ["entries"], "concepts": ["entries"]},
    "additionalProperties": False,
}
"""The JSON Schema (2020-12, closed) of `context_catalogue`, asked and answered."""


def catalogue_query(
    *,
    listing: str = "short",
    tags: Sequence[str] = (),
    query: str | None = None,
    top: int | None = None,
    method: str | None = None,
) -> dict[str, Any]:
    """The QUERY content asking for a catalogue (checked by the caller's L9 on sending)."""
    if isinstance(tags, str):
        raise TypeError(f"tags is a list of tags, not the string {tags!r}")
    content: dict[str, Any] = {"concept": CONTEXT_CATALOGUE, "listing": listing}
    if tags:
        content["tags"] = list(tags)
    if query is not None:
        content["query"] = query
    if top is not None:
        content["top"] = top
    if method is not None:
        content["method"] = method
    return content


_ANSWER: Final = compile_schema(CATALOGUE_SCHEMA)


class _Catalogue:
    """One context's entries (with their `optional` parts) and its selector, built once."""

    def __init__(self, context: SharedContext) -> None:
        document = context.as_dict()
        self.defs: dict[str, Any] = document.get("$defs", {})
        self.concepts: dict[str, Any] = document.get("concepts", {})
        self.entries: list[dict[str, Any]] = []
        self.examples = {
            name: task["x-examples"]
            for name, task in document.get("tasks", {}).items()
            if isinstance(task.get("x-examples"), list)
        }
        for name in context.concept_names:
            self.entries.append(self._concept(name, self.concepts[name]))
        for name in context.task_names:
            self.entries.append(self._task(name, document["tasks"][name]))
        self.selector = Selector(
            [
                {
                    "name": entry["name"],
                    "description": entry.get("description", ""),
                    "tags": entry["tags"],
                    "schema": entry.get("schema", entry.get("parameters")),
                    "x-examples": self.examples.get(entry["name"], []),
                }
                for entry in self.entries
            ]
        )

    @staticmethod
    def _tags(name: str, own: object) -> list[str]:
        return list(own) if isinstance(own, list) and own else list(tags_of({"name": name}))

    def _entry(
        self,
        kind: str,
        name: str,
        written: Mapping[str, Any],
        body_key: str,
        body: Any,  # noqa: ANN401
    ) -> dict[str, Any]:
        """An entry: kind, name, tags, description, and its schema without sub-descriptions.

        The sub-descriptions go to the `optional` block (the full form).
        """
        kept, moved = strip_descriptions(body)
        entry: dict[str, Any] = {
            "kind": kind,
            "name": name,
            "tags": self._tags(name, written.get("tags")),
        }
        if isinstance(written.get("description"), str):
            entry["description"] = written["description"]
        entry[body_key] = kept
        if moved:
            entry[OPTIONAL] = {body_key: moved}
        return entry

    def _concept(self, name: str, schema: Mapping[str, Any]) -> dict[str, Any]:
        body = {key: value for key, value in schema.items() if key not in ("description", "tags")}
        return self._entry("concept", name, schema, "schema", body)

    def _task(self, name: str, task: Mapping[str, Any]) -> dict[str, Any]:
        entry = self._entry("task", name, task, "parameters", task["parameters"])
        if "result" in task:
            entry.setdefault(OPTIONAL, {})["result"] = task["result"]
        return entry

    def referenced(
        self, entries: Sequence[Mapping[str, Any]], *, listing: str
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        """(`$defs` entries, concepts not listed) that `entries` reference, transitively."""
        listed = {entry["name"] for entry in entries if entry["kind"] == "concept"}
        defs: dict[str, Any] = {}
        concepts: dict[str, Any] = {}
        stack: list[Any] = list(entries)
        while stack:
            node = stack.pop()
            if isinstance(node, list):
                stack.extend(node)
                continue
            if not isinstance(node, Mapping):
                continue
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith(_DEFS_REF_PREFIX):
                name = ref[len(_DEFS_REF_PREFIX) :]
                if name in self.defs and name not in defs:
                    defs[name] = self.defs[name]
                    stack.append(self.defs[name])
            elif isinstance(ref, str) and ref.startswith(CONCEPT_REF_PREFIX):
                name = ref[len(CONCEPT_REF_PREFIX) :]
                if name in self.concepts and name not in listed and name not in concepts:
                    schema = {k: v for k, v in self.concepts[name].items() if k != "tags"}
                    concepts[name] = schema
                    stack.append(schema)
            stack.extend(node.values())
        if listing == "short":
            defs = {name: strip_descriptions(schema)[0] for name, schema in defs.items()}
            concepts = {name: strip_descriptions(schema)[0] for name, schema in concepts.items()}
        return dict(sorted(defs.items())), dict(sorted(concepts.items()))


CATALOGUES: Final = ByContext(_Catalogue, 64)
"""Catalogues by context digest (built once per context)."""


def _check_sendable(answer: Mapping[str, Any], context: SharedContext, listing: str) -> None:
    """`invalid_content` for an answer too large to send or that the asker's L9 would refuse."""
    encoded = len(orjson.dumps(answer))
    if encoded > MAX_ANSWER_BYTES:
        instead = "tags or a query" if listing == "short" else "the short listing, tags or a query"
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CONTENT,
            f"the {listing} catalogue of {context.urn} is {encoded} bytes, above the "
            f"{MAX_ANSWER_BYTES} an answer may carry: ask for {instead}",
        )
    if not _ANSWER.is_valid(answer):  # what the asker's L9 checks: never send it less
        problem = next(iter(_ANSWER.iter_errors(answer)))
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CONTENT,
            f"the catalogue of {context.urn} cannot be sent: {problem.message[:200]}",
        )


def answer_catalogue(context: SharedContext, query: Mapping[str, Any]) -> dict[str, Any]:
    """The INFORM content answering a checked `context_catalogue` QUERY.

    Raises `RemoteSemanticError` `invalid_content` for a QUERY that carries
    entries (an answer), or a request the selection cannot serve (`semantic`
    without the model: the message says so).
    """
    if "entries" in query:
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CONTENT, f"{CONTEXT_CATALOGUE} content is an answer, not a query"
        )
    catalogue = CATALOGUES.get(context)
    listing = query.get("listing", "short")
    tags = query.get("tags", [])
    scores: dict[str, float] = {}
    if "query" in query:
        try:
            picks = catalogue.selector.select(
                query["query"],
                tags=tags,
                top=query.get("top", 5),
                method=query.get("method", "hybrid"),
            )
        except SelectionError as error:
            raise RemoteSemanticError(SNLErrorCode.INVALID_CONTENT, str(error)) from error
        scores = {pick.name: pick.score for pick in picks}
        chosen = [entry for name in scores for entry in catalogue.entries if entry["name"] == name]
    else:
        wanted = set(tags)
        chosen = [e for e in catalogue.entries if not wanted or wanted.intersection(e["tags"])]
        if "top" in query:
            chosen = chosen[: query["top"]]
    form = short if listing == "short" else full
    entries = []
    for entry in chosen:
        shown = form(entry)
        if entry["name"] in scores:
            shown["score"] = round(scores[entry["name"]], 6)
        entries.append(shown)
    defs, concepts = catalogue.referenced(entries, listing=listing)
    answer: dict[str, Any] = {"concept": CONTEXT_CATALOGUE, "listing": listing, "entries": entries}
    if defs:
        answer["defs"] = defs
    if concepts:
        answer["concepts"] = concepts
    _check_sendable(answer, context, listing)
    return answer


__all__ = [
    "CATALOGUES",
    "CATALOGUE_SCHEMA",
    "CONTEXT_CATALOGUE",
    "answer_catalogue",
    "catalogue_query",
]
