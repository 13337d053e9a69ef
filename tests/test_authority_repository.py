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
from tuf.api.metadata import Key, Metadata, TargetFile

from authority.config import TOP_LEVEL_ROLES, AuthorityConfig, ClientConfig
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
from authority.sqlite_store import SqliteStore
from authority.store import KEPT_VERSIONS, MemoryStore
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


def test_a_store_keeps_the_newest_versions_of_each_role_and_every_root(sim):
    """Every version of every role was kept: 600 honest publishes stored 601 copies of
    the targets (60 MB), and a delegate's resubmissions grew it without bound (an outside
    attack). The store keeps the newest `KEPT_VERSIONS` of each role, every root (the
    chain clients walk), and a client refreshes as before."""
    for n in range(6):
        urn = f"urn:contexts:kept{n}:v1.0"
        sim.operate(lambda repo, urn=urn: repo.publish(small_document(urn), now=now()))
    held = sorted(sim.store._metadata)
    targets = [name for name in held if name.endswith(".targets.json")]
    assert targets == [f"{v}.targets.json" for v in (5, 6, 7)]
    assert "1.root.json" in held
    assert sum(name.endswith(".timestamp.json") for name in held) == KEPT_VERSIONS


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


def test_an_authority_created_from_given_keys_signs_the_same_bytes_twice():
    keys = [generate("root"), generate("root"), *(generate(r) for r in TOP_LEVEL_ROLES[1:])]
    moment = datetime(2026, 11, 18, 11, 6, 40, tzinfo=UTC)
    made = [
        Repository.create(
            authority_id="fixed", now=moment, root_keys=2, root_threshold=2, keys=keys
        ).metadata
        for _ in range(2)
    ]
    assert made[0] == made[1]
    root = Metadata.from_bytes(made[0]["1.root.json"]).signed
    assert root.roles["root"].keyids == [keys[0].keyid, keys[1].keyid]
    assert root.roles["timestamp"].keyids == [keys[4].keyid]


@pytest.mark.parametrize(
    "keys",
    [
        lambda: [generate(r) for r in TOP_LEVEL_ROLES],  # one root key where two are asked for
        lambda: [generate("root"), generate("root"), *(generate(r) for r in TOP_LEVEL_ROLES[1:3])],
        lambda: [generate("root"), generate("targets"), *(generate(r) for r in TOP_LEVEL_ROLES)],
    ],
    ids=["too few root keys", "no timestamp key", "two targets keys"],
)
def test_create_refuses_keys_that_do_not_fit_the_roles(keys):
    with pytest.raises(InvalidRequestError, match="one key for each"):
        Repository.create(authority_id="x", now=now(), root_keys=2, keys=keys())


def test_create_refuses_a_key_given_twice():
    twice = generate("root")
    keys = [twice, twice, *(generate(r) for r in TOP_LEVEL_ROLES[1:])]
    with pytest.raises(InvalidRequestError, match="twice"):
        Repository.create(authority_id="x", now=now(), root_keys=2, keys=keys)


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


def test_every_version_a_kept_snapshot_names_is_kept_whatever_the_version_numbers(
    federation,
):
    """A review: versions were dropped by number (below the newest minus 3), and a delegate
    may jump its version by up to 1,024: one commit dropped the version the snapshot
    before it still named, and a client refreshing then got a 404. The newest 3 stored
    versions are kept: whatever every kept snapshot names is there."""
    sim, delegate = federation
    for n, jump in enumerate((0, 500, 0, 700, 1)):
        delegate.add(
            SharedContext.from_bytes(small_document(f"urn:contexts:acme.x{n}:v1.0")), now=now()
        )
        delegate._metadata.signed.version += jump
        data, documents = delegate.sign(now=now())
        moment = now()
        sim.operate(
            lambda repo, d=data, docs=documents, m=moment: repo.submit("acme", d, docs, now=m)
        )
    snapshots = [k for k in sim.store._metadata if k.endswith(".snapshot.json")]
    assert len(snapshots) == KEPT_VERSIONS
    for name in snapshots:
        for role, meta in orjson.loads(sim.store._metadata[name])["signed"]["meta"].items():
            assert sim.store.metadata(f"{meta['version']}.{role}") is not None, (name, role)


def test_delegated_namespace_is_published_by_the_delegate_and_verified_by_clients(
    federation, tmp_path
):
    sim, delegate = federation
    logistics = SharedContext.from_bytes(small_document("urn:contexts:acme.logistics:v1.0"))
    submit(sim, delegate, logistics)
    assert sim.repository.find("urn:contexts:acme.logistics:v1.0").role == "acme"
    verified = sim.client(tmp_path).fetch("urn:contexts:acme.logistics:v1.0", now=time.time())
    assert verified.context == logistics
    assert verified.published.role == "acme"  # the delegation that covers the name
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
    other = RepositorySimulator(authority_id="other")
    with pytest.raises(InvalidRequestError, match="already trusted"):
        trust.trust(other.client(tmp_path / "other"), ["acme"])


def test_trust_map_refuses_a_second_authority_claiming_a_trusted_id(tmp_path):
    general = RepositorySimulator(authority_id="general")
    impostor = RepositorySimulator(authority_id="general")  # another root, the same name
    impostor.publish(builtin(TRAVEL_20).canonical)
    trust = TrustMap()
    trust.trust(general.client(tmp_path / "general"))
    with pytest.raises(InvalidRequestError, match="already calls itself"):
        trust.trust(impostor.client(tmp_path / "impostor"), ["acme"])


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


# -- found in review --------------------------------------------------------------------------


def test_a_root_below_threshold_is_never_committed(tmp_path):
    sim = RepositorySimulator(root_keys=3, root_threshold=2)
    repo = sim.repository
    for key in repo.keys.held("root")[1:]:  # two of three root keys go offline
        sim.store._keys.pop(key.keyid)
    before = counts(sim)
    moment = now()
    with pytest.raises(MissingKeyError, match="1 of the 2 root keys"):
        sim.operate(lambda repo: repo.rotate("timestamp", now=moment))
    assert counts(sim) == before
    # The re-signer keeps what it can sign fresh and leaves root alone.
    later = now() + timedelta(days=200)
    commit = sim.operate(lambda repo: repo.refresh(later))
    assert commit is not None
    assert "root" not in commit.detail["roles"]
    assert {"timestamp", "snapshot", "targets"} <= set(commit.detail["roles"])
    client = sim.client(tmp_path)
    client.refresh(now=time.time())  # still verifies


def test_one_key_under_two_ids_cannot_meet_a_threshold_of_two(sim):
    key = generate("acme").public
    alias = Key.from_dict("ab" * 32, key.to_dict())
    moment = now()
    with pytest.raises(InvalidRequestError, match="not the id of its key"):
        sim.operate(
            lambda repo: repo.delegate(
                "acme", role="acme", keys=[key, alias], threshold=2, now=moment
            )
        )
    with pytest.raises(InvalidRequestError, match="twice"):
        sim.operate(
            lambda repo: repo.delegate(
                "acme", role="acme", keys=[key, key], threshold=2, now=moment
            )
        )


def test_a_delegate_revocation_reaches_the_signed_revocation_list(federation, tmp_path):
    sim, delegate = federation
    submit(sim, delegate, SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")))
    delegate.change_status("urn:contexts:acme:v1.0", ContextStatus.REVOKED, "superseded", now=now())
    submit(sim, delegate)
    listed = orjson.loads(sim.repository.revocations())["revoked"]
    assert [(e["urn"], e["role"], e["reason"]) for e in listed] == [
        ("urn:contexts:acme:v1.0", "acme", "superseded")
    ]
    revoked = sim.client(tmp_path).revocations(now=time.time())
    assert [r.urn for r in revoked] == ["urn:contexts:acme:v1.0"]


def resubmit(sim, delegate, change):
    """Sign the delegate's current metadata once more after `change(targets)`."""
    md = Metadata.from_bytes(sim.store.metadata("acme.json"))
    change(md.signed.targets)
    md.signed.version += 1
    md.signatures.clear()
    for signer in delegate.signers:
        md.sign(signer, append=True)
    moment = now()
    return sim.operate(lambda repo: repo.submit("acme", md.to_bytes(), [], now=moment))


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("status", "bogus", "malformed"),
        ("urn", "not-a-urn", "malformed"),
        ("digest", "sha256:" + "0" * 64, "digest"),
        ("minimum_secure_version", "garbage", "malformed"),
        ("published_at", "2001-01-01T00:00:00Z", "cannot change"),
    ],
)
def test_custom_fields_of_published_targets_are_checked_and_frozen(
    federation, field, value, message
):
    sim, delegate = federation
    submit(sim, delegate, SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")))
    before = counts(sim)

    def tamper(targets):
        target = targets["contexts/acme/v1.0.json"]
        target.unrecognized_fields["custom"] = {**target.custom, field: value}

    with pytest.raises(InvalidDelegationError, match=message):
        resubmit(sim, delegate, tamper)
    assert counts(sim) == before


def test_a_new_delegated_target_must_start_active(federation):
    sim, delegate = federation
    delegate.add(SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")), now=now())
    delegate.change_status("urn:contexts:acme:v1.0", ContextStatus.REVOKED, "early", now=now())
    data, documents = delegate.sign(now=now())
    moment = now()
    with pytest.raises(InvalidDelegationError, match="must be active"):
        sim.operate(lambda repo: repo.submit("acme", data, documents, now=moment))


def test_client_ignores_delegated_targets_outside_the_delegation(federation, tmp_path):
    sim, delegate = federation
    submit(sim, delegate, SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")))
    sim.publish(builtin(TRAVEL_20).canonical)
    # The delegate's key signs a same-version acme.json that also lists a travel target.
    rogue = Metadata.from_bytes(sim.store.metadata("acme.json"))
    travel_target = sim.repository.targets.signed.targets["contexts/travel/v2.0.json"]
    forged = TargetFile.from_dict(travel_target.to_dict(), travel_target.path)
    forged.unrecognized_fields["custom"] = {
        **travel_target.custom,
        "minimum_secure_version": "v99.0",
    }
    rogue.signed.targets[forged.path] = forged
    rogue.signatures.clear()
    for signer in delegate.signers:
        rogue.sign(signer, append=True)
    sim.overrides[f"/metadata/{rogue.signed.version}.acme.json"] = rogue.to_bytes()
    client = sim.client(tmp_path)
    client.fetch("urn:contexts:acme:v1.0", now=time.time())  # loads the rogue acme.json
    verified = client.fetch(TRAVEL_20, now=time.time())
    assert verified.minimum_secure_version is None
    assert not verified.below_minimum_secure_version
    listed = [(str(p.urn), p.role) for p in client.contexts(now=time.time())]
    assert listed.count((TRAVEL_20, "targets")) == 1
    assert (TRAVEL_20, "acme") not in listed


def test_client_listing_never_shows_a_stale_delegated_status(federation, tmp_path):
    sim, delegate = federation
    submit(sim, delegate, SharedContext.from_bytes(small_document("urn:contexts:acme:v1.0")))
    client = sim.client(tmp_path, ClientConfig(refresh_interval=0))
    client.fetch("urn:contexts:acme:v1.0", now=time.time())
    delegate.change_status("urn:contexts:acme:v1.0", ContextStatus.REVOKED, "superseded", now=now())
    submit(sim, delegate)
    statuses = {str(p.urn): p.status for p in client.contexts(now=time.time())}
    assert statuses.get("urn:contexts:acme:v1.0") in (None, ContextStatus.REVOKED)


def test_a_failed_commit_releases_the_write_lock(tmp_path):
    path = tmp_path / "authority.db"
    store = SqliteStore(path, create=True)
    store.initialise(Repository.create(authority_id="x", now=now()), actor="t", settings={})
    db = store._connection()
    # A deferred foreign key makes COMMIT itself fail: a real failure at the last step.
    db.execute("PRAGMA foreign_keys=ON")
    db.execute("CREATE TABLE parent (id INTEGER PRIMARY KEY)")
    db.execute(
        "CREATE TABLE child (pid INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)"
    )

    def publish_and_break_the_commit(repo):
        db.execute("INSERT INTO child VALUES (1)")
        return repo.publish(builtin(TRAVEL_20).canonical, now=now())

    with pytest.raises(sqlite3.IntegrityError):
        store.operate(publish_and_break_the_commit, actor="t")
    assert not db.in_transaction
    assert store.repository().contexts() == []
    other = SqliteStore(path)  # another writer is not locked out
    other.operate(lambda repo: repo.publish(builtin(TRAVEL_20).canonical, now=now()), actor="t")
    assert [str(p.urn) for p in store.repository().contexts()] == [TRAVEL_20]
    other.close()
    store.close()
