"""The authorization server as a real aiohttp service on 127.0.0.1, with a real SQLite file.

An aiohttp client registers a leading agent (as the administrator), obtains
a static group's token and a task token over the wire with real signatures
and DPoP proofs, and meets each refusal as an RFC 6749 error body.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from contextlib import asynccontextmanager

import aiohttp
import pytest
from aiohttp import web

from authority.authz import jose, tokens
from authority.authz.client import DynamicPresenter, StaticPresenter, TokenClient
from authority.authz.dpop import MemoryReplayCache, make_proof
from authority.authz.resource import ResourceGuard
from authority.authz.server import (
    AuthorizationServer,
    client_assertion,
    client_credentials_form,
    member_details,
)
from authority.authz.service import MAX_BODY, AuthzService, grant_for, serving
from authority.authz.store import SqliteLedger

ADMIN = "Bearer admin-secret"
LEADER = jose.generate_key()
SUBS = {name: jose.generate_key() for name in ("collector", "advisor")}


def _admin(request: web.Request) -> None:
    if request.headers.get("Authorization") != ADMIN:
        raise web.HTTPUnauthorized(text="admin only")


@asynccontextmanager
async def running(tmp_path):
    runner = None
    ledger = SqliteLedger(tmp_path / "authority.db")
    placeholder = AuthorizationServer(
        issuer="http://127.0.0.1", token_endpoint="", ledger=ledger, replay=MemoryReplayCache()
    )
    service = AuthzService(placeholder, admin=_admin)
    runner = web.AppRunner(service.application())
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    base = f"http://127.0.0.1:{port}"
    placeholder.issuer, placeholder.token_endpoint = base, f"{base}/oauth/token"
    try:
        async with aiohttp.ClientSession() as session:
            yield base, session, placeholder
    finally:
        await runner.cleanup()
        ledger.close()


async def _register(session, base, **extra):
    metadata = {
        "client_id": "leader",
        "jwks": {"keys": [jose.public_jwk(LEADER)]},
        "scope": "read advise",
        "capability": "resolve intent and distribute tasks",
        "resources": ["rs-data", "rs-guide"],
        **extra,
    }
    async with session.post(
        f"{base}/oauth/register", json=metadata, headers={"Authorization": ADMIN}
    ) as r:
        return r.status, await r.json()


def _assertion(base):
    return client_assertion("leader", LEADER, base, int(time.time()))


def _leader_form(issuer, **extra):
    return client_credentials_form("leader", LEADER, issuer, int(time.time()), **extra)


async def _token(session, base, form, headers=None):
    async with session.post(f"{base}/oauth/token", data=form, headers=headers or {}) as response:
        return response.status, await response.json(), response.headers


async def test_registration_is_for_administrators_only(tmp_path):
    async with running(tmp_path) as (base, session, _):
        async with session.post(f"{base}/oauth/register", json={"client_id": "x"}) as response:
            assert response.status == 401
        status, body = await _register(session, base)
        assert (status, body["client_id"], body["capability"]) == (
            201,
            "leader",
            "resolve intent and distribute tasks",
        )
        status, body = await _register(session, base)
        assert (status, body["error"]) == (400, "invalid_client_metadata")


async def test_a_static_group_token_over_the_wire(tmp_path):
    async with running(tmp_path) as (base, session, server):
        await _register(session, base)
        members = [
            tokens.Member("collector", ("rs-data",), ("read",), jose.public_jwk(SUBS["collector"])),
            tokens.Member("advisor", ("rs-guide",), ("advise",), jose.public_jwk(SUBS["advisor"])),
        ]
        form = _leader_form(
            base, applier_id="leader", authorization_details=member_details(members)
        )
        status, body, headers = await _token(session, base, form)
        assert status == 200, body
        assert headers["Cache-Control"] == "no-store"
        async with session.get(f"{base}/oauth/jwks.json") as response:
            jwks = await response.json()
        by_kid = {
            key["kid"]: jose.import_public_jwk(
                {k: v for k, v in key.items() if k in {"kty", "crv", "x"}}
            )
            for key in jwks["keys"]
        }
        access = tokens.accept_token_star(
            tokens.token_star_of(body["access_token"], "collector"),
            issuer_keys=lambda header: by_kid[header["kid"]],
            issuer=server.issuer,
            me="collector",
            trusted_appliers={"leader"}.__contains__,
            now=int(time.time()),
        )
        assert access.aud == ("rs-data",)


async def test_a_task_token_over_the_wire_and_unrecognized_pk(tmp_path):
    async with running(tmp_path) as (base, session, _):
        await _register(session, base)
        form = _leader_form(
            base, task="collect-health-data", key=jose.thumbprint(LEADER), resource="rs-data"
        )
        proof = make_proof(LEADER, method="POST", uri=f"{base}/oauth/token")
        status, body, _ = await _token(session, base, form, {"DPoP": proof})
        assert (status, body["token_type"]) == (200, "DPoP"), body
        form["client_assertion"] = _assertion(base)
        other = make_proof(jose.generate_key(), method="POST", uri=f"{base}/oauth/token")
        status, body, _ = await _token(session, base, form, {"DPoP": other})
        assert (status, body["error"]) == (400, "unrecognized_pk")


async def test_rotation_over_the_wire_publishes_both_keys(tmp_path):
    async with running(tmp_path) as (base, session, _):
        async with session.get(f"{base}/oauth/jwks.json") as response:
            first = {key["kid"] for key in (await response.json())["keys"]}
        async with session.post(f"{base}/oauth/rotate", headers={"Authorization": ADMIN}) as r:
            kid = (await r.json())["kid"]
        async with session.get(f"{base}/oauth/jwks.json") as response:
            both = {key["kid"] for key in (await response.json())["keys"]}
        assert both == first | {kid}
        assert len(both) == 2


async def test_refusals_are_rfc_6749_bodies(tmp_path):
    async with running(tmp_path) as (base, session, _):
        await _register(session, base, capability="answer questions")
        status, body, headers = await _token(session, base, {"grant_type": "client_credentials"})
        assert (status, body["error"]) == (401, "invalid_client")
        assert "invalid_client" in headers["WWW-Authenticate"]
        form = _leader_form(base, applier_id="leader", authorization_details="[]")
        status, body, _ = await _token(session, base, form)
        assert (status, body["error"]) == (400, "unauthorized_applier")
        assert set(body) == {"error", "error_description"}
        async with session.post(f"{base}/oauth/token", json={"grant_type": "x"}) as response:
            assert (response.status, (await response.json())["error"]) == (400, "invalid_request")
        repeated = [("grant_type", "client_credentials"), ("grant_type", "client_credentials")]
        status, body, _ = await _token(session, base, repeated)
        assert (status, body["error"]) == (400, "invalid_request")


async def test_a_huge_body_is_refused_and_the_service_keeps_serving(tmp_path):
    async with running(tmp_path) as (base, session, _):
        big = {"grant_type": "client_credentials", "pad": "x" * (MAX_BODY + 1)}
        async with session.post(f"{base}/oauth/token", data=big) as response:
            assert response.status in {400, 413}
        async with session.get(f"{base}/.well-known/oauth-authorization-server") as response:
            metadata = await response.json()
        assert metadata["token_endpoint"] == f"{base}/oauth/token"
        assert "private_key_jwt" in metadata["token_endpoint_auth_methods_supported"]


@pytest.mark.parametrize("path", ["/oauth/register", "/oauth/consent", "/oauth/rotate"])
async def test_admin_routes_refuse_strangers(tmp_path, path):
    stranger = {"Authorization": "Bearer x"}
    async with (
        running(tmp_path) as (base, session, _),
        session.post(f"{base}{path}", json={}, headers=stranger) as response,
    ):
        assert response.status == 401


async def test_the_schema_authority_serves_the_authorization_server_from_its_file(tmp_path):
    """`authz_issuer` set: one service, one database file, one set of administrators."""
    import sqlite3  # noqa: PLC0415 - this test reads the file itself

    from authority.config import ServiceConfig  # noqa: PLC0415
    from tests.test_authority_service import TOKEN, make_store  # noqa: PLC0415
    from tests.test_authority_service import running as authority_running  # noqa: PLC0415

    store = make_store(tmp_path / "authority.db")
    issuer = "https://as.test"
    config = ServiceConfig(authz_issuer=issuer)
    async with authority_running(store, config=config) as base, aiohttp.ClientSession() as session:
        metadata = {
            "client_id": "leader",
            "jwks": {"keys": [jose.public_jwk(LEADER)]},
            "scope": "read",
            "resources": ["rs-data"],
        }
        async with session.post(f"{base}/oauth/register", json=metadata) as response:
            assert response.status == 401  # the authority's admin check, its error body
            assert (await response.json())["error"] == "unauthorized"
        bearer = {"Authorization": f"Bearer {TOKEN}"}
        async with session.post(
            f"{base}/oauth/register", json=metadata, headers=bearer
        ) as response:
            assert response.status == 201
        form = _leader_form(issuer)
        async with session.post(f"{base}/oauth/token", data=form) as response:
            body = await response.json()
            assert response.status == 200, body
        assert jose.unverified_claims(body["access_token"])["iss"] == issuer
        async with session.get(f"{base}/.well-known/ioa-authority") as response:
            assert response.status == 200  # the authority's own routes still serve
        big = {"grant_type": "client_credentials", "pad": "x" * (1 << 20)}  # under 4 MiB
        async with session.post(f"{base}/oauth/token", data=big) as response:
            assert (response.status, (await response.json())["error"]) == (400, "invalid_request")
    with sqlite3.connect(tmp_path / "authority.db") as db:
        assert db.execute("SELECT client_id FROM authz_clients").fetchall() == [("leader",)]
        assert db.execute("SELECT count(*) FROM authz_tokens").fetchone() == (1,)


def resource_server(guard, data):
    """An aiohttp resource server on 127.0.0.1 that serves `data` to granted requests."""

    async def records(request: web.Request) -> web.Response:
        grant = grant_for(guard, request, needed=["read"])
        return web.json_response({"for": grant.sub_agent, "task": grant.task, "data": data})

    app = web.Application()
    app.router.add_get("/records", records)
    return serving(app)


async def _jwks_keys(session, base):
    async with session.get(f"{base}/oauth/jwks.json") as response:
        listed = (await response.json())["keys"]
    by_kid = {
        key["kid"]: jose.import_public_jwk({k: key[k] for k in ("kty", "crv", "x")})
        for key in listed
    }

    def find(header):
        if header.get("kid") not in by_kid:
            raise jose.JoseCheckError("unknown kid")
        return by_kid[header["kid"]]

    return find


def _collectors_credential(token: str, task: str) -> str:
    """The leader's task credential for the collector, for `task` under `token`."""
    return tokens.issue_credential(
        leader_key=LEADER,
        leader="leader",
        sub_agent="collector",
        sub_agent_jwk=jose.public_jwk(SUBS["collector"]),
        task=task,
        access_token=token,
        now=int(time.time()),
    )


async def test_both_methods_end_to_end_over_real_sockets(tmp_path):
    """A leading agent's tokens, used by sub-agents at a resource server, each on 127.0.0.1."""
    async with running(tmp_path) as (base, session, server):
        await _register(session, base)
        leader = TokenClient(session, server.token_endpoint, server.issuer, "leader", LEADER)
        guard = ResourceGuard(
            "rs-data",
            issuer=server.issuer,
            issuer_keys=await _jwks_keys(session, base),
            leader_keys={"leader": LEADER}.get,
        )
        async with resource_server(guard, {"heart_rate": 62}) as rs_base:
            url = f"{rs_base}/records"
            members = [
                tokens.Member(
                    "collector", ("rs-data",), ("read",), jose.public_jwk(SUBS["collector"])
                ),
                tokens.Member(
                    "advisor", ("rs-guide",), ("advise",), jose.public_jwk(SUBS["advisor"])
                ),
            ]
            group = await leader.group_token(members)
            collector = StaticPresenter(tokens.token_star_of(group, "collector"), SUBS["collector"])
            status, body = await collector.get(session, url, "rs-data")
            assert (status, body["for"], body["data"]) == (200, "collector", {"heart_rate": 62})
            advisor = StaticPresenter(tokens.token_star_of(group, "advisor"), SUBS["advisor"])
            status, body = await advisor.get(session, url, "rs-data")
            assert (status, body["error"]) == (401, "invalid_token")  # not in the advisor's entry

            token = await leader.task_token("collect-health-data", ["rs-data"], scope="read")
            credential = _collectors_credential(token, "collect-health-data")
            status, body = await DynamicPresenter(token, credential, SUBS["collector"]).get(
                session, url
            )
            assert (status, body["task"]) == (200, "collect-health-data")
            stolen = DynamicPresenter(token, credential, SUBS["advisor"])
            status, body = await stolen.get(session, url)
            # spec 15.4: the credential is the collector's and valid; the advisor's proof
            # is not by the key it names, a key binding's failure
            assert (status, body["error"]) == (401, "invalid_token")
            assert body["error_description"].startswith("proof: ")


async def test_a_static_presenter_binds_anew_for_every_request_in_one_second(tmp_path):
    """Each key binding is a new JWT (its own jti): requests in one second are not replays.

    Before, `iat` in whole seconds, the same nonce and a deterministic Ed25519 signature
    made a second request in the same second the same JWT, refused as replayed. A
    binding the server still calls replayed is made anew once.
    """
    async with running(tmp_path) as (base, session, server):
        await _register(session, base)
        leader = TokenClient(session, server.token_endpoint, server.issuer, "leader", LEADER)
        guard = ResourceGuard(
            "rs-data", issuer=server.issuer, issuer_keys=await _jwks_keys(session, base)
        )
        member = tokens.Member(
            "collector", ("rs-data",), ("read",), jose.public_jwk(SUBS["collector"])
        )
        star = tokens.token_star_of(await leader.group_token([member]), "collector")
        async with resource_server(guard, {"heart_rate": 62}) as rs_base:
            url = f"{rs_base}/records"
            presenter = StaticPresenter(star, SUBS["collector"])
            answers = [await presenter.get(session, url, "rs-data") for _ in range(5)]
            assert [status for status, _ in answers] == [200] * 5, answers

            at = time.time()  # one second for every binding below
            jtis = iter(["first", "second", "second", "third"])
            repeating = StaticPresenter(
                star, SUBS["collector"], jti_source=jtis.__next__, clock=lambda: at
            )
            assert (await repeating.get(session, url, "rs-data"))[0] == 200  # challenged once
            assert (await repeating.get(session, url, "rs-data"))[0] == 200  # replayed, rebound
            assert next(jtis, None) is None


async def test_a_proof_for_one_resource_server_does_not_pass_at_another_whatever_its_host(
    tmp_path,
):
    """An outside attack: a task token naming two resource servers, and a sub-agent's
    request to the first captured and sent to the second with the first one's `Host`.
    The second built the request's URI from `Host`, so the proof's `htu` matched, and its
    own replay cache had never seen the proof: 200. The URI is the socket's now."""
    async with running(tmp_path) as (base, session, server):
        await _register(session, base)
        leader = TokenClient(session, server.token_endpoint, server.issuer, "leader", LEADER)
        keys = await _jwks_keys(session, base)

        def guard(resource: str) -> ResourceGuard:
            return ResourceGuard(
                resource, issuer=server.issuer, issuer_keys=keys, leader_keys={"leader": LEADER}.get
            )

        async with (
            resource_server(guard("rs-data"), {"heart_rate": 62}) as first,
            resource_server(guard("rs-guide"), {"advice": "walk"}) as second,
        ):
            token = await leader.task_token("collect", ["rs-data", "rs-guide"], scope="read")
            credential = _collectors_credential(token, "collect")
            url = f"{first}/records"
            proof = make_proof(SUBS["collector"], method="GET", uri=url, access_token=token)
            captured = {
                "Authorization": f"DPoP {token}",
                "DPoP": proof,
                "Task-Credential": credential,
            }
            async with session.get(url, headers=captured) as answer:
                assert answer.status == 200
            for host in (first.removeprefix("http://"), None):
                headers = captured if host is None else {**captured, "Host": host}
                async with session.get(f"{second}/records", headers=headers) as replayed:
                    assert replayed.status == 401, host
                    assert "htu" in (await replayed.json())["error_description"]
            async with session.get(f"{second}/records") as bare:  # RFC 6750 3.1
                assert bare.status == 401
                assert "error=" not in bare.headers["WWW-Authenticate"]
                assert await bare.json() == {}
            fresh = DynamicPresenter(token, credential, SUBS["collector"])
            status, body = await fresh.get(session, f"{second}/records")
            assert (status, body["data"]) == (200, {"advice": "walk"})  # its own proof passes


async def _raw(base: str, request: bytes) -> tuple[int, bytes]:
    """One HTTP/1.1 exchange as sent (headers not UTF-8 included): status and body."""
    host, port = base.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    writer.write(request)
    await writer.drain()
    answer = await reader.read()
    writer.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


def _form_post(path: str, body: bytes, content_type: str, *, chunked: bool = False) -> bytes:
    if chunked:
        framed = b"".join(
            b"%x\r\n%s\r\n" % (len(piece), piece)
            for piece in (body[i : i + 8192] for i in range(0, len(body), 8192))
        )
        length, body = b"Transfer-Encoding: chunked", framed + b"0\r\n\r\n"
    else:
        length = b"Content-Length: %d" % len(body)
    return (
        b"POST %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: %s\r\n%s\r\n\r\n%s"
        % (path.encode(), content_type.encode(), length, body)
    )


def _surrogate_assertion() -> bytes:
    header = jose.b64url_encode(b'{"alg":"Ed25519"}')
    payload = jose.b64url_encode(b'{"iss":"\\ud800","sub":"\\ud800"}')
    assertion = f"{header}.{payload}.{jose.b64url_encode(bytes(64))}"
    return (
        b"grant_type=client_credentials&client_assertion_type="
        b"urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer"
        b"&client_assertion=" + assertion.encode()
    )


FORM = "application/x-www-form-urlencoded"
TOKEN = "/oauth/token"


@pytest.mark.parametrize(
    ("request_bytes", "status", "error"),
    [
        (_form_post(TOKEN, _surrogate_assertion(), FORM), 401, "invalid_client"),
        (_form_post(TOKEN, b"grant_type=x", f"{FORM}; charset=bogus"), 400, "invalid_request"),
        (_form_post(TOKEN, b"grant_type=x", f"{FORM}; charset=utf-16"), 400, "invalid_request"),
        (_form_post(TOKEN, b"grant_type=%ED%A0%80", FORM), 400, "unsupported_grant_type"),
        (_form_post(TOKEN, b"a=" + b"x" * 80_000, FORM, chunked=True), 400, "invalid_request"),
    ],
    ids=["surrogate-iss", "charset-bogus", "charset-utf16", "surrogate-form", "chunked-80k"],
)  # fmt: skip
async def test_garbage_from_anyone_is_refused_never_an_internal_error(
    tmp_path, caplog, request_bytes, status, error
):
    """An outside attack: each of these was a 500 with a logged traceback, before any
    credential was read (a lone surrogate reaching SQLite, an unknown charset, a chunked
    body read past the 64 KiB limit)."""
    async with running(tmp_path) as (base, _session, _server):
        got, body = await _raw(base, request_bytes)
    assert (got, json.loads(body)["error"]) == (status, error)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_an_administrators_json_that_cannot_be_read_is_a_refusal(tmp_path, caplog):
    nested = b"[" * 100_000 + b"]" * 100_000
    surrogate = b'{"client_id": "\\ud800", "jwks": {"keys": []}}'
    async with running(tmp_path) as (base, session, _server):
        for body in (nested, surrogate):
            async with session.post(
                f"{base}/oauth/register", data=body, headers={"Authorization": ADMIN}
            ) as answer:
                assert answer.status == 400
                assert (await answer.json())["error"] == "invalid_request"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_a_resource_server_on_a_unix_socket_never_takes_the_uri_from_host(caplog):
    """A review: with no address to name, the URI fell back to the client's `Host` (the
    proof-replay attack again, behind a proxy on a Unix socket). It is a URI no proof
    names now, and the log says what to configure."""
    from aiohttp.test_utils import make_mocked_request  # noqa: PLC0415 - this test only

    from authority.authz.service import _arrived_at  # noqa: PLC0415 - the private helper

    class UnixTransport:
        def get_extra_info(self, name: str) -> object:
            return "/run/rs.sock" if name == "sockname" else None

    request = make_mocked_request(
        "GET", "/records", headers={"Host": "rs-one.example:8443"}, transport=UnixTransport()
    )
    with caplog.at_level(logging.ERROR, logger="authority.authz"):
        uri = _arrived_at(request)
    assert "rs-one.example" not in uri
    assert uri.endswith(".invalid/")
    assert "public_base" in caplog.text
