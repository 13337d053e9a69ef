"""The selection rule: which Shared Context two agents lock.

Rule (spec section 12.8): among the context names in the initiator's order
of preference, the first name that has a usable common version wins; its
highest common version is chosen. A version is usable when both sides hold
it with the same digest, it is at or above both sides' minimum for its name,
neither side knows it revoked, and its authority is trusted by both.

A side's minimum for a name is never below the minimum secure version its
own documents of that name declare (`secure_minimums`): a version that its
context family declares insecure is below the floor on every path.

Both sides run the same function: the responder to choose, the initiator to
check the responder's choice against the responder's own signed list, so
that a stripped offer or a lower pick is detected as a downgrade.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from contexts.urn import ContextURN, ContextVersion
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode


class DeclaresMinimum(Protocol):
    """A context document as far as minimum secure versions go (`SharedContext` is one)."""

    @property
    def name(self) -> str:
        """The context's name."""
        ...

    @property
    def minimum_secure_version(self) -> ContextVersion | None:
        """The lowest version of this name its authors consider secure, if declared."""
        ...


def secure_minimums(
    configured: Mapping[str, ContextVersion],
    documents: Iterable[DeclaresMinimum],
    declared: Iterable[tuple[str, ContextVersion]] = (),
) -> dict[str, ContextVersion]:
    """The minimum per context name: the configured one raised to every declared minimum.

    `documents` are the versions a side holds; each may declare the minimum
    secure version of its name, and `declared` adds (name, version) pairs
    learnt beside the documents (an authority's metadata). The highest wins:
    a floor only rises, whichever document declared it (a newer version
    cannot rehabilitate a version an older document called insecure, and a
    revoked document still counts: revocation withdraws a document, it does
    not vouch for older ones). One number per name, so it travels in
    `minimums` and both sides run the rule on the same floors.
    """
    floors = dict(configured)
    pairs = [(d.name, d.minimum_secure_version) for d in documents]
    for name, version in (*pairs, *declared):
        if version is not None and (name not in floors or floors[name] < version):
            floors[name] = version
    return floors


@dataclass(frozen=True, slots=True, kw_only=True)
class Offer:
    """One context version a side supports, as it appears in HELLO and SELECT."""

    urn: ContextURN
    """The context."""
    digest: str
    """`sha256:<hex>` of its canonical bytes."""
    authority: str
    """The id of the authority that signed it."""

    def as_json(self) -> dict[str, str]:
        """The wire form."""
        return {"urn": str(self.urn), "digest": self.digest, "authority": self.authority}


@dataclass(frozen=True, slots=True, kw_only=True)
class Preferences:
    """What one side supports and accepts."""

    offers: tuple[Offer, ...]
    """Supported versions, most preferred name first."""
    minimums: Mapping[str, ContextVersion]
    """Lowest acceptable version per context name."""
    authorities: frozenset[str]
    """Authorities this side trusts."""
    revoked: frozenset[tuple[str, str]] = frozenset()
    """(URN, digest) pairs this side knows revoked."""


def select(initiator: Preferences, responder: Preferences) -> Offer:
    """The offer both sides should lock; `RemoteSemanticError` with the most specific reason."""
    theirs: dict[ContextURN, Offer] = {offer.urn: offer for offer in responder.offers}
    trusted = initiator.authorities & responder.authorities
    revoked = initiator.revoked | responder.revoked
    reasons: set[SNLErrorCode] = set()
    for name in _names_in_order(initiator.offers):
        floor = max(
            (m for m in (initiator.minimums.get(name), responder.minimums.get(name)) if m),
            default=None,
        )
        usable: list[Offer] = []
        for offer in (o for o in initiator.offers if o.urn.name == name):
            other = theirs.get(offer.urn)
            if other is None:
                continue
            if other.digest != offer.digest:
                reasons.add(SNLErrorCode.DIGEST_MISMATCH)
            elif floor is not None and offer.urn.version < floor:
                reasons.add(SNLErrorCode.BELOW_MINIMUM_VERSION)
            elif (str(offer.urn), offer.digest) in revoked:
                reasons.add(SNLErrorCode.REVOKED_CONTEXT)
            elif offer.authority not in trusted or other.authority != offer.authority:
                reasons.add(SNLErrorCode.UNKNOWN_AUTHORITY)
            else:
                usable.append(offer)
        if usable:
            return max(usable, key=lambda o: o.urn.version)
    raise _no_choice(reasons)


_REASON_ORDER = (
    SNLErrorCode.BELOW_MINIMUM_VERSION,
    SNLErrorCode.REVOKED_CONTEXT,
    SNLErrorCode.UNKNOWN_AUTHORITY,
    SNLErrorCode.DIGEST_MISMATCH,
)
_REASON_TEXT = {
    SNLErrorCode.BELOW_MINIMUM_VERSION: "every common version is below a minimum version",
    SNLErrorCode.REVOKED_CONTEXT: "every common version is revoked",
    SNLErrorCode.UNKNOWN_AUTHORITY: "no common version comes from an authority both trust",
    SNLErrorCode.DIGEST_MISMATCH: "the common versions have different digests on each side",
}


def _no_choice(reasons: set[SNLErrorCode]) -> RemoteSemanticError:
    for code in _REASON_ORDER:
        if code in reasons:
            return RemoteSemanticError(code, _REASON_TEXT[code])
    return RemoteSemanticError(SNLErrorCode.NO_COMMON_CONTEXT, "no context version in common")


def _names_in_order(offers: Sequence[Offer]) -> list[str]:
    seen: dict[str, None] = {}
    for offer in offers:
        seen.setdefault(offer.urn.name, None)
    return list(seen)


def parse_offers(value: object, *, limit: int) -> tuple[Offer, ...]:
    """Offers from their wire form; `RemoteSemanticError(invalid_handshake)` if malformed."""
    if not isinstance(value, list) or not value or len(value) > limit:
        raise _invalid(f"offers must be a list of 1 to {limit} entries")
    offers = []
    for entry in value:
        if not isinstance(entry, dict) or set(entry) != {"urn", "digest", "authority"}:
            raise _invalid("each offer is {urn, digest, authority}")
        urn, digest, authority = entry["urn"], entry["digest"], entry["authority"]
        try:
            parsed = ContextURN.parse(urn)
        except ValueError as exc:
            raise _invalid(f"offer URN: {exc}") from exc
        if not _is_digest(digest) or not _is_authority(authority):
            raise _invalid("an offer's digest or authority is malformed")
        offers.append(Offer(urn=parsed, digest=digest, authority=authority))
    if len({o.urn for o in offers}) != len(offers):
        raise _invalid("an offer lists the same URN twice")
    return tuple(offers)


def parse_minimums(value: object, *, limit: int) -> dict[str, ContextVersion]:
    """Minimum versions per name from their wire form `{name: "v<M>.<m>"}`."""
    if not isinstance(value, dict) or len(value) > limit:
        raise _invalid(f"minimums must be an object of at most {limit} entries")
    minimums = {}
    for name, version in value.items():
        try:
            minimums[ContextURN.of(name, "v0.0").name] = ContextVersion.parse(version)
        except ValueError as exc:
            raise _invalid(f"minimum for {name!r}: {exc}") from exc
    return minimums


def parse_authorities(value: object, *, limit: int) -> frozenset[str]:
    """Trusted authority ids from their wire form (a list of strings)."""
    if not isinstance(value, list) or len(value) > limit:
        raise _invalid(f"authorities must be a list of at most {limit} ids")
    if not all(_is_authority(a) for a in value):
        raise _invalid("an authority id is malformed")
    return frozenset(value)


def parse_revoked(value: object, *, limit: int) -> frozenset[tuple[str, str]]:
    """Known-revoked versions from their wire form `[{urn, digest}]`."""
    if not isinstance(value, list) or len(value) > limit:
        raise _invalid(f"revoked must be a list of at most {limit} entries")
    pairs = set()
    for entry in value:
        if not isinstance(entry, dict) or set(entry) != {"urn", "digest"}:
            raise _invalid("each revoked entry is {urn, digest}")
        try:
            urn = str(ContextURN.parse(entry["urn"]))
        except ValueError as exc:
            raise _invalid(f"revoked URN: {exc}") from exc
        if not _is_digest(entry["digest"]):
            raise _invalid("a revoked entry's digest is malformed")
        pairs.add((urn, str(entry["digest"])))
    return frozenset(pairs)


def revoked_json(revoked: Iterable[tuple[str, str]]) -> list[dict[str, str]]:
    """The wire form of known-revoked versions."""
    return [{"urn": urn, "digest": digest} for urn, digest in sorted(revoked)]


def minimums_json(minimums: Mapping[str, ContextVersion]) -> dict[str, str]:
    """The wire form of minimum versions."""
    return {name: str(version) for name, version in sorted(minimums.items())}


def offers_json(offers: Iterable[Offer]) -> list[dict[str, str]]:
    """The wire form of offers."""
    return [offer.as_json() for offer in offers]


def _is_digest(value: object) -> bool:
    from contexts.canonical import is_digest  # noqa: PLC0415 - a leaf helper

    return is_digest(value)


def _is_authority(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= 200 and value.isprintable()


def _invalid(message: str) -> RemoteSemanticError:
    return RemoteSemanticError(SNLErrorCode.INVALID_HANDSHAKE, message)
