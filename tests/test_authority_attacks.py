"""Every attack the authority client must refuse, one test each, against the in-memory simulator.

The attacker serves bytes of its choosing at a path (`sim.overrides`), or
re-signs altered metadata with the repository's own keys (`sim.resign`):
what a compromised mirror, a stale cache or a stolen online key would serve.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import http.server
import threading
import time
from datetime import UTC, datetime, timedelta

import orjson
import pytest
from tuf.api.metadata import Metadata, MetaFile

from authority.aio import fetch, keep_fresh
from authority.client import MAX_DOWNLOADS, AuthorityClient
from authority.config import AuthorityConfig, ClientConfig
from authority.exceptions import (
    AuthorityUnreachableError,
    BadSignatureError,
    BelowThresholdError,
    ContextRevokedError,
    DigestMismatchError,
    EndlessDataError,
    InvalidMetadataError,
    MetadataExpiredError,
    MixAndMatchError,
    OversizedDocumentError,
    RollbackError,
    UnknownContextError,
)
from authority.keys import generate
from authority.repository import hashed_path, target_path
from authority.simulator import RepositorySimulator
from contexts.builtin import builtin
from contexts.urn import ContextURN

TRAVEL_20 = "urn:contexts:travel:v2.0"
TRAVEL_21 = "urn:contexts:travel:v2.1"


@pytest.fixture
def sim():
    simulator = RepositorySimulator()
    simulator.publish(builtin(TRAVEL_20).canonical)
    return simulator


def document_path(urn: str) -> str:
    context = builtin(urn)
    return "/targets/" + hashed_path(
        target_path(ContextURN.parse(urn)), context.digest.removeprefix("sha256:")
    )


def current_version(sim, role: str) -> int:
    return sim.current(role).signed.version


def test_an_honest_repository_verifies(sim, tmp_path):
    verified = sim.client(tmp_path).fetch(TRAVEL_20, now=time.time())
    assert verified.context == builtin(TRAVEL_20)
    assert verified.authority_id == "simulated-authority"
    assert verified.published.status == "active"
    assert not verified.deprecated


def test_bad_signature_on_timestamp(sim, tmp_path):
    forged = sim.current("timestamp")
    sim.resign(forged)
    forged.signed.version += 1  # changed after signing: the signature no longer covers it
    sim.overrides["/metadata/timestamp.json"] = forged.to_bytes()
    with pytest.raises(BadSignatureError) as caught:
        sim.client(tmp_path).refresh(now=time.time())
    assert caught.value.code == "bad_signature"


def test_signature_by_an_unknown_key_is_below_threshold(sim, tmp_path):
    forged = sim.current("timestamp")
    forged.signed.version += 1
    forged.signatures.clear()
    forged.sign(generate("timestamp").signer)  # a key root never authorised
    sim.overrides["/metadata/timestamp.json"] = forged.to_bytes()
    with pytest.raises(BelowThresholdError) as caught:
        sim.client(tmp_path).refresh(now=time.time())
    assert caught.value.code == "below_threshold"


def test_new_root_signed_by_fewer_old_keys_than_the_threshold(tmp_path):
    sim = RepositorySimulator(root_keys=2, root_threshold=2)
    client = sim.client(tmp_path)
    client.refresh(now=time.time())
    forged = sim.current("root")
    forged.signed.version = 2
    forged.signed.expires = datetime.now(UTC).replace(microsecond=0) + timedelta(days=30)
    held = sim.repository.keys.held("root")
    assert len(held) == 2
    forged.signatures.clear()
    forged.sign(held[0].signer)  # one of two: a single stolen root key is not enough
    sim.overrides["/metadata/2.root.json"] = forged.to_bytes()
    with pytest.raises(BelowThresholdError) as caught:
        client.refresh(now=time.time())
    assert caught.value.code == "below_threshold"


def test_freeze_expired_timestamp_is_refused(sim, tmp_path):
    stale = sim.current("timestamp")
    stale.signed.version += 1
    stale.signed.expires = datetime.now(UTC).replace(microsecond=0) - timedelta(minutes=5)
    sim.overrides["/metadata/timestamp.json"] = sim.resign(stale)
    with pytest.raises(MetadataExpiredError) as caught:
        sim.client(tmp_path).refresh(now=time.time())
    assert caught.value.code == "expired_metadata"
    # a clock set wrong on either side looks the same: the message says which time it used
    assert "a clock is wrong: this machine's reads 20" in caught.value.message


def test_freeze_a_mirror_that_stopped_updating(tmp_path):
    long_ago = datetime.now(UTC) - timedelta(days=30)
    sim = RepositorySimulator(now=long_ago)  # everything signed a month ago, never re-signed
    with pytest.raises(MetadataExpiredError):
        sim.client(tmp_path).refresh(now=time.time())


def test_rollback_of_timestamp(sim, tmp_path):
    client = sim.client(tmp_path)
    client.refresh(now=time.time())
    seen = current_version(sim, "timestamp")
    older = sim.store.metadata(f"{seen - 1}.timestamp.json")
    assert older is not None
    sim.overrides["/metadata/timestamp.json"] = older
    with pytest.raises(RollbackError) as caught:
        client.refresh(now=time.time())
    assert caught.value.code == "rollback"
    # The protection lives in the cache directory: a new client object on it refuses too.
    with pytest.raises(RollbackError):
        sim.client(tmp_path).refresh(now=time.time())


def test_rollback_of_snapshot_through_a_newer_timestamp(sim, tmp_path):
    client = sim.client(tmp_path)
    client.refresh(now=time.time())
    forged = sim.current("timestamp")
    forged.signed.version += 1
    forged.signed.snapshot_meta = MetaFile(version=1)  # points back at the first snapshot
    sim.overrides["/metadata/timestamp.json"] = sim.resign(forged)
    with pytest.raises(RollbackError):
        client.refresh(now=time.time())


def test_mix_and_match_of_targets(sim, tmp_path):
    sim.publish(builtin(TRAVEL_21).canonical)
    targets_version = current_version(sim, "targets")
    older = sim.store.metadata(f"{targets_version - 1}.targets.json")
    assert older is not None
    sim.overrides[f"/metadata/{targets_version}.targets.json"] = older
    with pytest.raises(MixAndMatchError) as caught:
        sim.client(tmp_path).refresh(now=time.time())
    assert caught.value.code == "mix_and_match"


def test_mix_and_match_of_snapshot(sim, tmp_path):
    snapshot_version = current_version(sim, "snapshot")
    older = sim.store.metadata(f"{snapshot_version - 1}.snapshot.json")
    assert older is not None
    sim.overrides[f"/metadata/{snapshot_version}.snapshot.json"] = older
    with pytest.raises(MixAndMatchError):
        sim.client(tmp_path).refresh(now=time.time())


def test_document_digest_mismatch(sim, tmp_path):
    genuine = builtin(TRAVEL_20).canonical
    tampered = genuine.replace(b"John F. Kennedy", b"John F. Kennedx")
    assert len(tampered) == len(genuine)
    assert tampered != genuine
    sim.overrides[document_path(TRAVEL_20)] = tampered
    with pytest.raises(DigestMismatchError) as caught:
        sim.client(tmp_path).fetch(TRAVEL_20, now=time.time())
    assert caught.value.code == "digest_mismatch"


def test_endless_document(sim, tmp_path):
    sim.overrides[document_path(TRAVEL_20)] = builtin(TRAVEL_20).canonical + b" " * 4096
    with pytest.raises(EndlessDataError) as caught:
        sim.client(tmp_path).fetch(TRAVEL_20, now=time.time())
    assert caught.value.code == "endless_data"


def test_endless_timestamp(sim, tmp_path):
    def endless():
        while True:
            yield b"x" * 4096

    sim.overrides["/metadata/timestamp.json"] = endless
    with pytest.raises(EndlessDataError):
        sim.client(tmp_path).refresh(now=time.time())


def test_oversized_document_is_refused_before_download(sim, tmp_path):
    client = sim.client(tmp_path, ClientConfig(max_document_bytes=1000))
    with pytest.raises(OversizedDocumentError) as caught:
        client.fetch(TRAVEL_20, now=time.time())
    assert caught.value.code == "oversized_document"
    assert not [path for path in sim.fetched if path.startswith("/targets/contexts/")]


def test_revoked_context_is_refused_with_its_reason(sim, tmp_path):
    client = sim.client(tmp_path, ClientConfig(refresh_interval=0))
    assert client.fetch(TRAVEL_20, now=time.time()).context == builtin(TRAVEL_20)
    now = datetime.now(UTC)
    sim.operate(
        lambda repo: repo.revoke(TRAVEL_20, reason="IATA codes were mis-specified", now=now)
    )
    with pytest.raises(ContextRevokedError) as caught:
        client.fetch(TRAVEL_20, now=time.time())
    assert caught.value.code == "revoked_context"
    assert caught.value.reason == "IATA codes were mis-specified"
    revoked = client.revocations(now=time.time())
    assert [(r.urn, r.reason) for r in revoked] == [(TRAVEL_20, "IATA codes were mis-specified")]
    assert revoked[0].digest == builtin(TRAVEL_20).digest


def test_unknown_context(sim, tmp_path):
    with pytest.raises(UnknownContextError) as caught:
        sim.client(tmp_path).fetch("urn:contexts:travel:v9.0", now=time.time())
    assert caught.value.code == "unknown_context"


def test_unreachable_authority(sim, tmp_path):
    def down():
        raise ConnectionRefusedError("connection refused")

    sim.overrides["/metadata/timestamp.json"] = down
    with pytest.raises(AuthorityUnreachableError) as caught:
        sim.client(tmp_path).refresh(now=time.time())
    assert caught.value.code == "authority_unreachable"


def test_a_refused_refresh_keeps_the_last_good_state(sim, tmp_path):
    client = sim.client(tmp_path, ClientConfig(refresh_interval=0))
    client.fetch(TRAVEL_20, now=time.time())
    sim.overrides["/metadata/timestamp.json"] = b"{not json"
    with pytest.raises(Exception, match=r"timestamp|JSON|json|Failed") as caught:
        client.refresh(now=time.time())
    assert caught.value.code == "invalid_metadata"
    sim.overrides.clear()
    sim.publish(builtin(TRAVEL_21).canonical)
    assert client.fetch(TRAVEL_21, now=time.time()).context == builtin(TRAVEL_21)


def test_fetches_are_served_from_the_verified_cache_until_the_refresh_interval(sim, tmp_path):
    client = sim.client(tmp_path, ClientConfig(refresh_interval=300))
    client.fetch(TRAVEL_20, now=1000.0)
    fetched = len(sim.fetched)
    assert client.fetch(TRAVEL_20, now=1100.0).context == builtin(TRAVEL_20)
    assert len(sim.fetched) == fetched  # nothing downloaded within the interval
    assert not client.due(1299.0)
    assert client.due(1300.0)
    assert client.due(900.0)  # the clock went back: refresh rather than trust the cache's age
    now = datetime.now(UTC)
    sim.operate(lambda repo: repo.revoke(TRAVEL_20, reason="r", now=now))
    assert client.fetch(TRAVEL_20, now=1200.0).context == builtin(TRAVEL_20)  # not refreshed yet
    with pytest.raises(ContextRevokedError):
        client.fetch(TRAVEL_20, now=1300.0)


def test_a_cached_document_is_reverified_from_disk(sim, tmp_path):
    first = sim.client(tmp_path)
    first.fetch(TRAVEL_20, now=time.time())
    sim.fetched.clear()
    second = sim.client(tmp_path)  # a restart: metadata refreshed, document from disk
    assert second.fetch(TRAVEL_20, now=time.time()).context == builtin(TRAVEL_20)
    assert not [path for path in sim.fetched if path.startswith("/targets/contexts/")]
    cached = next((tmp_path / "documents").iterdir())
    cached.write_bytes(cached.read_bytes().replace(b"JFK", b"JFX"))
    third = sim.client(tmp_path)
    assert third.fetch(TRAVEL_20, now=time.time()).context == builtin(TRAVEL_20)
    assert [path for path in sim.fetched if path.startswith("/targets/contexts/")]


@pytest.mark.parametrize("role", ["root", "targets", "snapshot", "timestamp"])
def test_clients_follow_key_rotation(sim, tmp_path, role):
    client = sim.client(tmp_path, ClientConfig(refresh_interval=0))
    client.fetch(TRAVEL_20, now=time.time())
    old = {k.keyid for k in sim.repository.keys.held(role)}
    now = datetime.now(UTC)
    sim.operate(lambda repo: repo.rotate(role, now=now))
    new = {k.keyid for k in sim.repository.keys.held(role)}
    assert new
    assert not new & old
    sim.publish(builtin(TRAVEL_21).canonical)
    assert client.fetch(TRAVEL_21, now=time.time()).context == builtin(TRAVEL_21)
    assert sim.client(tmp_path / "fresh").fetch(TRAVEL_21, now=time.time()).authority_id


def test_metadata_signed_by_a_retired_key_is_refused_after_rotation(sim, tmp_path):
    client = sim.client(tmp_path, ClientConfig(refresh_interval=0))
    client.refresh(now=time.time())
    retired = sim.repository.keys.held("timestamp")[0]
    now = datetime.now(UTC)
    sim.operate(lambda repo: repo.rotate("timestamp", now=now))
    client.refresh(now=time.time())
    forged = sim.current("timestamp")
    forged.signed.version += 1
    forged.signatures.clear()
    forged.sign(retired.signer)
    sim.overrides["/metadata/timestamp.json"] = forged.to_bytes()
    with pytest.raises(BelowThresholdError):
        client.refresh(now=time.time())


def test_minimum_secure_version_applies_to_older_versions(tmp_path):
    sim = RepositorySimulator()
    sim.publish(builtin("urn:contexts:payment:v1.0").canonical)
    sim.publish(builtin("urn:contexts:payment:v2.0").canonical)
    client = sim.client(tmp_path)
    old = client.fetch("urn:contexts:payment:v1.0", now=time.time())
    new = client.fetch("urn:contexts:payment:v2.0", now=time.time())
    assert str(old.minimum_secure_version) == "v2.0"
    assert old.below_minimum_secure_version
    assert not new.below_minimum_secure_version


def test_deprecated_context_is_served_and_flagged(sim, tmp_path, caplog):
    now = datetime.now(UTC)
    sim.operate(lambda repo: repo.deprecate(TRAVEL_20, reason="use v2.1", now=now))
    verified = sim.client(tmp_path).fetch(TRAVEL_20, now=time.time())
    assert verified.deprecated
    assert verified.published.reason == "use v2.1"
    assert "deprecated" in caplog.text


def test_target_pointing_at_another_document_is_refused(sim, tmp_path):
    # A targets role (or a stolen targets key) that lists v2.1's bytes under v2.0's name.
    forged = sim.current("targets")
    target = forged.signed.targets[target_path(ContextURN.parse(TRAVEL_20))]
    other = builtin(TRAVEL_21).canonical
    target.length = len(other)
    target.hashes = {"sha256": hashlib.sha256(other).hexdigest()}
    forged.signed.version += 1
    snapshot = sim.current("snapshot")
    snapshot.signed.version += 1
    snapshot.signed.meta["targets.json"] = MetaFile(version=forged.signed.version)
    timestamp = sim.current("timestamp")
    timestamp.signed.version += 1
    timestamp.signed.snapshot_meta = MetaFile(version=snapshot.signed.version)
    sim.overrides[f"/metadata/{forged.signed.version}.targets.json"] = sim.resign(forged)
    sim.overrides[f"/metadata/{snapshot.signed.version}.snapshot.json"] = sim.resign(snapshot)
    sim.overrides["/metadata/timestamp.json"] = sim.resign(timestamp)
    sim.overrides["/targets/" + hashed_path(target.path, target.hashes["sha256"])] = other
    with pytest.raises(DigestMismatchError):
        sim.client(tmp_path).fetch(TRAVEL_20, now=time.time())


def test_simulator_serves_only_its_own_paths(sim):
    with pytest.raises(Exception, match=r"not found|not on the simulator"):
        list(sim.fetch(sim.metadata_url + "99.root.json"))
    body = orjson.loads(b"".join(sim.fetch(sim.metadata_url + "1.root.json")))
    assert Metadata.from_dict(body).signed.version == 1


async def test_keep_fresh_refreshes_on_schedule_and_survives_refusals(sim, tmp_path):
    client = sim.client(tmp_path, ClientConfig(refresh_interval=0.05))
    errors = []
    stop = asyncio.Event()
    task = asyncio.create_task(keep_fresh(client, stop=stop, on_error=errors.append))

    async def polls() -> int:
        return sim.fetched.count("/metadata/timestamp.json")

    for _ in range(200):
        if await polls() >= 3:
            break
        await asyncio.sleep(0.02)
    assert await polls() >= 3
    sim.overrides["/metadata/timestamp.json"] = b"{}"
    for _ in range(200):
        if errors:
            break
        await asyncio.sleep(0.02)
    assert errors
    assert errors[0].code == "invalid_metadata"
    assert not task.done()  # a refused refresh does not end the schedule
    sim.overrides.clear()
    verified = await fetch(client, TRAVEL_20)
    assert verified.context == builtin(TRAVEL_20)
    stop.set()
    await asyncio.wait_for(task, 5)


def test_expired_verified_metadata_makes_the_client_refresh_at_once(tmp_path):
    short = AuthorityConfig().with_expiry(timestamp=timedelta(hours=1))
    sim = RepositorySimulator(config=short)
    sim.publish(builtin(TRAVEL_20).canonical)
    client = sim.client(tmp_path, ClientConfig(refresh_interval=86400))
    start = time.time()
    client.fetch(TRAVEL_20, now=start)
    assert not client.due(start + 3500)
    assert client.due(start + 3700)  # the timestamp expired: no serving from the cache


def test_a_cache_started_by_another_authority_is_refused(tmp_path):
    first = RepositorySimulator(authority_id="first")
    first.client(tmp_path).refresh(now=time.time())
    second = RepositorySimulator(authority_id="second")
    with pytest.raises(Exception, match="another authority") as caught:
        second.client(tmp_path)
    assert caught.value.code == "invalid_metadata"


@pytest.mark.parametrize("where", ["body", "headers", "short", "bad-chunk"])
def test_an_authority_that_trickles_its_metadata_is_given_up_on(tmp_path, where):  # noqa: C901, PLR0915 - one hostile server, four ways
    """An outside attack: an authority sent timestamp.json a byte every 2 s; each read
    came within the socket timeout, so a refresh ran for hours while holding the client's
    lock. A download now has `download_timeout` in all, wherever the server makes it
    wait (a review: a deadline checked between chunks missed a trickle in the headers)."""
    sim = RepositorySimulator()
    root = sim.root_bytes(1)
    served: list[str] = []

    async def handle(reader, writer):
        with contextlib.suppress(ConnectionError, asyncio.IncompleteReadError):
            head = await reader.readuntil(b"\r\n\r\n")
            path = head.split(b" ")[1].decode()
            served.append(path)
            if path.endswith("/timestamp.json") and where == "short":
                writer.write(b"HTTP/1.1 200 OK\r\ncontent-length: 1000\r\n\r\n{}")
                await writer.drain()
                writer.close()
                return
            if path.endswith("/timestamp.json") and where == "bad-chunk":
                writer.write(b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n")
                await writer.drain()
                writer.close()
                return
            if path.endswith("/timestamp.json"):
                if where == "headers":
                    writer.write(b"HTTP/1.1 200 OK\r\nx-pad: ")
                else:
                    writer.write(b"HTTP/1.1 200 OK\r\ncontent-length: 16000\r\n\r\n")
                for _ in range(16000):
                    writer.write(b"a" if where == "headers" else b" ")
                    await writer.drain()
                    await asyncio.sleep(0.2)
            writer.write(b"HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n")
            await writer.drain()
            writer.close()

    ready, finished = threading.Event(), threading.Event()
    port: list[int] = []

    def serve() -> None:
        async def main() -> None:
            server = await asyncio.start_server(handle, "127.0.0.1", 0)
            port.append(server.sockets[0].getsockname()[1])
            ready.set()
            await asyncio.to_thread(finished.wait, 60)
            server.close()

        asyncio.run(main())  # (the trickle still under way is cancelled as it ends)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    ready.wait(10)
    client = AuthorityClient(
        f"http://127.0.0.1:{port[0]}/metadata/",
        cache_dir=tmp_path,
        root=root,
        config=ClientConfig(download_timeout=1.5),
    )
    started = time.monotonic()
    # a body cut short or broken is unreachable too (a review: urllib3's own errors
    # from reading a body escaped the client, past what agents catch)
    expected = r"within 1\.5 s" if where in ("body", "headers") else "Connection broken"
    with pytest.raises(AuthorityUnreachableError, match=expected):
        client.refresh(now=time.time())
    assert time.monotonic() - started < 30  # the trickle itself would take ~53 minutes
    if where == "headers":  # abandoned downloads hold a thread each: bounded per client
        for _ in range(MAX_DOWNLOADS):
            with contextlib.suppress(AuthorityUnreachableError):
                client.refresh(now=time.time())
        with pytest.raises(AuthorityUnreachableError, match="still under way"):
            client.refresh(now=time.time())
        # this client's (an earlier case's abandoned download may still be reading)
        mine = f"download http://127.0.0.1:{port[0]}/"
        assert sum(t.name.startswith(mine) for t in threading.enumerate()) <= MAX_DOWNLOADS
    assert any(path.endswith("/timestamp.json") for path in served)
    finished.set()
    thread.join(30)


def test_a_mirror_cannot_send_the_client_elsewhere_by_a_redirect(tmp_path):
    """An outside attack: the client's fetcher followed a mirror's redirects anywhere, so a
    hostile mirror made every agent GET an address the agent reaches and the mirror does
    not (a loopback admin port, a cloud's metadata service), https to plain http too. No
    redirect is followed: the refresh fails saying so, and nothing reaches the target."""
    sim = RepositorySimulator()
    reached: list[str] = []

    class Canary(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            reached.append(self.path)
            self.send_response(200)
            self.end_headers()

        def log_message(self, *_: object) -> None:
            pass

    canary = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Canary)

    class Mirror(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            if self.path.endswith("/timestamp.json"):
                self.send_response(302)
                self.send_header("Location", f"http://127.0.0.1:{canary.server_port}/internal")
            else:
                self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *_: object) -> None:
            pass

    mirror = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Mirror)
    for server in (canary, mirror):
        threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        client = AuthorityClient(
            f"http://127.0.0.1:{mirror.server_port}/metadata/",
            cache_dir=tmp_path,
            root=sim.root_bytes(1),
        )
        with pytest.raises(InvalidMetadataError, match="redirects are not followed"):
            client.refresh(now=time.time())
        assert reached == []
    finally:
        for server in (canary, mirror):
            server.shutdown()
            server.server_close()
