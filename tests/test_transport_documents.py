"""Published documents on the L7 servers (spec 2.2): an agent's card, served on GET."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from contexts.builtin import builtin
from ioa.agent import Agent, Tls
from l7_transport import CARD_PATH, SessionRefused
from l7_transport.http2 import Http2Client, serve_http2
from l7_transport.http3 import Http3Client
from l7_transport.tls import write_dev_pki
from l9_snl.identity import AgentCard, AgentIdentity

pytestmark = pytest.mark.usefixtures("h2_engine")  # once per HTTP/2 engine


async def nothing(_channel: Any) -> None:
    return


async def test_a_document_is_served_on_get_made_when_asked() -> None:
    made = []

    def document() -> bytes:
        made.append(1)
        return json.dumps({"n": len(made)}).encode()

    server = await serve_http2(nothing, cleartext=True, documents={CARD_PATH: document})
    client = await Http2Client.connect("127.0.0.1", server.port, cleartext=True)
    try:
        assert json.loads(await client.get()) == {"n": 1}
        assert json.loads(await client.get()) == {"n": 2}
        channel = await client.open_session()  # sessions are served beside it
        assert channel is not None
    finally:
        await client.close()
        await server.close()


@pytest.mark.parametrize(("path", "status"), [("/nope", 404), ("/broken", 500)])
async def test_a_missing_or_failing_document_is_refused_and_the_connection_serves_on(
    path: str, status: int
) -> None:
    def broken() -> bytes:
        raise RuntimeError("no card today")

    documents = {CARD_PATH: lambda: b"{}", "/broken": broken}
    server = await serve_http2(nothing, cleartext=True, documents=documents)
    client = await Http2Client.connect("127.0.0.1", server.port, cleartext=True)
    try:
        with pytest.raises(SessionRefused, match=f"status {status}"):
            await client.get(path)
        assert await client.get() == b"{}"
    finally:
        await client.close()
        await server.close()


async def test_a_post_to_a_document_path_is_405() -> None:
    server = await serve_http2(nothing, cleartext=True, documents={CARD_PATH: lambda: b"{}"})
    client = await Http2Client.connect("127.0.0.1", server.port, cleartext=True)
    try:
        with pytest.raises(SessionRefused, match="status 405"):
            await client.open_session(CARD_PATH)
    finally:
        await client.close()
        await server.close()


@pytest.mark.parametrize("protocol", ["h2", "h3"])
async def test_an_agent_publishes_its_signed_card_with_its_claims(
    tmp_path: Path, protocol: str
) -> None:
    pki = write_dev_pki(tmp_path)
    agent = Agent(AgentIdentity.generate("airline"), contexts=[builtin("urn:contexts:travel:v2.1")])

    @agent.handler("bookFlight")
    async def book(_message: Any) -> dict[str, Any]:
        return {}

    listener = await agent.serve(
        protocol=protocol, tls=Tls(cert=pki.server_cert, key=pki.server_key)
    )
    port = listener.port
    client = await tls_client(protocol, port, pki.ca_cert)
    try:
        card = AgentCard.from_json(json.loads(await client.get()))
    finally:
        await client.close()
        await listener.close()
    card.verify_self_signature()
    assert card.agent_id == "airline"
    assert card.public_signing_key_b64url == agent.identity.public_signing_key_b64url
    assert card.endpoints == (f"https://127.0.0.1:{port}",)
    assert card.contexts == ("urn:contexts:travel:v2.1",)
    claims = card.extensions["x-ioa"]
    assert claims["protocol"] == protocol
    assert claims["authority"] == "local"
    assert claims["digests"] == {
        "urn:contexts:travel:v2.1": builtin("urn:contexts:travel:v2.1").digest
    }
    assert claims["tasks"] == ["bookFlight"]
    assert "resumption" in claims["features"]


@pytest.mark.parametrize("protocol", ["h2", "h3"])
async def test_gets_leave_no_stream_behind_on_the_client(tmp_path: Path, protocol: str) -> None:
    pki = write_dev_pki(tmp_path)
    agent = Agent(AgentIdentity.generate("airline"), contexts=[builtin("urn:contexts:travel:v2.1")])
    listener = await agent.serve(
        protocol=protocol, tls=Tls(cert=pki.server_cert, key=pki.server_key)
    )
    client = await tls_client(protocol, listener.port, pki.ca_cert)
    try:
        for _ in range(50):
            await client.get()
        with pytest.raises(SessionRefused, match="404"):
            await client.get("/nope")
        for _ in range(100):  # the last answers' ends may still be on their way
            if client.session_count == 0:
                break
            await asyncio.sleep(0.01)
        assert client.session_count == 0
    finally:
        await client.close()
        await listener.close()


CURL = shutil.which("curl")


@pytest.mark.skipif(CURL is None, reason="curl is not installed (make test installs it)")
async def test_head_gets_the_headers_alone_and_a_405_says_what_is_allowed() -> None:
    agent = Agent(AgentIdentity.generate("airline"), contexts=[builtin("urn:contexts:travel:v2.1")])
    listener = await agent.serve()
    base = f"http://127.0.0.1:{listener.port}"
    try:
        head = await curl("-sS", "-I", "--http2-prior-knowledge", f"{base}{CARD_PATH}")
        assert head.splitlines()[0].strip() == "HTTP/2 200"
        assert "content-length:" in head.lower()
        post = await curl(
            "-sS", "-i", "--http2-prior-knowledge", "-X", "POST", "-d", "x", f"{base}{CARD_PATH}"
        )
        assert post.splitlines()[0].strip() == "HTTP/2 405"
        assert "allow: GET, HEAD" in post
        session = await curl(
            "-sS", "-i", "--http2-prior-knowledge", "-X", "GET", f"{base}/ioa/v1/session"
        )
        assert session.splitlines()[0].strip() == "HTTP/2 405"
        assert "allow: POST" in session
    finally:
        await listener.close()


async def curl(*args: str) -> str:
    process = await asyncio.create_subprocess_exec(
        CURL or "curl", *args, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    out, err = await asyncio.wait_for(process.communicate(), 30)
    assert process.returncode == 0, err.decode()
    return out.decode()


def test_the_card_names_an_endpoint_a_peer_can_reach() -> None:
    from ioa.agent_serving import listen_urls as _endpoints  # noqa: PLC0415 - the rule itself, no socket on other hosts

    assert _endpoints(False, "127.0.0.1", 8443) == ["http://127.0.0.1:8443"]
    assert _endpoints(True, "::1", 8443) == ["https://[::1]:8443"]
    assert _endpoints(True, "agent.example", 443) == ["https://agent.example:443"]
    assert _endpoints(False, "0.0.0.0", 8443) == []  # noqa: S104 - no bind: a string
    assert _endpoints(False, "::", 8443) == []


async def test_a_public_url_is_what_the_card_publishes() -> None:
    agent = Agent(AgentIdentity.generate("airline"), contexts=[builtin("urn:contexts:travel:v2.1")])
    listener = await agent.serve(public_url="https://agent.example:8443")
    client = await Http2Client.connect("127.0.0.1", listener.port, cleartext=True)
    try:
        card = AgentCard.from_json(json.loads(await client.get()))
    finally:
        await client.close()
        await listener.close()
    assert card.endpoints == ("https://agent.example:8443",)


async def tls_client(protocol: str, port: int, ca: Path) -> Http2Client | Http3Client:
    """A client over TLS (HTTP/2) or QUIC (HTTP/3) trusting `ca`."""
    if protocol == "h3":
        return await Http3Client.connect("127.0.0.1", port, ca=ca)
    from l7_transport.tls import client_ssl_context  # noqa: PLC0415

    return await Http2Client.connect("127.0.0.1", port, ssl_context=client_ssl_context(ca))
