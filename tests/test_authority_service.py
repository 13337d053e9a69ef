"""The authority service on real sockets (127.0.0.1), a real SQLite file and real signatures.

In-process services for the HTTP API; a separate process for the CLI and for
`kill -9` in the middle of a publish.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import logging
import os
import queue
import signal
import subprocess
import sys
import tempfile
import textwrap
import threading
import time
import urllib.request
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import aiohttp
import orjson
import pytest
from aiohttp import web
from multidict import CIMultiDict
from transport_helpers import serving_app

import authority.service as service_module
from authority.admin import AdminClient
from authority.client import AuthorityClient
from authority.config import AuthorityConfig, ClientConfig, ServiceConfig
from authority.exceptions import (
    AuthorityError,
    AuthorityUnreachableError,
    ContextRevokedError,
    ForbiddenError,
    IncompatibleContextError,
    InvalidDelegationError,
    InvalidDocumentError,
    InvalidRequestError,
    TooManySubmissionsError,
    UnauthorizedError,
    UnknownContextError,
    UnknownRoleError,
    VersionExistsError,
)
from authority.federation import DelegatedNamespace
from authority.keys import generate
from authority.repository import Repository
from authority.service import TOKEN_SETTING, AuthorityService, serve
from authority.service_http import token_digest
from authority.sqlite_store import SqliteStore
from authority.store import KEPT_VERSIONS
from contexts import SharedContext
from contexts.builtin import builtin
from l7_transport.tls import client_ssl_context, server_ssl_context, write_dev_pki

TRAVEL_20 = "urn:contexts:travel:v2.0"
TRAVEL_21 = "urn:contexts:travel:v2.1"
TOKEN = "test-admin-token"
REPO = Path(__file__).resolve().parent.parent


def make_store(path: Path, authority_id: str = "test-authority") -> SqliteStore:
    store = SqliteStore(path, create=True)
    commit = Repository.create(authority_id=authority_id, now=datetime.now(UTC))
    store.initialise(
        commit,
        actor="test",
        settings={"authority_id": authority_id, TOKEN_SETTING: token_digest(TOKEN)},
    )
    return store


@asynccontextmanager
async def running(store, *, config=None, ssl_context=None):
    stop = asyncio.Event()
    bound: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(
        serve(
            store,
            port=0,
            ssl_context=ssl_context,
            config=config,
            ready=lambda _host, port: bound.set_result(port),
            stop=stop,
        )
    )
    port = await asyncio.wait_for(bound, 10)
    scheme = "https" if ssl_context is not None else "http"
    try:
        yield f"{scheme}://127.0.0.1:{port}"
    finally:
        stop.set()
        await task


def root_of(url: str) -> bytes:
    with urllib.request.urlopen(f"{url}/metadata/1.root.json", timeout=5) as response:  # noqa: S310
        return response.read()


def client_for(url: str, cache: Path, **config) -> AuthorityClient:
    return AuthorityClient(
        f"{url}/metadata/", cache_dir=cache, root=root_of(url), config=ClientConfig(**config)
    )


@pytest.fixture
def store(tmp_path):
    store = make_store(tmp_path / "authority.db")
    yield store
    store.close()


async def test_publish_fetch_revoke_rotate_over_http(store, tmp_path):
    async with running(store) as url:
        admin = AdminClient(url, token=TOKEN)
        answer = await asyncio.to_thread(admin.publish, builtin(TRAVEL_20).canonical)
        assert answer["urn"] == TRAVEL_20
        assert answer["digest"] == builtin(TRAVEL_20).digest
        client = await asyncio.to_thread(client_for, url, tmp_path / "cache", refresh_interval=0)
        verified = await asyncio.to_thread(client.fetch, TRAVEL_20, now=time.time())
        assert verified.context == builtin(TRAVEL_20)
        assert verified.authority_id == "test-authority"

        await asyncio.to_thread(admin.rotate, "timestamp")
        await asyncio.to_thread(admin.publish, builtin(TRAVEL_21).canonical)
        assert (
            await asyncio.to_thread(client.fetch, TRAVEL_21, now=time.time())
        ).context == builtin(TRAVEL_21)

        await asyncio.to_thread(admin.revoke, TRAVEL_20, "superseded by v2.1")
        with pytest.raises(ContextRevokedError, match="superseded"):
            await asyncio.to_thread(client.fetch, TRAVEL_20, now=time.time())
        listing = await asyncio.to_thread(admin.contexts)
        assert {c["urn"]: c["status"] for c in listing["contexts"]} == {
            TRAVEL_20: "revoked",
            TRAVEL_21: "active",
        }
        audit = await asyncio.to_thread(admin.audit)
        assert [e["operation"] for e in audit["entries"]][:4] == [
            "revoke",
            "publish",
            "rotate",
            "publish",
        ]
        assert audit["entries"][0]["actor"] == "token"


async def test_refusals_come_back_as_the_same_errors(store):
    async with running(store) as url:
        admin = AdminClient(url, token=TOKEN)
        await asyncio.to_thread(admin.publish, builtin(TRAVEL_20).canonical)
        with pytest.raises(VersionExistsError):
            await asyncio.to_thread(admin.publish, builtin(TRAVEL_20).canonical)
        document = builtin(TRAVEL_20).as_dict()
        document["urn"] = "urn:contexts:travel:v2.1"
        document["tasks"]["bookFlight"]["parameters"]["required"].remove("date")
        with pytest.raises(IncompatibleContextError) as caught:
            await asyncio.to_thread(admin.publish, orjson.dumps(document))
        assert "date" in caught.value.explanation
        with pytest.raises(InvalidDocumentError) as invalid:
            await asyncio.to_thread(admin.publish, b'{"urn": "urn:contexts:x:v1.0", "title": "x"}')
        assert invalid.value.findings
        with pytest.raises(UnknownContextError):
            await asyncio.to_thread(admin.revoke, "urn:contexts:none:v1.0", "r")
        with pytest.raises(UnauthorizedError):
            await asyncio.to_thread(AdminClient(url, token="wrong").publish, b"{}")
        with pytest.raises(AuthorityUnreachableError):
            await asyncio.to_thread(AdminClient("http://127.0.0.1:9", token=TOKEN).contexts)


async def test_bad_requests_get_stable_json_errors(store):
    config = ServiceConfig(max_body_bytes=2000)
    async with running(store, config=config) as url, aiohttp.ClientSession() as http:
        auth = {"Authorization": f"Bearer {TOKEN}"}
        cases = [
            ("POST", "/v1/admin/publish", {}, b"{}", 401, "unauthorized"),
            (
                "POST",
                "/v1/admin/publish",
                {"Authorization": "Basic abc"},
                b"{}",
                401,
                "unauthorized",
            ),
            ("POST", "/v1/admin/publish", auth, b"{not json", 400, "invalid_request"),
            ("POST", "/v1/admin/publish", auth, b"[1, 2]", 400, "invalid_request"),
            # a member named twice is refused, not published as its last (a review)
            (
                "POST",
                "/v1/admin/publish",
                auth,
                b'{"urn": "a", "urn": "b"}',
                400,
                "invalid_request",
            ),
            ("POST", "/v1/admin/publish", auth, b"{}", 422, "invalid_document"),
            ("POST", "/v1/admin/publish", auth, b" " * 3000, 413, "payload_too_large"),
            ("POST", "/v1/admin/revoke", auth, b'{"urn": 1}', 400, "invalid_request"),
            ("POST", "/v1/admin/rotate", auth, b'{"role": "acme"}', 404, "unknown_role"),
            (
                "POST",
                "/v1/admin/rotate",
                auth,
                b'{"role": "root", "keys": 99}',
                400,
                "invalid_request",
            ),
            (
                "POST",
                "/v1/admin/delegate",
                auth,
                b'{"namespace": "a", "role": "a", "threshold": 1, "keys": []}',
                400,
                "invalid_request",
            ),
            ("PUT", "/v1/delegations/acme", {}, b'{"metadata": {}}', 404, "unknown_role"),
            ("GET", "/metadata/7.root.json", {}, b"", 404, "not_found"),
            ("GET", "/metadata/..%2F..%2Fetc%2Fpasswd", {}, b"", 404, "not_found"),
            ("GET", "/targets/contexts/travel/nothing.json", {}, b"", 404, "not_found"),
            ("GET", "/v1/contexts/urn:contexts:travel:v2.0", {}, b"", 404, "unknown_context"),
            ("GET", "/v1/contexts/not-a-urn", {}, b"", 400, "invalid_request"),
            ("GET", "/v1/admin/audit?limit=x", auth, b"", 400, "invalid_request"),
            ("GET", "/nowhere", {}, b"", 404, "not_found"),
            ("DELETE", "/v1/contexts", {}, b"", 405, "method_not_allowed"),
        ]
        for method, path, headers, body, status, code in cases:
            async with http.request(method, url + path, headers=headers, data=body) as response:
                answer = await response.json()
                assert (response.status, answer["error"]) == (status, code), (method, path)
                assert answer["message"]
                if status == 401:
                    assert response.headers["WWW-Authenticate"].startswith("Bearer")
        # The service still serves after all of that.
        async with http.get(url + "/healthz") as response:
            assert response.status == 200
            assert (await response.json())["status"] == "ok"


@asynccontextmanager
async def redirecting_to_a_canary():
    """An admin URL that answers every request with a 302 to another origin (a canary that
    records the Authorization header of what reaches it), and what the canary saw."""
    seen: list[tuple[str, str | None]] = []

    async def canary(request: web.Request) -> web.Response:
        seen.append((request.path, request.headers.get("Authorization")))
        return web.json_response({"contexts": [], "entries": []})

    async with serving_app(canary) as canary_url:

        async def redirect(request: web.Request) -> web.Response:
            raise web.HTTPFound(f"{canary_url}/steal{request.path_qs}")

        async with serving_app(redirect) as url:
            yield url, seen


async def test_the_admin_token_never_follows_a_redirect_nor_leaves_admin_calls():
    """An outside attack: urllib's redirect handler sent the admin token on to whatever URL a
    302 named (from https to plain http too), and even `status` sent it: anything answering
    at the admin URL (a proxy, a mirror, a mistyped host) took the whole admin credential.
    The API never redirects: no redirect is followed, the token goes with admin calls only,
    and never in plain http to another machine."""
    async with redirecting_to_a_canary() as (url, seen):
        admin = AdminClient(url, token=TOKEN)
        calls = [admin.audit, admin.well_known, lambda: admin.publish(b"{}")]
        for call in [*calls, lambda: admin.revoke("urn:contexts:x:v1.0", "r")]:
            with pytest.raises(AuthorityUnreachableError, match="never redirects"):
                await asyncio.to_thread(call)
        assert seen == []

    async def echo_token(request: web.Request) -> web.Response:
        return web.json_response({"seen": request.headers.get("Authorization")})

    async with serving_app(echo_token) as url:
        answered = await asyncio.to_thread(AdminClient(url, token=TOKEN).well_known)
        assert answered == {"seen": None}  # not an admin call: no token
        answered = await asyncio.to_thread(AdminClient(url, token=TOKEN).audit)
        assert answered == {"seen": f"Bearer {TOKEN}"}
    with pytest.raises(InvalidRequestError, match="only over https"):
        AdminClient("http://authority.invalid", token=TOKEN).audit()  # nothing is sent
    # nor through a proxy the environment names (a review: `http_proxy` took it in clear)
    async with redirecting_to_a_canary() as (proxy, seen), serving_app(echo_token) as url:
        os.environ["http_proxy"] = proxy
        try:
            answered = await asyncio.to_thread(AdminClient(url, token=TOKEN).audit)
        finally:
            del os.environ["http_proxy"]
        assert answered == {"seen": f"Bearer {TOKEN}"}  # straight to the authority
        assert seen == []


async def test_well_known_metadata_and_revocation_list(store):
    async with running(store) as url, aiohttp.ClientSession() as http:
        async with http.get(url + "/.well-known/ioa-authority") as response:
            known = await response.json()
        assert known["id"] == "test-authority"
        assert known["root"]["threshold"] == 1
        assert len(known["root"]["keys"]) == 1
        assert known["endpoints"]["metadata"] == url + "/metadata/"
        async with http.get(url + "/metadata/timestamp.json") as response:
            assert response.headers["Cache-Control"] == "no-cache"
            assert (await response.json())["signed"]["_type"] == "timestamp"
        async with http.get(url + "/metadata/1.root.json") as response:
            assert "immutable" in response.headers["Cache-Control"]
        async with http.get(url + "/v1/revocations") as response:
            body = await response.read()
            digest = response.headers["X-IOA-Target-Sha256"]
        targets = store.repository().targets.signed.targets["revocations.json"]
        assert targets.hashes["sha256"] == digest  # the list served is the one that is signed
        assert orjson.loads(body)["revoked"] == []


async def test_restart_serves_exactly_what_was_committed(tmp_path):
    path = tmp_path / "authority.db"
    store = make_store(path)
    async with running(store) as url:
        await asyncio.to_thread(AdminClient(url, token=TOKEN).publish, builtin(TRAVEL_20).canonical)
        client = await asyncio.to_thread(client_for, url, tmp_path / "cache")
        await asyncio.to_thread(client.fetch, TRAVEL_20, now=time.time())
        before = store.metadata("timestamp.json")
    store.close()
    reopened = SqliteStore(path)
    async with running(reopened) as url:
        assert reopened.metadata("timestamp.json") == before
        again = AuthorityClient(
            f"{url}/metadata/", cache_dir=tmp_path / "cache"
        )  # trusted root on disk
        verified = await asyncio.to_thread(again.fetch, TRAVEL_20, now=time.time())
        assert verified.context == builtin(TRAVEL_20)
    reopened.close()


async def test_access_log_is_one_json_line_per_request(store, caplog):
    caplog.set_level(logging.INFO, logger="ioa.authority.access")
    async with running(store) as url, aiohttp.ClientSession() as http:
        async with http.get(url + "/metadata/timestamp.json") as response:
            await response.read()
        async with http.post(url + "/v1/admin/publish", data=b"{}") as response:
            await response.read()
    lines = [json.loads(r.getMessage()) for r in caplog.records if r.name == "ioa.authority.access"]
    assert [(line["method"], line["path"], line["status"]) for line in lines] == [
        ("GET", "/metadata/timestamp.json", 200),
        ("POST", "/v1/admin/publish", 401),
    ]
    assert lines[1]["error"] == "unauthorized"
    assert lines[0]["remote"] == "127.0.0.1"
    assert lines[0]["ms"] >= 0


async def test_admin_by_client_certificate(store, tmp_path):
    pki = write_dev_pki(tmp_path / "pki", clients=("operator", "stranger"))
    server = server_ssl_context(
        pki.server_cert, pki.server_key, client_ca=pki.ca_cert, alpn=("http/1.1",)
    )
    config = ServiceConfig(admin_identities=frozenset({"URI:urn:ioa:agent:operator"}))
    async with running(store, config=config, ssl_context=server) as url:
        cert, key = pki.client_certs["operator"]
        operator = AdminClient(
            url, ssl_context=client_ssl_context(pki.ca_cert, cert=cert, key=key, alpn=("http/1.1",))
        )
        answer = await asyncio.to_thread(operator.publish, builtin(TRAVEL_20).canonical)
        assert answer["urn"] == TRAVEL_20
        audit = await asyncio.to_thread(operator.audit)
        assert audit["entries"][0]["actor"] == "URI:urn:ioa:agent:operator"
        cert, key = pki.client_certs["stranger"]
        stranger = AdminClient(
            url, ssl_context=client_ssl_context(pki.ca_cert, cert=cert, key=key, alpn=("http/1.1",))
        )
        with pytest.raises(ForbiddenError):
            await asyncio.to_thread(stranger.publish, builtin(TRAVEL_21).canonical)
        anonymous = AdminClient(
            url, ssl_context=client_ssl_context(pki.ca_cert, alpn=("http/1.1",))
        )
        with pytest.raises(UnauthorizedError):
            await asyncio.to_thread(anonymous.publish, builtin(TRAVEL_21).canonical)


async def test_the_service_resigns_short_lived_metadata_by_itself(tmp_path):
    short = AuthorityConfig().with_expiry(timestamp=timedelta(seconds=2))
    store = SqliteStore(tmp_path / "short.db", create=True)
    store.initialise(
        Repository.create(authority_id="short", now=datetime.now(UTC), config=short),
        actor="test",
        settings={},
    )
    assert await AuthorityService(store, ServiceConfig(authority=short)).resign_once() is None
    config = ServiceConfig(authority=short, resign_check_interval=0.1)
    async with running(store, config=config):
        for _ in range(100):  # the condition, not the time, is what is asserted
            if store.repository().timestamp.signed.version > 1:
                break
            await asyncio.sleep(0.1)
    timestamp = store.repository().timestamp.signed
    assert timestamp.version > 1
    assert timestamp.expires > datetime.now(UTC)
    assert store.audit()[0].actor == "resigner"
    store.close()


# -- the command line, in separate processes ---------------------------------------------------


def ioa(*args: str, env=None, check=True) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(  # noqa: S603 - our own interpreter and arguments
        [sys.executable, "-m", "ioa.cli", *args],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO,
        env={**os.environ, "COLUMNS": "200", **(env or {})},
        check=False,
    )
    if check and result.returncode != 0:
        raise AssertionError(f"ioa {' '.join(args)} failed:\n{result.stdout}\n{result.stderr}")
    return result


def wait_for_line(process: subprocess.Popen[str], marker: str, timeout: float = 30.0) -> str:
    """The first line of the process's output containing `marker` (read by a thread:
    select() on a buffered pipe misses lines already in Python's buffer)."""
    lines = _line_queue(process)
    deadline = time.monotonic() + timeout
    seen = []
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=0.2)
        except queue.Empty:
            if process.poll() is not None and lines.empty():
                break
            continue
        if line is None:
            break
        seen.append(line)
        if marker in line:
            return line
    raise AssertionError(f"{marker!r} never appeared; output: {''.join(seen)}")


_QUEUES: dict[int, queue.Queue[str | None]] = {}


def _line_queue(process: subprocess.Popen[str]) -> queue.Queue[str | None]:
    if process.pid not in _QUEUES:
        lines: queue.Queue[str | None] = queue.Queue()
        assert process.stdout is not None

        def pump(stream=process.stdout) -> None:
            for line in stream:
                lines.put(line)
            lines.put(None)

        threading.Thread(target=pump, daemon=True).start()
        _QUEUES[process.pid] = lines
    return _QUEUES[process.pid]


def start_service(db: Path, *, prelude: str = "") -> tuple[subprocess.Popen[str], str]:
    script = (
        textwrap.dedent(prelude)
        + "\nimport sys\nfrom ioa.cli import main\nsys.exit(main(sys.argv[1:]))\n"
    )
    process = subprocess.Popen(  # noqa: S603 - our own interpreter on our own script
        [sys.executable, "-c", script, "authority", "serve", "--db", str(db), "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        cwd=REPO,
        env={**os.environ, "COLUMNS": "200"},
    )
    line = wait_for_line(process, "serving authority on")
    return process, line.strip().rsplit(" ", 1)[-1]


def stop_service(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def test_cli_init_publish_revoke_rotate_status(tmp_path):
    db = tmp_path / "authority.db"
    token_file = tmp_path / "token"
    ioa(
        "authority",
        "init",
        "--db",
        str(db),
        "--id",
        "cli-authority",
        "--token-file",
        str(token_file),
    )
    assert token_file.stat().st_mode & 0o077 == 0
    assert db.stat().st_mode & 0o077 == 0
    again = ioa("authority", "init", "--db", str(db), "--id", "x", check=False)
    assert again.returncode == 2
    assert "exists already" in again.stderr  # an error: on stderr, stdout left to output
    assert again.stdout == ""
    travel = REPO / "contexts/builtin/travel"
    ioa("authority", "publish", str(travel / "v2.0.json"), "--db", str(db))
    refused = ioa("authority", "publish", str(travel / "v2.0.json"), "--db", str(db), check=False)
    assert refused.returncode == 2
    assert f"{travel / 'v2.0.json'}: [version_exists]" in refused.stderr  # names the file
    assert refused.stdout == ""
    process, url = start_service(db)
    try:
        token = token_file.read_text().strip()
        published = ioa(
            "authority",
            "publish",
            str(travel / "v2.1.json"),
            "--url",
            url,
            "--token-file",
            str(token_file),
            "--json",
        )
        assert json.loads(published.stdout)["done"][0]["urn"] == TRAVEL_21
        ioa(
            "authority",
            "revoke",
            TRAVEL_20,
            "--reason",
            "old",
            "--url",
            url,
            env={"IOA_AUTHORITY_TOKEN": token},
        )
        ioa("authority", "rotate", "snapshot", "--db", str(db))  # direct, while the service runs
        remote = json.loads(ioa("authority", "status", "--url", url, "--json").stdout)
        assert remote["authority"] == "cli-authority"
        assert {c["urn"]: c["status"] for c in remote["contexts"]} == {
            TRAVEL_20: "revoked",
            TRAVEL_21: "active",
        }
        cache = tmp_path / "cache"
        client = AuthorityClient(f"{url}/metadata/", cache_dir=cache, root=root_of(url))
        assert client.fetch(TRAVEL_21, now=time.time()).context == builtin(TRAVEL_21)
        unauthorised = ioa(
            "authority",
            "revoke",
            TRAVEL_21,
            "--reason",
            "x",
            "--url",
            url,
            "--token",
            "nope",
            check=False,
        )
        assert unauthorised.returncode == 2
        assert "[unauthorized]" in unauthorised.stderr
    finally:
        stop_service(process)
    local = json.loads(ioa("authority", "status", "--db", str(db), "--json").stdout)
    assert local["integrity"] == "ok"
    assert local["roles"]["root"]["version"] == 2  # the snapshot rotation changed root
    human = ioa("authority", "status", "--db", str(db)).stdout
    assert "cli-authority" in human
    assert "revoked" in human


def test_kill_9_during_a_publish_leaves_the_previous_state(tmp_path):
    db = tmp_path / "authority.db"
    token_file = tmp_path / "token"
    ioa("authority", "init", "--db", str(db), "--id", "crash-test", "--token-file", str(token_file))
    ioa("authority", "publish", str(REPO / "contexts/builtin/travel/v2.0.json"), "--db", str(db))
    before = SqliteStore(db)
    committed = before.metadata("timestamp.json")
    before.close()
    # A service whose publish stops after writing every row and before COMMIT.
    prelude = """
    import time
    from authority import sqlite_store as store_module
    original = store_module._SqliteTransaction.apply
    def apply(self, commit, *, actor):
        original(self, commit, actor=actor)
        if commit.operation == "publish":
            print("PAUSED-BEFORE-COMMIT", flush=True)
            time.sleep(600)
    store_module._SqliteTransaction.apply = apply
    """
    process, url = start_service(db, prelude=prelude)
    token = token_file.read_text().strip()
    outcome: list[object] = []

    def publish() -> None:
        try:
            outcome.append(
                AdminClient(url, token=token, timeout=30).publish(builtin(TRAVEL_21).canonical)
            )
        except Exception as exc:  # noqa: BLE001 - the connection dies with the process
            outcome.append(exc)

    thread = threading.Thread(target=publish)
    thread.start()
    try:
        wait_for_line(process, "PAUSED-BEFORE-COMMIT")
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
    thread.join(timeout=30)
    assert isinstance(outcome[0], AuthorityUnreachableError)
    after = SqliteStore(db)
    try:
        assert after.integrity_check() == "ok"
        assert after.metadata("timestamp.json") == committed
        assert [str(p.urn) for p in after.repository().contexts()] == [TRAVEL_20]
        assert after.audit()[0].operation == "publish"
        assert len(after.audit()) == 2  # init and the first publish; nothing of the killed one
    finally:
        after.close()
    process, url = start_service(db)
    try:
        client = AuthorityClient(
            f"{url}/metadata/", cache_dir=tmp_path / "cache", root=root_of(url)
        )
        assert client.fetch(TRAVEL_20, now=time.time()).context == builtin(TRAVEL_20)
        with pytest.raises(UnknownContextError):
            client.fetch(TRAVEL_21, now=time.time())
        AdminClient(url, token=token).publish(
            builtin(TRAVEL_21).canonical
        )  # the version was not used
        fresh = AuthorityClient(
            f"{url}/metadata/", cache_dir=tmp_path / "cache2", root=root_of(url)
        )
        assert fresh.fetch(TRAVEL_21, now=time.time()).context == builtin(TRAVEL_21)
    finally:
        stop_service(process)


async def test_inputs_that_once_crashed_the_service_get_4xx(store):
    async with running(store) as url, aiohttp.ClientSession() as http:
        auth = {"Authorization": f"Bearer {TOKEN}"}
        key = generate("acme").public
        key_object = {"keyid": key.keyid, **key.to_dict()}
        huge = builtin(TRAVEL_20).as_dict()
        huge["x-big"] = 2**60
        cases = [
            ("/v1/admin/revoke", {"urn": "nope", "reason": "r"}, 400, "invalid_request"),
            ("/v1/admin/deprecate", {"urn": "nope", "reason": "r"}, 400, "invalid_request"),
            ("/v1/admin/publish", huge, 422, "invalid_document"),
            (
                "/v1/admin/delegate",
                {
                    "namespace": "acme",
                    "role": "acme",
                    "threshold": 2,
                    "keys": [key_object, key_object],
                },
                400,
                "invalid_request",
            ),
        ]
        for path, body, status, code in cases:
            async with http.post(url + path, headers=auth, data=orjson.dumps(body)) as response:
                answer = await response.json()
                assert (response.status, answer["error"]) == (status, code), path


async def _delegated(
    url: str, delegate_key: Any
) -> tuple[AdminClient, DelegatedNamespace, SharedContext]:
    """`acme` delegated to `delegate_key` at the service `url`; its namespace, a context in it."""
    admin = AdminClient(url, token=TOKEN)
    await asyncio.to_thread(
        admin.delegate, "acme", role="acme", keys=[delegate_key.public], threshold=1
    )
    namespace = DelegatedNamespace("acme", [delegate_key.signer])
    document = builtin(TRAVEL_20).as_dict()
    document["urn"] = "urn:contexts:acme.travel:v1.0"
    context = SharedContext(document)
    namespace.add(context, now=datetime.now(UTC))
    return admin, namespace, context


async def test_a_delegate_submits_without_the_admin_token(store):
    delegate_key = generate("acme")
    async with running(store) as url:
        admin, namespace, context = await _delegated(url, delegate_key)
        data, documents = namespace.sign(now=datetime.now(UTC))
        anonymous = AdminClient(url)
        answer = await asyncio.to_thread(anonymous.submit, "acme", data, documents)
        assert answer["operation"] == "submit"
        audit = await asyncio.to_thread(admin.audit)
        assert audit["entries"][0]["actor"] == "delegate:acme"
        impostor = DelegatedNamespace("acme", [generate("acme").signer])
        impostor.add(context, now=datetime.now(UTC))
        forged, docs = impostor.sign(now=datetime.now(UTC))
        with pytest.raises(InvalidDelegationError):
            await asyncio.to_thread(anonymous.submit, "acme", forged, docs)
        client = await asyncio.to_thread(client_for, url, Path(tempfile.mkdtemp()))
        verified = await asyncio.to_thread(client.fetch, context.urn, now=time.time())
        assert verified.context == context


def _timestamp_version(store) -> int:
    return orjson.loads(store.metadata("timestamp.json"))["signed"]["version"]


async def test_a_delegate_cannot_grow_the_authority_without_bound(store, monkeypatch):
    """An outside attack (F2): a delegate's key (or a thief's) resubmitting its metadata with
    version + 1 stored a whole new copy each time, and every snapshot and timestamp, kept
    for ever (3.5 MB a second for 2 MB of metadata, until the disk filled and the operator
    could not even withdraw it). A role's accepted submissions are rated (forged ones
    spend nothing), and a store keeps the newest `KEPT_VERSIONS` of each role but root."""
    monkeypatch.setattr(service_module, "SUBMISSIONS_AT_ONCE", 6)
    delegate_key = generate("acme")
    async with running(store) as url:
        admin, namespace, context = await _delegated(url, delegate_key)
        anonymous = AdminClient(url)
        impostor = DelegatedNamespace("acme", [generate("acme").signer])
        impostor.add(context, now=datetime.now(UTC))
        for n in range(6):
            forged, docs = impostor.sign(now=datetime.now(UTC))
            with pytest.raises(InvalidDelegationError):  # spends nothing of acme's
                await asyncio.to_thread(anonymous.submit, "acme", forged, docs)
            if n == 4:  # a jump (up to 1,024 is allowed): the newest 3 stored are kept
                namespace._metadata.signed.version += 499
            data, documents = namespace.sign(now=datetime.now(UTC))
            await asyncio.to_thread(anonymous.submit, "acme", data, documents)
        data, documents = namespace.sign(now=datetime.now(UTC))
        with pytest.raises(TooManySubmissionsError, match="try again in"):
            await asyncio.to_thread(anonymous.submit, "acme", data, documents)
        kept = {role: [] for role in ("acme", "targets", "snapshot", "timestamp", "root")}
        for role, versions in kept.items():
            for version in range(1, 1024):
                if store.metadata(f"{version}.{role}.json") is not None:
                    versions.append(version)
        assert kept["acme"] == [4, 504, 505]  # by rank (not versions within 3 of the last)
        assert len(kept["snapshot"]) == len(kept["timestamp"]) == KEPT_VERSIONS
        assert kept["timestamp"][-1] == _timestamp_version(store)
        assert kept["root"] == [1]  # every root: the chain clients walk
        client = await asyncio.to_thread(client_for, url, Path(tempfile.mkdtemp()))
        verified = await asyncio.to_thread(client.fetch, context.urn, now=time.time())
        assert verified.context == context


async def test_public_reads_parse_the_repository_once_per_commit_and_odd_names_are_404(
    store, monkeypatch
):
    """An outside attack (F3, F5): every anonymous `/healthz`, `/v1/contexts`... parsed the
    whole repository on the event loop (a 2 MB delegated role: an honest fetch waited 240
    ms under a small flood); `/metadata/<4,301 digits>.root.json` was a 500 with a
    traceback logged. The parse is kept until the next commit; a name like that is 404."""
    parsed: list[int] = []
    load = type(store).public_repository

    def counted(self, config=None):
        parsed.append(1)
        return load(self, config)

    monkeypatch.setattr(type(store), "public_repository", counted)
    async with running(store) as url, aiohttp.ClientSession() as http:
        for path in ("/healthz", "/v1/contexts", "/.well-known/ioa-authority") * 3:
            async with http.get(f"{url}{path}") as answer:
                assert answer.status == 200
        assert len(parsed) == 1
        await asyncio.to_thread(AdminClient(url, token=TOKEN).publish, builtin(TRAVEL_20).canonical)
        async with http.get(f"{url}/v1/contexts") as answer:
            assert TRAVEL_20 in await answer.text()  # read anew after the commit
        assert len(parsed) == 2
        async with http.get(f"{url}/.well-known/ioa-authority") as answer:
            before = (await answer.json())["root"]["version"]
            assert answer.headers["Vary"] == "Host"  # its endpoints are the Host's
        await asyncio.to_thread(AdminClient(url, token=TOKEN).rotate, "root")  # root alone
        async with http.get(f"{url}/.well-known/ioa-authority") as answer:
            assert (await answer.json())["root"]["version"] == before + 1  # (a review)
        async with http.get(f"{url}/metadata/{'9' * 4301}.root.json") as answer:
            assert answer.status == 404
            assert (await answer.json())["error"] == "not_found"


def test_cli_init_leaves_nothing_behind_when_the_token_cannot_be_written(tmp_path):
    db = tmp_path / "authority.db"
    missing = ioa(
        "authority",
        "init",
        "--db",
        str(db),
        "--id",
        "x",
        "--token-file",
        str(tmp_path / "no" / "token"),
        check=False,
    )
    assert missing.returncode == 2
    assert not db.exists()
    existing = tmp_path / "token"
    existing.write_text("someone else's\n")
    taken = ioa(
        "authority",
        "init",
        "--db",
        str(db),
        "--id",
        "x",
        "--token-file",
        str(existing),
        check=False,
    )
    assert taken.returncode == 2
    assert not db.exists()
    assert existing.read_text() == "someone else's\n"


def test_cli_refuses_a_file_that_is_not_an_authority_database(tmp_path):
    bogus = tmp_path / "bogus.db"
    bogus.write_bytes(b"this is not sqlite" * 100)
    result = ioa("authority", "status", "--db", str(bogus), check=False)
    assert result.returncode == 2
    assert "Traceback" not in result.stdout + result.stderr
    assert "error" in result.stderr
    assert result.stdout == ""


def test_a_cache_dir_under_the_home_directory_is_the_home_directory(tmp_path, monkeypatch):
    from authority.client import AuthorityClient  # noqa: PLC0415

    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    from authority.exceptions import InvalidMetadataError  # noqa: PLC0415

    with pytest.raises(InvalidMetadataError, match="no trusted root"):  # none given: refused
        AuthorityClient("http://127.0.0.1:9/metadata/", cache_dir="~/.ioa/authorities/example")
    assert not (tmp_path / "home").exists()  # and refused, it makes no directory
    # A cache that holds a root already is the one under the home directory
    cache = tmp_path / "home" / ".ioa" / "authorities" / "example"
    (cache / "metadata").mkdir(parents=True)
    from authority.simulator import RepositorySimulator  # noqa: PLC0415

    root = RepositorySimulator().store.metadata("1.root.json")
    assert root is not None
    (cache / "metadata" / "root.json").write_bytes(root)  # a damaged one is refused now
    client = AuthorityClient("http://127.0.0.1:9/metadata/", cache_dir="~/.ioa/authorities/example")
    assert client.cache_dir == cache
    assert (cache / "documents").is_dir()
    assert not (tmp_path / "~").exists()  # no literal `./~` beside it


def test_cli_publish_json_refusal_is_one_json_object_on_stdout(tmp_path):
    db = tmp_path / "authority.db"
    ioa("authority", "init", "--db", str(db), "--id", "json-authority", "--token-file",
        str(tmp_path / "token"))  # fmt: skip
    travel = REPO / "contexts/builtin/travel"
    ioa("authority", "publish", str(travel / "v2.0.json"), "--db", str(db))
    # v2.1 is new, v2.0 is there already: the first is published, the second refused
    both = [str(travel / "v2.1.json"), str(travel / "v2.0.json")]
    refused = ioa("authority", "publish", *both, "--db", str(db), "--json", check=False)
    assert refused.returncode == 2
    record = json.loads(refused.stdout)  # the whole of stdout is one JSON document
    assert record["command"] == "publish"
    assert record["ok"] is False
    assert record["error"] == "version_exists"
    assert record["file"] == both[1]
    assert [item["urn"] for item in record["done"]] == [TRAVEL_21]
    assert "refused" not in refused.stderr
    missing = ioa("authority", "publish", str(tmp_path / "nope.json"), "--db", str(db),
                  "--json", check=False)  # fmt: skip
    assert missing.returncode == 2
    assert json.loads(missing.stdout)["message"].startswith(str(tmp_path / "nope.json"))
    as_text = ioa("authority", "publish", both[1], "--db", str(db), check=False)
    assert as_text.returncode == 2
    assert as_text.stdout == ""
    [line] = as_text.stderr.strip().splitlines()
    assert line.startswith(f"refused {both[1]}: [version_exists]")
    # a URL that is not one, and a database that is not one: JSON still, naming the fault
    bad_url = ioa("authority", "publish", both[0], "--url", "notaurl", "--token", "t",
                  "--json", check=False)  # fmt: skip
    assert bad_url.returncode == 2
    assert json.loads(bad_url.stdout)["ok"] is False
    not_db = tmp_path / "not.db"
    not_db.write_bytes(b"not sqlite" * 100)
    broken = ioa("authority", "publish", both[0], "--db", str(not_db), "--json", check=False)
    assert broken.returncode == 2
    assert json.loads(broken.stdout)["file"] == str(not_db)


def test_cli_serve_says_it_is_serving_once(tmp_path):
    db = tmp_path / "authority.db"
    ioa("authority", "init", "--db", str(db), "--id", "once", "--token-file",
        str(tmp_path / "token"))  # fmt: skip
    process = subprocess.Popen(  # noqa: S603 - our own interpreter
        [sys.executable, "-m", "ioa", "authority", "serve", "--db", str(db), "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=REPO,
    )
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        assert first.startswith("serving authority on http://127.0.0.1:")
    finally:
        stop_service(process)
    out, err = process.communicate(timeout=30)
    lines = [line for line in (first + out + err).splitlines() if "serving" in line]
    assert lines == [first.strip()], lines


def test_cli_serve_runs_from_its_config_file(tmp_path):
    db = tmp_path / "authority.db"
    ioa("authority", "init", "--db", str(db), "--id", "from-file", "--token-file",
        str(tmp_path / "token"))  # fmt: skip
    config = tmp_path / "authority.toml"
    config.write_text('role = "authority"\n[service]\ndb = "authority.db"\n[listen]\nport = 0\n')
    process = subprocess.Popen(  # noqa: S603 - our own interpreter
        [sys.executable, "-m", "ioa", "authority", "serve", "--config", str(config)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=REPO,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("serving authority on http://127.0.0.1:")
        url = line.strip().rsplit(" ", 1)[-1]
        status = json.loads(ioa("authority", "status", "--url", url, "--json").stdout)
        assert status["authority"] == "from-file"
    finally:
        stop_service(process)
        process.communicate(timeout=30)
    both = ioa("authority", "serve", "--config", str(config), "--port", "1", check=False)
    assert both.returncode == 2
    assert f"{config}: --port: give options or --config, not both" in both.stderr
    # (--host was ignored, and --resign-interval: its default hid it)
    for beside in (["--host", "127.0.0.2"], ["--cleartext"], ["--resign-interval", "5"]):
        both = ioa("authority", "serve", "--config", str(config), *beside, check=False)
        assert both.returncode == 2
        assert f"{config}: {beside[0]}: give options or --config, not both" in both.stderr
    neither = ioa("authority", "serve", check=False)
    assert neither.returncode == 2
    assert "give --db and --port, or --config FILE" in neither.stderr


def test_piped_status_and_demo_lines_are_whole_at_any_width(tmp_path):
    narrow = {k: v for k, v in os.environ.items() if k != "COLUMNS"}  # a pipe: 80 columns
    db = tmp_path / "authority.db"
    ioa("authority", "init", "--db", str(db), "--id", "wide", "--token-file",
        str(tmp_path / "token"))  # fmt: skip
    travel = REPO / "contexts/builtin/travel/v2.1.json"
    ioa("authority", "publish", str(travel), "--db", str(db))
    status = subprocess.run(  # noqa: S603 - our own interpreter
        [sys.executable, "-m", "ioa.cli", "authority", "status", "--db", str(db)],
        capture_output=True, text=True, timeout=60, cwd=REPO, env=narrow, check=True,
    )  # fmt: skip
    assert any(line.startswith("urn:contexts:travel:v2.1  ") for line in status.stdout.splitlines())
    assert "…" not in status.stdout
    demo = subprocess.run(
        [sys.executable, "-m", "ioa.cli", "demo", "travel"],
        capture_output=True, text=True, timeout=120, cwd=REPO, env=narrow, check=True,
    )  # fmt: skip
    contents = [line.strip() for line in demo.stdout.splitlines() if line.startswith("      {")]
    assert contents
    for line in contents:  # every message's content one whole JSON line (or cut with …)
        assert line.endswith(("}", "…")), line


def test_cli_json_is_one_object_for_every_command_and_faults_name_their_file(tmp_path):
    db = tmp_path / "authority.db"
    made = json.loads(ioa("authority", "init", "--db", str(db), "--id", "j", "--json").stdout)
    assert (made["command"], made["ok"], made["authority"], made["db"]) == (
        "init",
        True,
        "j",
        str(db),
    )
    assert len(made["token"]) >= 32  # shown once, in the object
    travel = REPO / "contexts/builtin/travel/v2.0.json"
    published = json.loads(
        ioa("authority", "publish", str(travel), "--db", str(db), "--json").stdout
    )
    assert (published["command"], published["ok"]) == ("publish", True)
    assert [item["urn"] for item in published["done"]] == ["urn:contexts:travel:v2.0"]
    status = json.loads(ioa("authority", "status", "--db", str(db), "--json").stdout)
    assert (status["command"], status["ok"], status["authority"]) == ("status", True, "j")
    bogus = tmp_path / "bogus.db"
    bogus.write_bytes(b"not sqlite" * 100)
    broken = ioa("authority", "status", "--db", str(bogus), check=False)
    assert broken.returncode == 2
    [line] = broken.stderr.strip().splitlines()
    assert line.startswith(f"error {bogus}: ")
    assert "not a database" in line


def test_cli_an_authority_that_does_not_answer_is_a_runtime_failure(tmp_path):
    (tmp_path / "token").write_text("t\n")
    for extra in ((), ("--json",)):
        done = ioa("authority", "status", "--url", "http://127.0.0.1:9", "--token-file",
                   str(tmp_path / "token"), *extra, check=False)  # fmt: skip
        assert done.returncode == 1, done.stderr
        assert "Retrying" not in done.stderr


@pytest.mark.parametrize("token", [b"\xff", b"\xed\xa0\x80", b"caf\xc3\xa9-\xff"])
async def test_an_admin_token_that_is_not_utf8_is_unauthorized_not_an_internal_error(
    store, caplog, token
):
    """An outside attack: `Authorization: Bearer \\xff` on any admin route made the digest
    of the token raise (a surrogate escape, encoded strictly): 500 and a traceback."""
    async with running(store) as url:
        host, port = url.removeprefix("http://").split(":")
        for path in (b"/v1/admin/revoke", b"/v1/admin/publish"):
            reader, writer = await asyncio.open_connection(host, int(port))
            writer.write(
                b"POST %s HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\n"
                b"Content-Length: 0\r\nConnection: close\r\n\r\n" % (path, token)
            )
            answer = await reader.read()
            writer.close()
            assert answer.split()[1] == b"401", answer[:200]
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_a_submission_to_no_role_is_refused_before_its_body_is_read(store):
    """Anyone may submit to a delegated role: a 3.6 MB body to a role that does not exist
    was parsed and canonicalised on the event loop (~250 ms each, an outside attack)
    before the role was looked up. Here the body never comes: the answer does."""
    async with running(store) as url:
        host, port = url.removeprefix("http://").split(":")
        reader, writer = await asyncio.open_connection(host, int(port))
        writer.write(
            b"PUT /v1/delegations/nope HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
            b'\r\nContent-Length: 3000000\r\n\r\n{"metadata":'
        )
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
        writer.close()
    assert head.split()[1] == b"404"


async def test_a_forged_or_compressed_submission_never_takes_the_write_lock(store, monkeypatch):
    """An outside attack: forged delegate metadata (15,000 targets, a bogus signature,
    3.9 MiB sent as 91 KiB of gzip) held the service's write lock ~0.7 s each before it
    was refused; a few a second kept administrators and the re-signer waiting. Its
    signatures are checked before the lock now, and a compressed body is refused; one
    that names too few of the role's keys among its signatures is not even read."""
    delegate_key = generate("acme")
    async with running(store) as url:
        admin = AdminClient(url, token=TOKEN)
        await asyncio.to_thread(
            admin.delegate, "acme", role="acme", keys=[delegate_key.public], threshold=1
        )
        operated: list[str] = []
        original = store.operate

        def recorded(operation, *, actor, config=None):
            operated.append(actor)
            return original(operation, actor=actor, config=config)

        monkeypatch.setattr(store, "operate", recorded)
        impostor = DelegatedNamespace("acme", [generate("acme").signer])
        document = builtin(TRAVEL_20).as_dict()
        document["urn"] = "urn:contexts:acme.travel:v1.0"
        impostor.add(SharedContext(document), now=datetime.now(UTC))
        forged, docs = impostor.sign(now=datetime.now(UTC))
        read: list[int] = []
        parts = service_module.submission_parts

        def counted(raw: bytes) -> tuple[bytes, list[bytes]]:
            read.append(len(raw))
            return parts(raw)

        monkeypatch.setattr(service_module, "submission_parts", counted)
        with pytest.raises(InvalidDelegationError, match="below_threshold"):
            await asyncio.to_thread(AdminClient(url).submit, "acme", forged, docs)
        assert read == []  # (an outside attack: 1.6 MiB of a forgery cost 0.18 s to read)
        # one naming the role's key, its signature forged: read, and refused as before
        named = orjson.loads(forged)
        named["signatures"] = [{"keyid": delegate_key.public.keyid, "sig": "00" * 64}]
        with pytest.raises(InvalidDelegationError, match="does not verify"):
            await asyncio.to_thread(AdminClient(url).submit, "acme", orjson.dumps(named), docs)
        assert len(read) == 1
        body = orjson.dumps({"metadata": orjson.loads(forged), "documents": []})
        # aiohttp decompresses by the last Content-Encoding header: every one is read
        encodings = [["gzip"], ["deflate"], ["identity", "gzip"], ["gzip, identity"], ["GZIP"]]
        async with aiohttp.ClientSession() as http:
            for names in encodings:
                headers = CIMultiDict([("Content-Type", "application/json")])
                for name in names:
                    headers.add("Content-Encoding", name)
                async with http.put(
                    f"{url}/v1/delegations/acme",
                    data=gzip.compress(body),
                    headers=headers,
                    compress=None,
                ) as response:
                    answer = await response.json()
                assert (response.status, answer["error"]) == (400, "invalid_request"), names
                assert names[-1].split(",")[0].lower() in answer["message"]
        assert operated == []  # nothing waited for the lock
        namespace = DelegatedNamespace("acme", [delegate_key.signer])
        namespace.add(SharedContext(document), now=datetime.now(UTC))
        data, documents = namespace.sign(now=datetime.now(UTC))
        answer = await asyncio.to_thread(AdminClient(url).submit, "acme", data, documents)
        assert answer["operation"] == "submit"
        assert operated == ["delegate:acme"]
        # the accepted metadata sent back by anyone (it is public): refused before the lock
        with pytest.raises(AuthorityError, match="not newer"):
            await asyncio.to_thread(AdminClient(url).submit, "acme", data, documents)
        assert operated == ["delegate:acme"]


async def test_an_administrator_withdraws_a_delegation_over_http_and_from_the_cli(store, tmp_path):
    """The answer to a stolen delegate key (an outside attack found none): withdraw the
    delegation; what it published is revoked, served and refused by clients."""
    delegate_key = generate("acme")
    document = builtin(TRAVEL_20).as_dict()
    document["urn"] = "urn:contexts:acme.travel:v1.0"
    context = SharedContext(document)
    async with running(store) as url:
        admin = AdminClient(url, token=TOKEN)
        await asyncio.to_thread(
            admin.delegate, "acme", role="acme", keys=[delegate_key.public], threshold=1
        )
        namespace = DelegatedNamespace("acme", [delegate_key.signer])
        namespace.add(context, now=datetime.now(UTC))
        data, documents = namespace.sign(now=datetime.now(UTC))
        await asyncio.to_thread(AdminClient(url).submit, "acme", data, documents)
        with pytest.raises(UnauthorizedError):
            await asyncio.to_thread(AdminClient(url).withdraw, "acme", "stolen")
        with pytest.raises(UnknownRoleError):
            await asyncio.to_thread(admin.withdraw, "nobody", "stolen")
        with pytest.raises(AuthorityError, match="a reason is required") as blank:
            await asyncio.to_thread(admin.withdraw, "acme", " ")
        assert blank.value.code == "invalid_request"
        answer = await asyncio.to_thread(admin.withdraw, "acme", "delegate key stolen")
        assert (answer["operation"], answer["revoked"]) == ("withdraw", [str(context.urn)])
        client = await asyncio.to_thread(client_for, url, tmp_path / "client")
        with pytest.raises(ContextRevokedError, match="delegate key stolen"):
            await asyncio.to_thread(client.fetch, context.urn, now=time.time())
    # the CLI, on the database itself: a second delegation, withdrawn
    moment = datetime.now(UTC)
    store.operate(
        lambda repo: repo.delegate(
            "beta", role="beta", keys=[generate("beta").public], threshold=1, now=moment
        ),
        actor="test",
    )
    db = str(tmp_path / "authority.db")
    done = ioa("authority", "withdraw", "beta", "--reason", "retired", "--db", db, "--json")
    assert '"operation": "withdraw"' in done.stdout
    refused = ioa("authority", "withdraw", "beta", "--reason", "again", "--db", db, check=False)
    assert refused.returncode == 2
    assert "beta" in refused.stderr
