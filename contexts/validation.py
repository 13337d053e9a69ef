"""Content validation against a Shared Context: compiled on the hot path, explained on failure.

Content names what it is with one discriminator key: `{"concept": "<name>",
...fields}` for a concept, or `{"task": "<name>", "parameters": {...}}` (or
`"result"`) for a task. Each concept and task is compiled once with
jsonschema-rs (~2 us per check); only when a check fails does the pure
`jsonschema` validator run, to say precisely and readably what is wrong.
Validators are cached by context digest, so two copies of one document
share them.
"""

from __future__ import annotations

import copy
import functools
import threading
from collections import OrderedDict
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any, Final, cast

import jsonschema
import jsonschema_rs
from jsonschema.exceptions import relevance

from contexts.exceptions import ContentInvalidError, Finding, UndefinedConceptError
from contexts.lint import json_pointer

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
_MAX_MESSAGE: Final = 300


def _concept_schema(
    name: str, schema: Mapping[str, Any], defs: Mapping[str, Any]
) -> dict[str, Any]:
    wrapped = dict(schema)
    wrapped["properties"] = {CONCEPT_KEY: {"const": name}, **schema["properties"]}
    wrapped["required"] = [CONCEPT_KEY, *schema.get("required", ())]
    wrapped["$defs"] = dict(defs)
    return wrapped


def _task_schema(name: str, task: Mapping[str, Any], defs: Mapping[str, Any]) -> dict[str, Any]:
    properties: dict[str, Any] = {TASK_KEY: {"const": name}, "parameters": task["parameters"]}
    wrapped: dict[str, Any] = {
        "type": "object",
        "properties": properties,
        "required": [TASK_KEY],
        "additionalProperties": False,
        "$defs": dict(defs),
    }
    if "result" in task:
        properties["result"] = task["result"]
        wrapped["oneOf"] = [{"required": ["parameters"]}, {"required": ["result"]}]
    else:
        wrapped["required"].append("parameters")
    return wrapped


@functools.lru_cache(maxsize=1024)
def _compiled_check(keyword: str, value: str) -> jsonschema_rs.Validator:
    return jsonschema_rs.validator_for({keyword: value}, validate_formats=True, offline=True)


def _pattern(
    validator: jsonschema.Validator, pattern: str, instance: object, schema: object
) -> Iterator[jsonschema.ValidationError]:
    del validator, schema
    if isinstance(instance, str) and not _compiled_check("pattern", pattern).is_valid(instance):
        yield jsonschema.ValidationError(f"{instance!r} does not match {pattern!r}")


def _format(
    validator: jsonschema.Validator, fmt: str, instance: object, schema: object
) -> Iterator[jsonschema.ValidationError]:
    del validator, schema
    if not _compiled_check("format", fmt).is_valid(instance):
        yield jsonschema.ValidationError(f"{instance!r} is not a {fmt!r}")


Explainer: type[jsonschema.Validator] = jsonschema.validators.extend(  # type: ignore[no-untyped-call]
    jsonschema.Draft202012Validator, validators={"pattern": _pattern, "format": _format}
)
"""The pure validator, with `pattern` and `format` decided by the compiled engine.

Python's `re` is not ECMA-262 (`$` also matches before a final newline) and
jsonschema's format checks are looser than jsonschema-rs's (`email`,
`date-time`): the explanation must find the fault the compiled validator
found, so those two keywords ask it.
"""


def depth_of(value: object) -> int:
    """How deeply a JSON value nests (a scalar is 0), without recursion."""
    deepest = 0
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        if isinstance(node, dict):
            stack.extend((child, depth + 1) for child in node.values())
        elif isinstance(node, list):
            stack.extend((child, depth + 1) for child in node)
    return deepest


def _alternative(branch: object) -> str:
    if isinstance(branch, dict) and set(branch) == {"required"}:
        return " + ".join(branch["required"])
    return "a sub-schema"


def _message(error: jsonschema.ValidationError) -> str:
    """The message of a failure; applicators get a short one instead of a copy of the instance."""
    if error.validator in ("oneOf", "anyOf") and isinstance(error.validator_value, list):
        options = " | ".join(_alternative(b) for b in error.validator_value)
        if error.validator == "anyOf":
            return _short(f"must match at least one of: {options}")
        matched = "more than one" if "is valid under each of" in error.message else "none"
        return _short(f"must match exactly one of: {options} (matched {matched})")
    return _short(error.message)


def _short(message: str) -> str:
    return message if len(message) <= _MAX_MESSAGE else message[: _MAX_MESSAGE - 3] + "..."


class ContentValidator:
    """Validates content against one Shared Context."""

    __slots__ = ("_by_concept", "_by_task", "_compiled", "_explainers", "_schemas", "urn")

    def __init__(self, context: SharedContext) -> None:
        self.urn = str(context.urn)
        document = context.as_dict()
        defs = document.get("$defs", {})
        self._schemas: dict[tuple[str, str], dict[str, Any]] = {}
        for name, schema in document.get("concepts", {}).items():
            self._schemas[CONCEPT_KEY, name] = _concept_schema(name, schema, defs)
        for name, task in document.get("tasks", {}).items():
            self._schemas[TASK_KEY, name] = _task_schema(name, task, defs)
        self._compiled = {
            key: jsonschema_rs.Draft202012Validator(schema, validate_formats=True, offline=True)
            for key, schema in self._schemas.items()
        }
        self._by_concept = {n: v for (k, n), v in self._compiled.items() if k == CONCEPT_KEY}
        self._by_task = {n: v for (k, n), v in self._compiled.items() if k == TASK_KEY}
        self._explainers: dict[tuple[str, str], jsonschema.Validator] = {}

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

    def is_valid(self, content: object) -> bool:
        """Whether `content` is valid, without explaining why not."""
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

    def schema(self, kind: str, name: str) -> dict[str, Any]:
        """A copy of the schema that content naming `kind` `name` is checked against."""
        return copy.deepcopy(self._schemas[kind, name])

    def defines(self, name: str) -> bool:
        """Whether the context defines a concept or a task called `name`."""
        return (CONCEPT_KEY, name) in self._compiled or (TASK_KEY, name) in self._compiled

    def _explain(self, key: tuple[str, str], content: object) -> list[Finding]:
        if depth_of(content) > MAX_EXPLAINED_DEPTH:
            message = f"content nests deeper than {MAX_EXPLAINED_DEPTH} levels"
            return [Finding(code="depth", path="", message=message)]
        explainer = self._explainers.get(key)
        if explainer is None:
            explainer = Explainer(self._schemas[key])
            self._explainers[key] = explainer
        errors = sorted(explainer.iter_errors(cast("Any", content)), key=relevance, reverse=True)
        findings = [
            Finding(
                code=str(error.validator),
                path=json_pointer(error.absolute_path),
                message=_message(error),
            )
            for error in errors[:MAX_FINDINGS]
        ]
        if not findings:
            # Both validators implement 2020-12, but formats differ at the edges (the
            # pure one checks date-time only with an optional package): fall back to
            # the compiled validator's own words rather than saying nothing.
            findings = [
                Finding(
                    code="schema",
                    path=json_pointer(error.instance_path),
                    message=_short(error.message),
                )
                for error in list(self._compiled[key].iter_errors(content))[:MAX_FINDINGS]
            ]
        return findings


class ValidatorCache:
    """Compiled validators by context digest, least recently used evicted first."""

    def __init__(self, max_entries: int = 256) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be at least 1")
        self.max_entries = max_entries
        self._entries: OrderedDict[str, ContentValidator] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, context: SharedContext) -> ContentValidator:
        """The validator of `context`, compiled on first use."""
        with self._lock:
            validator = self._entries.get(context.digest)
            if validator is not None:
                self._entries.move_to_end(context.digest)
                return validator
        validator = ContentValidator(context)
        with self._lock:
            self._entries[context.digest] = validator
            while len(self._entries) > self.max_entries:
                self._entries.popitem(last=False)
        return validator


VALIDATORS: Final = ValidatorCache()
"""The process-wide cache `SharedContext.validator` uses."""
