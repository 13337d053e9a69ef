"""Attacks on federation that an outside tester made work (stop 23), each a class.

- One delegate key spelled several ways (upper-case hex, a space) counted several
  times toward a delegation's threshold: one signature, copied under each key id,
  met a threshold of 3.
- A stolen delegate key could not be contained: its submissions could expire in 75
  years, jump to version 2^53 (after which the owner could never submit again), and
  the delegator had no way to withdraw the delegation or revoke what it published.
"""

from __future__ import annotations

import copy
import time
from datetime import timedelta

import orjson
import pytest
from securesystemslib.signer import CryptoSigner, Signature
from test_authority_repository import federation, now, sim, small_document, submit  # noqa: F401
from test_l9_small_order_keys import NOT_CANONICAL, SMALL_ORDER
from tuf.api.metadata import Key, Metadata

from authority.config import AuthorityConfig
from authority.exceptions import (
    ContextRevokedError,
    InvalidDelegationError,
    InvalidRequestError,
    NamespaceInUseError,
    VersionExistsError,
)
from authority.federation import DelegatedNamespace
from authority.keys import generate
from authority.repository import key_id
from authority.simulator import RepositorySimulator
from contexts import SharedContext


def _spelled(public: dict, spelling: str) -> Key:
    """`public` (a TUF key dict) with its public value written as `spelling`, own key id."""
    body = copy.deepcopy(public)
    body["keyval"]["public"] = spelling
    return Key.from_dict(key_id(Key.from_dict("x", copy.deepcopy(body))), body)


@pytest.mark.parametrize(
    "respell",
    [
        str.upper,
        lambda hexa: " " + hexa,
        lambda hexa: hexa + "\n",
        lambda hexa: hexa[:10].upper() + hexa[10:],
        lambda hexa: " ".join(hexa[i : i + 2] for i in range(0, 64, 2)),
    ],
    ids=["upper", "leading-space", "trailing-newline", "mixed-case", "spaced-bytes"],
)
def test_one_key_spelled_twice_is_one_key(sim, respell):  # noqa: F811
    key = generate("acme").public.to_dict()
    canonical = key["keyval"]["public"]
    keys = [_spelled(key, canonical), _spelled(key, respell(canonical))]
    assert keys[0].keyid != keys[1].keyid  # two ids: the attack's starting point
    moment = now()
    with pytest.raises(InvalidRequestError):
        sim.operate(
            lambda repo: repo.delegate("acme", role="acme", keys=keys, threshold=2, now=moment)
        )
    with pytest.raises(InvalidRequestError, match="64 lowercase hex"):
        sim.operate(
            lambda repo: repo.delegate("acme", role="acme", keys=keys[1:], threshold=1, now=moment)
        )


@pytest.mark.parametrize(
    "other",
    [
        lambda: CryptoSigner.generate_ecdsa().public_key,
        lambda: CryptoSigner.generate_rsa().public_key,
        lambda: _spelled(generate("acme").public.to_dict(), "ab" * 31),
        lambda: Key.from_dict(
            "x",
            {"keytype": "ed25519", "scheme": "ed25519", "keyval": {"public": "ab" * 32, "x": "y"}},
        ),
    ],
    ids=["ecdsa", "rsa", "short", "extra-member"],
)
def test_a_delegation_key_is_an_ed25519_key_in_its_one_spelling(sim, other):  # noqa: F811
    key = other()
    if key.keyid == "x":
        key = Key.from_dict(key_id(key), key.to_dict())
    moment = now()
    with pytest.raises(InvalidRequestError, match="Ed25519"):
        sim.operate(
            lambda repo: repo.delegate("acme", role="acme", keys=[key], threshold=1, now=moment)
        )


@pytest.mark.parametrize("raw", SMALL_ORDER + NOT_CANONICAL, ids=lambda raw: raw.hex()[:8])
def test_a_delegation_key_no_one_can_hold_is_refused(sim, raw):  # noqa: F811
    """The small-order class (tests/test_l9_small_order_keys.py) at the authority: under
    such a key one fixed signature verifies every submission, so a delegation to it
    would let anyone publish in the namespace."""
    key = _spelled(generate("acme").public.to_dict(), raw.hex())
    moment = now()
    with pytest.raises(InvalidRequestError, match="no one can hold"):
        sim.operate(
            lambda repo: repo.delegate("acme", role="acme", keys=[key], threshold=1, now=moment)
        )
    assert "acme" not in sim.repository.delegations()


def test_a_delegation_stored_with_a_key_no_one_can_hold_takes_no_submission(
    sim,  # noqa: F811
    monkeypatch,
):
    """A review: delegations are refused small-order keys since they were found, but one
    stored before then kept its key, and a submission under it verified with the fixed
    signature anyone can make. It is refused at each submission."""
    from authority import delegating  # noqa: PLC0415

    key = _spelled(generate("acme").public.to_dict(), SMALL_ORDER[0].hex())
    moment = now()
    monkeypatch.setattr(delegating, "ed25519_usable", lambda _raw: True)  # as before the fix
    sim.operate(
        lambda repo: repo.delegate("acme", role="acme", keys=[key], threshold=1, now=moment)
    )
    monkeypatch.undo()
    delegate = DelegatedNamespace("acme", [generate("acme").signer])
    delegate.add(SharedContext.from_bytes(small_document("urn:contexts:acme.x:v1.0")), now=moment)
    data, documents = delegate.sign(now=moment)
    with pytest.raises(InvalidDelegationError, match="no one can hold"):
        sim.operate(lambda repo: repo.submit("acme", data, documents, now=moment))


def test_one_signature_under_two_ids_never_meets_a_threshold_of_two(sim):  # noqa: F811
    """The end of the attack: even were two spellings listed, one signature copied under
    both ids must not verify; with distinct spellings refused, the delegation itself is."""
    owner = generate("acme")
    body = owner.public.to_dict()
    spellings = [body["keyval"]["public"], body["keyval"]["public"].upper()]
    keys = [_spelled(body, spelling) for spelling in spellings]
    moment = now()
    with pytest.raises(InvalidRequestError, match="lowercase hex"):
        sim.operate(
            lambda repo: repo.delegate("acme", role="acme", keys=keys, threshold=2, now=moment)
        )
    assert "acme" not in sim.repository.delegations()
    # the honest form: two distinct keys, threshold 2; a copied signature is one signer
    other = generate("acme")
    pair = [owner.public, other.public]
    sim.operate(lambda repo: repo.delegate("acme", role="acme", keys=pair, threshold=2, now=moment))
    delegate = DelegatedNamespace("acme", [owner.signer])
    delegate.add(SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")), now=now())
    data, documents = delegate.sign(now=now())
    md = Metadata.from_bytes(data)
    [signature] = md.signatures.values()
    md.signatures[other.public.keyid] = Signature(other.public.keyid, signature.signature)
    with pytest.raises(InvalidDelegationError, match=r"below_threshold|does not verify"):
        sim.operate(lambda repo: repo.submit("acme", md.to_bytes(), documents, now=now()))


def test_a_delegates_metadata_expires_within_what_the_authority_signs_for(federation):  # noqa: F811
    simulator, delegate = federation
    delegate.add(SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")), now=now())
    data, documents = delegate.sign(now=now())
    md = Metadata.from_bytes(data)
    md.signed.expires = now().replace(microsecond=0) + timedelta(days=365 * 75)
    md.signatures.clear()
    for signer in delegate.signers:
        md.sign(signer, append=True)
    with pytest.raises(InvalidDelegationError, match="expires"):
        simulator.operate(lambda repo: repo.submit("acme", md.to_bytes(), documents, now=now()))


@pytest.mark.parametrize("version", [2**53, 2**20, 1_026])
def test_a_delegates_version_moves_by_a_bounded_step(federation, version):  # noqa: F811
    """A thief that jumps to the highest version leaves the owner nothing to submit: a
    version moves by at most 1,024 a submission."""
    simulator, delegate = federation
    delegate.add(SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")), now=now())
    data, documents = delegate.sign(now=now())
    md = Metadata.from_bytes(data)
    md.signed.version = version
    md.signatures.clear()
    for signer in delegate.signers:
        md.sign(signer, append=True)
    with pytest.raises(InvalidDelegationError, match="version"):
        simulator.operate(lambda repo: repo.submit("acme", md.to_bytes(), documents, now=now()))
    md.signed.version = 1_024
    md.signatures.clear()
    for signer in delegate.signers:
        md.sign(signer, append=True)
    simulator.operate(lambda repo: repo.submit("acme", md.to_bytes(), documents, now=now()))


def test_a_withdrawn_delegation_takes_its_contexts_with_it(federation, tmp_path):  # noqa: F811
    """The delegator's answer to a stolen delegate key: withdraw the delegation. The
    role's metadata goes, every context it published is revoked in the signed list
    with the reason, clients refuse them, and the namespace may be delegated again
    (its old URNs stay revoked)."""
    simulator, delegate = federation
    submit(simulator, delegate, SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")))
    client = simulator.client(tmp_path)
    assert client.fetch("urn:contexts:acme:v1.0", now=time.time()).published.role == "acme"
    moment = now()
    simulator.operate(lambda repo: repo.withdraw("acme", reason="delegate key stolen", now=moment))
    assert "acme" not in simulator.repository.delegations()
    assert "acme" not in simulator.repository.delegated
    with pytest.raises(ContextRevokedError, match="delegate key stolen"):
        simulator.client(tmp_path / "fresh").fetch("urn:contexts:acme:v1.0", now=time.time())
    with pytest.raises(ContextRevokedError, match="delegate key stolen"):
        client.fetch("urn:contexts:acme:v1.0", now=time.time() + 3600)
    new_key = generate("acme")
    with pytest.raises(NamespaceInUseError, match="withdrawn"):  # clients hold its versions
        simulator.operate(
            lambda repo: repo.delegate(
                "acme", role="acme", keys=[new_key.public], threshold=1, now=now()
            )
        )
    simulator.operate(
        lambda repo: repo.delegate(
            "acme", role="acme-2", keys=[new_key.public], threshold=1, now=now()
        )
    )
    again = DelegatedNamespace("acme", [new_key.signer])
    again.add(SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")), now=now())
    data, documents = again.sign(now=now())
    with pytest.raises(VersionExistsError):  # its URN is never published again
        simulator.operate(lambda repo: repo.submit("acme-2", data, documents, now=now()))


def test_after_a_withdrawal_a_new_delegate_publishes_and_clients_follow(federation, tmp_path):  # noqa: F811
    simulator, delegate = federation
    submit(simulator, delegate, SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")))
    client = simulator.client(tmp_path)
    client.fetch("urn:contexts:acme:v1.0", now=time.time())
    simulator.operate(lambda repo: repo.withdraw("acme", reason="key lost", now=now()))
    successor = generate("acme")
    simulator.operate(
        lambda repo: repo.delegate(
            "acme", role="acme-2", keys=[successor.public], threshold=1, now=now()
        )
    )
    again = DelegatedNamespace("acme", [successor.signer])
    again.add(
        SharedContext.from_bytes(small_document("urn:contexts:acme:v1.1", fields=("a",))),
        now=now(),
    )
    data, documents = again.sign(now=now())
    simulator.operate(lambda repo: repo.submit("acme-2", data, documents, now=now()))
    later = time.time() + 3600  # past the client's refresh interval: it reads the change
    assert client.fetch("urn:contexts:acme:v1.1", now=later).published.role == "acme-2"
    with pytest.raises(ContextRevokedError, match="key lost"):
        client.fetch("urn:contexts:acme:v1.0", now=later)
    # the repository as stored reads the same (the withdrawn role is not loaded again)
    reloaded = simulator.store.repository()
    assert sorted(reloaded.delegated) == ["acme-2"]
    assert reloaded.find("urn:contexts:acme:v1.0").status.value == "revoked"


def _resigned(delegate, md) -> bytes:
    md.signatures.clear()
    for signer in delegate.signers:
        md.sign(signer, append=True)
    return md.to_bytes()


@pytest.mark.parametrize(
    "change",
    [
        lambda custom, _target: custom.update(padding="x" * 1000),
        lambda custom, _target: custom.update(withdrawn={"role": "x", "at": "now"}),
        lambda _custom, target: target.unrecognized_fields.update(extra="y"),
        lambda custom, _target: custom.update(
            status="revoked", revoked={"reason": "r" * 501, "at": "2026-01-01T00:00:00Z"}
        ),
        lambda custom, _target: custom.update(
            status="revoked", revoked={"reason": "r", "at": "t", "more": "z" * 100}
        ),
        lambda custom, _target: custom.update(published_at="2026-01-01T00:00:00Z" + "x" * 300),
        lambda custom, _target: custom.update(
            status="revoked", revoked={"reason": "r", "at": "2026-01-01T00:00:00Z" + "y" * 300}
        ),
    ],
    ids=[
        "padding",
        "claims-withdrawn",
        "unknown-target-field",
        "long-reason",
        "extra-record",
        "long-published-at",
        "long-revoked-at",
    ],
)
def test_a_delegates_targets_carry_the_context_fields_and_nothing_else(federation, change):  # noqa: F811
    """What a delegate writes beside a context's fields would be served to every client
    of the namespace, and (before this) kept forever by a withdrawal: 2 MB of padding
    grew top-level targets from 902 bytes to 2 MB (an outside review)."""
    simulator, delegate = federation
    delegate.add(SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")), now=now())
    data, documents = delegate.sign(now=now())
    md = Metadata.from_bytes(data)
    [target] = md.signed.targets.values()
    custom = dict(target.custom)
    change(custom, target)
    target.unrecognized_fields["custom"] = custom
    with pytest.raises(InvalidDelegationError):
        simulator.operate(
            lambda repo: repo.submit("acme", _resigned(delegate, md), documents, now=now())
        )


def test_a_withdrawals_tombstone_is_made_of_the_parsed_fields_only(federation):  # noqa: F811
    simulator, delegate = federation
    document = orjson.loads(small_document("urn:contexts:acme.travel:v1.0"))
    document["minimum_secure_version"] = "v1.0"
    submit(simulator, delegate, SharedContext(document))
    simulator.operate(lambda repo: repo.withdraw("acme", reason="stolen", now=now()))
    [(path, target)] = [
        (p, t) for p, t in simulator.repository.targets.signed.targets.items() if "acme" in p
    ]
    assert set(target.custom) == {
        "kind", "urn", "digest", "status", "published_at", "revoked", "withdrawn"
    }  # fmt: skip
    assert "minimum_secure_version" not in target.custom  # the thief's floor goes too
    assert target.custom["revoked"]["reason"] == "stolen"
    assert set(target.unrecognized_fields) == {"custom"}


def test_a_withdrawn_delegates_versions_do_not_squat_the_name(federation):  # noqa: F811
    """A thief published acme.travel v999999.0; after the withdrawal neither the delegator
    nor a new delegate could ever publish acme.travel (version_order)."""
    simulator, delegate = federation
    submit(
        simulator,
        delegate,
        SharedContext.from_bytes(small_document("urn:contexts:acme.travel:v999999.0")),
    )
    simulator.operate(lambda repo: repo.withdraw("acme", reason="stolen", now=now()))
    simulator.publish(small_document("urn:contexts:acme.travel:v1.0"))
    assert simulator.repository.find("urn:contexts:acme.travel:v1.0").role == "targets"
    with pytest.raises(VersionExistsError):  # the exact URN stays the thief's, revoked
        simulator.publish(small_document("urn:contexts:acme.travel:v999999.0"))


def test_a_delegates_validity_is_its_own_not_the_delegators_period():
    """A delegator that re-signs its own targets every 30 days still takes a delegate's
    metadata valid for 90 (the default of `DelegatedNamespace`); not for two years."""
    simulator = RepositorySimulator(
        config=AuthorityConfig().with_expiry(targets=timedelta(days=30))
    )
    key = generate("acme")
    simulator.operate(
        lambda repo: repo.delegate("acme", role="acme", keys=[key.public], threshold=1, now=now())
    )
    delegate = DelegatedNamespace("acme", [key.signer])
    submit(simulator, delegate, SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")))
    delegate.add(SharedContext.from_bytes(small_document("urn:contexts:acme:v1.1")), now=now())
    data, documents = delegate.sign(now=now())
    md = Metadata.from_bytes(data)
    md.signed.expires = now().replace(microsecond=0) + timedelta(days=2 * 365)
    with pytest.raises(InvalidDelegationError, match="expires"):
        simulator.operate(
            lambda repo: repo.submit("acme", _resigned(delegate, md), documents, now=now())
        )
