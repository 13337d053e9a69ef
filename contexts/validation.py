"""Content validation against a Shared Context: compiled on the hot path, explained on failure.

Content names what it is with one discriminator key: `{"concept": "<name>",
...fields}` for a concept, or `{"task": "<name>", "parameters": {...}}` (or
`"result"`) for a task. Each concept and task is compiled once with
jsonschema-rs (~2 us per check); only when a check fails does the pure
`jsonschema` validator run, to say precisely and readably what is wrong.
Both match every pattern on the linear-time engine of `contexts.patterns`
(patterns come from authors and peers). Validators are cached by context
digest, so two copies of one document share them.
"""

from __future__ import annotations

import copy
import itertools
import threading
from collections import OrderedDict
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Final, cast

import jsonschema
import jsonschema_rs
import orjson
from jsonschema.exceptions import relevance

from contexts.adol.listing import UnfilterableOutputError, output_paths
from contexts.caching import ByContext
from contexts.exceptions import ContentInvalidError, Finding, UndefinedConceptError
from contexts.explainer import (
    Explainer,
    ExplanationTooCostly,
    explaining,
    failure_message,
    shape_of,
    short_message,
)
from contexts.lint import json_pointer
from contexts.patterns import compile_schema

if TYPE_CHECKING:
    from contexts.document import SharedContext

CONCEPT_KEY: Final = "concept"
"""The content key that names a concept."""
TASK_KEY: Final = "task"
"""The content key that names a task."""
MAX_FINDINGS: Final = 20
"""An explanation lists at most this many failures; the first few are what people read."""
MAX_EXPLAINED_DEPTH: Final = 64
"""Content nested deeper is refused without a keyword-by-keyword explanation."""
MAX_EXPLAINED_VALUES: Final = 4096
"""Content holding more values (each string, number, array... counts one) is refused with
one finding saying it is too large to explain, not keyword by keyword."""
MAX_ERRORS_READ: Final = 256
"""An explanation reads at most this many of the pure validator's errors (then the most
relevant are kept)."""


def _concept_schema(
    name: str, schema: Mapping[str, Any], defs: Mapping[str, Any]
) -> dict[str, Any]:
    wrapped = dict(schema)
    wrapped["properties"] = {CONCEPT_KEY: {"const": name}, **schema["properties"]}
    wrapped["required"] = [CONCEPT_KEY, *schema.get("required", ())]
    wrapped["$defs"] = dict(defs)
    return wrapped


REQUIRE_OUTPUT: Final = "requireOutput"
"""The member of a task's content naming the result fields wanted (spec 16.3)."""
MAX_FILTERED_SCHEMAS: Final = 256
"""Compiled schemas of filtered results kept per context (one per task and list of fields)."""
_WHOLE: Final[dict[str, Any]] = {}
"""A field asked for whole (nothing below it is relaxed)."""


def _field_tree(paths: list[str]) -> dict[str, Any]:
    """`["a.b", "c"]` -> `{"a": {"b": WHOLE}, "c": WHOLE}`; an ancestor asked makes it whole."""
    tree: dict[str, Any] = {}
    for path in paths:
        node = tree
        parts = path.split(".")
        for depth, part in enumerate(parts):
            if depth == len(parts) - 1 or node.get(part) is _WHOLE:
                node[part] = _WHOLE
                break
            node = node.setdefault(part, {})
    return tree


def _asked_only(schema: Any, tree: Mapping[str, Any]) -> Any:  # noqa: ANN401 - a JSON Schema
    """The result schema for a result filtered to `tree`.

    Along the asked fields, an object requires only what was asked (and its
    `minProperties` and `dependentRequired` go); every other keyword stays. A field
    reached through anything but `properties` (and an array's `items`) is checked as
    written: fail closed.
    """
    if tree is _WHOLE or not isinstance(schema, dict):
        return schema
    items = schema.get("items")
    if schema.get("type") == "array" and isinstance(items, dict):
        return {**schema, "items": _asked_only(items, tree)}
    properties = schema.get("properties")
    if schema.get("type") != "object" or not isinstance(properties, dict):
        return schema
    out = {k: v for k, v in schema.items() if k not in ("minProperties", "dependentRequired")}
    required = [name for name in schema.get("required", ()) if name in tree]
    if required:
        out["required"] = required
    else:
        out.pop("required", None)
    out["properties"] = {
        name: _asked_only(sub, tree[name]) if name in tree else sub
        for name, sub in properties.items()
    }
    return out


def _result_paths(task: Mapping[str, Any]) -> tuple[list[str], str | None]:
    """(the field paths a task's `requireOutput` chooses among, why it offers none or None).

    A result past the bounds of filtering (`output_paths`) offers none: listing its paths
    was quadratic in the document (a 0.22 MB context compiled in 4.95 s and 2.7 GiB).
    """
    result = task.get("result")
    if not isinstance(result, dict):
        return [], None
    try:
        return output_paths(result), None
    except UnfilterableOutputError as error:
        return [], str(error)


def _task_schema(
    name: str, task: Mapping[str, Any], defs: Mapping[str, Any], paths: list[str]
) -> dict[str, Any]:
    """The content schema of a task; `paths`: its result's (`_result_paths`)."""
    properties: dict[str, Any] = {TASK_KEY: {"const": name}, "parameters": task["parameters"]}
    wrapped: dict[str, Any] = {
        "type": "object",
        "properties": properties,
        "required": [TASK_KEY],
        "additionalProperties": False,
        "$defs": dict(defs),
    }
    if "result" not in task:
        wrapped["required"].append("parameters")
        return wrapped
    result = task["result"]
    properties["result"] = result
    wrapped["oneOf"] = [{"required": ["parameters"]}, {"required": ["result"]}]
    if paths:
        # A request may name the result fields it wants (spec 16.3); a result marked
        # filtered is checked against `_filtered_schema` instead.
        properties[REQUIRE_OUTPUT] = {
            "type": "array",
            "items": {"enum": paths},
            "uniqueItems": True,
        }
    return wrapped


def _filtered_schema(wrapped: Mapping[str, Any], paths: list[str]) -> dict[str, Any]:
    """A task's content schema for a result filtered to `paths` (already checked names)."""
    properties = dict(wrapped["properties"])
    properties["result"] = _asked_only(properties["result"], _field_tree(paths))
    return {**wrapped, "properties": properties, "required": [TASK_KEY, "result", REQUIRE_OUTPUT]}


def _listing_problem(task: str, paths: list[object], fields: frozenset[str]) -> str | None:
    """Too many paths, or one named twice, in a `requireOutput` of `task` (or None).

    Each path of a peer's list was looked for in a list of the task's fields, duplicates
    included (80,000 paths in a 1 MiB frame against 20,000 fields took 29.5 s): refused
    before any lookup now, then each path is one lookup in `fields`.
    """
    if len(paths) > len(fields):
        return f"names {len(paths)} paths, and task {task[:64]!r} has {len(fields)} result fields"
    seen: set[str] = set()
    for path in paths:
        if type(path) is not str:
            return None  # the schema says what it is
        if path in seen:
            return f"names {path[:64]!r} twice"
        seen.add(path)
    return None


def _refused_require_output(task: str, problem: str) -> ContentInvalidError:
    """The error for a bad `requireOutput` of `task`: one finding, `requireOutput`."""
    return ContentInvalidError(
        f"{REQUIRE_OUTPUT}: {problem}",
        concept=task,
        findings=[Finding(code=REQUIRE_OUTPUT, path=f"/{REQUIRE_OUTPUT}", message=problem)],
    )


class ContentValidator:
    """Validates content against one Shared Context."""

    __slots__ = (
        "_by_concept",
        "_by_task",
        "_compiled",
        "_explainers",
        "_filtered",
        "_lock",
        "_result_fields",
        "_schemas",
        "_unfilterable",
        "urn",
    )

    def __init__(self, context: SharedContext) -> None:
        self.urn = str(context.urn)
        document = context.expanded()
        defs = document.get("$defs", {})
        self._schemas: dict[tuple[str, str], dict[str, Any]] = {}
        for name, schema in document.get("concepts", {}).items():
            self._schemas[CONCEPT_KEY, name] = _concept_schema(name, schema, defs)
        self._result_fields: dict[str, frozenset[str]] = {}
        """Per task offering `requireOutput`, its result's paths (one lookup per path)."""
        self._unfilterable: dict[str, str] = {}
        """Per task whose result is past the bounds of filtering, what is past them."""
        for name, task in document.get("tasks", {}).items():
            paths, unfilterable = _result_paths(task)
            self._schemas[TASK_KEY, name] = _task_schema(name, task, defs, paths)
            if paths:
                self._result_fields[name] = frozenset(paths)
            if unfilterable is not None:
                self._unfilterable[name] = unfilterable
        self._compiled = {key: compile_schema(schema) for key, schema in self._schemas.items()}
        self._by_concept = {n: v for (k, n), v in self._compiled.items() if k == CONCEPT_KEY}
        self._by_task = {n: v for (k, n), v in self._compiled.items() if k == TASK_KEY}
        self._explainers: dict[tuple[str, str], jsonschema.Validator] = {}
        self._filtered: OrderedDict[tuple[str, str], jsonschema_rs.Validator] = OrderedDict()
        self._lock = threading.Lock()

    def _filtered_key(self, content: object) -> tuple[str, str] | None:
        """For task content with a result marked filtered, the key of its schema (built once)."""
        if type(content) is not dict or REQUIRE_OUTPUT not in content or "result" not in content:
            return None
        name, paths = content.get(TASK_KEY), content[REQUIRE_OUTPUT]
        if type(name) is not str:
            return None
        wrapped = self._schemas.get((TASK_KEY, name))
        fields = self._result_fields.get(name)
        if (
            wrapped is None
            or fields is None
            or type(paths) is not list
            or len(paths) > len(fields)
            or not all(type(path) is str and path in fields for path in paths)
        ):
            return None  # the task's own schema refuses it, and says why
        # The list as JSON: joined with commas, `["a,b"]` and `["a", "b"]` shared one entry
        # (an outside attack poisoned it for every session of the context).
        chosen = orjson.dumps(sorted(set(paths))).decode()
        key = (f"{TASK_KEY}:{REQUIRE_OUTPUT}:{chosen}", name)
        with self._lock:
            if key in self._filtered:
                self._filtered.move_to_end(key)
                return key
        schema = _filtered_schema(wrapped, paths)
        compiled = compile_schema(schema)
        with self._lock:
            self._schemas[key] = schema
            self._filtered[key] = compiled
            while len(self._filtered) > MAX_FILTERED_SCHEMAS:
                old, _ = self._filtered.popitem(last=False)
                self._schemas.pop(old, None)
                self._explainers.pop(old, None)
        return key

    def _key_of(self, content: object) -> tuple[str, str]:
        if not isinstance(content, dict):
            raise ContentInvalidError(
                "content must be a JSON object naming a concept or a task",
                concept="",
                findings=[Finding(code="type", path="", message="content is not an object")],
            )
        concept = content.get(CONCEPT_KEY)
        task = content.get(TASK_KEY)
        if (concept is None) == (task is None):
            message = (
                "content names both a concept and a task"
                if concept is not None
                else "content names neither a concept nor a task"
            )
            finding = Finding(code="discriminator", path="", message=message)
            raise ContentInvalidError(message, concept="", findings=[finding])
        kind, name = (CONCEPT_KEY, concept) if concept is not None else (TASK_KEY, task)
        if not isinstance(name, str):
            finding = Finding(code="type", path=f"/{kind}", message=f"{kind} must be a string")
            raise ContentInvalidError(
                f"the {kind} name must be a string", concept="", findings=[finding]
            )
        if (kind, name) not in self._compiled:
            raise UndefinedConceptError(f"{self.urn} defines no {kind} {name!r}", concept=name)
        return kind, name

    def _require_output_problem(self, content: object) -> str | None:
        """What is wrong with task content's `requireOutput` before any schema looks, or None.

        A task past the bounds of filtering offers none; a list longer than the task has
        result fields, or naming a path twice, is refused here (`_listing_problem`).
        Anything else wrong the task's schema says.
        """
        if type(content) is not dict or REQUIRE_OUTPUT not in content:
            return None
        name, paths = content.get(TASK_KEY), content[REQUIRE_OUTPUT]
        if type(name) is not str or (TASK_KEY, name) not in self._schemas:
            return None
        offers_none = self._offers_none(name)
        if offers_none is not None:
            return offers_none
        fields = self._result_fields.get(name)
        if fields is None or type(paths) is not list:
            return None
        return _listing_problem(name, paths, fields)

    def _refuse_require_output(self, content: object) -> None:
        """Raise `ContentInvalidError` (finding `requireOutput`) if `_require_output_problem`."""
        problem = self._require_output_problem(content)
        if problem is not None:
            raise _refused_require_output(cast("dict[str, Any]", content)[TASK_KEY], problem)

    def _offers_none(self, task: str) -> str | None:
        """Why `task` offers no `requireOutput` (its result past the bounds), or None."""
        past = self._unfilterable.get(task)
        return None if past is None else f"task {task[:64]!r} offers none: its result has {past}"

    def is_valid(self, content: object) -> bool:
        """Whether `content` is valid, without explaining why not."""
        if self._require_output_problem(content) is not None:
            return False
        filtered = self._filtered_key(content)
        if filtered is not None:
            return bool(self._filtered[filtered].is_valid(content))
        try:
            key = self._key_of(content)
        except (ContentInvalidError, UndefinedConceptError):
            return False
        return bool(self._compiled[key].is_valid(content))

    def validate(self, content: object) -> str:
        """Check `content`; return the concept or task it names.

        Raises `UndefinedConceptError` (`undefined_concept`) when the context
        does not define what the content names, `ContentInvalidError`
        (`invalid_content`) with findings when it does not validate.
        """
        self._refuse_require_output(content)
        filtered = self._filtered_key(content)
        if filtered is not None:
            if self._filtered[filtered].is_valid(content):
                return filtered[1]
            findings = self._explain(filtered, content)
            summary = findings[0].message if findings else "invalid"
            raise ContentInvalidError(
                f"the filtered result of task {filtered[1]!r} is invalid under {self.urn}: "
                f"{summary}",
                concept=filtered[1],
                findings=findings,
            )
        # The hot path: one lookup and one compiled check. Anything unusual (and every
        # failure) takes the slow path below, which says precisely what is wrong.
        if type(content) is dict:
            name = content.get(CONCEPT_KEY)
            table = self._by_concept
            if name is None:
                name, table = content.get(TASK_KEY), self._by_task
            compiled = table.get(name) if type(name) is str else None
            if compiled is not None and compiled.is_valid(content):
                return name  # type: ignore[return-value] # a str: checked just above
        key = self._key_of(content)
        if not self._compiled[key].is_valid(content):
            findings = self._explain(key, content)
            summary = findings[0].message if findings else "invalid"
            raise ContentInvalidError(
                f"{key[0]} {key[1]!r} is invalid under {self.urn}: {summary}",
                concept=key[1],
                findings=findings,
            )
        return key[1]

    def validate_parameters(self, task: str, parameters: object) -> None:
        """Check a task's parameters alone (what grounding produces)."""
        self.validate({TASK_KEY: task, "parameters": parameters})

    def check_require_output(self, task: str, paths: object) -> None:
        """Check a request's `requireOutput` alone (ContentInvalidError, one line, if bad).

        What the task's schema checks of it in a whole REQUEST: distinct paths, each one
        of the task's result fields. For a caller that holds the list before the request
        is whole (a bridge that asks for missing parameters first).
        """
        problem = self._offers_none(task) or self._chosen_problem(task, paths)
        if problem is not None:
            raise _refused_require_output(task, problem)

    def _chosen_problem(self, task: str, paths: object) -> str | None:
        """What is wrong with `paths` as the result fields of `task`, in one line, or None."""
        wrapped = self._schemas.get((TASK_KEY, task))
        allowed = wrapped["properties"].get(REQUIRE_OUTPUT) if wrapped is not None else None
        if allowed is None:
            return f"task {task!r} has no result fields to choose from"
        if type(paths) is not list or not all(type(path) is str for path in paths):
            return "must be a list of result field paths"
        known = allowed["items"]["enum"]
        fields, seen = self._result_fields[task], set()
        for path in paths:
            if path in seen:
                return f"names {path!r} twice"
            seen.add(path)
            if path not in fields:
                shown = ", ".join(repr(f)[:40] for f in known[:16])
                shown += ", ..." if len(known) > 16 else ""
                return f"task {task!r} has no result field {path[:64]!r} (it has {shown})"
        return None

    def schema(self, kind: str, name: str) -> dict[str, Any]:
        """A copy of the schema that content naming `kind` `name` is checked against."""
        return copy.deepcopy(self._schemas[kind, name])

    def defines(self, name: str) -> bool:
        """Whether the context defines a concept or a task called `name`."""
        return (CONCEPT_KEY, name) in self._compiled or (TASK_KEY, name) in self._compiled

    def _explain(self, key: tuple[str, str], content: object) -> list[Finding]:
        """Why `content` fails the schema under `key`: at most `MAX_FINDINGS` findings.

        Content from a peer: the explanation costs at most linear time in it (an
        outside attack stalled an agent 9 s with one 35 KB message). Content past
        `MAX_EXPLAINED_VALUES` values gets one finding saying so; below, the pure
        validator reads at most `MAX_ERRORS_READ` errors, in at most
        `MAX_EXPLAIN_STEPS` keyword applications (past them, the compiled validator's
        first finding).
        """
        depth, values = shape_of(content, MAX_EXPLAINED_VALUES)
        if depth > MAX_EXPLAINED_DEPTH:
            message = f"content nests deeper than {MAX_EXPLAINED_DEPTH} levels"
            return [Finding(code="depth", path="", message=message)]
        if values > MAX_EXPLAINED_VALUES:
            # (not even the compiled validator's first finding: it copies the failing
            # value back into Python, the whole content for a failure at its top:
            # 80 ms for 700 KB)
            message = (
                f"content of more than {MAX_EXPLAINED_VALUES} values does not validate;"
                " too large to explain here: validate it where it is made"
            )
            return [Finding(code="schema", path="", message=message)]
        explainer = self._explainers.get(key)
        if explainer is None:
            explainer = Explainer(self._schemas[key])
            self._explainers[key] = explainer
        try:
            with explaining():
                read = list(
                    itertools.islice(explainer.iter_errors(cast("Any", content)), MAX_ERRORS_READ)
                )
        except ExplanationTooCostly:
            return self._first_finding(key, content)  # (linear: at most 4,096 values)
        errors = sorted(read, key=relevance, reverse=True)
        findings = [
            Finding(
                code=str(error.validator),
                path=json_pointer(error.absolute_path),
                message=failure_message(error),
            )
            for error in errors[:MAX_FINDINGS]
        ]
        # Both validators implement 2020-12, but formats differ at the edges (the pure one
        # checks date-time only with an optional package): the compiled validator's own
        # words rather than saying nothing.
        return findings or self._first_finding(key, content)

    def _first_finding(self, key: tuple[str, str], content: object) -> list[Finding]:
        """The compiled validator's first failure, in its own words.

        Not its `iter_errors`: that builds every failure at once (3 s for 170,000
        failing items).
        """
        try:
            (self._filtered.get(key) or self._compiled[key]).validate(content)
        except jsonschema_rs.ValidationError as error:
            path = json_pointer(error.instance_path)
            return [Finding(code="schema", path=path, message=short_message(error.message))]
        return []


class ValidatorCache(ByContext[ContentValidator]):
    """Compiled validators by context digest, least recently used evicted first."""

    def __init__(self, max_entries: int = 256) -> None:
        super().__init__(ContentValidator, max_entries)


VALIDATORS: Final = ValidatorCache()
"""The process-wide cache `SharedContext.validator` uses."""
