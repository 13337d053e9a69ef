"""The A2A bridge's HTTP guard against hostile bodies, on real sockets (127.0.0.1).

A body is counted against the agent's `max_frame_size` however it is framed (a small
`Content-Length` beside `Transfer-Encoding: chunked` is framed by the chunks), and
read once strictly: what is not JSON is -32700, JSON past the bridge's bounds -32600,
a number past a double's range `invalid_content`; each a refusal logged at INFO, and
the server goes on serving.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
from typing import Any

import pytest

pytest.importorskip("a2a", reason="the A2A bridge needs the `a2a` extra (a2a-sdk)")
pytest.importorskip("hypercorn", reason="the A2A bridge serves with hypercorn (the `a2a` extra)")

import httpx
from a2a_helpers import booking_airline
from transport_helpers import endless_handler

from ioa.bridges.a2a import agent_side as agent_side_module
from ioa.bridges.a2a import serve_a2a
from ioa.bridges.a2a import tasks as tasks_module
from ioa.bridges.a2a.guard import MAX_DEPTH, MAX_PARTS, MAX_VALUES
from ioa.bridges.a2a.tasks import MAX_TASK_MESSAGES
from ioa.bridges.a2a_mapping import EXTENSION
from l7_transport.listener_limits import ListenerLimits

FLIGHT = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
V1 = {"A2A-Version": "1.0", "Content-Type": "application/json"}


def _call(data_text: str, metadata_text: str = "") -> bytes:
    """A SendMessage whose one data part is `data_text` (JSON text, as sent)."""
    metadata = f',"metadata":{metadata_text}' if metadata_text else ""
    return (
        '{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":'
        f'{{"messageId":"m","role":"ROLE_USER"{metadata},"parts":[{{"data":{data_text}}}]}}}}}}'
    ).encode()


def _booking(extra: str = "") -> str:
    return '{"task":"bookFlight","parameters":' + json.dumps(FLIGHT) + extra + "}"


async def _completes(url: str) -> None:
    """A good call on a fresh connection is answered `completed`: the server goes on."""
    async with httpx.AsyncClient(timeout=10) as http:
        answer = (await http.post(url, content=_call(_booking()), headers=V1)).json()
    assert answer["result"]["task"]["status"]["state"] == "TASK_STATE_COMPLETED"


async def _answer_of(reader: asyncio.StreamReader) -> tuple[bytes, dict[str, Any]]:
    """The status line and the JSON body of one HTTP/1.1 answer (framed by its length)."""
    head = await reader.readuntil(b"\r\n\r\n")
    length = next(
        int(line.split(b":", 1)[1])
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"content-length:")
    )
    return head.split(b"\r\n", 1)[0], json.loads(await reader.readexactly(length))


def _chunk(data: bytes) -> bytes:
    """One chunk of a chunked HTTP/1.1 body."""
    return b"%x\r\n%s\r\n" % (len(data), data)


async def _chunked_under_a_small_length(
    port: int,
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A connection whose POST says `Content-Length: 10` and `Transfer-Encoding: chunked`."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(
        b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nA2A-Version: 1.0\r\n"
        b"Content-Type: application/json\r\nContent-Length: 10\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n"
    )
    return reader, writer


@pytest.mark.parametrize("server", ["hypercorn", "uvicorn"])
async def test_a_chunked_body_is_counted_whatever_its_content_length_says(server, caplog):
    """`Content-Length: 10` and chunks: refused once past the limit, the rest never sent."""
    caplog.set_level(logging.INFO, logger="ioa.bridges.a2a")
    airline = booking_airline()
    limit = airline.transport.max_frame_size
    served = await serve_a2a(airline, server=server)
    try:
        async with asyncio.timeout(30):
            reader, writer = await _chunked_under_a_small_length(served.port)
            # a valid task call padded past the limit, sent in chunks but for its end: the
            # answer comes while the client is still sending (a server reading the whole
            # body, as it did, waits for the rest for ever; the reviewer's 300 MiB went in)
            body = _call(_booking(',"pad":"' + "x" * (limit + 4 * 65536) + '"'))
            sent = 0
            for start in range(0, limit + 2 * 65536, 65536):
                chunk = body[start : start + 65536]
                writer.write(_chunk(chunk))
                sent += len(chunk)
                await writer.drain()
            assert sent < len(body)  # never the whole body
            status, answer = await asyncio.wait_for(_answer_of(reader), 10)
            writer.close()
            assert status.startswith(b"HTTP/1.1 200")
            assert answer["error"]["code"] == -32600
            assert answer["error"]["message"] == "Payload too large"
            await _completes(served.url)
    finally:
        await served.close()
    refused = [r for r in caplog.records if r.getMessage().startswith("airline: refused")]
    assert [r.levelno for r in refused] == [logging.INFO]
    assert "-32600" in refused[0].getMessage()


@pytest.mark.parametrize("server", ["hypercorn", "uvicorn"])
async def test_a_whole_chunked_call_past_the_limit_is_not_answered_with_a_task(server):
    """The reviewer's 3 MiB valid task call under `Content-Length: 10`: refused, not run."""
    airline = booking_airline()
    body = _call(_booking(',"pad":"' + "x" * (3 << 20) + '"'))
    chunks = b"".join(_chunk(body[i : i + 65536]) for i in range(0, len(body), 65536))
    served = await serve_a2a(airline, server=server)
    try:
        async with asyncio.timeout(30):
            reader, writer = await _chunked_under_a_small_length(served.port)
            writer.write(chunks + b"0\r\n\r\n")
            with contextlib.suppress(ConnectionError):  # (closed once answered: rest unread)
                await writer.drain()
            _, answer = await _answer_of(reader)
            writer.close()
            assert answer["error"]["code"] == -32600
            await _completes(served.url)
    finally:
        await served.close()


DEEP = "[" * 50_000 + "]" * 50_000
BODIES = [
    ("NaN", _call(_booking(',"x":NaN')), -32700, None),
    ("-Infinity", _call(_booking(',"x":-Infinity')), -32700, None),
    ("invalid UTF-8", _call(_booking(',"x":"\xff"')).replace(b"\xc3\xbf", b"\xff"), -32700, None),
    ("UTF-16", _call(_booking()).decode().encode("utf-16"), -32700, None),
    ("5000 digits", _call(_booking(',"x":' + "9" * 5000)), -32600, None),
    ("50,000 levels", _call(_booking(',"x":' + DEEP)), -32600, None),
    ("past the depth", _call(_booking(',"x":' + "[" * MAX_DEPTH + "]" * MAX_DEPTH)), -32600, None),
    ("past the values", _call(_booking(',"x":[' + ",".join("0" * MAX_VALUES) + "]")), -32600, None),
    ("1e400 in data", _call(_booking(',"x":1e400')), -32602, "invalid_content"),
    ("-1e400, a parameter", _call(_booking()[:-2] + ',"seat":-1e400}}'), -32602, "invalid_content"),
]  # fmt: skip


async def test_bodies_that_are_not_json_or_past_its_bounds_are_refused_as_such(caplog):
    caplog.set_level(logging.INFO)
    async with asyncio.timeout(60):
        served = await serve_a2a(booking_airline())
        try:
            async with httpx.AsyncClient(timeout=10) as http:
                for label, body, code, ioa_code in BODIES:
                    caplog.clear()
                    answer = (await http.post(served.url, content=body, headers=V1)).json()
                    assert answer["error"]["code"] == code, label
                    if ioa_code is not None:
                        assert answer["error"]["data"][0]["metadata"] == {"code": ioa_code}, label
                    else:
                        assert answer["id"] is None, label
                    # a refusal, logged once at INFO with the client: no internal error, no
                    # traceback on any logger
                    assert [r.levelno for r in caplog.records if r.levelno >= logging.WARNING] == []
                    [refused] = [r for r in caplog.records if "refused an A2A" in r.getMessage()]
                    assert "from 127.0.0.1:" in refused.getMessage(), label
                # Infinity, or 1e400, in the extension's metadata of an activated request
                activated = {**V1, "A2A-Extensions": EXTENSION}
                metadata = '{"%s":{"step":"message","context":%s}}'
                for number, code in (("Infinity", -32700), ("1e400", -32602)):
                    body = _call(_booking(), metadata % (EXTENSION, number))
                    answer = (await http.post(served.url, content=body, headers=activated)).json()
                    assert answer["error"]["code"] == code, number
                for scalar in (b"5", b'"x"', b"null"):  # JSON, not a request: the SDK's -32600
                    answer = (await http.post(served.url, content=scalar, headers=V1)).json()
                    assert answer["error"]["code"] == -32600, scalar
                nested = _call(_booking(',"x":' + "[" * (MAX_DEPTH - 8) + "]" * (MAX_DEPTH - 8)))
                answer = (await http.post(served.url, content=nested, headers=V1)).json()
                assert answer["error"]["code"] != -32603  # within the guard's depth: the SDK's
            await _completes(served.url)
        finally:
            await served.close()


def _v03_send(data: object, metadata: object = None, configuration: object = None) -> bytes:
    """An A2A 0.3 message/send of one data part, with `metadata` and `configuration`."""
    message: dict[str, Any] = {
        "kind": "message", "messageId": "m", "role": "user",
        "parts": [{"kind": "data", "data": data}],
    }  # fmt: skip
    if metadata is not None:
        message["metadata"] = metadata
    params: dict[str, Any] = {"message": message}
    if configuration is not None:
        params["configuration"] = configuration
    return json.dumps(
        {"jsonrpc": "2.0", "id": 1, "method": "message/send", "params": params}
    ).encode()


def _objects(depth: int) -> dict[str, Any]:
    """JSON objects nested `depth` deep."""
    nested: dict[str, Any] = {}
    for _ in range(depth):
        nested = {"x": nested}
    return nested


V03_BODIES = [  # valid 0.3 JSON within the guard's bounds that protobuf cannot hold (a fuzz)
    ("historyLength 2^31, tasks/get",
     json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tasks/get",
                 "params": {"id": "t1", "historyLength": 2**31}}).encode(),
     "Value out of range"),
    ("historyLength 2^31, message/send",
     _v03_send({"task": "bookFlight", "parameters": FLIGHT},
               configuration={"historyLength": 2**31, "acceptedOutputModes": []}),
     "Value out of range"),
    ("a data part 31 objects deep",
     _v03_send({"task": "bookFlight", "parameters": {**FLIGHT, "x": _objects(31)}}),
     "MaxDepth"),
    ("metadata 50 objects deep",
     _v03_send({"task": "bookFlight", "parameters": FLIGHT}, metadata=_objects(50)),
     "too deep"),
]  # fmt: skip


async def test_a2a_0_3_params_protobuf_cannot_hold_are_invalid_params(caplog):
    """The SDK's 0.3 adapter answered these -32603 with a traceback each: -32602 now."""
    caplog.set_level(logging.INFO)
    served = await serve_a2a(booking_airline())
    try:
        async with asyncio.timeout(60), httpx.AsyncClient(timeout=10) as http:
            for label, body, said in V03_BODIES:
                assert len(body) < 4096, label  # small, and within the guard's depth
                caplog.clear()
                headers = {"Content-Type": "application/json"}
                answer = (await http.post(served.url, content=body, headers=headers)).json()
                assert answer["error"]["code"] == -32602, (label, answer)
                assert said in answer["error"]["message"], label
                assert [r.levelno for r in caplog.records if r.levelno >= logging.WARNING] == []
                assert not any(r.exc_info for r in caplog.records), label
            await _completes(served.url)
    finally:
        await served.close()


def _parts(count: int) -> bytes:
    """A SendMessage of `count` data parts (the first the booking, the rest empty)."""
    parts = ",".join([f'{{"data":{_booking()}}}'] + ['{"data":{}}'] * (count - 1))
    return (
        '{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":'
        f'{{"messageId":"m","role":"ROLE_USER","parts":[{parts}]}}}}}}'
    ).encode()


@pytest.mark.parametrize("method", ["SendMessage", "SendStreamingMessage", "message/send"])
async def test_a_message_of_too_many_parts_is_refused_before_the_sdk_walks_them(method):
    airline = booking_airline()
    served = await serve_a2a(airline)
    try:
        async with asyncio.timeout(30), httpx.AsyncClient(timeout=10) as http:
            body = _parts(MAX_PARTS + 1).replace(b'"SendMessage"', json.dumps(method).encode())
            headers = V1 if "/" not in method else {"Content-Type": "application/json"}
            answer = (await http.post(served.url, content=body, headers=headers)).json()
            assert answer["error"]["code"] == -32602
            assert (
                f"{MAX_PARTS + 1} parts; this agent reads at most {MAX_PARTS}"
                in (answer["error"]["message"])
            )
            await _completes(served.url)
    finally:
        await served.close()


async def test_a_body_that_stops_coming_is_refused_and_its_connection_let_go():
    # The listener's `body_timeout` is the guard's (a review: the guard kept its own 30 s).
    airline = booking_airline()
    served = await serve_a2a(airline, limits=ListenerLimits(body_timeout=0.5))
    try:
        async with asyncio.timeout(30):
            reader, writer = await asyncio.open_connection("127.0.0.1", served.port)
            body = _call(_booking())
            writer.write(
                b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nA2A-Version: 1.0\r\n"
                b"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n"
                % len(body)
                + body[:20]  # and nothing more
            )
            await writer.drain()
            status, answer = await _answer_of(reader)
            assert status.startswith(b"HTTP/1.1 200")
            assert answer["error"]["code"] == -32600
            assert answer["error"]["message"] == "the body did not arrive within 0.5 seconds"
            assert await reader.read() == b""  # the server closed it: the rest never read
            writer.close()
            await _completes(served.url)
    finally:
        await served.close()


async def test_a_task_continued_without_end_is_refused_past_its_bounds(monkeypatch):
    airline = booking_airline()
    served = await serve_a2a(airline)

    def continuation(task: dict[str, Any], data: dict[str, Any]) -> bytes:
        message = {
            "messageId": f"m{secrets.token_hex(4)}",
            "role": "ROLE_USER",
            "taskId": task["id"],
            "contextId": task["contextId"],
            "parts": [{"data": data}],
        }
        request = {"jsonrpc": "2.0", "id": 1, "method": "SendMessage", "params": {}}
        return json.dumps({**request, "params": {"message": message}}).encode()

    try:
        async with asyncio.timeout(60), httpx.AsyncClient(timeout=10) as http:
            asked = _call('{"task":"bookFlight","parameters":{"dest_code":"JFK"}}')
            first = (await http.post(served.url, content=asked, headers=V1)).json()
            task = first["result"]["task"]
            assert task["status"]["state"] == "TASK_STATE_INPUT_REQUIRED"
            taken = 0
            for _ in range(MAX_TASK_MESSAGES + 1):  # answers that answer nothing
                again = continuation(task, {"parameters": {}})
                answer = (await http.post(served.url, content=again, headers=V1)).json()
                if "error" in answer:
                    break
                assert answer["result"]["task"]["status"]["state"] == "TASK_STATE_INPUT_REQUIRED"
                taken += 1
            # each took two places (the question moves to the history beside the answer)
            assert 0 < taken <= MAX_TASK_MESSAGES // 2, taken
            assert answer["error"]["code"] == -32602
            assert "the most one task takes (32): start a new task" in answer["error"]["message"]
            # in bytes: a task that would pass them is refused before the SDK keeps it
            monkeypatch.setattr(tasks_module, "MAX_TASK_BYTES", 4096)
            second = (await http.post(served.url, content=asked, headers=V1)).json()
            padded = continuation(second["result"]["task"], {"parameters": {}, "x": "y" * 5000})
            refused = (await http.post(served.url, content=padded, headers=V1)).json()
            assert refused["error"]["code"] == -32602
            assert "past the 4096 one task takes" in refused["error"]["message"]
            await _completes(served.url)
    finally:
        await served.close()


async def test_continuations_sent_at_once_are_counted_together_against_the_bounds(monkeypatch):
    from a2a.server.context import ServerCallContext  # noqa: PLC0415

    bound = 1 << 20
    monkeypatch.setattr(tasks_module, "MAX_TASK_BYTES", bound)
    airline = booking_airline()
    served = await serve_a2a(airline)
    try:
        async with asyncio.timeout(60), httpx.AsyncClient(timeout=30) as http:
            asked = _call('{"task":"bookFlight","parameters":{"dest_code":"JFK"}}')
            task = (await http.post(served.url, content=asked, headers=V1)).json()["result"]["task"]
            pad = "y" * 100_000
            bodies = []
            for n in range(30):  # 30 of 100 KB at once, against a bound of 1 MiB
                message = {
                    "messageId": f"m{n}",
                    "role": "ROLE_USER",
                    "taskId": task["id"],
                    "contextId": task["contextId"],
                    "parts": [{"data": {"parameters": {}}}, {"text": pad}],
                }
                request = {"jsonrpc": "2.0", "id": n, "method": "SendMessage"}
                bodies.append(json.dumps({**request, "params": {"message": message}}).encode())
            answers = await asyncio.gather(
                *(http.post(served.url, content=body, headers=V1) for body in bodies)
            )
            refused = [a.json() for a in answers if "error" in a.json()]
            assert refused, "every continuation was taken"
            assert all("too_large" in r["error"]["message"] for r in refused)
        kept = await served._handler.store.get(task["id"], ServerCallContext())
        assert kept is not None
        assert kept.ByteSize() <= bound
    finally:
        await served.close()


async def test_handlers_running_at_once_for_a2a_calls_are_bounded(monkeypatch):
    monkeypatch.setattr(agent_side_module, "MAX_RUNNING", 2)
    airline = booking_airline()
    release = asyncio.Event()

    @airline.handler("bookFlight")
    async def slow(message: Any) -> dict[str, Any]:
        await release.wait()
        return {"booking_reference": "IOA7Q2", **message.values}

    served = await serve_a2a(airline)
    try:
        async with asyncio.timeout(30), httpx.AsyncClient(timeout=20) as http:
            running = [
                asyncio.ensure_future(http.post(served.url, content=_call(_booking()), headers=V1))
                for _ in range(2)
            ]
            while airline_running(served) < 2:  # noqa: ASYNC110 - the bridge's own count
                await asyncio.sleep(0.01)
            third = (await http.post(served.url, content=_call(_booking()), headers=V1)).json()
            task = third["result"]["task"]
            assert task["status"]["state"] == "TASK_STATE_REJECTED"
            parts = task["status"]["message"]["parts"]
            assert parts[0]["data"]["code"] == "busy", parts
            assert "airline already runs 2 handlers for A2A calls" in json.dumps(parts)
            release.set()
            for answer in await asyncio.gather(*running):
                assert answer.json()["result"]["task"]["status"]["state"] == "TASK_STATE_COMPLETED"
            await _completes(served.url)  # the count went back down
    finally:
        await served.close()


def airline_running(served: Any) -> int:
    """Task handlers the served bridge runs now."""
    return served._handler.bridge._side.running


async def test_a_call_whose_client_goes_away_has_its_handler_cancelled():
    """A client that sent a call and hung up left its handler running until it ended on
    its own (the known gap of stop 21: abandoned calls held the 256 handler slots). Over
    HTTP/2 the handler is cancelled when the client goes, and its slot comes back."""
    http2 = True
    airline = booking_airline()
    started, cancelled = endless_handler(airline, "bookFlight")

    served = await serve_a2a(airline)
    try:
        async with asyncio.timeout(30):
            async with httpx.AsyncClient(timeout=20, http2=http2, http1=not http2) as http:
                call = asyncio.ensure_future(
                    http.post(served.url, content=_call(_booking()), headers=V1)
                )
                await started.wait()
                assert airline_running(served) == 1
                call.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await call
            await cancelled.wait()  # the client closed its connection on leaving
            while airline_running(served):  # noqa: ASYNC110 - the bridge's own count
                await asyncio.sleep(0.01)

        @airline.handler("bookFlight")
        async def quick(message: Any) -> dict[str, Any]:
            return {"booking_reference": "IOA7Q2", **message.values}

        await _completes(served.url)  # the bridge goes on serving
    finally:
        await served.close()


async def test_a_continued_task_whose_client_goes_away_runs_on_to_be_read_later():
    """Only a call the client has no id for is cancelled when it goes: a task it knows
    (here, continued after input-required) runs on as the SDK runs it, and is read with
    GetTask later (A2A tasks outlive their requests)."""
    airline = booking_airline()
    started, release = asyncio.Event(), asyncio.Event()

    @airline.handler("bookFlight")
    async def slow(message: Any) -> dict[str, Any]:
        started.set()
        await release.wait()
        return {"booking_reference": "IOA7Q2", **message.values}

    served = await serve_a2a(airline)
    try:
        async with asyncio.timeout(30):
            async with httpx.AsyncClient(timeout=20) as http:
                asked = _call('{"task":"bookFlight","parameters":{"dest_code":"JFK"}}')
                answer = (await http.post(served.url, content=asked, headers=V1)).json()
                task = answer["result"]["task"]
                assert task["status"]["state"] == "TASK_STATE_INPUT_REQUIRED"
                rest = {k: v for k, v in FLIGHT.items() if k != "dest_code"}
                message = {
                    "messageId": "m2",
                    "role": "ROLE_USER",
                    "taskId": task["id"],
                    "contextId": task["contextId"],
                    "parts": [{"data": {"parameters": rest}}],
                }
                request = {"jsonrpc": "2.0", "id": 2, "method": "SendMessage"}
                body = json.dumps({**request, "params": {"message": message}}).encode()
                call = asyncio.ensure_future(http.post(served.url, content=body, headers=V1))
                await started.wait()
                call.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await call
            await asyncio.sleep(0.2)  # the client's going has reached the server
            release.set()
            read = {"jsonrpc": "2.0", "id": 3, "method": "GetTask", "params": {"id": task["id"]}}
            async with httpx.AsyncClient(timeout=10) as http:
                while True:
                    got = (await http.post(served.url, json=read, headers=V1)).json()
                    if got["result"]["status"]["state"] != "TASK_STATE_WORKING":
                        break
                    await asyncio.sleep(0.05)
            assert got["result"]["status"]["state"] == "TASK_STATE_COMPLETED"
    finally:
        await served.close()


async def _raw_call(url: str, request: bytes, *, half_close: bool) -> bytes:
    """One HTTP/1.1 exchange on a socket of its own; with `half_close`, EOF after sending."""
    host, port = url.removeprefix("http://").rstrip("/").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    writer.write(request)
    await writer.drain()
    if half_close:
        writer.write_eof()
    answer = await reader.read()
    writer.close()
    return answer


def _http1(body: bytes, *, length: int | None = None) -> bytes:
    declared = len(body) if length is None else length
    return (
        b"POST / HTTP/1.1\r\nHost: x\r\nA2A-Version: 1.0\r\nContent-Type: application/json"
        b"\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s" % (declared, body)
    )


async def test_an_http1_client_that_half_closes_still_gets_its_answer():
    """A review: hypercorn reports an HTTP/1.1 client's EOF after its request (a
    half-close: it still reads) as a disconnect, the same as its going; a call there is
    not cancelled, and the client reads its answer."""
    served = await serve_a2a(booking_airline())
    try:
        async with asyncio.timeout(30):
            answer = await _raw_call(served.url, _http1(_call(_booking())), half_close=True)
        assert answer.startswith(b"HTTP/1.1 200")
        assert b"TASK_STATE_COMPLETED" in answer
    finally:
        await served.close()


async def test_a_body_cut_short_by_the_clients_going_runs_nothing():
    """A review: a whole call under a `Content-Length` one byte larger, then the client
    gone: the body reader took the disconnect and the call ran as whole, its handler
    holding a slot that nothing would cancel. Nothing runs for it now."""
    airline = booking_airline()
    calls = []

    @airline.handler("bookFlight")
    async def counted(message: Any) -> dict[str, Any]:
        calls.append(message.values)
        return {"booking_reference": "IOA7Q2", **message.values}

    served = await serve_a2a(airline)
    try:
        async with asyncio.timeout(30):
            body = _call(_booking())
            host, port = served.url.removeprefix("http://").rstrip("/").split(":")
            _reader, writer = await asyncio.open_connection(host, int(port))
            writer.write(_http1(body, length=len(body) + 1))
            await writer.drain()
            await asyncio.sleep(0.3)  # the body has been read, all but its last byte
            writer.close()
            await writer.wait_closed()
            await asyncio.sleep(0.3)  # what the server does with it, it has done
            await _completes(served.url)
        assert len(calls) == 1  # only the good call ran
        assert airline_running(served) == 0
    finally:
        await served.close()
