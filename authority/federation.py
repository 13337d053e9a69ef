"""Federation: signing for a delegated namespace, and trusting several authorities at once.

Two halves. `DelegatedNamespace` is the delegate's side of a delegation: an
authority that was given a namespace (`acme` covers `acme` and `acme.*`) by
another authority's targets role signs its own targets metadata for that
role with its own keys, and submits it with the new documents
(`Repository.submit`, or `PUT /v1/admin/delegations/{role}`). `TrustMap` is
the client's side of mutual recognition: which authority is trusted for
which namespace, so that a context is fetched from, and verified against,
only the authority trusted for its name.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final

from securesystemslib.signer import CryptoSigner
from tuf.api.metadata import Metadata, Targets
from tuf.api.serialization.json import JSONSerializer

from authority.client import AuthorityClient, VerifiedContext
from authority.exceptions import (
    InvalidRequestError,
    UnknownAuthorityError,
    UntrustedNamespaceError,
)
from authority.repository import ContextStatus, context_target, mark, target_path
from contexts import SharedContext
from contexts.urn import ContextURN, is_context_name

ANY_NAMESPACE: Final = "*"
"""Trust an authority for every name (the usual setting for a single authority)."""


class DelegatedNamespace:
    """The delegate's side: signs targets metadata for the role it was delegated."""

    def __init__(
        self,
        role: str,
        signers: Iterable[CryptoSigner],
        *,
        previous: bytes | None = None,
        validity: timedelta = timedelta(days=90),
    ) -> None:
        """Sign for `role`; `previous` is the last metadata this delegate submitted, if any."""
        self.role = role
        self.signers = list(signers)
        if not self.signers:
            raise InvalidRequestError("a delegate needs at least one signer")
        self.validity = validity
        self._metadata: Metadata[Targets] = (
            Metadata[Targets].from_bytes(previous) if previous is not None else Metadata(Targets())
        )
        self._signed_once = previous is not None
        self._pending: list[bytes] = []

    def add(self, context: SharedContext, *, now: datetime) -> None:
        """Add a new context version to the next submission."""
        target = context_target(context, now)
        if target.path in self._metadata.signed.targets:
            raise InvalidRequestError(f"{context.urn} is already in {self.role}")
        self._metadata.signed.targets[target.path] = target
        self._pending.append(context.canonical)

    def change_status(self, urn: str, status: ContextStatus, reason: str, *, now: datetime) -> None:
        """Deprecate or revoke one of this namespace's contexts in the next submission."""
        path = target_path(ContextURN.parse(urn))
        target = self._metadata.signed.targets.get(path)
        if target is None:
            raise InvalidRequestError(f"{urn} is not in {self.role}")
        mark(target, status, reason, now)

    def sign(self, *, now: datetime) -> tuple[bytes, list[bytes]]:
        """The next signed metadata (version + 1) and the documents it adds."""
        signed = self._metadata.signed
        if self._signed_once:
            signed.version += 1
        self._signed_once = True
        signed.expires = (now + self.validity).replace(microsecond=0)
        self._metadata.signatures.clear()
        for signer in self.signers:
            self._metadata.sign(signer, append=True)
        data = self._metadata.to_bytes(JSONSerializer(compact=True))
        documents, self._pending = self._pending, []
        return data, documents


@dataclass(frozen=True, slots=True)
class _Trusted:
    namespace: str
    client: AuthorityClient


class TrustMap:
    """Which authority is trusted for which namespace (mutual recognition)."""

    def __init__(self) -> None:
        self._entries: list[_Trusted] = []

    def trust(self, client: AuthorityClient, namespaces: Iterable[str] = (ANY_NAMESPACE,)) -> None:
        """Trust `client`'s authority for `namespaces` (`*` for every name)."""
        for entry in self._entries:
            if entry.client is not client and entry.client.authority_id == client.authority_id:
                raise InvalidRequestError(
                    f"another authority already calls itself {client.authority_id!r}: ids "
                    "must be unique, or a context verified by one could pass as the other's"
                )
        for namespace in namespaces:
            if namespace != ANY_NAMESPACE and not is_context_name(namespace):
                raise InvalidRequestError(f"{namespace!r} is not a namespace")
            for entry in self._entries:
                if entry.namespace == namespace and entry.client is not client:
                    raise InvalidRequestError(
                        f"{namespace!r} is already trusted to {entry.client.authority_id}: one "
                        "authority per namespace, so that a name always means one document"
                    )
            self._entries.append(_Trusted(namespace, client))

    @property
    def authorities(self) -> tuple[str, ...]:
        """The ids of every trusted authority."""
        return tuple(sorted({entry.client.authority_id for entry in self._entries}))

    def namespaces(self, authority_id: str) -> tuple[str, ...]:
        """The namespaces `authority_id` is trusted for."""
        return tuple(
            sorted(e.namespace for e in self._entries if e.client.authority_id == authority_id)
        )

    def authority_for(self, urn: str | ContextURN) -> AuthorityClient:
        """The authority trusted for `urn`'s name: the most specific namespace wins."""
        key = ContextURN.parse(urn) if isinstance(urn, str) else urn
        best: _Trusted | None = None
        for entry in self._entries:
            covers = entry.namespace == ANY_NAMESPACE or key.in_namespace(entry.namespace)
            if covers and (
                best is None or _specificity(entry.namespace) > _specificity(best.namespace)
            ):
                best = entry
        if best is None:
            raise UntrustedNamespaceError(f"no trusted authority covers {key.name!r}")
        return best.client

    def is_trusted(self, authority_id: str, urn: str | ContextURN) -> bool:
        """Whether `authority_id` is the authority trusted for `urn`."""
        if authority_id not in self.authorities:
            return False
        try:
            return self.authority_for(urn).authority_id == authority_id
        except UntrustedNamespaceError:
            return False

    def check(self, authority_id: str, urn: str | ContextURN) -> None:
        """Raise `UnknownAuthorityError` or `UntrustedNamespaceError` unless trusted for `urn`."""
        if authority_id not in self.authorities:
            raise UnknownAuthorityError(f"{authority_id!r} is not a trusted authority")
        if not self.is_trusted(authority_id, urn):
            raise UntrustedNamespaceError(
                f"{authority_id!r} is trusted, but not for {ContextURN.parse(str(urn)).name!r}"
            )

    def fetch(self, urn: str | ContextURN, *, now: float) -> VerifiedContext:
        """Fetch and verify `urn` from the authority trusted for it."""
        return self.authority_for(urn).fetch(urn, now=now)


def _specificity(namespace: str) -> int:
    return -1 if namespace == ANY_NAMESPACE else namespace.count(".") + 1
