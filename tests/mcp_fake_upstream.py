"""A raw MCP upstream for the proxy's fault tests: `python tests/mcp_fake_upstream.py MODE`.

JSON lines on stdin/stdout, no SDK: it answers what a test needs and can misbehave
on purpose. Tools: `echo` (takes any arguments, answers them as text), `weather`
(two output fields), `pid` (its process id), `count` (how many `tools/list`
requests it had), `fail` (a JSON-RPC error -32000 of its own), `chatty` (a log
message and a sampling request that name no request, then its answer: what the
sampling request got), `garble` (bytes that are not UTF-8 instead of its answer, then the
process exits), `deep` (its answer nested 300 deep: JSON the SDK's reader refuses), `badver`
(its answer as JSON-RPC "1.0"), `batch` (its answer inside a JSON array), `stray` (a line of
plain text on stdout, then its answer). Modes change one thing: `pages` (a
`tools/list` that never ends: every page has a next one), `ttl` (listings cacheable for a minute),
`flood N` (`echo` sends N log messages before answering), `busy` (`initialize` and
`server/discover` answered with a JSON-RPC error -32001 of its own), `changing` (a listing of two
pages, `weather` on the first: asked for the second page, the tools change once, `weather`
gaining an output field `w`, and `notifications/tools/list_changed` comes before that page),
`restless` (the same, but the tools change at every second page), `loop` (every page lists the
tools again, its cursors going A, B, A, B...), `moved` (a second page lists `weather` again, a
different entry that takes any argument).
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

MODE = sys.argv[1] if len(sys.argv) > 1 else ""
FLOOD = int(sys.argv[2]) if MODE == "flood" else 0
TOOLS: list[dict[str, Any]] = [
    {
        "name": "echo",
        "description": "Answers its arguments, whatever they are.",
        "inputSchema": {"type": "object", "additionalProperties": True},
    },
    {
        "name": "weather",
        "description": "The weather.",
        "inputSchema": {"type": "object", "properties": {"city": {"type": "string"}}},
        "outputSchema": {
            "type": "object",
            "properties": {"t": {"type": "number"}, "h": {"type": "number"}},
        },
    },
    *(
        {"name": name, "description": name, "inputSchema": {"type": "object"}}
        for name in ("pid", "count", "fail", "chatty", "garble", "deep", "badver", "batch", "stray")
    ),
]


def send(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", **message}) + "\n")
    sys.stdout.flush()


def text(value: object) -> dict[str, Any]:
    return {"content": [{"type": "text", "text": json.dumps(value)}]}


VERSION = 1
"""How many times the tools changed, plus one (`changing`, `restless`)."""


def weather() -> dict[str, Any]:
    """`weather` as it is now: from the tools' first change on, it has a third output field."""
    if VERSION == 1:
        return TOOLS[1]
    fields = {name: {"type": "number"} for name in ("t", "h", "w")}
    return {**TOOLS[1], "outputSchema": {"type": "object", "properties": fields}}


def listing(params: dict[str, Any]) -> dict[str, Any]:  # noqa: PLR0911 - a mode each
    global VERSION  # noqa: PLW0603 - the fake's one piece of state besides LISTINGS
    cursor = params.get("cursor")
    if MODE in {"changing", "restless"}:
        if cursor == "1" and (MODE == "restless" or VERSION == 1):
            VERSION += 1  # the tools change while the proxy pages through them
            send({"method": "notifications/tools/list_changed"})
        if cursor == "1":
            return {"tools": [tool for tool in TOOLS if tool["name"] != "weather"]}
        return {"tools": [weather()], "nextCursor": "1"}
    if MODE == "loop":
        return {"tools": TOOLS, "nextCursor": "B" if cursor == "A" else "A"}
    if MODE == "moved":
        if cursor == "1":
            takes_anything = {"type": "object", "additionalProperties": True}
            return {"tools": [{**TOOLS[1], "description": "v2", "inputSchema": takes_anything}]}
        return {"tools": TOOLS, "nextCursor": "1"}
    if MODE == "pages":
        page = int(params.get("cursor") or 0)
        tools = [{**TOOLS[0], "name": f"t{page}"}]
        return {"tools": tools, "nextCursor": str(page + 1), "ttlMs": 0, "cacheScope": "private"}
    if MODE == "ttl":
        return {"tools": TOOLS, "ttlMs": 60000, "cacheScope": "public"}
    return {"tools": TOOLS, "ttlMs": 0, "cacheScope": "private"}


def call(name: object, arguments: dict[str, Any]) -> dict[str, Any] | None:  # noqa: PLR0911 - a tool each
    """A tool's result (None: the answer is an error, already sent)."""
    if name == "echo":
        for _ in range(FLOOD):
            send({"method": "notifications/message", "params": {"level": "info", "data": "x"}})
        return text(arguments)
    if name == "weather":
        now = {"t": 1, "h": 2} if VERSION == 1 else {"t": 1, "h": 2, "w": 3}
        return {**text(now), "structuredContent": now}
    if name == "pid":
        return text(os.getpid())
    if name == "count":
        return text(LISTINGS)
    if name == "chatty":
        send({"method": "notifications/message", "params": {"level": "info", "data": "secret"}})
        send({"id": "s1", "method": "sampling/createMessage", "params": {"messages": []}})
        return text(json.loads(sys.stdin.readline()).get("error", {}).get("code"))
    if name == "deep":
        return text(0) | {"structuredContent": json.loads('{"a":' * 300 + "1" + "}" * 300)}
    if name == "stray":
        sys.stdout.write("starting the weather engine...\n")  # a print to stdout, as servers do
        return text("after a stray line")
    if name == "garble":
        sys.stdout.buffer.write(b"\xff\xfe\x99 not text\n")
        sys.stdout.flush()
        raise SystemExit(0)
    return None


LISTINGS = 0
for line in sys.stdin:
    message = json.loads(line)
    method, request_id = message.get("method"), message.get("id")
    params = message.get("params") or {}
    if request_id is None or method is None:
        continue
    if method == "tools/call" and params.get("name") in {"badver", "batch"}:
        answer = {"jsonrpc": "2.0", "id": request_id, "result": text(0)}
        if params.get("name") == "badver":
            answer["jsonrpc"] = "1.0"
        sys.stdout.write(json.dumps(answer if params.get("name") == "badver" else [answer]) + "\n")
        sys.stdout.flush()
        continue
    if MODE == "busy" and method in {"initialize", "server/discover"}:
        send({"id": request_id, "error": {"code": -32001, "message": "busy, try again"}})
        continue
    if method == "initialize":
        result: dict[str, Any] | None = {
            "protocolVersion": params.get("protocolVersion"),
            "capabilities": {"tools": {}, "logging": {}},
            "serverInfo": {"name": "fake", "version": "1"},
        }
    elif method == "server/discover":
        result = {
            "supportedVersions": ["2026-07-28"],
            "capabilities": {"tools": {}, "logging": {}},
            "serverInfo": {"name": "fake", "version": "1"},
        }
    elif method == "tools/list":
        LISTINGS += 1
        result = listing(params)
    elif method == "tools/call":
        result = call(params.get("name"), params.get("arguments") or {})
    elif method == "ping":
        result = {}
    else:
        result = None
    if result is not None:
        complete = {} if method in {"initialize", "server/discover"} else {"resultType": "complete"}
        send({"id": request_id, "result": {**result, **complete}})
    elif method == "tools/call" and params.get("name") == "fail":
        send({"id": request_id, "error": {"code": -32000, "message": "rate limited, retry later"}})
    elif method == "tools/call":
        send({"id": request_id, "error": {"code": -32602, "message": "no such tool (fake)"}})
    else:
        send({"id": request_id, "error": {"code": -32601, "message": f"no {method}"}})
