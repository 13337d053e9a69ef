"""The A2A bridge's direct answer to a call that ends in one step: the SDK's answer, more quickly.

A new task call that the bridge runs at once (not clarified, not continued, not for
the message handler) is answered without the SDK's `ActiveTask`; these tests hold
that answer, and the task it stores, to what the SDK's own way gives (ids aside),
on real sockets, and the quick reading of the required fields to the SDK's check.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any

import pytest

pytest.importorskip("a2a", reason="the A2A bridge needs the `a2a` extra (a2a-sdk)")
pytest.importorskip("hypercorn", reason="the A2A bridge serves with hypercorn (the `a2a` extra)")

import httpx
from a2a.types import SendMessageRequest
from a2a.utils.errors import InvalidParamsError
from a2a.utils.proto_utils import validate_proto_required_fields
from google.protobuf.json_format import ParseDict

from contexts.builtin import builtin
from ioa.agent import Agent, AgentError, Incoming
from ioa.bridges.a2a import serve_a2a
from ioa.bridges.a2a.protobuf import required_fields_present
from l9_snl.identity import AgentIdentity

FLIGHT = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
IDS = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32}")


def _airline() -> Agent:
    airline = Agent(
        AgentIdentity.generate("airline"), contexts=[builtin("urn:contexts:travel:v2.1")]
    )

    @airline.handler("bookFlight")
    async def book(message: Incoming) -> dict[str, Any]:
        origin = message.values["origin_code"]
        if origin == "ZRH":
            raise AgentError("sold_out", "no seats left")
        if origin == "SFO":
            return {"nonsense": 1}  # not the task's result: the task fails
        return {"booking_reference": "IOA7Q2", **message.values}

    return airline


def _message(parameters: dict[str, Any], **fields: Any) -> dict[str, Any]:
    data = {"task": "bookFlight", "parameters": parameters}
    return {"messageId": "m-1", "role": "ROLE_USER", "parts": [{"data": data}], **fields}


CALLS: list[tuple[str, dict[str, Any]]] = [
    ("completed", {"message": _message(FLIGHT)}),
    ("grounded, refused", {"message": _message({**FLIGHT, "origin_code": "zurich"})}),
    ("an invalid result", {"message": _message({**FLIGHT, "origin_code": "SFO"})}),
    ("the client's contextId", {"message": _message(FLIGHT, contextId="ctx-1")}),
    ("no history", {"message": _message(FLIGHT), "configuration": {"historyLength": 0}}),
    ("at once", {"message": _message(FLIGHT), "configuration": {"returnImmediately": True}}),
    ("negative history", {"message": _message(FLIGHT), "configuration": {"historyLength": -1}}),
    ("no role", {"message": {k: v for k, v in _message(FLIGHT).items() if k != "role"}}),
    ("no parts", {"message": {**_message(FLIGHT), "parts": []}}),
]  # fmt: skip
ANSWERED_AT_ONCE = frozenset(
    {"completed", "grounded, refused", "an invalid result", "the client's contextId",
     "no history", "at once"}
)  # fmt: skip
"""The calls the bridge answers itself (the others are refused before, or not run at once)."""


async def _answers(*, at_once: bool) -> list[tuple[str, str]]:
    """Each call's answer and stored task (canonical JSON, ids replaced), and the SDK's tasks."""
    server = await serve_a2a(_airline())
    if not at_once:  # the SDK's own way, for every call
        server.bridge.runs_at_once = lambda _message: False  # type: ignore[method-assign]
    direct: list[str] = []  # the tasks the bridge answered itself, without the SDK's ActiveTask
    answer_at_once = server.bridge.answer_at_once

    async def spied(message: Any, task_id: str, context_id: str) -> Any:
        direct.append(task_id)
        return await answer_at_once(message, task_id, context_id)

    server.bridge.answer_at_once = spied  # type: ignore[method-assign]
    seen: list[tuple[str, str]] = []
    try:
        async with httpx.AsyncClient(headers={"A2A-Version": "1.0"}, timeout=10) as client:

            async def rpc(method: str, params: dict[str, Any]) -> dict[str, Any]:
                body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}
                answer = (await client.post(server.url, json=body)).json()
                assert isinstance(answer, dict)
                return answer

            for label, params in CALLS:
                before = len(direct)
                answer = await rpc("SendMessage", params)
                # each call took the way it should: the direct one when asked for, and only then
                expected = at_once and label in ANSWERED_AT_ONCE
                assert direct[before:] == ([answer["result"]["task"]["id"]] if expected else []), (
                    label
                )
                seen.append((label, IDS.sub("<id>", json.dumps(answer, sort_keys=True))))
                if "result" in answer:
                    stored = await rpc("GetTask", {"id": answer["result"]["task"]["id"]})
                    seen.append(
                        (f"{label}: stored", IDS.sub("<id>", json.dumps(stored, sort_keys=True)))
                    )
        assert server._handler is not None
        # no SDK live state is left either way (the SDK's drops an ended task's too)
        assert server._handler.active_tasks() == 0
    finally:
        await server.close()
    return seen


async def test_a_call_answered_at_once_gets_the_answer_the_sdk_gives_and_stores_the_same_task():
    quick, sdk = await _answers(at_once=True), await _answers(at_once=False)
    assert [label for label, _ in quick] == [label for label, _ in sdk]
    for (label, mine), (_, theirs) in zip(quick, sdk, strict=True):
        assert mine == theirs, label
    states = dict(quick)
    assert "TASK_STATE_COMPLETED" in states["completed"]
    assert "TASK_STATE_FAILED" in states["an invalid result"]
    assert "-32602" in states["no role"]
    assert "history length must be non-negative" in states["negative history"]


@pytest.mark.parametrize(
    "request_document",
    [
        {"message": _message(FLIGHT)},
        {"message": _message(FLIGHT, metadata={"a": {"b": [1, {"c": None}]}})},
        {"message": {k: v for k, v in _message(FLIGHT).items() if k != "role"}},
        {"message": {k: v for k, v in _message(FLIGHT).items() if k != "messageId"}},
        {"message": {**_message(FLIGHT), "parts": []}},
        {"message": {**_message(FLIGHT), "parts": [{"text": "hello"}, {}]}},
        {"message": _message(FLIGHT), "configuration": {"acceptedOutputModes": ["text/plain"]}},
        {
            "message": _message(FLIGHT),
            "configuration": {"taskPushNotificationConfig": {"url": "https://example.org/"}},
        },
        {"message": _message(FLIGHT), "configuration": {"taskPushNotificationConfig": {}}},
        {},
    ],
)
def test_the_quick_reading_of_required_fields_agrees_with_the_sdks_check(request_document):
    request = ParseDict(request_document, SendMessageRequest(), ignore_unknown_fields=True)
    try:
        validate_proto_required_fields(request)
    except InvalidParamsError:
        sdk_finds_nothing_missing = False
    else:
        sdk_finds_nothing_missing = True
    assert required_fields_present(request) is sdk_finds_nothing_missing


@pytest.mark.parametrize("at_once", [True, False])
async def test_a_valid_result_that_cannot_be_encoded_fails_the_task_alike_on_both_paths(
    at_once, caplog
):
    """An integer of 400 digits passes the result's schema but fits no A2A number (a double)."""
    caplog.set_level(logging.CRITICAL, logger="ioa.bridges.a2a")
    airline = _airline()

    @airline.handler("searchFlights")
    async def search(_message: Incoming) -> dict[str, Any]:
        offer = {
            "offer_id": "offer-1", "carrier_code": "BA", "flight_number": "117",
            "origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24",
            "departure_time": "18:30", "price_minor": 10**400, "currency": "USD",
        }  # fmt: skip
        return {"offers": [offer]}

    server = await serve_a2a(airline)
    if not at_once:
        server.bridge.runs_at_once = lambda _message: False  # type: ignore[method-assign]
    try:
        async with httpx.AsyncClient(headers={"A2A-Version": "1.0"}, timeout=10) as client:
            message = _message(FLIGHT, contextId="ctx-big")
            message["parts"][0]["data"]["task"] = "searchFlights"
            body = {"jsonrpc": "2.0", "id": 1, "method": "SendMessage"}
            answer = await client.post(server.url, json={**body, "params": {"message": message}})
            task = answer.json()["result"]["task"]
            listed = await client.post(
                server.url,
                json={**body, "method": "ListTasks", "params": {"contextId": "ctx-big"}},
            )
    finally:
        await server.close()
    assert task["status"]["state"] == "TASK_STATE_FAILED"
    [said] = [p["data"] for p in task["status"]["message"]["parts"] if "data" in p]
    assert said["code"] == "handler_failed"
    assert re.fullmatch(
        r"the handler of searchFlights failed \(error [0-9a-f]{8}\)", said["reason"]
    )
    [stored] = listed.json()["result"]["tasks"]  # stored as answered, on either path
    assert stored["id"] == task["id"]
    assert stored["status"]["state"] == "TASK_STATE_FAILED"
