"""An ioa agent connecting out to a hostile A2A server (`Agent.connect("a2a+http://...")`).

From an outside attack (stop 23): the official A2A client reads a card and each answer
whole, with only a per-read timeout. An endless body grew the client past 1.5 GB in
seconds; a body trickled a byte a second held a connect with no end; a card nested
200,000 deep escaped as a bare RecursionError. Each is now an `AgentError`
(`card_unavailable`), the body read no further than the agent's frame size.
"""

from __future__ import annotations

import asyncio
import contextlib
import gzip
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

pytest.importorskip("a2a", reason="the A2A bridge needs the `a2a` extra (a2a-sdk)")

import httpx
from aiohttp import web
from transport_helpers import serving_app

from contexts.builtin import builtin
from ioa.agent import Agent, AgentError
from ioa.bridges.a2a import client as client_module
from ioa.bridges.a2a.capped_http import ResponseTooLarge, capped_hooks
from l7_transport import TransportConfig
from l9_snl.identity import AgentIdentity

CHUNK = b" " * 65536


@contextlib.asynccontextmanager
async def hostile(
    answer: Callable[[web.Request, dict[str, int]], Awaitable[web.StreamResponse]],
) -> AsyncIterator[tuple[str, dict[str, int]]]:
    """A server on 127.0.0.1 whose every GET and POST is `answer`; what it managed to send."""
    sent = {"bytes": 0}

    async def handle(request: web.Request) -> web.StreamResponse:
        return await answer(request, sent)

    async with serving_app(handle) as url:
        yield url.replace("http://", "a2a+http://"), sent


async def endless(request: web.Request, sent: dict[str, int]) -> web.StreamResponse:
    """A JSON string that never ends (up to 256 MiB, or until the client leaves)."""
    response = web.StreamResponse(headers={"Content-Type": "application/json"})
    await response.prepare(request)
    with contextlib.suppress(ConnectionError, RuntimeError):
        await response.write(b'{"name": "')
        for _ in range(4096):
            await response.write(CHUNK)
            sent["bytes"] += len(CHUNK)
    return response


async def trickle(request: web.Request, sent: dict[str, int]) -> web.StreamResponse:
    """A declared 100,000 bytes, one every 50 ms."""
    response = web.StreamResponse(
        headers={"Content-Type": "application/json", "Content-Length": "100000"}
    )
    await response.prepare(request)
    with contextlib.suppress(ConnectionError, RuntimeError):
        for _ in range(100_000):
            await response.write(b" ")
            sent["bytes"] += 1
            await asyncio.sleep(0.05)
    return response


async def deep(request: web.Request, sent: dict[str, int]) -> web.StreamResponse:
    del request
    body = b"[" * 200_000
    sent["bytes"] = len(body)
    return web.Response(body=body, content_type="application/json")


def _agent(frame: int = 1 << 20, connect_timeout: float = 10.0) -> Agent:
    config = TransportConfig(max_frame_size=frame, connect_timeout=connect_timeout)
    return Agent(AgentIdentity.generate("traveller"), contexts=[], transport=config)


async def test_an_endless_card_is_read_to_the_frame_size_and_no_further():
    async with hostile(endless) as (url, sent):
        agent = _agent(frame=256 * 1024)
        async with asyncio.timeout(60):
            with pytest.raises(AgentError) as refused:
                await agent.connect(url, peer="airline")
        assert refused.value.code == "card_unavailable"
        assert "longer than 262144 bytes" in refused.value.reason
        await asyncio.sleep(0.2)  # the server notices the client left
    # what the server got out before the client hung up: the cap and socket buffers
    assert sent["bytes"] < 16 * 1024 * 1024


async def test_a_trickled_card_is_given_up_after_its_patience(monkeypatch):
    monkeypatch.setattr(client_module, "CARD_PATIENCE", 0.5)
    async with hostile(trickle) as (url, sent):
        agent = _agent(connect_timeout=0.5)
        async with asyncio.timeout(30):
            with pytest.raises(AgentError) as refused:
                await agent.connect(url, peer="airline")
        assert refused.value.code == "card_unavailable"
        assert "no card within 1 s" in refused.value.reason
    assert sent["bytes"] < 100


async def test_a_card_nested_past_any_reason_is_unavailable_not_a_crash():
    async with hostile(deep) as (url, _):
        with pytest.raises(AgentError) as refused:
            await _agent().connect(url, peer="airline")
        assert refused.value.code == "card_unavailable"


async def test_a_declared_length_past_the_cap_is_refused_before_the_body():
    async def declared(request: web.Request, sent: dict[str, int]) -> web.StreamResponse:
        return await trickle(request, sent)

    async with hostile(declared) as (url, sent):
        http = httpx.AsyncClient(event_hooks=capped_hooks(1000))
        async with http, asyncio.timeout(10):
            with pytest.raises(ResponseTooLarge, match="longer than 1000 bytes"):
                await http.get(url.replace("a2a+", "") + "/anything")
        assert sent["bytes"] < 100


async def test_a_compressed_answer_is_refused_not_inflated():
    """A review: the cap counted the bytes as sent, and httpx inflates after: 204 KB of
    gzip under a 1 MiB cap became 200 MB. Bodies are asked for as is, and one that comes
    compressed anyway is refused."""
    seen: dict[str, str] = {}

    async def gzip_bomb(request: web.Request, sent: dict[str, int]) -> web.StreamResponse:
        seen["accept"] = request.headers.get("Accept-Encoding", "")
        body = gzip.compress(b" " * (20 << 20))
        sent["bytes"] = len(body)
        return web.Response(
            body=body, headers={"Content-Type": "application/json", "Content-Encoding": "gzip"}
        )

    async with hostile(gzip_bomb) as (url, _):
        http = httpx.AsyncClient(event_hooks=capped_hooks(1 << 20))
        async with http:
            with pytest.raises(ResponseTooLarge, match="compressed"):
                await http.get(url.replace("a2a+", "") + "/card")
        assert seen["accept"] == "identity"
        with pytest.raises(AgentError) as refused:
            await _agent().connect(url, peer="airline")
        assert refused.value.code == "card_unavailable"


def test_the_client_keeps_the_proxies_of_its_environment(monkeypatch):
    """Hooks, not a transport of its own: httpx still reads HTTPS_PROXY (a review)."""
    monkeypatch.setenv("HTTPS_PROXY", "http://127.0.0.1:9")
    http = httpx.AsyncClient(event_hooks=capped_hooks(1000))
    assert [pattern.pattern for pattern in http._mounts] == ["https://"]


async def test_an_answer_to_the_hello_without_a_context_id_is_an_agent_error(monkeypatch):
    """An outside attack: a server's answer to the L9 HELLO without a `contextId` (protobuf's
    JSON form leaves an empty one out) raised a bare `KeyError` from `Agent.connect`, past
    what callers catch (`ioa topic` ended in "unexpected error")."""

    async def no_context_id(*_args, **_kwargs):
        return {"metadata": {client_module.EXTENSION: {"step": "select"}}}

    monkeypatch.setattr(client_module, "_step", no_context_id)
    agent = Agent(AgentIdentity.generate("traveller"), contexts=[builtin("urn:contexts:aci:v1.0")])
    with pytest.raises(AgentError) as refused:
        await client_module._lock(None, agent, "airline", None)
    assert refused.value.code == "invalid_answer"
    assert "names no contextId" in str(refused.value)
