"""Delegation: a namespace handed to another authority's keys, and the metadata it signs.

`Repository.delegate` and `Repository.submit` are these functions, given the repository.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Mapping
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Final

from securesystemslib.formats import encode_canonical
from tuf.api.exceptions import UnsignedMetadataError
from tuf.api.metadata import DelegatedRole, Delegations, Key, Metadata, TargetFile, Targets

from authority.config import TOP_LEVEL_ROLES
from authority.drafts import Commit, _Draft
from authority.exceptions import (
    InvalidDelegationError,
    InvalidRequestError,
    NamespaceInUseError,
    UnknownRoleError,
    VersionOrderError,
)
from authority.targets import (
    CONTEXT_FIELDS,
    STAMP,
    ContextStatus,
    MalformedTargetError,
    PublishedContext,
    _check_status_change,
    _hashed,
    _parse_document,
    _sha256_hex,
    check_reason,
    namespace_paths,
    target_path,
    tombstone,
)
from authority.verification import signature_failure
from contexts import SharedContext
from contexts.keys import ed25519_usable
from contexts.urn import is_context_name

if TYPE_CHECKING:
    from authority.repository import Repository

MAX_VERSION: Final = 2**53
"""Metadata versions above this are refused (they must fit the store and every JSON peer)."""
MAX_VERSION_STEP: Final = 1024
"""How far one submission may move a delegated role's version: a stolen key that jumped
to `MAX_VERSION` would leave the owner no version to submit."""
EXPIRY_SLACK: Final = timedelta(days=1)
"""Beyond the authority's own validity for targets, what a delegate's expiry may add
(clocks apart, a signature made the day before)."""


def delegate(  # noqa: PLR0913 - the method's keywords, and the repository
    repo: Repository,
    namespace: str,
    *,
    role: str,
    keys: Iterable[Key],
    threshold: int,
    now: datetime,
) -> Commit:
    """Delegate a namespace (`acme` covers `acme` and `acme.*`) to another authority's keys."""
    public = _distinct_keys(keys)
    if not is_context_name(namespace):
        raise InvalidRequestError(f"{namespace!r} is not a context namespace")
    if not is_context_name(role) or role in TOP_LEVEL_ROLES or "." in role:
        raise InvalidRequestError(f"{role!r} cannot name a delegated role")
    if not public or not 1 <= threshold <= len(public):
        raise InvalidRequestError(
            "a delegation needs keys and a threshold between 1 and their number"
        )
    _check_namespace_free(repo, namespace, role)
    draft = _Draft(repo, now)
    targets = draft.targets("targets")
    if targets.delegations is None:
        targets.delegations = Delegations(keys={}, roles={})
    assert targets.delegations.roles is not None  # noqa: S101 - just created with roles
    for key in public:
        targets.delegations.keys[key.keyid] = key
    targets.delegations.roles[role] = DelegatedRole(
        name=role,
        keyids=sorted(k.keyid for k in public),
        threshold=threshold,
        terminating=True,
        paths=namespace_paths(namespace),
    )
    return draft.finish(
        "delegate",
        f"delegated namespace {namespace!r} to role {role!r} ({threshold} of {len(public)} keys)",
        {"namespace": namespace, "role": role, "keyids": sorted(k.keyid for k in public)},
    )


def _check_namespace_free(repo: Repository, namespace: str, role: str) -> None:
    if role in repo.delegations():
        raise NamespaceInUseError(f"role {role!r} exists already")
    if f"{role}.json" in repo.snapshot.signed.meta:  # clients hold its versions: never reused
        raise NamespaceInUseError(f"role {role!r} was delegated before and withdrawn: name another")
    for name, existing in repo.delegations().items():
        for path in existing.paths or ():
            other = path.split("/")[1].removesuffix(".*")
            if _overlaps(namespace, other):
                raise NamespaceInUseError(f"{namespace!r} overlaps the delegation to {name!r}")
    clash = [  # revoked ones stay revoked whoever holds the namespace (a withdrawal's)
        p
        for p in repo.contexts()
        if p.urn.in_namespace(namespace) and p.status is not ContextStatus.REVOKED
    ]
    if clash:
        raise NamespaceInUseError(f"{clash[0].urn} is already published in {namespace!r}")


def submit(
    repo: Repository, role: str, data: bytes, documents: Iterable[bytes], *, now: datetime
) -> Commit:
    """Accept metadata a delegated authority signed for its role, with its new documents."""
    delegation = repo.delegations().get(role)
    if delegation is None:
        raise UnknownRoleError(f"no delegated role {role!r}")
    md = verify_submission(repo, role, data, now=now)
    previous = repo.delegated.get(role)
    if md.signed.delegations is not None:
        raise InvalidDelegationError("a delegated role may not delegate further here")
    supplied = {_sha256_hex(doc): doc for doc in documents}
    new_documents = _check_submitted(repo, role, delegation, md.signed, previous, supplied)
    draft = _Draft(repo, now)
    draft.external[role] = (md, data)
    draft.documents.update(new_documents)
    return draft.finish(
        "submit",
        f"accepted {role} v{md.signed.version} ({len(new_documents)} new document(s))",
        {"role": role, "version": md.signed.version},
    )


def withdraw(repo: Repository, role: str, *, reason: str, now: datetime) -> Commit:
    """End a delegation: the role, its keys and its metadata go; what it published is revoked.

    The delegator's answer to a delegate key it no longer trusts. Each context the role
    published stays listed, in top-level targets, revoked with `reason` (one already
    revoked keeps its own): clients refuse it by the signed revocation list and by its
    target, and its URN is never published again. The namespace may then be delegated
    anew, or published in by the delegator.
    """
    delegation = repo.delegations().get(role)
    if delegation is None:
        raise UnknownRoleError(f"no delegated role {role!r}")
    check_reason(reason, repo.config.max_reason_length, "withdraw a delegation")
    draft = _Draft(repo, now)
    targets = draft.targets("targets")
    delegated = repo.delegated.get(role)
    revoked = []
    for path, target in sorted(delegated.signed.targets.items() if delegated else ()):
        published = PublishedContext.from_target(role, target)
        if published is None:
            continue
        if published.status is not ContextStatus.REVOKED:
            revoked.append(str(published.urn))
        targets.targets[path] = tombstone(published, target, reason, role, now)
    assert targets.delegations is not None  # noqa: S101 - the role is delegated by it
    assert targets.delegations.roles is not None  # noqa: S101 - as above
    del targets.delegations.roles[role]
    still_used = {k for other in targets.delegations.roles.values() for k in other.keyids}
    for keyid in set(delegation.keyids) - still_used:
        targets.delegations.keys.pop(keyid, None)
    if not targets.delegations.roles:
        targets.delegations = None
    draft.withdrawn.add(role)
    return draft.finish(
        "withdraw",
        f"withdrew the delegation to role {role!r}: {len(revoked)} context(s) revoked",
        {"role": role, "revoked": revoked, "reason": reason},
    )


def verify_submission(
    repo: Repository, role: str, data: bytes, *, now: datetime
) -> Metadata[Targets]:
    """`data` as targets metadata signed by a threshold of `role`'s keys, or refused.

    What a submission proves before anything else is done with it, with its version and
    expiry: a service runs it before it takes its write lock, so that a forged or
    replayed submission (anyone may send one) holds nothing that honest operations wait
    for; `submit` runs it again under the lock, against the delegation as committed.
    """
    delegation = repo.delegations().get(role)
    if delegation is None:
        raise UnknownRoleError(f"no delegated role {role!r}")
    _check_keys_usable(repo, role, delegation.keyids)
    try:
        md = Metadata[Targets].from_bytes(data)
    except Exception as exc:  # tuf raises DeserializationError and ValueErrors alike
        raise InvalidDelegationError(f"not TUF targets metadata: {exc}") from exc
    if md.signed.type != "targets":
        raise InvalidDelegationError(f"{role} metadata must be targets metadata")
    try:
        repo.targets.signed.verify_delegate(role, md.signed_bytes, md.signatures)
    except UnsignedMetadataError as exc:
        code = signature_failure(repo.targets.signed, role, md)
        raise InvalidDelegationError(f"{role} metadata does not verify ({code}): {exc}") from exc
    _check_version_and_expiry(repo, role, md.signed, repo.delegated.get(role), now)
    return md


def _check_keys_usable(repo: Repository, role: str, keyids: Iterable[str]) -> None:
    """`InvalidDelegationError` if a key of `role` is one no one can hold (small order).

    Delegations are refused such keys since they were found; one stored before then is
    refused here, at each submission: under it, one fixed signature verifies anything.
    """
    delegations = repo.targets.signed.delegations
    keys = delegations.keys if delegations is not None else {}
    for keyid in keyids:
        key = keys.get(keyid)
        public = key.keyval.get("public") if key is not None else None
        try:
            raw = bytes.fromhex(public) if isinstance(public, str) else b""
        except ValueError:
            raw = b""
        if not ed25519_usable(raw):
            raise InvalidDelegationError(
                f"{role}'s key {keyid[:16]}... is one no one can hold: the delegation must "
                "be withdrawn and made anew"
            )


def _check_version_and_expiry(
    repo: Repository, role: str, signed: Targets, previous: Metadata[Targets] | None, now: datetime
) -> None:
    """A submission's version moves forward by a bounded step; it expires in bounded time."""
    if signed.version > MAX_VERSION:
        raise InvalidDelegationError(f"version {signed.version} is above {MAX_VERSION}")
    if previous is not None and signed.version <= previous.signed.version:
        raise VersionOrderError(
            f"{role} v{signed.version} is not newer than v{previous.signed.version}"
        )
    last = previous.signed.version if previous is not None else 0
    if signed.version > last + MAX_VERSION_STEP:
        raise InvalidDelegationError(
            f"{role} v{signed.version} jumps more than {MAX_VERSION_STEP} versions past "
            f"v{last} (a version near the limit would leave no later one to submit)"
        )
    if signed.is_expired(now):
        raise InvalidDelegationError(f"{role} metadata expired at {signed.expires}")
    latest = now + repo.config.max_delegated_validity + EXPIRY_SLACK
    if signed.expires > latest:
        raise InvalidDelegationError(
            f"{role} metadata expires {signed.expires:%Y-%m-%d}, after {latest:%Y-%m-%d}: "
            f"at most {repo.config.max_delegated_validity.days} days from now"
        )


def _check_submitted(  # noqa: PLR0913, PLR0917 - the method's arguments, and the repository
    repo: Repository,
    role: str,
    delegation: DelegatedRole,
    signed: Targets,
    previous: Metadata[Targets] | None,
    supplied: Mapping[str, bytes],
) -> dict[str, bytes]:
    """Check every target of submitted delegated metadata; return the new documents."""
    before = previous.signed.targets if previous is not None else {}
    missing = sorted(set(before) - set(signed.targets))
    if missing:
        raise InvalidDelegationError(f"{missing[0]} was removed; revoke it instead")
    existing = repo.contexts()
    new_documents: dict[str, bytes] = {}

    def documents(path: str) -> bytes | None:
        return new_documents.get(path) or repo.documents(path)

    try:
        parsed = [(t, PublishedContext.from_target(role, t)) for t in signed.targets.values()]
    except MalformedTargetError as exc:
        raise InvalidDelegationError(str(exc)) from exc
    for target, published in sorted(parsed, key=lambda pair: pair[0].path):
        if not delegation.is_delegated_path(target.path):
            raise InvalidDelegationError(
                f"{target.path} lies outside the namespace delegated to {role}"
            )
        if published is None or target_path(published.urn) != target.path:
            raise InvalidDelegationError(f"{target.path} is not a context target")
        _check_fields(target, published, repo.config.max_reason_length)
        old = before.get(target.path)
        if old is not None:
            _check_status_change(old, target, published)
            continue
        new_documents[_hashed(target)] = _new_document(repo, target, published, supplied)
    for target, published in sorted(
        ((t, p) for t, p in parsed if p is not None and t.path not in before),
        key=lambda pair: pair[1].urn if pair[1] else pair[0].path,
    ):
        assert published is not None  # noqa: S101 - filtered just above
        context = SharedContext.from_bytes(new_documents[_hashed(target)])
        repo._check_new_version(context, existing, documents)  # noqa: SLF001 - publish's check
        existing.append(published)
    return new_documents


def _check_fields(target: TargetFile, published: PublishedContext, limit: int) -> None:
    """A delegate's context target holds the members of section 11.2 and nothing else.

    What it carries beside them would be served to every client of the namespace, and
    kept by a withdrawal; a reason is a sentence, as the delegator's own.
    """
    extra = sorted(set(target.custom) - CONTEXT_FIELDS)
    other = sorted(set(target.unrecognized_fields) - {"custom"})
    if extra or other:
        raise InvalidDelegationError(
            f"{target.path}: unknown members {', '.join([*extra, *other])[:200]}"
        )
    if not STAMP.fullmatch(published.published_at):
        raise InvalidDelegationError(f"{published.urn}: published_at is no RFC 3339 time")
    for status in ("deprecated", "revoked"):
        record = target.custom.get(status)
        if record is not None and (
            not isinstance(record, dict)
            or set(record) - {"reason", "at"}
            or len(str(record.get("reason", ""))) > limit
            or not STAMP.fullmatch(str(record.get("at", "")))
        ):
            raise InvalidDelegationError(
                f"{published.urn}: the {status} record is {{'reason', 'at'}}, the reason at "
                f"most {limit} characters, `at` an RFC 3339 time"
            )


def _new_document(
    repo: Repository, target: TargetFile, published: PublishedContext, supplied: Mapping[str, bytes]
) -> bytes:
    """The supplied document of a new delegated target, checked against the target."""
    if published.status is not ContextStatus.ACTIVE:
        raise InvalidDelegationError(f"{published.urn} is new, so it must be active")
    data = supplied.get(target.hashes.get("sha256", ""))
    if data is None:
        raise InvalidDelegationError(f"{target.path}: its document was not supplied")
    context = _parse_document(data, repo.config.max_document_bytes)
    declared = context.minimum_secure_version
    if (
        context.urn != published.urn
        or context.digest != published.digest
        or len(data) != target.length
        or published.minimum_secure_version != (str(declared) if declared else None)
    ):
        raise InvalidDelegationError(
            f"{target.path}: the supplied document does not match its target"
        )
    return data


def key_id(key: Key) -> str:
    """The TUF key id of a public key: SHA-256 of its canonical JSON."""
    canonical = encode_canonical(key.to_dict()) or ""
    return hashlib.sha256(canonical.encode()).hexdigest()


_ED25519_PUBLIC: Final = re.compile(r"[0-9a-f]{64}")
"""An Ed25519 public key as TUF writes it: 32 bytes, lowercase hex, nothing else."""


def _distinct_keys(keys: Iterable[Key]) -> list[Key]:
    """Ed25519 keys whose ids are their own and whose public values differ.

    Otherwise one key listed under two ids would count twice toward a threshold:
    and the same key has many spellings for a verifier that reads hex loosely
    (`bytes.fromhex` takes upper case and spaces), so only the one canonical
    spelling is taken, and keys are told apart by their bytes.
    """
    found: list[Key] = []
    seen: set[bytes] = set()
    for key in keys:
        public = key.keyval.get("public")
        if (
            key.keytype != "ed25519"
            or key.scheme != "ed25519"
            or set(key.keyval) != {"public"}
            or not isinstance(public, str)
            or not _ED25519_PUBLIC.fullmatch(public)
        ):
            raise InvalidRequestError(
                f"key {key.keyid[:16]}...: a delegation key is Ed25519, its public value "
                "64 lowercase hex digits"
            )
        if key.keyid != key_id(key):
            raise InvalidRequestError(f"key id {key.keyid[:16]}... is not the id of its key")
        raw = bytes.fromhex(public)
        if not ed25519_usable(raw):  # under it, one fixed signature verifies every message
            raise InvalidRequestError(
                f"key {key.keyid[:16]}...: an Ed25519 key no one can hold (a point of small order)"
            )
        if raw in seen:
            raise InvalidRequestError("the same public key is listed twice")
        seen.add(raw)
        found.append(key)
    return found


def _overlaps(one: str, other: str) -> bool:
    return one == other or one.startswith(other + ".") or other.startswith(one + ".")


__all__ = [
    "MAX_VERSION",
    "MAX_VERSION_STEP",
    "delegate",
    "key_id",
    "submit",
    "verify_submission",
    "withdraw",
]
