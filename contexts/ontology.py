"""A context's ontology: relations between concepts and the options of a parameter.

The ontology is RDF written in Turtle and read with rdflib. It answers the
question clarification asks ("which values could `origin_code` = "New York"
mean?") deterministically, with no model involved. The vocabulary
(`urn:ioa:vocab#`, prefix `ioa:`) is small:

- `ioa:Parameter`: a task parameter, named by `ioa:name`;
- `ioa:valueClass`: the class whose instances are the parameter's legal values;
- `ioa:optionsVia`: the property that leads from a named thing (a city) to
  candidate values (its airports);
- `ioa:code`: the literal to put into the parameter (`"JFK"`);
- `rdfs:label`, `skos:altLabel`: the names a thing is known by.

A concept node also carries `ioa:name`, so relations between concepts
(`ioa:refines`, `ioa:partOf`, any property) can be listed by name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from rdflib import RDF, RDFS, SKOS, Graph, Literal, Namespace
from rdflib.term import Node

from contexts.exceptions import OntologyError

IOA: Final = Namespace("urn:ioa:vocab#")
"""The ioa ontology vocabulary."""
MAX_OPTIONS: Final = 64
"""At most this many options are offered for one value: a clarification, not a dump."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ParameterOption:
    """One value a parameter could take, with the name people know it by."""

    value: str
    """What to put into the parameter (`"JFK"`)."""
    label: str
    """A readable name (`"John F. Kennedy International"`)."""

    def as_dict(self) -> dict[str, str]:
        """The JSON form used in `parameter_options` content."""
        return {"value": self.value, "label": self.label}


@dataclass(frozen=True, slots=True, kw_only=True)
class Relation:
    """A relation from one named concept to another."""

    relation: str
    """The property's local name (`refines`)."""
    target: str
    """The related concept's name."""


def _local_name(node: Node) -> str:
    text = str(node)
    for separator in ("#", "/", ":"):
        if separator in text:
            text = text.rsplit(separator, 1)[1]
    return text


class Ontology:
    """A parsed ontology; answers option and relation queries."""

    __slots__ = ("_graph",)

    def __init__(self, turtle: str) -> None:
        graph = Graph()
        try:
            graph.parse(data=turtle, format="turtle")
        except Exception as exc:  # rdflib raises SyntaxError subclasses and others: all mean "bad"
            first_line = (
                str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            )
            raise OntologyError(f"the ontology is not valid Turtle: {first_line}") from exc
        self._graph = graph

    def __len__(self) -> int:
        return len(self._graph)

    @property
    def graph(self) -> Graph:
        """The rdflib graph, for queries this class does not offer (do not modify it)."""
        return self._graph

    def _named(self, name: str) -> list[Node]:
        return sorted(self._graph.subjects(IOA.name, Literal(name)), key=str)

    def parameters(self) -> set[str]:
        """The names of the parameters the ontology gives options for."""
        return {
            str(name)
            for node in self._graph.subjects(RDF.type, IOA.Parameter)
            for name in self._graph.objects(node, IOA.name)
        }

    def _option(self, node: Node) -> ParameterOption | None:
        code = self._graph.value(node, IOA.code)
        if code is None:
            return None
        label = self._graph.value(node, RDFS.label)
        return ParameterOption(
            value=str(code), label=str(label) if label is not None else str(code)
        )

    def _known_as(self, value: str) -> list[Node]:
        wanted = value.strip().casefold()
        return sorted(
            {
                subject
                for predicate in (RDFS.label, SKOS.altLabel, IOA.code)
                for subject, obj in self._graph.subject_objects(predicate)
                if isinstance(obj, Literal) and str(obj).strip().casefold() == wanted
            },
            key=str,
        )

    def options(self, parameter: str, value: str | None = None) -> tuple[ParameterOption, ...]:
        """The values `parameter` could take given what the user said (`value`).

        With no value (a missing parameter), every instance of the
        parameter's value class. With a value, the instances it names
        directly (a code or a label) and those reachable from it through
        `ioa:optionsVia` (a city's airports). Sorted by value; empty when the
        ontology knows nothing about the parameter or the value.
        """
        found: dict[str, ParameterOption] = {}
        for param in self._named(parameter):
            if (param, RDF.type, IOA.Parameter) not in self._graph:
                continue
            value_class = self._graph.value(param, IOA.valueClass)
            via = list(self._graph.objects(param, IOA.optionsVia))
            if value is None:
                candidates = (
                    list(self._graph.subjects(RDF.type, value_class)) if value_class else []
                )
            else:
                candidates = []
                for thing in self._known_as(value):
                    if value_class is None or (thing, RDF.type, value_class) in self._graph:
                        candidates.append(thing)
                    for prop in via:
                        candidates.extend(self._graph.objects(thing, prop))
            for candidate in candidates:
                option = self._option(candidate)
                if option is not None:
                    found.setdefault(option.value, option)
        return tuple(found[key] for key in sorted(found))[:MAX_OPTIONS]

    def related(self, concept: str) -> tuple[Relation, ...]:
        """Relations from the concept named `concept` to other named concepts."""
        relations = {
            Relation(relation=_local_name(predicate), target=str(name))
            for node in self._named(concept)
            for predicate, target in self._graph.predicate_objects(node)
            if predicate != IOA.name
            for name in self._graph.objects(target, IOA.name)
        }
        return tuple(sorted(relations, key=lambda r: (r.relation, r.target)))
