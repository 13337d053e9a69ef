"""The vocabulary an endpoint speaks: registered performatives and interaction protocols."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from l8_comm.performatives import (
    BUILTIN_PERFORMATIVES,
    PERFORMATIVE_NAME,
    Category,
    PerformativeSpec,
)
from l8_comm.protocols import BUILTIN_PROTOCOLS, NOTICE, InteractionProtocol


class Registry:
    """Performatives and protocols by name. The default one is frozen; `copy()` to extend it."""

    __slots__ = (
        "_frozen",
        "_openers",
        "_performatives",
        "_protocols",
        "performative_names",
        "protocol_names",
    )

    def __init__(
        self,
        performatives: Iterable[PerformativeSpec] = (),
        protocols: Iterable[InteractionProtocol] = (),
    ) -> None:
        self._performatives: dict[str, PerformativeSpec] = {}
        self._protocols: dict[str, InteractionProtocol] = {}
        self.performative_names: frozenset[str] = frozenset()
        """Every registered performative name (read on the hot path)."""
        self.protocol_names: frozenset[str] = frozenset()
        """Every registered protocol name (read on the hot path)."""
        self._frozen = False
        self._openers: dict[str, str] | None = None
        for spec in performatives:
            self.register_performative(spec.name, spec.category, spec.description)
        for protocol in protocols:
            self.register_protocol(protocol)

    @classmethod
    def default(cls) -> Registry:
        """A new registry with the built-in performatives and protocols."""
        return cls(BUILTIN_PERFORMATIVES, BUILTIN_PROTOCOLS)

    def copy(self) -> Registry:
        """An unfrozen copy, to register more."""
        return Registry(self._performatives.values(), self._protocols.values())

    def freeze(self) -> Registry:
        """Forbid further registrations; return self."""
        self._frozen = True
        return self

    def _check_writable(self) -> None:
        if self._frozen:
            msg = "this registry is frozen; register on a copy() of it"
            raise RuntimeError(msg)

    def register_performative(
        self, name: str, category: Category, description: str
    ) -> PerformativeSpec:
        """Add a performative; its name must be new and upper case."""
        self._check_writable()
        if not PERFORMATIVE_NAME.fullmatch(name):
            msg = f"performative name {name!r} must match {PERFORMATIVE_NAME.pattern}"
            raise ValueError(msg)
        if name in self._performatives:
            msg = f"performative {name} is already registered"
            raise ValueError(msg)
        spec = PerformativeSpec(name=name, category=Category(category), description=description)
        self._performatives[name] = spec
        self.performative_names = frozenset(self._performatives)
        return spec

    def register_protocol(self, protocol: InteractionProtocol) -> None:
        """Add an interaction protocol; every performative it uses must be registered."""
        self._check_writable()
        if protocol.name in self._protocols:
            msg = f"protocol {protocol.name} is already registered"
            raise ValueError(msg)
        unknown = protocol.performatives - self.performative_names
        if unknown:
            msg = f"protocol {protocol.name} uses unregistered performatives {sorted(unknown)}"
            raise ValueError(msg)
        self._protocols[protocol.name] = protocol
        self.protocol_names = frozenset(self._protocols)
        self._openers = None

    def performative(self, name: str) -> PerformativeSpec:
        """The spec of a registered performative; KeyError otherwise."""
        return self._performatives[name]

    def protocol(self, name: str) -> InteractionProtocol:
        """A registered protocol; KeyError otherwise."""
        return self._protocols[name]

    def performatives(self, category: Category | None = None) -> tuple[PerformativeSpec, ...]:
        """Registered performatives, optionally of one category, in registration order."""
        return tuple(
            s for s in self._performatives.values() if category is None or s.category == category
        )

    def protocols(self) -> tuple[InteractionProtocol, ...]:
        """Registered protocols in registration order."""
        return tuple(self._protocols.values())

    def unique_openers(self) -> dict[str, str]:
        """Performative -> the one protocol it can open implicitly.

        Protocols opened only explicitly (`explicit`), and the notice protocol, open
        nothing; a performative that several protocols open maps to none. Worked out
        once per registry (every endpoint asks); the caller must not change it.
        """
        if self._openers is None:
            owners: dict[str, list[str]] = {}
            for protocol in self._protocols.values():
                if protocol.name == NOTICE.name or protocol.explicit:
                    continue
                for performative in protocol.openers:
                    owners.setdefault(performative, []).append(protocol.name)
            self._openers = {p: names[0] for p, names in owners.items() if len(names) == 1}
        return self._openers


DEFAULT_REGISTRY: Final = Registry.default().freeze()
"""The built-in vocabulary, frozen."""
