"""Grounding: bind what a user or a model said to a task's parameters, deterministically.

`Grounder.ground(task, values)` checks each value against the parameter's
schema in the locked context and, where it does not fit as said, asks the
context's ontology what it could mean: one candidate is bound ("jfk" ->
"JFK", "Zurich" -> "ZRH"), several are an ambiguity to clarify, never a
guess ("New York" -> EWR, JFK, LGA). No model is involved. The result says
what is bound, missing, ambiguous, invalid and unknown; once complete it
yields task content that validates against the context.
"""

from __future__ import annotations

import copy
import functools
import logging
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Final

import jsonschema_rs

from contexts.document import SharedContext
from contexts.exceptions import ContentInvalidError, Finding
from contexts.lint import json_pointer
from contexts.ontology import MAX_OPTIONS, ParameterOption
from contexts.patterns import compile_schema
from l9_snl.exceptions import LocalSemanticError, SNLErrorCode

Chooser = Callable[[str, str | None, tuple[ParameterOption, ...]], str | None]
"""`chooser(parameter, value, options)` picks a value for an open parameter; None leaves it."""

MAX_FINDINGS_PER_PARAMETER: Final = 10
"""An invalid parameter carries at most this many findings."""

logger = logging.getLogger("l9_snl.grounding")


@dataclass(frozen=True, slots=True, kw_only=True)
class OpenParameter:
    """A parameter grounding could not bind: ambiguous (several options) or missing (no value)."""

    parameter: str
    """The parameter's name (`origin_code`)."""
    value: str | None
    """What was said (`"New York"`); None when nothing was."""
    options: tuple[ParameterOption, ...]
    """The values it could take, sorted by value (at most 64; empty when nobody knows)."""
    peer_values: frozenset[str] = frozenset()
    """The values among `options` only the peer offered; this side's own are matched first."""


@dataclass(frozen=True, slots=True, kw_only=True)
class InvalidParameter:
    """A value that fits the parameter's schema neither as said nor through the ontology."""

    parameter: str
    """The parameter's name."""
    value: object
    """What was said."""
    findings: tuple[Finding, ...]
    """What the context's validator says is wrong (paths under `/parameters/<name>`)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BoundParameter:
    """A value grounding bound: as said, or the one option the ontology resolved it to."""

    parameter: str
    """The parameter's name."""
    value: object
    """The value to send (`"JFK"` for `"jfk"`)."""


Outcome = BoundParameter | OpenParameter | InvalidParameter
"""What grounding one value gives."""


@dataclass(frozen=True, slots=True, kw_only=True)
class GroundingResult:
    """What grounding made of a task's values; immutable, `resolve` returns a new one."""

    task: str
    """The task being grounded (`bookFlight`)."""
    parameters: Mapping[str, object]
    """The parameters bound so far (read-only), in the task's order."""
    missing: tuple[OpenParameter, ...]
    """Required parameters with no value; `options`: the value class, if the ontology has one."""
    ambiguous: tuple[OpenParameter, ...]
    """Values that name several options; one must be chosen."""
    invalid: tuple[InvalidParameter, ...]
    """Values that do not validate, with the validator's findings."""
    unknown: tuple[str, ...]
    """Keys the task has no parameter for (sorted); reported, never sent."""
    grounder: Grounder = field(repr=False, compare=False)
    """The grounder that made this result (same context for `resolve`)."""

    @property
    def open(self) -> tuple[OpenParameter, ...]:
        """The ambiguous then the missing parameters: what clarification asks about."""
        return self.ambiguous + self.missing

    @property
    def complete(self) -> bool:
        """Every required parameter bound, nothing ambiguous or invalid, and the whole validates."""
        if self.missing or self.ambiguous or self.invalid:
            return False
        return self.grounder.context.validator.is_valid(self._task_content())

    def _task_content(self) -> dict[str, Any]:
        return {"task": self.task, "parameters": copy.deepcopy(dict(self.parameters))}

    def content(self) -> dict[str, Any]:
        """The task content `{"task": t, "parameters": {...}}`; LocalSemanticError if incomplete."""
        problems = self._problems()
        if problems:
            raise LocalSemanticError(
                SNLErrorCode.INVALID_CONTENT,
                f"{self.task} is not fully grounded: {'; '.join(problems)}",
            )
        content = self._task_content()
        try:
            self.grounder.context.validator.validate(content)
        except ContentInvalidError as exc:
            raise LocalSemanticError(
                SNLErrorCode.INVALID_CONTENT, f"the grounded parameters are invalid: {exc.message}"
            ) from exc
        return content

    def _problems(self) -> list[str]:
        problems = [f"missing {entry.parameter}" for entry in self.missing]
        problems.extend(
            f"ambiguous {entry.parameter} ({entry.value!r}: "
            f"{', '.join(option.value for option in entry.options)})"
            for entry in self.ambiguous
        )
        problems.extend(f"invalid {entry.parameter} ({_reason(entry)})" for entry in self.invalid)
        return problems

    def resolve(self, parameter: str, value: object) -> GroundingResult:
        """Bind `parameter` to `value`: an offered option (value or label) or a value that grounds.

        A value that is not an option is grounded like any other (so a city
        with one airport binds to it, and one with several becomes the new
        ambiguity). A value that does not validate at all raises
        `LocalSemanticError` (`invalid_content`) and changes nothing.
        """
        grounder = self.grounder
        names = grounder.parameter_names(self.task)
        if parameter not in names:
            raise LocalSemanticError(
                SNLErrorCode.INVALID_CONTENT, f"task {self.task} has no parameter {parameter!r}"
            )
        entry = next((entry for entry in self.open if entry.parameter == parameter), None)
        offered = entry.options if entry is not None else ()
        outcome: Outcome | None = _pick_offered(entry, value) if entry is not None else None
        if outcome is None or not grounder.is_valid(self.task, parameter, outcome.value):
            outcome = grounder.ground_value(self.task, parameter, value)
        if isinstance(outcome, InvalidParameter):
            choices = f" (options: {', '.join(o.value for o in offered)})" if offered else ""
            raise LocalSemanticError(
                SNLErrorCode.INVALID_CONTENT,
                f"{value!r} is not a valid {parameter} for {self.task}: "
                f"{_reason(outcome)}{choices}",
            )
        outcomes: dict[str, Outcome] = {entry.parameter: entry for entry in self.ambiguous}
        outcomes.update({entry.parameter: entry for entry in self.invalid})
        outcomes.update(
            {
                name: BoundParameter(parameter=name, value=bound)
                for name, bound in self.parameters.items()
            }
        )
        outcomes[parameter] = outcome
        missing = tuple(entry for entry in self.missing if entry.parameter != parameter)
        return _assemble(grounder, self.task, outcomes, missing, self.unknown)

    def resolve_with(self, chooser: Chooser) -> GroundingResult:
        """Ask `chooser` about each open parameter in turn; bind its picks, keep the rest open."""
        result = self
        for entry in self.open:
            choice = chooser(entry.parameter, entry.value, entry.options)
            if choice is not None:
                result = result.resolve(entry.parameter, choice)
        return result

    def with_options(
        self, parameter: str, value: str | None, options: Iterable[ParameterOption]
    ) -> GroundingResult:
        """A copy whose open `parameter` (said as `value`) also offers `options` (merged by value).

        Options this side already knew keep their labels; new ones are added,
        sorted by value, at most 64. They are offered, not trusted: binding
        one still validates it, this side's own options match what the user
        says first, and a new option is refused (logged, left out) when its
        label or value reads as another option (`_spoofing`). ValueError if no
        such open parameter.
        """
        added = tuple(options)
        if not any(entry.parameter == parameter and entry.value == value for entry in self.open):
            raise ValueError(
                f"{parameter!r} said as {value!r} is not an open parameter of {self.task}"
            )

        def merge(entries: tuple[OpenParameter, ...]) -> tuple[OpenParameter, ...]:
            return tuple(
                self._with_peer_options(entry, added)
                if entry.parameter == parameter and entry.value == value
                else entry
                for entry in entries
            )

        return replace(self, ambiguous=merge(self.ambiguous), missing=merge(self.missing))

    def _with_peer_options(
        self, entry: OpenParameter, added: tuple[ParameterOption, ...]
    ) -> OpenParameter:
        known = {option.value for option in entry.options}
        new = {option.value: option for option in added if option.value not in known}
        kept = []
        for option in new.values():
            others = [o for o in (*entry.options, *new.values()) if o.value != option.value]
            reason = _spoofing(option, others, self._reads_as(entry.parameter, option))
            if reason is None:
                kept.append(option)
            else:
                logger.warning(
                    "%s.%s: refused the peer's option %r (label %r): %s",
                    self.task,
                    entry.parameter,
                    option.value,
                    option.label,
                    reason,
                )
        options = _merge_options(entry.options, tuple(kept))
        peer = entry.peer_values | {option.value for option in kept}
        return replace(
            entry,
            options=options,
            peer_values=frozenset(o.value for o in options if o.value in peer),
        )

    def _reads_as(self, parameter: str, option: ParameterOption) -> set[str]:
        """The values this side's ontology reads the option's label and value as."""
        return {
            own.value
            for said in (option.label, option.value)
            for own in self.grounder.options(self.task, parameter, said)
        }


def _reason(entry: InvalidParameter) -> str:
    return entry.findings[0].message if entry.findings else "invalid"


def _said(text: str) -> str:
    """Text as an answer is matched: surrounding space and case do not count."""
    return text.strip().casefold()


def _spoofing(
    option: ParameterOption, others: Iterable[ParameterOption], reads_as: set[str]
) -> str | None:
    """Why a peer's new option could make an answer meant for another bind it, or None.

    Its label or value, as an answer is matched, is another option's value or
    label, or this side's ontology reads it as another value ("Zurich" is ZRH).
    """
    mine = {_said(option.value), _said(option.label)}
    for other in others:
        if mine & {_said(other.value), _said(other.label)}:
            return f"it reads as option {other.value!r} ({other.label!r})"
    elsewhere = sorted(reads_as - {option.value})
    if elsewhere:
        return f"this side's ontology reads it as {', '.join(elsewhere)}"
    return None


def _merge_options(
    known: tuple[ParameterOption, ...], added: tuple[ParameterOption, ...]
) -> tuple[ParameterOption, ...]:
    merged = {option.value: option for option in added}
    merged.update({option.value: option for option in known})
    vouched = {option.value for option in known}
    # This side's own options first, so that the cap never drops one of them.
    ordered = sorted(merged.values(), key=lambda o: (o.value not in vouched, o.value))
    return tuple(sorted(ordered[:MAX_OPTIONS], key=lambda o: o.value))


def _pick_offered(entry: OpenParameter, value: object) -> BoundParameter | None:
    """The offered option `value` names: this side's own options first, then the peer's.

    In each group an exact value wins over a value or label that matches once
    space and case are ignored.
    """
    if not isinstance(value, str):
        return None
    wanted = _said(value)
    own = [option for option in entry.options if option.value not in entry.peer_values]
    peer = [option for option in entry.options if option.value in entry.peer_values]
    for group in (own, peer):
        for option in group:
            if option.value == value:
                return BoundParameter(parameter=entry.parameter, value=option.value)
        for option in group:
            if _said(option.label) == wanted or _said(option.value) == wanted:
                return BoundParameter(parameter=entry.parameter, value=option.value)
    return None


def _assemble(
    grounder: Grounder,
    task: str,
    outcomes: Mapping[str, Outcome],
    missing: tuple[OpenParameter, ...],
    unknown: tuple[str, ...],
) -> GroundingResult:
    names = grounder.parameter_names(task)
    parameters: dict[str, object] = {}
    ambiguous: list[OpenParameter] = []
    invalid: list[InvalidParameter] = []
    for name in names:
        outcome = outcomes.get(name)
        if isinstance(outcome, BoundParameter):
            parameters[name] = outcome.value
        elif isinstance(outcome, OpenParameter):
            ambiguous.append(outcome)
        elif isinstance(outcome, InvalidParameter):
            invalid.append(outcome)
    return GroundingResult(
        task=task,
        parameters=MappingProxyType(parameters),
        missing=missing,
        ambiguous=tuple(ambiguous),
        invalid=tuple(invalid),
        unknown=unknown,
        grounder=grounder,
    )


@dataclass(frozen=True, slots=True)
class _TaskChecks:
    names: tuple[str, ...]
    required: tuple[str, ...]
    compiled: Mapping[str, jsonschema_rs.Validator]


class Grounder:
    """Grounds values to the tasks of one Shared Context (the locked one)."""

    __slots__ = ("_context", "_ontology_parameters", "_tasks")

    def __init__(self, context: SharedContext) -> None:
        self._context = context
        ontology = context.ontology
        self._ontology_parameters = frozenset(ontology.parameters()) if ontology else frozenset()
        self._tasks: dict[str, _TaskChecks] = {}

    def __repr__(self) -> str:
        return f"Grounder({self._context!r})"

    @property
    def context(self) -> SharedContext:
        """The context grounded against."""
        return self._context

    def _checks(self, task: str) -> _TaskChecks:
        checks = self._tasks.get(task)
        if checks is None:
            try:
                definition = self._context.task(task)
            except KeyError:
                raise LocalSemanticError(
                    SNLErrorCode.UNDEFINED_CONCEPT,
                    f"{self._context.urn} defines no task {task!r}",
                ) from None
            defs = self._context.definitions
            properties: Mapping[str, Any] = definition.parameters.get("properties", {})
            compiled = {
                # allOf keeps a boolean subschema legal and `#/$defs/...` pointing at the wrapper.
                name: compile_schema({"$defs": defs, "allOf": [schema]})
                for name, schema in properties.items()
            }
            checks = _TaskChecks(
                names=tuple(properties), required=definition.required, compiled=compiled
            )
            self._tasks[task] = checks
        return checks

    def parameter_names(self, task: str) -> tuple[str, ...]:
        """The parameters of `task`, in the context's order (LocalSemanticError if no such task)."""
        return self._checks(task).names

    def is_valid(self, task: str, parameter: str, value: object) -> bool:
        """Whether `value` is a valid `parameter` of `task` as it stands."""
        compiled = self._checks(task).compiled.get(parameter)
        if compiled is None:
            return False
        try:
            return bool(compiled.is_valid(value))
        except ValueError:  # not a JSON value (a datetime, a set...)
            return False

    def options(self, task: str, parameter: str, value: str | None) -> tuple[ParameterOption, ...]:
        """The ontology's options for `parameter` given `value` (None: all); valid ones only."""
        ontology = self._context.ontology
        if ontology is None or parameter not in self._ontology_parameters:
            return ()
        return tuple(
            option
            for option in ontology.options(parameter, value)
            if self.is_valid(task, parameter, option.value)
        )

    def ground(self, task: str, values: Mapping[str, object]) -> GroundingResult:
        """Ground `values` (what was said, by parameter name) to `task`.

        A None value counts as not given. Raises `LocalSemanticError`
        (`undefined_concept`) when the context has no such task.
        """
        checks = self._checks(task)
        outcomes: dict[str, Outcome] = {
            name: self.ground_value(task, name, values[name])
            for name in checks.names
            if values.get(name) is not None
        }
        missing = tuple(
            OpenParameter(parameter=name, value=None, options=self.options(task, name, None))
            for name in checks.names
            if name in checks.required and name not in outcomes
        )
        unknown = tuple(sorted(str(key) for key in values if key not in checks.compiled))
        return _assemble(self, task, outcomes, missing, unknown)

    def ground_value(self, task: str, parameter: str, value: object) -> Outcome:
        """Ground one value of `parameter`: bound, open (ambiguous) or invalid."""
        valid = self.is_valid(task, parameter, value)
        options = self.options(task, parameter, value) if isinstance(value, str) else ()
        if valid and (not options or any(option.value == value for option in options)):
            # A list or an object is copied: the caller may change theirs after grounding.
            return BoundParameter(parameter=parameter, value=copy.deepcopy(value))
        # Either the value does not fit as said, or it fits but the ontology says it names
        # something else (a city code such as "NYC" where an airport code is wanted).
        if len(options) == 1:
            return BoundParameter(parameter=parameter, value=options[0].value)
        if options and isinstance(value, str):  # options exist only for strings
            return OpenParameter(parameter=parameter, value=value, options=options)
        return InvalidParameter(
            parameter=parameter, value=value, findings=self._findings(task, parameter, value)
        )

    def _findings(self, task: str, parameter: str, value: object) -> tuple[Finding, ...]:
        where = json_pointer(("parameters", parameter))
        try:
            self._context.validator.validate_parameters(task, {parameter: value})
        except ContentInvalidError as exc:
            own = [f for f in exc.findings if f.path == where or f.path.startswith(where + "/")]
            if own:
                return tuple(own[:MAX_FINDINGS_PER_PARAMETER])
        except ValueError:
            message = f"{type(value).__name__} is not a JSON value"
            return (Finding(code="type", path=where, message=message),)
        # Other parameters' findings crowded this one's out of the explanation: ask the
        # parameter's own compiled check instead.
        compiled = self._checks(task).compiled[parameter]
        return tuple(
            Finding(
                code="schema",
                path=where + json_pointer(error.instance_path),
                message=error.message,
            )
            for error in list(compiled.iter_errors(value))[:MAX_FINDINGS_PER_PARAMETER]
        ) or (Finding(code="schema", path=where, message="invalid"),)


@functools.lru_cache(maxsize=64)
def grounder_for(context: SharedContext) -> Grounder:
    """A shared `Grounder` for `context` (contexts are immutable and equal by digest)."""
    return Grounder(context)
