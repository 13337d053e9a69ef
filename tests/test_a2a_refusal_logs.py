"""Every refusal of the A2A bridge is logged once, where it is made, with its code and client.

On real sockets (127.0.0.1): each request is sent from a connection whose local
address the test knows, and the `ioa.bridges.a2a` records are read (caplog): one
`a2a_refused` record per refused request, naming that address and the A2A code.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Any
from urllib.parse import urlsplit

import pytest

pytest.importorskip("a2a", reason="the A2A bridge needs the `a2a` extra (a2a-sdk)")
pytest.importorskip("hypercorn", reason="the A2A bridge serves with hypercorn (the `a2a` extra)")

from a2a_helpers import POLICIES, booking_airline

from contexts.builtin import builtin
from ioa.agent import Agent, Incoming
from ioa.bridges.a2a import serve_a2a
from ioa.logs import FIELDS, JsonLines
from l9_snl.identity import AgentIdentity

FLIGHT = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
V1 = {"A2A-Version": "1.0"}
JSON_TYPE = {"Content-Type": "application/json"}
INVALID_0_3_CALL = {
    "messageId": "m-1",
    "role": "user",
    "kind": "message",
    "parts": [{"kind": "data", "data": {"task": "bookFlight", "parameters": {"origin_code": 5}}}],
}
"""A 0.3 message whose task call does not validate (`invalid_content`)."""


@contextlib.asynccontextmanager
async def _served(**kwargs: Any):
    server = await serve_a2a(booking_airline(), **kwargs)
    try:
        async with asyncio.timeout(30):
            yield server
    finally:
        await server.close()


async def _post(
    url: str, body: bytes, headers: dict[str, str] | None = None
) -> tuple[str, int, bytes]:
    """POST `body` on a connection of its own: (its local `host:port`, the status, the body)."""
    where = urlsplit(url)
    reader, writer = await asyncio.open_connection(where.hostname, where.port)
    host, port = writer.get_extra_info("sockname")[:2]
    lines = [
        f"POST {where.path or '/'} HTTP/1.1",
        f"Host: {where.netloc}",
        f"Content-Length: {len(body)}",
        "Connection: close",
        *(f"{name}: {value}" for name, value in {**JSON_TYPE, **(headers or {})}.items()),
    ]
    writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
    await writer.drain()
    answer = await reader.read()
    writer.close()
    head, _, payload = answer.partition(b"\r\n\r\n")
    return f"{host}:{port}", int(head.split()[1]), payload


def _rpc(method: str, params: dict[str, Any]) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}).encode()


def _call(parameters: dict[str, Any]) -> dict[str, Any]:
    data = {"task": "bookFlight", "parameters": parameters}
    return {"message": {"messageId": "m-1", "role": "ROLE_USER", "parts": [{"data": data}]}}


def _refusals(caplog: pytest.LogCaptureFixture, peer: str) -> list[dict[str, Any]]:
    """The `a2a_refused` records' fields for the client at `peer`."""
    found = []
    for record in caplog.records:
        fields = getattr(record, FIELDS, None)
        if not isinstance(fields, dict) or record.name != "ioa.bridges.a2a":
            continue
        if fields.get("event") == "a2a_refused" and fields["peer"] == peer:
            found.append({**fields, "level": record.levelname})
    return found


def _listening(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.CRITICAL, logger="a2a")  # (the SDK's own lines are not read here)
    caplog.set_level(logging.INFO, logger="ioa.bridges.a2a")  # (last: the handler's level too)
    return caplog


async def test_a_request_not_json_by_its_type_is_logged_with_32005_and_its_client(caplog):
    refusals_logged = _listening(caplog)
    async with _served() as server:
        peer, status, body = await _post(
            server.url, _rpc("SendMessage", _call(FLIGHT)), {"Content-Type": "text/plain", **V1}
        )
    assert status == 200
    assert json.loads(body)["error"]["code"] == -32005
    (logged,) = _refusals(refusals_logged, peer)
    assert (logged["code"], logged["level"], logged["agent"]) == (-32005, "INFO", "airline")
    assert "text/plain" in logged["reason"]
    assert f"from {peer}: -32005" in logged["message"]


async def test_a_body_past_the_limit_is_logged_as_too_large_with_its_client(caplog):
    refusals_logged = _listening(caplog)
    async with _served() as server:
        big = _rpc("SendMessage", _call({**FLIGHT, "note": "x" * (2 << 20)}))
        peer, status, body = await _post(server.url, big, V1)
    assert status == 200
    assert json.loads(body)["error"]["code"] == -32600
    (logged,) = _refusals(refusals_logged, peer)
    assert logged["code"] == -32600
    assert logged["reason"] == "Payload too large"


async def test_a_bridge_refusal_is_logged_once_with_its_ioa_code_and_client(caplog):
    refusals_logged = _listening(caplog)
    bad = _call({"origin_code": 5})
    async with _served() as server:
        sent = [
            await _post(server.url, _rpc("SendMessage", bad), V1),
            await _post(server.url, _rpc("SendStreamingMessage", bad), V1),
        ]
    for (peer, status, _), method in zip(
        sent, ("SendMessage", "SendStreamingMessage"), strict=True
    ):
        assert status == 200
        (logged,) = _refusals(refusals_logged, peer)  # once, though two layers see it
        assert (logged["code"], logged["ioa_code"]) == (-32602, "invalid_content")
        if method == "SendMessage":
            assert logged["method"] == method
    # and no line of the older kind, without the client
    assert not [r for r in refusals_logged.records if "refused an A2A message" in r.getMessage()]


async def test_0_3_refusals_are_logged_with_their_client_streamed_or_not(caplog):
    refusals_logged = _listening(caplog)
    message = INVALID_0_3_CALL
    async with _served() as server:
        sent = {
            "message/send": await _post(server.url, _rpc("message/send", {"message": message})),
            "message/stream": await _post(server.url, _rpc("message/stream", {"message": message})),
            "bad params": await _post(server.url, _rpc("message/send", {"message": 5})),
        }
    for what, (peer, status, _) in sent.items():
        assert status == 200, what
        (logged,) = _refusals(refusals_logged, peer)
        assert logged["code"] == -32602, what
        if what != "bad params":
            assert logged["ioa_code"] == "invalid_content", what


async def test_the_sdks_own_refusals_are_logged_with_their_client(caplog):
    refusals_logged = _listening(caplog)
    async with _served() as server:
        sent = {
            -32700: await _post(server.url, b"{not json", V1),
            -32601: await _post(server.url, _rpc("NoSuchMethod", {}), V1),
            -32001: await _post(server.url, _rpc("GetTask", {"id": "no-such-task"}), V1),
            -32602: await _post(server.url, _rpc("ListTasks", {}), V1),
        }
    for code, (peer, status, _) in sent.items():
        assert status == 200
        (logged,) = _refusals(refusals_logged, peer)
        assert logged["code"] == code


async def test_a_version_header_the_method_does_not_match_is_the_clients_fault(caplog):
    """An outside attack: a 0.3 method sent with `A2A-Version: 1.0` was answered -32603 and
    logged at ERROR as the bridge's own failure (any client could fill an alerting log);
    a 1.0 method with a 0.3 header was -32009. Both are -32009, a refusal logged at INFO."""
    refusals_logged = _listening(caplog)
    message = {"messageId": "m", "role": "user", "kind": "message", "parts": []}
    async with _served() as server:
        sent = [
            await _post(server.url, _rpc("message/send", {"message": message}), V1),
            await _post(server.url, _rpc("tasks/get", {"id": "x"}), V1),
            await _post(server.url, _rpc("SendMessage", _call(FLIGHT)), {"A2A-Version": "0.3"}),
        ]
    for peer, status, payload in sent:
        assert status == 200
        assert json.loads(payload)["error"]["code"] == -32009
        (logged,) = _refusals(refusals_logged, peer)
        assert logged["code"] == -32009
        assert logged["level"] == "INFO"


async def test_a_refusal_logged_as_json_lines_gives_its_fields_as_members(caplog):
    refusals_logged = _listening(caplog)
    async with _served() as server:
        peer, _, _ = await _post(server.url, _rpc("GetTask", {"id": "no-such-task"}), V1)
    (record,) = [
        r
        for r in refusals_logged.records
        if isinstance(getattr(r, FIELDS, None), dict) and getattr(r, FIELDS)["peer"] == peer
    ]
    line = json.loads(JsonLines().format(record))
    assert line["peer"] == peer
    assert line["code"] == -32001
    assert line["event"] == "a2a_refused"


async def test_a_call_the_firewall_stops_is_logged_with_its_client(caplog, tmp_path):
    refusals_logged = _listening(caplog)
    (tmp_path / "policies.cedar").write_text(POLICIES)
    airline = Agent(
        AgentIdentity.generate("airline"),
        contexts=[builtin("urn:contexts:travel:v2.1")],
        policies=tmp_path,
    )

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict[str, Any]:
        return {"booking_reference": "IOA7Q2", **message.values}

    server = await serve_a2a(airline)
    try:
        peer, _, body = await _post(server.url, _rpc("SendMessage", _call(FLIGHT)), V1)
    finally:
        await server.close()
    assert json.loads(body)["result"]["task"]["status"]["state"] == "TASK_STATE_REJECTED"
    said = [r.getMessage() for r in refusals_logged.records if "firewall stopped" in r.getMessage()]
    expected = f"airline: the firewall stopped REQUEST from a2a-client at {peer}: forbidden: "
    assert said == [expected + "forbidden by policy"]


async def test_text_a_client_sent_cannot_forge_a_second_log_line(caplog):
    """A taskId with a newline, echoed in a reason: escaped in the text, kept in the fields."""
    refusals_logged = _listening(caplog)
    forged = "x\nairline: refused an A2A request from 6.6.6.6:1: -32600: forged"
    message = {**_call(FLIGHT)["message"], "taskId": forged}
    async with _served() as server:
        peer, _, body = await _post(server.url, _rpc("SendMessage", {"message": message}), V1)
        named, _, _ = await _post(server.url, _rpc("No\r\nSuchMethod\x1b[2J", {}), V1)
    assert json.loads(body)["error"]["code"] == -32001
    (logged,) = _refusals(refusals_logged, peer)
    assert forged in logged["reason"]  # the JSON form: JSON escapes it
    [line] = [r.getMessage() for r in refusals_logged.records if peer in r.getMessage()]
    assert "\n" not in line
    assert "x\\nairline: refused an A2A request from 6.6.6.6:1" in line
    [other] = [r.getMessage() for r in refusals_logged.records if named in r.getMessage()]
    assert "an A2A No\\r\\nSuchMethod\\x1b[2J from" in other


async def test_the_method_is_logged_wherever_the_refusal_is_made(caplog):
    """The dispatcher's errors, the 0.3 adapter's, and errors inside streams name the method."""
    refusals_logged = _listening(caplog)
    unknown = {"messageId": "m", "role": "ROLE_USER", "taskId": "nope", "parts": [{"text": "x"}]}
    calls = [
        ("NoSuchMethod", {}, V1, -32601),
        ("SendMessage", {"message": 5}, V1, -32602),
        ("message/send", {"message": INVALID_0_3_CALL}, {}, -32602),
        ("tasks/get", {"id": "nope"}, {}, -32001),
        ("GetTask", {"id": "nope"}, V1, -32001),
        ("SendStreamingMessage", {"message": unknown}, V1, -32001),
        ("SubscribeToTask", {"id": "nope"}, V1, -32001),
    ]
    async with _served() as server:
        sent = [
            (method, code, await _post(server.url, _rpc(method, params), headers))
            for method, params, headers, code in calls
        ]
    for method, code, (peer, _, _) in sent:
        (logged,) = _refusals(refusals_logged, peer)
        assert (logged["method"], logged["code"]) == (method, code)
        assert f"refused an A2A {method} from {peer}" in logged["message"]


@pytest.mark.parametrize("server", ["uvicorn", "hypercorn"])
async def test_a_client_cannot_name_another_address_with_forwarding_headers(caplog, server):
    """An outside attack: uvicorn trusts `X-Forwarded-For` from 127.0.0.1 by default, so
    any client there (or behind a same-host proxy passing the header on) had the
    bridge's refusal log, and every per-address bound reading the client's address,
    name an address it chose. The bridge names the socket's peer, whatever it says."""
    refusals_logged = _listening(caplog)
    forged = {
        "X-Forwarded-For": "203.0.113.66",
        "X-Real-IP": "203.0.113.67",
        "Forwarded": "for=203.0.113.68",
    }
    async with _served(server=server) as served:
        peer, status, _ = await _post(
            served.url, _rpc("SendMessage", _call({"origin_code": 5})), {**V1, **forged}
        )
    assert status == 200
    (logged,) = _refusals(refusals_logged, peer)
    assert logged["peer"].startswith("127.0.0.1:")
    assert "203.0.113" not in caplog.text
