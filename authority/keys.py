"""Signing keys of a repository: Ed25519, held per role.

A `KeyRing` maps each role to the signers the repository holds for it. The
repository signs every role with every key it holds for that role; the
threshold in root says how many of them a client needs. Private keys are
serialised as unencrypted PKCS#8 PEM for the store (the SQLite file is
created 0600); an operator who keeps root keys offline simply does not
load them, and root operations then fail with a clear error.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from securesystemslib.signer import CryptoSigner, SSlibKey
from tuf.api.metadata import Key


@dataclass(frozen=True, slots=True, kw_only=True)
class HeldKey:
    """A private key the repository holds, with the role it signs."""

    role: str
    """The role this key signs (`root`, `targets`, a delegated role name...)."""
    signer: CryptoSigner
    """The signer (public key at `signer.public_key`)."""

    @property
    def keyid(self) -> str:
        """The TUF key id (SHA-256 of the canonical public key)."""
        return str(self.signer.public_key.keyid)

    @property
    def public(self) -> Key:
        """The public key, as it appears in root or delegations."""
        return self.signer.public_key

    def private_pem(self) -> bytes:
        """The private key as PKCS#8 PEM, for the store."""
        return private_pem(self.signer)


def generate(role: str) -> HeldKey:
    """A fresh Ed25519 key for `role`."""
    return HeldKey(role=role, signer=signer_from_private(Ed25519PrivateKey.generate()))


def signer_from_private(private_key: Ed25519PrivateKey) -> CryptoSigner:
    """A TUF signer for an Ed25519 private key."""
    public = SSlibKey.from_crypto(private_key.public_key())
    return CryptoSigner(private_key, public)


def private_pem(signer: CryptoSigner) -> bytes:
    """A signer's private key as PKCS#8 PEM."""
    return bytes(signer.private_bytes)


def load_pem(role: str, pem: bytes) -> HeldKey:
    """A held key from its stored PEM; `TypeError` if it is not an Ed25519 private key."""
    key = serialization.load_pem_private_key(pem, password=None)
    if not isinstance(key, Ed25519PrivateKey):
        raise TypeError("authority keys are Ed25519")
    return HeldKey(role=role, signer=signer_from_private(key))


class KeyRing:
    """The keys a repository holds, by role."""

    def __init__(self, keys: Iterable[HeldKey] = ()) -> None:
        self._by_role: dict[str, dict[str, HeldKey]] = {}
        for key in keys:
            self.add(key)

    def add(self, key: HeldKey) -> None:
        """Hold `key` for its role."""
        self._by_role.setdefault(key.role, {})[key.keyid] = key

    def remove(self, keyid: str) -> None:
        """Stop holding the key `keyid` (for every role)."""
        for keys in self._by_role.values():
            keys.pop(keyid, None)

    def signers(self, role: str, keyids: Iterable[str]) -> list[CryptoSigner]:
        """The signers held for `role` among `keyids` (those root authorises), sorted by key id."""
        held = self._by_role.get(role, {})
        return [held[keyid].signer for keyid in sorted(set(keyids)) if keyid in held]

    def held(self, role: str) -> list[HeldKey]:
        """Every key held for `role`."""
        return sorted(self._by_role.get(role, {}).values(), key=lambda k: k.keyid)

    def copy(self) -> KeyRing:
        """A copy that can change without changing this ring."""
        return KeyRing(key for keys in self._by_role.values() for key in keys.values())
