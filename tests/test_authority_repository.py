"""The repository core: publish, version rules, compatibility, status changes, rotation, federation.

These run the pure core on an in-memory store (and SQLite where the store
itself is under test); attacks on clients are in test_authority_attacks.py.
"""

from __future__ import annotations

import sqlite3
import time
from datetime import UTC, datetime, timedelta

import orjson
import pytest
from tuf.api.metadata import Metadata

from authority.config import AuthorityConfig
from authority.exceptions import (
    AlreadyDeprecatedError,
    AlreadyRevokedError,
    ContextRevokedError,
    IncompatibleContextError,
    InvalidDelegationError,
    InvalidDocumentError,
    InvalidRequestError,
    MissingKeyError,
    NamespaceDelegatedError,
    NamespaceInUseError,
    UnknownAuthorityError,
    UnknownContextError,
    UnknownRoleError,
    UntrustedNamespaceError,
    VersionExistsError,
    VersionOrderError,
)
from authority.federation import DelegatedNamespace, TrustMap
from authority.keys import generate
from authority.repository import REVOCATIONS_PATH, ContextStatus, Repository, target_path
from authority.simulator import RepositorySimulator
from authority.store import MemoryStore, SqliteStore
from contexts import SharedContext
from contexts.builtin import builtin
from contexts.urn import ContextURN

TRAVEL_20 = "urn:contexts:travel:v2.0"
TRAVEL_21 = "urn:contexts:travel:v2.1"


def now() -> datetime:
    return datetime.now(UTC)


def variant(urn: str, new_urn: str, change=None) -> bytes:
    """A built-in document under another URN, optionally changed."""
    document = builtin(urn).as_dict()
    document["urn"] = new_urn
    if change is not None:
        change(document)
    return orjson.dumps(document)


def small_document(urn: str, *, fields=("a",)) -> bytes:
    properties = {name: {"type": "string"} for name in fields}
    document = {
        "urn": urn,
        "title": "Small",
        "concepts": {
            "thing": {"type": "object", "properties": properties, "additionalProperties": False}
        },
    }
    return orjson.dumps(document)


@pytest.fixture
def sim():
    return RepositorySimulator()


def counts(sim):
    return len(sim.store._metadata), len(sim.store._documents)


def test_a_new_authority_has_four_signed_roles_and_an_empty_revocation_list():
    commit = Repository.create(authority_id="example", now=now(), root_keys=3, root_threshold=2)
    repo = commit.after
    assert sorted(commit.metadata) == [
        "1.root.json",
        "1.snapshot.json",
        "1.targets.json",
        "1.timestamp.json",
    ]
    root = repo.root.signed
    assert repo.authority_id == "example"
    assert root.roles["root"].threshold == 2
    assert len(root.roles["root"].keyids) == 3
    assert root.consistent_snapshot
    for role in ("root", "targets", "snapshot", "timestamp"):
        md = repo.metadata_of(role)
        root.verify_delegate(role, md.signed_bytes, md.signatures)  # raises if unsigned
    assert orjson.loads(repo.revocations())["revoked"] == []
    assert REVOCATIONS_PATH in repo.targets.signed.targets
    assert repo.contexts() == []


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"authority_id": ""}, "authority id"),
        ({"authority_id": "x", "root_keys": 1, "root_threshold": 2}, "threshold"),
        ({"authority_id": "x", "root_keys": 2, "root_threshold": 0}, "threshold"),
    ],
)
def test_create_refuses_bad_settings(kwargs, message):
    with pytest.raises(InvalidRequestError, match=message):
        Repository.create(now=now(), **kwargs)


def test_publish_makes_a_target_whose_hash_is_the_context_digest(sim):
    commit = sim.publish(builtin(TRAVEL_20).canonical)
    assert sorted(commit.metadata) == ["2.snapshot.json", "2.targets.json", "2.timestamp.json"]
    published = sim.repository.find(TRAVEL_20)
    assert published.digest == builtin(TRAVEL_20).digest
    assert published.status is ContextStatus.ACTIVE
    assert published.path == "contexts/travel/v2.0.json"
    target = sim.repository.targets.signed.targets[published.path]
    assert "sha256:" + target.hashes["sha256"] == published.digest
    assert target.length == len(builtin(TRAVEL_20).canonical)
    assert sim.repository.document(published) == builtin(TRAVEL_20)
    assert sim.store.audit()[0].operation == "publish"


def test_publish_accepts_any_serialisation_and_stores_canonical_bytes(sim):
    pretty = orjson.dumps(builtin(TRAVEL_20).as_dict(), option=orjson.OPT_INDENT_2)
    sim.publish(pretty)
    published = sim.repository.find(TRAVEL_20)
    assert published.digest == builtin(TRAVEL_20).digest


def test_a_version_is_never_reused(sim):
    sim.publish(builtin(TRAVEL_20).canonical)
    before = counts(sim)
    changed = variant(TRAVEL_20, TRAVEL_20, lambda d: d.update(title="Other travel"))
    with pytest.raises(VersionExistsError) as caught:
        sim.publish(changed)
    assert caught.value.code == "version_exists"
    assert counts(sim) == before


def test_a_lower_minor_or_major_is_refused(sim):
    sim.publish(builtin(TRAVEL_21).canonical)
    with pytest.raises(VersionOrderError):
        sim.publish(builtin(TRAVEL_20).canonical)
    sim.publish(small_document("urn:contexts:small:v3.0"))
    with pytest.raises(VersionOrderError):
        sim.publish(small_document("urn:contexts:small:v2.0"))


def test_an_incompatible_minor_is_refused_and_the_report_says_what_broke(sim):
    sim.publish(builtin(TRAVEL_20).canonical)
    sim.publish(builtin(TRAVEL_21).canonical)
    before = counts(sim)

    def add_cabin(document):
        parameters = document["tasks"]["bookFlight"]["parameters"]["properties"]
        parameters["cabin"] = {"type": "string"}

    with pytest.raises(IncompatibleContextError) as caught:
        sim.publish(variant(TRAVEL_21, "urn:contexts:travel:v2.2", add_cabin))
    assert caught.value.code == "incompatible_context"
    assert "cabin" in caught.value.explanation
    assert "v2.0" in caught.value.explanation
    assert "v2.1" in caught.value.explanation
    assert counts(sim) == before
    # The same change is fine as a new major.
    sim.publish(variant(TRAVEL_21, "urn:contexts:travel:v3.0", add_cabin))
    assert sim.repository.find("urn:contexts:travel:v3.0").status is ContextStatus.ACTIVE


def test_a_compatible_minor_is_accepted(sim):
    sim.publish(builtin(TRAVEL_20).canonical)
    sim.publish(builtin(TRAVEL_21).canonical)
    assert [str(p.urn) for p in sim.repository.contexts()] == [TRAVEL_20, TRAVEL_21]


def test_revoked_versions_do_not_constrain_later_minors(sim):
    sim.publish(small_document("urn:contexts:small:v1.0", fields=("a",)))
    sim.publish(small_document("urn:contexts:small:v1.1", fields=("a",)))
    with pytest.raises(IncompatibleContextError):
        sim.publish(small_document("urn:contexts:small:v1.2", fields=("b",)))
    moment = now()
    for urn in ("urn:contexts:small:v1.0", "urn:contexts:small:v1.1"):
        sim.operate(lambda repo, urn=urn: repo.revoke(urn, reason="broken", now=moment))
    sim.publish(small_document("urn:contexts:small:v1.2", fields=("b",)))


def test_invalid_documents_are_refused_with_findings(sim):
    with pytest.raises(InvalidDocumentError) as caught:
        sim.publish(
            b'{"urn": "urn:contexts:x:v1.0", "title": "x", "concepts": {"c": {"type": "object"}}}'
        )
    assert caught.value.code == "invalid_document"
    assert caught.value.findings
    assert caught.value.as_json()["findings"][0]["path"].startswith("/concepts/c")
    with pytest.raises(InvalidDocumentError):
        sim.publish(b"not json")
    config = AuthorityConfig(max_document_bytes=100)
    small = RepositorySimulator(config=config)
    with pytest.raises(InvalidDocumentError, match="limit"):
        small.publish(builtin(TRAVEL_20).canonical)


def test_deprecate_then_revoke_and_their_refusals(sim):
    sim.publish(builtin(TRAVEL_20).canonical)
    moment = now()
    with pytest.raises(InvalidRequestError, match="reason"):
        sim.operate(lambda repo: repo.deprecate(TRAVEL_20, reason="  ", now=moment))
    with pytest.raises(InvalidRequestError, match="at most"):
        sim.operate(lambda repo: repo.revoke(TRAVEL_20, reason="x" * 501, now=moment))
    sim.operate(lambda repo: repo.deprecate(TRAVEL_20, reason="use v2.1", now=moment))
    assert sim.repository.find(TRAVEL_20).status is ContextStatus.DEPRECATED
    with pytest.raises(AlreadyDeprecatedError):
        sim.operate(lambda repo: repo.deprecate(TRAVEL_20, reason="again", now=moment))
    sim.operate(lambda repo: repo.revoke(TRAVEL_20, reason="leaked", now=moment))
    published = sim.repository.find(TRAVEL_20)
    assert published.status is ContextStatus.REVOKED
    assert published.reason == "leaked"
    with pytest.raises(AlreadyRevokedError):
        sim.operate(lambda repo: repo.revoke(TRAVEL_20, reason="again", now=moment))
    with pytest.raises(AlreadyRevokedError):
        sim.operate(lambda repo: repo.deprecate(TRAVEL_20, reason="again", now=moment))
    revocations = orjson.loads(sim.repository.revocations())
    assert [entry["urn"] for entry in revocations["revoked"]] == [TRAVEL_20]
    with pytest.raises(UnknownContextError):
        sim.operate(lambda repo: repo.revoke("urn:contexts:nope:v1.0", reason="r", now=moment))


def test_refresh_resigns_only_what_is_close_to_expiry(sim):
    assert sim.operate(lambda repo: repo.refresh(now())) is None
    later = now() + timedelta(hours=13)  # timestamp (1 day) is past half its validity
    commit = sim.operate(lambda repo: repo.refresh(later))
    assert commit is not None
    assert commit.detail["roles"] == ["timestamp"]
    assert sim.repository.timestamp.signed.expires > later + timedelta(hours=23)
    much_later = now() + timedelta(days=5)
    commit = sim.operate(lambda repo: repo.refresh(much_later))
    assert commit is not None
    assert set(commit.detail["roles"]) == {"snapshot", "timestamp"}


def test_root_rotation_is_signed_by_old_and_new_keys(sim):
    old_root = sim.repository.root
    moment = now()
    fresh = [generate("root"), generate("root")]
    sim.operate(lambda repo: repo.rotate("root", now=moment, new_keys=fresh, threshold=2))
    new_root = sim.repository.root
    assert new_root.signed.version == 2
    assert new_root.signed.roles["root"].threshold == 2
    data = new_root.signed_bytes
    old_root.signed.verify_delegate("root", data, new_root.signatures)
    new_root.signed.verify_delegate("root", data, new_root.signatures)
    assert {k.keyid for k in sim.repository.keys.held("root")} == {k.keyid for k in fresh}


def test_rotation_refusals(sim):
    moment = now()
    with pytest.raises(UnknownRoleError):
        sim.operate(lambda repo: repo.rotate("acme", now=moment))
    with pytest.raises(InvalidRequestError, match="threshold"):
        sim.operate(lambda repo: repo.rotate("targets", now=moment, threshold=2))
    with pytest.raises(InvalidRequestError, match="keys for the"):
        sim.operate(lambda repo: repo.rotate("targets", now=moment, new_keys=[generate("root")]))


def test_offline_root_keys_make_root_operations_fail_clearly(sim):
    repo = sim.repository
    for key in repo.keys.held("root"):
        repo.keys.remove(key.keyid)
    with pytest.raises(MissingKeyError) as caught:
        repo.rotate("root", now=now())
    assert caught.value.code == "missing_key"
    with pytest.raises(MissingKeyError):
        repo.rotate("timestamp", now=now())  # the new root needs root's signature


# -- federation -----------------------------------------------------------------------------


@pytest.fixture
def federation(sim):
    delegate_keys = [generate("acme")]
    moment = now()
    sim.operate(
        lambda repo: repo.delegate(
            "acme", role="acme", keys=[k.public for k in delegate_keys], threshold=1, now=moment
        )
    )
    return sim, DelegatedNamespace("acme", [k.signer for k in delegate_keys])


def submit(sim, delegate, *contexts):
    for context in contexts:
        delegate.add(context, now=now())
    data, documents = delegate.sign(now=now())
    moment = now()
    return sim.operate(lambda repo: repo.submit("acme", data, documents, now=moment))


def test_delegated_namespace_is_published_by_the_delegate_and_verified_by_clients(
    federation, tmp_path
):
    sim, delegate = federation
    logistics = SharedContext.from_bytes(small_document("urn:contexts:acme.logistics:v1.0"))
    submit(sim, delegate, logistics)
    assert sim.repository.find("urn:contexts:acme.logistics:v1.0").role == "acme"
    verified = sim.client(tmp_path).fetch("urn:contexts:acme.logistics:v1.0", now=time.time())
    assert verified.context == logistics
    assert verified.published.role == "?"  # clients do not need to know which role signed
    assert "/metadata/1.acme.json" in sim.fetched


def test_the_delegator_cannot_publish_in_a_delegated_namespace(federation):
    sim, _ = federation
    with pytest.raises(NamespaceDelegatedError) as caught:
        sim.publish(small_document("urn:contexts:acme:v1.0"))
    assert caught.value.code == "namespace_delegated"


def test_delegated_submissions_follow_the_same_version_and_compatibility_rules(federation):
    sim, delegate = federation
    submit(sim, delegate, SharedContext.from_bytes(small_document("urn:contexts:acme.x:v1.0")))
    with pytest.raises(IncompatibleContextError):
        submit(
            sim,
            delegate,
            SharedContext.from_bytes(small_document("urn:contexts:acme.x:v1.1", fields=("b",))),
        )


def test_delegated_metadata_signed_by_another_key_is_refused(federation):
    sim, _ = federation
    impostor = DelegatedNamespace("acme", [generate("acme").signer])
    with pytest.raises(InvalidDelegationError, match="below_threshold"):
        submit(sim, impostor, SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")))


def test_delegated_metadata_outside_the_namespace_is_refused(federation):
    sim, delegate = federation
    with pytest.raises(InvalidDelegationError, match="outside"):
        submit(sim, delegate, SharedContext.from_bytes(small_document("urn:contexts:acmex:v1.0")))


def test_delegated_metadata_must_supply_its_documents_and_grow(federation):
    sim, delegate = federation
    delegate.add(SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")), now=now())
    data, _ = delegate.sign(now=now())
    moment = now()
    with pytest.raises(InvalidDelegationError, match="not supplied"):
        sim.operate(lambda repo: repo.submit("acme", data, [], now=moment))
    with pytest.raises(InvalidDelegationError, match="not TUF"):
        sim.operate(lambda repo: repo.submit("acme", b"[]", [], now=moment))
    with pytest.raises(UnknownRoleError):
        sim.operate(lambda repo: repo.submit("other", data, [], now=moment))


def test_delegated_revocation_is_served(federation, tmp_path):
    sim, delegate = federation
    submit(sim, delegate, SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")))
    delegate.change_status("urn:contexts:acme:v1.0", ContextStatus.REVOKED, "superseded", now=now())
    submit(sim, delegate)
    assert sim.repository.find("urn:contexts:acme:v1.0").status is ContextStatus.REVOKED
    client = sim.client(tmp_path)
    with pytest.raises(ContextRevokedError, match="superseded"):
        client.fetch("urn:contexts:acme:v1.0", now=time.time())


def test_a_submission_cannot_drop_or_unrevoke_targets(federation):
    sim, delegate = federation
    context = SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0"))
    submit(sim, delegate, context)
    previous = sim.store.metadata("acme.json")
    emptied = Metadata.from_bytes(previous)
    emptied.signed.targets.clear()
    emptied.signed.version += 1
    for signer in delegate.signers:
        emptied.sign(signer)
    moment = now()
    with pytest.raises(InvalidDelegationError, match="removed"):
        sim.operate(lambda repo: repo.submit("acme", emptied.to_bytes(), [], now=moment))


@pytest.mark.parametrize(
    ("namespace", "role"),
    [("acme", "acme2"), ("acme.sub", "acme2"), ("travel", "t")],
)
def test_overlapping_or_occupied_namespaces_cannot_be_delegated(federation, namespace, role):
    sim, _ = federation
    sim.publish(builtin(TRAVEL_20).canonical)
    key = generate(role).public
    moment = now()
    with pytest.raises(NamespaceInUseError):
        sim.operate(
            lambda repo: repo.delegate(namespace, role=role, keys=[key], threshold=1, now=moment)
        )


def test_trust_map_routes_each_namespace_to_its_authority(tmp_path):
    general = RepositorySimulator(authority_id="general")
    acme = RepositorySimulator(authority_id="acme-authority")
    general.publish(builtin(TRAVEL_20).canonical)
    acme.publish(small_document("urn:contexts:acme.logistics:v1.0"))
    acme.publish(small_document("urn:contexts:travel:v2.0"))  # acme also signs a travel context
    trust = TrustMap()
    trust.trust(general.client(tmp_path / "general"))
    trust.trust(acme.client(tmp_path / "acme"), ["acme"])
    assert trust.authorities == ("acme-authority", "general")
    assert trust.fetch(TRAVEL_20, now=time.time()).authority_id == "general"
    logistics = trust.fetch("urn:contexts:acme.logistics:v1.0", now=time.time())
    assert logistics.authority_id == "acme-authority"
    assert trust.is_trusted("acme-authority", "urn:contexts:acme.logistics:v1.0")
    assert not trust.is_trusted("acme-authority", TRAVEL_20)  # mutual recognition is per namespace
    with pytest.raises(UntrustedNamespaceError):
        trust.check("acme-authority", TRAVEL_20)
    with pytest.raises(UnknownAuthorityError) as caught:
        trust.check("rogue", TRAVEL_20)
    assert caught.value.code == "unknown_authority"
    with pytest.raises(InvalidRequestError, match="already trusted"):
        trust.trust(general.client(tmp_path / "again"), ["acme"])


def test_trust_map_without_a_catch_all_refuses_other_names(tmp_path):
    acme = RepositorySimulator(authority_id="acme-authority")
    trust = TrustMap()
    trust.trust(acme.client(tmp_path), ["acme"])
    with pytest.raises(UntrustedNamespaceError) as caught:
        trust.authority_for(TRAVEL_20)
    assert caught.value.code == "untrusted_namespace"


# -- stores ---------------------------------------------------------------------------------


@pytest.fixture(params=["memory", "sqlite"])
def store(request, tmp_path):
    if request.param == "memory":
        store = MemoryStore()
    else:
        store = SqliteStore(tmp_path / "authority.db", create=True)
    commit = Repository.create(authority_id="stored", now=now())
    store.initialise(commit, actor="test", settings={"authority_id": "stored"})
    return store


def test_a_refused_operation_leaves_the_store_as_it_was(store):
    store.operate(lambda repo: repo.publish(builtin(TRAVEL_20).canonical, now=now()), actor="t")
    before = store.metadata("timestamp.json"), len(store.audit())
    with pytest.raises(VersionExistsError):
        store.operate(lambda repo: repo.publish(builtin(TRAVEL_20).canonical, now=now()), actor="t")

    def fails_after_computing(repo):
        repo.publish(builtin(TRAVEL_21).canonical, now=now())
        raise RuntimeError("crash between computing and storing")

    with pytest.raises(RuntimeError):
        store.operate(fails_after_computing, actor="t")
    assert (store.metadata("timestamp.json"), len(store.audit())) == before
    assert [str(p.urn) for p in store.repository().contexts()] == [TRAVEL_20]


def test_the_store_serves_every_version_and_the_latest(store):
    store.operate(lambda repo: repo.publish(builtin(TRAVEL_20).canonical, now=now()), actor="t")
    latest = Metadata.from_bytes(store.metadata("timestamp.json"))
    assert latest.signed.version == 2
    assert Metadata.from_bytes(store.metadata("1.timestamp.json")).signed.version == 1
    assert store.metadata("3.timestamp.json") is None
    assert store.metadata("../etc/passwd") is None
    assert store.initialised()
    assert store.setting("authority_id") == "stored"
    with pytest.raises(InvalidRequestError, match="already"):
        store.initialise(Repository.create(authority_id="x", now=now()), actor="t", settings={})


def test_sqlite_store_survives_reopening_and_is_private(tmp_path):
    path = tmp_path / "authority.db"
    store = SqliteStore(path, create=True)
    store.initialise(Repository.create(authority_id="disk", now=now()), actor="t", settings={})
    store.operate(lambda repo: repo.publish(builtin(TRAVEL_20).canonical, now=now()), actor="t")
    store.close()
    assert path.stat().st_mode & 0o077 == 0
    reopened = SqliteStore(path)
    assert reopened.repository().find(TRAVEL_20).digest == builtin(TRAVEL_20).digest
    assert reopened.integrity_check() == "ok"
    assert reopened.keyring().held("timestamp")
    with pytest.raises(FileNotFoundError, match="ioa authority init"):
        SqliteStore(tmp_path / "missing.db")


def test_sqlite_store_refuses_another_schema_version(tmp_path):
    path = tmp_path / "authority.db"
    SqliteStore(path, create=True).close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE settings SET value = '99' WHERE key = 'schema_version'")
    with pytest.raises(InvalidRequestError, match="schema version 99"):
        SqliteStore(path)


def test_published_context_listing_is_json_ready(sim):
    sim.publish(builtin("urn:contexts:payment:v1.0").canonical)
    moment = now()
    sim.operate(
        lambda repo: repo.deprecate("urn:contexts:payment:v1.0", reason="ambiguous", now=moment)
    )
    listed = sim.repository.find("urn:contexts:payment:v1.0").as_json()
    assert listed["status"] == "deprecated"
    assert listed["reason"] == "ambiguous"
    assert listed["minimum_secure_version"] == "v2.0"
    assert target_path(ContextURN.parse("urn:contexts:a.b:v1.2")) == "contexts/a.b/v1.2.json"
