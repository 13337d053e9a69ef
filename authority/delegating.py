"""Delegation: a namespace handed to another authority's keys, and the metadata it signs.

`Repository.delegate` and `Repository.submit` are these functions, given the repository.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from datetime import datetime
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
    ContextStatus,
    MalformedTargetError,
    PublishedContext,
    _check_status_change,
    _hashed,
    _parse_document,
    _sha256_hex,
    namespace_paths,
    target_path,
)
from authority.verification import signature_failure
from contexts import SharedContext
from contexts.urn import is_context_name

if TYPE_CHECKING:
    from authority.repository import Repository

MAX_VERSION: Final = 2**53
"""Metadata versions above this are refused (they must fit the store and every JSON peer)."""


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
    for name, existing in repo.delegations().items():
        for path in existing.paths or ():
            other = path.split("/")[1].removesuffix(".*")
            if _overlaps(namespace, other):
                raise NamespaceInUseError(f"{namespace!r} overlaps the delegation to {name!r}")
    clash = [p for p in repo.contexts() if p.urn.in_namespace(namespace)]
    if clash:
        raise NamespaceInUseError(f"{clash[0].urn} is already published in {namespace!r}")


def submit(
    repo: Repository, role: str, data: bytes, documents: Iterable[bytes], *, now: datetime
) -> Commit:
    """Accept metadata a delegated authority signed for its role, with its new documents."""
    delegation = repo.delegations().get(role)
    if delegation is None:
        raise UnknownRoleError(f"no delegated role {role!r}")
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
    previous = repo.delegated.get(role)
    if md.signed.version > MAX_VERSION:
        raise InvalidDelegationError(f"version {md.signed.version} is above {MAX_VERSION}")
    if previous is not None and md.signed.version <= previous.signed.version:
        raise VersionOrderError(
            f"{role} v{md.signed.version} is not newer than v{previous.signed.version}"
        )
    if md.signed.is_expired(now):
        raise InvalidDelegationError(f"{role} metadata expired at {md.signed.expires}")
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


def _distinct_keys(keys: Iterable[Key]) -> list[Key]:
    """Keys whose ids are their own and whose public values differ.

    Otherwise one key listed under two ids would count twice toward a threshold.
    """
    found: list[Key] = []
    seen: set[str] = set()
    for key in keys:
        if key.keyid != key_id(key):
            raise InvalidRequestError(f"key id {key.keyid[:16]}... is not the id of its key")
        public = str(key.keyval.get("public"))
        if public in seen:
            raise InvalidRequestError("the same public key is listed twice")
        seen.add(public)
        found.append(key)
    return found


def _overlaps(one: str, other: str) -> bool:
    return one == other or one.startswith(other + ".") or other.startswith(one + ".")


__all__ = ["MAX_VERSION", "delegate", "key_id", "submit"]
