"""`ioa mcp-proxy` end to end: the SDK's own client, the proxy, and tests/mcp_upstream.py.

Real parts: the proxy and the upstream are subprocesses; the client talks to the
proxy over stdio and over streamable HTTP on 127.0.0.1. A client that asks for
nothing must see exactly what the upstream says; one that opts in gets the ADOL
listing and `requireOutput` filtering; every fault is a specific JSON-RPC error.
"""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import pytest

mcp = pytest.importorskip("mcp", reason="the MCP proxy needs the `mcp` extra")

from mcp import Client, StdioServerParameters  # noqa: E402
from mcp.shared.exceptions import MCPError  # noqa: E402
from mcp.types import (  # noqa: E402
    CompleteRequest,
    CompleteRequestParams,
    CreateMessageResult,
    ElicitResult,
    ListToolsRequest,
    PaginatedRequestParams,
    PromptReference,
    TextContent,
)
from mcp_helpers import serving, stop  # noqa: E402
from pydantic import TypeAdapter  # noqa: E402

from contexts.adol.compact import expand_schema  # noqa: E402
from contexts.canonical import canonical_bytes  # noqa: E402
from ioa.bridges.mcp import (  # noqa: E402
    HANDLERS,
    MAX_WAITING,
    ProxyFault,
    ProxyMiddleware,
    UpstreamCommand,
    UpstreamLink,
)
from ioa.bridges.mcp.proxy import Proxy  # noqa: E402
from ioa.bridges.mcp_adol import EXTENSION, REQUIRE_OUTPUT, capability, filters_output  # noqa: E402
from l9_snl.tokens import count_tokens  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
UPSTREAM = [sys.executable, str(ROOT / "tests" / "mcp_upstream.py")]
FAKE = [sys.executable, str(ROOT / "tests" / "mcp_fake_upstream.py")]
TOOLS_72 = ROOT / "adol_corpus" / "github_mcp_tools_72.json"
RAW = TypeAdapter(dict[str, Any])
SECRET = "sk-live-SECRET-0123"
"""A credential in the upstream's command line, as `env TOKEN=... server` or `--api-key` give."""
ENV_SECRET = ["/usr/bin/env", f"API_TOKEN={SECRET}"]

pytestmark = pytest.mark.timeout(180)


def proxy_command(*upstream: str, listen: str | None = None) -> list[str]:
    options = ["--listen", listen] if listen else []
    return [sys.executable, "-m", "ioa.cli", "mcp-proxy", *options, "--", *upstream]


class Peer:
    """The client side of the traffic a tool sends mid-call, recorded."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, Any]] = []

    async def sampling(self, _ctx: Any, params: Any) -> CreateMessageResult:
        self.seen.append(("sampling", params.messages[0].content.text))
        return CreateMessageResult(
            role="assistant", content=TextContent(type="text", text="forty-two"), model="stub"
        )

    async def elicitation(self, _ctx: Any, params: Any) -> ElicitResult:
        self.seen.append(("elicitation", params.message))
        return ElicitResult(action="accept", content={"go": True, "name": "Ada"})

    async def logging(self, params: Any) -> None:
        self.seen.append(("log", params.data))

    async def progress(self, progress: float, total: float | None, message: str | None) -> None:
        self.seen.append(("progress", (progress, total, message)))


@asynccontextmanager
async def connect(
    server: Any, *, mode: str = "legacy", peer: Peer | None = None
) -> AsyncIterator[Client]:
    """A client of `server` (a URL or stdio parameters) that answers sampling and elicitation."""
    peer = peer or Peer()
    async with Client(
        server,
        mode=mode,
        sampling_callback=peer.sampling,
        elicitation_callback=peer.elicitation,
        logging_callback=peer.logging,
        cache=None,
    ) as client:
        yield client


def stdio(command: list[str]) -> StdioServerParameters:
    return StdioServerParameters(command=command[0], args=command[1:], cwd=str(ROOT))


@pytest.fixture(scope="module")
def http_proxy() -> Iterator[str]:
    process, url = serving(proxy_command(*ENV_SECRET, *UPSTREAM, listen="127.0.0.1:0"))
    yield url
    stop(process)


@pytest.fixture(params=["stdio", "http"])
def proxied(request: pytest.FixtureRequest) -> Any:
    """The proxy over stdio (its own process per test) or over HTTP (one listener)."""
    if request.param == "stdio":
        return stdio(proxy_command(*UPSTREAM))
    return request.getfixturevalue("http_proxy")


async def raw_listing(client: Client, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    request = ListToolsRequest(params=PaginatedRequestParams(_meta=meta) if meta else None)
    return await client.session.send_request(request, RAW)


def opt_in(**members: Any) -> dict[str, Any]:
    return {EXTENSION: members}


def model_tokens(listing: dict[str, Any]) -> int:
    """What a listing costs a model: its tools and shared definitions (not the client's `_meta`)."""
    defs = listing.get("_meta", {}).get(EXTENSION, {}).get("defs")
    shown = [listing["tools"], defs] if defs else [listing["tools"]]
    return count_tokens(canonical_bytes(shown).decode())


def dumped(model: Any) -> Any:
    return model.model_dump(mode="json", by_alias=True, exclude_unset=True)


# -- a client that asks for nothing -----------------------------------------------------------


async def test_a_plain_client_gets_the_upstream_listing_and_results_unaltered(proxied):
    async with connect(stdio(UPSTREAM)) as direct, connect(proxied) as client:
        assert await raw_listing(client) == await raw_listing(direct)
        for name, arguments in (
            ("get_issue", {"owner": "ada", "number": 3}),
            ("test_multiple_content_types", {}),
            ("test_error_handling", {}),
        ):
            got = await client.call_tool(name, arguments)
            assert dumped(got) == dumped(await direct.call_tool(name, arguments))
        assert dumped(await client.read_resource("test://template/7/data")) == dumped(
            await direct.read_resource("test://template/7/data")
        )
        prompt = ("test_prompt_with_arguments", {"arg1": "a", "arg2": "b"})
        assert dumped(await client.get_prompt(*prompt)) == dumped(await direct.get_prompt(*prompt))
        assert dumped(await client.list_resources()) == dumped(await direct.list_resources())
        assert dumped(await client.list_prompts()) == dumped(await direct.list_prompts())
        errors = []
        for peer in (direct, client):  # an upstream's JSON-RPC error passes as it came
            with pytest.raises(MCPError) as caught:
                await peer.read_resource("test://no-such-resource")
            errors.append(caught.value.error)
        assert errors[0] == errors[1]
        ref = PromptReference(type="ref/prompt", name="test_prompt_with_arguments")
        completion = CompleteRequest(
            params=CompleteRequestParams(ref=ref, argument={"name": "arg1", "value": "x"})
        )
        assert await client.session.send_request(completion, RAW) == (
            await direct.session.send_request(completion, RAW)
        )


async def test_the_proxy_advertises_the_extension(proxied):
    async with connect(proxied) as client:
        advertised = client.server_capabilities.experimental[EXTENSION]
        assert advertised == {
            "version": 1,
            "listing": ["short", "full"],
            "dedup": True,
            "select": ["tags", "bm25", "semantic", "hybrid"],
            "requireOutput": True,
        }
        assert client.server_info is not None
        assert client.server_info.name == "ioa-test-upstream"  # the upstream's, passed on


async def test_server_to_client_traffic_flows_through_during_a_call(proxied):
    peer = Peer()
    async with connect(proxied, peer=peer) as client:
        result = await client.call_tool(
            "interact", {"topic": "tea"}, progress_callback=peer.progress
        )
    assert result.content[0].text == "model said 'forty-two'; user said accept go=True"
    assert [kind for kind, _ in peer.seen] == [
        "progress",
        "log",
        "sampling",
        "progress",
        "elicitation",
        "progress",
    ]
    assert ("sampling", "tea") in peer.seen
    assert ("log", "thinking about tea") in peer.seen
    assert ("progress", (3.0, 3.0, "done")) in peer.seen


async def test_a_session_has_at_most_max_in_flight_requests_waiting_upstream():
    # over stdio: an HTTP client holds 257 requests in as many connections (its pool has
    # fewer); the bound is the session's link's, whatever carries the client
    from ioa.bridges.mcp.upstream import MAX_IN_FLIGHT, SERVER_BUSY  # noqa: PLC0415

    errors: list[MCPError] = []
    refused = anyio.Event()

    async def waiting(n: int) -> None:
        try:
            await client.call_tool("wait_long", {"label": f"busy-{n}"})
        except MCPError as error:
            errors.append(error)
            refused.set()

    async with connect(stdio(proxy_command(*ENV_SECRET, *UPSTREAM))) as client:
        async with anyio.create_task_group() as calls:
            for n in range(MAX_IN_FLIGHT + 1):
                calls.start_soon(waiting, n)
            with anyio.fail_after(60):
                await refused.wait()
            calls.cancel_scope.cancel()  # the 256 that wait: cancelled upstream
        assert [error.error.code for error in errors] == [SERVER_BUSY]
        assert "the most one session has in flight" in errors[0].error.message
        assert SECRET not in errors[0].error.message  # the command line is the log's only
        assert (await client.call_tool("cancellations", {})).structured_content is not None


async def test_a_cancelled_call_is_cancelled_upstream(proxied):
    async with connect(proxied) as client:
        with anyio.move_on_after(1) as scope:
            await client.call_tool("wait_long", {"label": "first"})
        assert scope.cancelled_caught
        for _ in range(200):  # the upstream counts it once its handler has unwound
            counted = await client.call_tool("cancellations", {})
            if counted.structured_content == {"result": ["first"]}:
                break
            await anyio.sleep(0.05)
        assert counted.structured_content == {"result": ["first"]}


# -- a client that opts in --------------------------------------------------------------------


async def test_the_short_listing_leaves_out_what_is_optional_and_adds_require_output(http_proxy):
    async with connect(http_proxy) as client:
        plain = await raw_listing(client)
        short = await raw_listing(client, opt_in())
    tools = {tool["name"]: tool for tool in short["tools"]}
    assert set(tools) == {tool["name"] for tool in plain["tools"]}
    about = short["_meta"][EXTENSION]
    assert about["listing"] == "short"
    assert about["dedup"] is True  # (the short schemas repeat nothing worth a reference)
    assert "weather" in about["tags"]
    for tool in tools.values():
        assert "outputSchema" not in tool
        assert "optional" not in tool
    weather = tools["get_weather"]["inputSchema"]
    assert weather["properties"][REQUIRE_OUTPUT]["items"]["enum"] == [
        "temperature",
        "humidity",
        "conditions",
        "wind",
        "wind.speed",
        "wind.direction",
    ]
    assert REQUIRE_OUTPUT not in tools["test_image_content"]["inputSchema"]["properties"]
    assert REQUIRE_OUTPUT not in tools["interact"]["inputSchema"]["properties"]  # one field
    assert model_tokens(short) < model_tokens(plain)


async def test_the_full_listing_inlined_is_the_upstream_listing_again():
    async with connect(stdio(proxy_command(*UPSTREAM))) as client:
        plain = {tool["name"]: tool for tool in (await raw_listing(client))["tools"]}
        full = await raw_listing(client, opt_in(listing="full"))
    defs = full["_meta"][EXTENSION]["defs"]
    assert set(defs) == {"$id", "$defs"}
    assert sum("urn:adol:defs#" in json.dumps(tool) for tool in full["tools"]) >= 2
    for tool in full["tools"]:
        upstream = plain[tool["name"]]
        schema = expand_schema(tool["inputSchema"], defs)
        if REQUIRE_OUTPUT in schema.get("properties", {}):
            del schema["properties"][REQUIRE_OUTPUT]
        assert canonical_bytes(schema) == canonical_bytes(upstream["inputSchema"]), tool["name"]
        rest = {
            key: value for key, value in tool.items() if key not in {"inputSchema", "outputSchema"}
        }
        assert rest == {
            k: v for k, v in upstream.items() if k not in {"inputSchema", "outputSchema"}
        }
        if filters_output(upstream):
            assert "required" not in tool["outputSchema"]  # a filtered result still validates
            assert (
                tool["outputSchema"]["properties"].keys()
                == upstream["outputSchema"]["properties"].keys()
            )
        else:
            assert tool.get("outputSchema") == upstream.get("outputSchema")


async def test_without_dedup_the_listing_has_no_references():
    async with connect(stdio(proxy_command(*UPSTREAM))) as client:
        listing = await raw_listing(client, opt_in(dedup=False, listing="full"))
    assert "defs" not in listing["_meta"][EXTENSION]
    for tool in listing["tools"]:
        assert (
            "$ref" not in json.dumps(tool["inputSchema"])
            or tool["name"] == "json_schema_2020_12_tool"
        )


async def test_tags_and_a_query_select_tools(http_proxy):
    async with connect(http_proxy) as client:
        by_tag = await raw_listing(client, opt_in(tags=["issue"]))
        # a tag no tool carries selects nothing, and is no error (spec 16.6): `tags` says
        beside_unknown = await raw_listing(client, opt_in(tags=["issue", "no-such-tag"]))
        by_query = await raw_listing(
            client, opt_in(query="will it rain in Lisbon over the next days", method="bm25", top=2)
        )
        hybrid = await raw_listing(client, opt_in(query="current temperature and wind in Porto"))
    assert {tool["name"] for tool in by_tag["tools"]} == {"get_issue", "list_issues"}
    assert by_tag["_meta"][EXTENSION]["scores"] == {"get_issue": 1.0, "list_issues": 1.0}
    assert beside_unknown["tools"] == by_tag["tools"]
    assert "no-such-tag" not in beside_unknown["_meta"][EXTENSION]["tags"]
    assert by_query["tools"][0]["name"] == "get_forecast"
    assert len(by_query["tools"]) <= 2  # top caps it (a tool no word matches is not kept)
    assert len(hybrid["tools"]) <= 5  # the default top
    assert "get_weather" in {tool["name"] for tool in hybrid["tools"]}


@pytest.mark.parametrize("listing", ["short", "full"])
async def test_require_output_keeps_the_named_fields_nested_paths_too(http_proxy, listing):
    async with connect(http_proxy) as client:
        await client.list_tools(meta=opt_in(listing=listing))  # the schemas the SDK validates by
        arguments = {"owner": "ada", "number": 5, REQUIRE_OUTPUT: ["issue.user.login", "comments"]}
        result = await client.call_tool("get_issue", arguments)
        weather = await client.call_tool("get_weather", {"city": "Porto", REQUIRE_OUTPUT: ["wind"]})
    kept = {"issue": {"user": {"login": "ada"}}, "comments": 2}
    assert result.structured_content == kept
    assert json.loads(result.content[0].text) == kept
    assert weather.structured_content == {"wind": {"speed": 12.0, "direction": "NW"}}


async def test_a_call_without_require_output_is_passed_untouched(http_proxy):
    async with connect(stdio(UPSTREAM)) as direct, connect(http_proxy) as client:
        await client.list_tools(meta=opt_in())
        got = await client.call_tool("get_forecast", {"city": "Faro", "days": 2})
        assert dumped(got) == dumped(
            await direct.call_tool("get_forecast", {"city": "Faro", "days": 2})
        )


# -- faults: each its own error ---------------------------------------------------------------

LISTING_FAULTS = [
    ({EXTENSION: "short"}, "must be an object, not str"),
    (opt_in(listing="tiny"), ".listing: 'tiny' is not one of short, full"),
    (opt_in(dedupe=True), ".dedupe: unknown member"),
    (opt_in(dedup="yes"), ".dedup: must be true or false"),
    (opt_in(tags="issue"), ".tags: must be a list of strings"),
    (opt_in(tags=["issue", 3]), ".tags: must be a list of strings"),
    (
        opt_in(query="x", method="magic"),
        ".method: 'magic' is not one of tags, bm25, semantic, hybrid",
    ),
    (opt_in(query="x", top=0), ".top: must be at least 1"),
    (opt_in(query="x", threshold="high"), ".threshold: must be a number"),
    (opt_in(query="x", threshold=10**400), ".threshold: must be a finite number, not 1000"),
    (opt_in(query="   "), ".query: must be a non-empty string"),
    (opt_in(method="bm25"), ".method: 'bm25' needs a query or tags to select by"),
    (opt_in(method="tags", query="x"), ".method: 'tags' needs at least one tag"),
]


async def test_each_bad_opt_in_gets_its_own_invalid_params_error(http_proxy):
    async with connect(http_proxy) as client:
        for meta, message in LISTING_FAULTS:
            with pytest.raises(MCPError) as caught:
                await raw_listing(client, meta)
            assert caught.value.error.code == -32602, meta
            assert message in caught.value.error.message, (meta, caught.value.error.message)
        cursor = ListToolsRequest(params=PaginatedRequestParams(cursor="2", _meta=opt_in()))
        with pytest.raises(MCPError, match="cursor: an opted-in listing"):
            await client.session.send_request(cursor, RAW)
        assert len((await raw_listing(client))["tools"]) > 20  # the connection goes on


CALL_FAULTS = [
    ("get_weather", ["wind.gust"], "tool 'get_weather' has no output field 'wind.gust'"),
    ("get_weather", "wind", "requireOutput: must be a list of output field paths"),
    ("get_weather", ["wind", "wind"], "requireOutput: a path is named twice"),
]


async def test_each_bad_require_output_gets_its_own_invalid_params_error(http_proxy):
    async with connect(http_proxy) as client:
        for tool, paths, message in CALL_FAULTS:
            with pytest.raises(MCPError) as caught:
                await client.call_tool(tool, {"city": "Porto", "topic": "x", REQUIRE_OUTPUT: paths})
            assert caught.value.error.code == -32602
            assert message in caught.value.error.message


def the_mcp_error(error: BaseException) -> MCPError:
    """The MCPError in what a failed connect raised (the SDK wraps it in exception groups)."""
    while isinstance(error, BaseExceptionGroup):
        error = error.exceptions[0]
    assert isinstance(error, MCPError), error
    return error


async def failed_connect(command: list[str]) -> MCPError:
    with pytest.raises(BaseException) as caught:  # noqa: PT011 - unwrapped and checked below
        async with connect(stdio(command)):
            pass
    return the_mcp_error(caught.value)


async def test_an_upstream_that_cannot_start_is_a_clear_error():
    error = await failed_connect(proxy_command(str(ROOT / "no-such-mcp-server")))
    assert error.error.code == -32603
    assert "could not be started: No such file or directory" in error.error.message
    assert "no-such-mcp-server" not in error.error.message  # the log names it, not the client


async def test_an_upstream_that_exits_at_once_is_a_clear_error():
    error = await failed_connect(proxy_command(sys.executable, "-c", "raise SystemExit(2)"))
    assert error.error.code == -32603
    assert "closed its connection" in error.error.message


def stdio_once(command: list[str], lines: str) -> subprocess.CompletedProcess[str]:
    """The proxy over stdio, given `lines` and then the end of its stdin."""
    return subprocess.run(  # noqa: S603 - this interpreter
        command, input=lines, capture_output=True, text=True, timeout=120, check=False, cwd=ROOT
    )


@pytest.mark.parametrize(
    ("upstream", "said"),
    [
        ([str(ROOT / "no-such-mcp-server")], "could not be started"),
        ([sys.executable, "-c", "raise SystemExit(2)"], "closed its connection"),
    ],
    ids=["missing", "exits at once"],
)
def test_a_stdio_proxy_whose_upstream_never_answered_exits_non_zero_saying_so(upstream, said):
    # The client was told (an MCP error), but the proxy then exited 0 as if all was well.
    done = stdio_once(proxy_command(*upstream), json.dumps(INITIALIZE) + "\n")
    answer = json.loads(done.stdout.splitlines()[0])
    assert answer["error"]["code"] == -32603  # the client is still told, as MCP
    assert said in answer["error"]["message"]
    assert done.returncode == 1, done.stderr
    [line] = [line for line in done.stderr.splitlines() if line.startswith("error:")]
    assert line.startswith("error: the upstream MCP server never answered: upstream MCP server `")
    assert said in line
    assert shlex.join(upstream) in line


def test_a_request_without_a_usable_id_is_not_forwarded_as_a_notification():
    # JSON-RPC reads a request whose id is 1.5, true or an object as a notification: a
    # tools/call forwarded so would run the tool with nobody to answer
    lines = [
        json.dumps(INITIALIZE),
        json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
    ]
    for bad_id in (1.5, True, {"a": 1}):
        call = {"method": "tools/call", "params": {"name": "echo", "arguments": {"x": 1}}}
        lines.append(json.dumps({"jsonrpc": "2.0", "id": bad_id, **call}))
    command = proxy_command(*FAKE)
    command[command.index("--") : command.index("--")] = ["--log-level", "info"]
    done = stdio_once(command, "\n".join(lines) + "\n")
    dropped = [line for line in done.stderr.splitlines() if "dropped 'tools/call'" in line]
    assert len(dropped) == 3, done.stderr
    answered = [json.loads(line) for line in done.stdout.splitlines()]
    assert [answer.get("id") for answer in answered] == [1]  # the initialize alone


def test_a_clients_method_and_what_the_upstream_echoes_of_it_cannot_forge_a_log_line():
    # `%s failed: %s` wrote the client's method, and the upstream's error that repeats
    # it (`no <method>`), raw into the proxy's text log: a line of the client's own.
    forged = "x\n2099-01-01 00:00:00,000 WARNING ioa.bridges.mcp: FORGED \x1b[2K\u202e"
    lines = [
        json.dumps(INITIALIZE),
        json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        json.dumps({"jsonrpc": "2.0", "id": 2, "method": forged, "params": {}}),
    ]
    command = [sys.executable, "-m", "ioa.cli", "--log-format", "text", "mcp-proxy"]
    command += ["--log-level", "info", "--", *FAKE]
    process = subprocess.Popen(  # noqa: S603 - this interpreter
        command,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
    )  # fmt: skip
    try:
        assert process.stdin is not None
        assert process.stdout is not None
        process.stdin.write("\n".join(lines) + "\n")
        process.stdin.flush()
        answers = [json.loads(process.stdout.readline()) for _ in range(2)]
        process.stdin.close()  # the answer is in: the proxy may end
        process.wait(timeout=60)
        errors = process.stderr.read() if process.stderr else ""
    finally:
        process.kill()
    assert answers[1]["error"] == {"code": -32601, "message": f"no {forged}"}  # the upstream's
    assert [line for line in errors.splitlines() if "failed" in line], errors
    assert not any(line.startswith("2099") for line in errors.splitlines())
    assert all(line.isprintable() for line in errors.splitlines())


def test_a_stdio_proxy_whose_upstream_ended_while_serving_exits_non_zero_saying_so():
    # It answered, then crashed: the client got MCP errors, and the proxy exited 0 when the
    # client closed, so a supervisor saw a clean run.
    process = subprocess.Popen(  # noqa: S603 - this interpreter
        proxy_command(*UPSTREAM),
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
    )  # fmt: skip
    assert process.stdin is not None
    assert process.stdout is not None

    def ask(message: dict[str, Any]) -> dict[str, Any]:
        assert process.stdin is not None
        assert process.stdout is not None
        process.stdin.write(json.dumps(message) + "\n")
        process.stdin.flush()
        return json.loads(process.stdout.readline())

    try:
        assert "result" in ask(INITIALIZE)
        process.stdin.write('{"jsonrpc": "2.0", "method": "notifications/initialized"}\n')
        crash = {"jsonrpc": "2.0", "id": 2, "method": "tools/call",
                 "params": {"name": "crash", "arguments": {}}}  # fmt: skip
        answer = ask(crash)
        assert "closed its connection" in answer["error"]["message"]
        process.stdin.close()
        status = process.wait(timeout=60)
        errors = process.stderr.read() if process.stderr else ""
    finally:
        process.kill()
    assert status == 1, errors
    [line] = [line for line in errors.splitlines() if line.startswith("error:")]
    assert line.startswith("error: the upstream MCP server ended while serving: ")
    assert "closed its connection" in line


def test_a_stdio_proxy_whose_upstream_answered_or_was_never_asked_exits_0():
    served = stdio_once(proxy_command(*FAKE), json.dumps(INITIALIZE) + "\n")
    assert json.loads(served.stdout.splitlines()[0])["result"]["serverInfo"]["name"] == "fake"
    assert (served.returncode, served.stderr) == (0, "")
    idle = stdio_once(proxy_command(str(ROOT / "no-such-mcp-server")), "")  # no client request
    assert (idle.returncode, idle.stdout, idle.stderr) == (0, "", "")


async def test_an_upstream_crash_ends_one_session_and_the_listener_serves_the_others(http_proxy):
    async with connect(http_proxy) as doomed, connect(http_proxy) as other:
        with pytest.raises(MCPError) as caught:
            await doomed.call_tool("crash", {})
        assert caught.value.error.code == -32603
        assert caught.value.error.message == "the upstream MCP server closed its connection"
        with pytest.raises(MCPError, match="closed its connection"):
            await doomed.call_tool("test_simple_text", {})
        still = await other.call_tool("get_weather", {"city": "Braga"})
        assert still.structured_content["conditions"] == "clear over Braga"
    async with connect(http_proxy) as fresh:
        assert (await fresh.call_tool("test_simple_text", {})).content[0].text.startswith("This is")


@pytest.mark.parametrize(
    "upstream",
    [
        [str(ROOT / "no-such-mcp-server"), "--api-key", SECRET],
        [sys.executable, "-c", "raise SystemExit(2)", "--api-key", SECRET],
    ],
    ids=["not started", "exits at once"],
)
def test_no_answer_to_a_client_names_the_upstream_command_line(upstream):
    # The command line's arguments may hold secrets; every fault named it to every client
    # (`upstream MCP server `env API_TOKEN=sk-... ...` closed its connection`). The faults
    # of a link that served (CLOSED, GARBLED, BUSY) are checked in their own tests.
    call = {"method": "tools/call", "params": {"name": "echo", "arguments": {}}}
    lines = [
        json.dumps(INITIALIZE),
        json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        *(json.dumps({"jsonrpc": "2.0", "id": n, **call}) for n in (2, 3)),
    ]
    done = stdio_once(proxy_command(*upstream), "\n".join(lines) + "\n")
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    errors = [answer["error"]["message"] for answer in answers if "error" in answer]
    assert errors[0].startswith("the upstream MCP server "), errors
    for word in (SECRET, upstream[0], upstream[-1]):
        assert word not in done.stdout
    assert f"upstream MCP server `{shlex.join(upstream)}`" in done.stderr  # the local log's


@pytest.mark.parametrize("fault", list(ProxyFault), ids=lambda fault: fault.name)
def test_every_fault_a_client_is_told_leaves_the_command_line_to_the_log(fault):
    values = {"why": "why", "method": "initialize", "seconds": 60, "count": 256}
    command = UpstreamCommand("/usr/bin/env", (f"API_TOKEN={SECRET}", "server"))
    told = fault.error(**values).error.message  # a template naming the command fails here
    assert SECRET not in told
    assert "`" not in told
    logged = fault.logged(command, **values)
    assert (command.describe() in logged) == ("{upstream}" in fault.value[1])


def test_what_the_sdk_may_say_of_the_proxy_does_not_name_the_upstream_command_line():
    # Its description named the command line; the SDK sends it wherever it answers for
    # the server itself (a 2026-era result's serverInfo stamp, its own `initialize`).
    from ioa.bridges.mcp import build_server  # noqa: PLC0415

    server = build_server(UpstreamCommand("/usr/bin/env", (f"API_TOKEN={SECRET}", "server")))
    assert SECRET not in server.server_info.model_dump_json()
    assert SECRET not in server.create_initialization_options().model_dump_json()


async def test_a_fault_of_the_proxys_own_is_told_without_its_text(caplog):
    # `could not serve tools/list: RuntimeError: <the exception's text>` sent a client
    # whatever an internal error said (paths, the command line).
    from types import SimpleNamespace  # noqa: PLC0415

    from ioa.bridges.mcp.proxy import Proxy, ProxyMiddleware  # noqa: PLC0415

    class Broken(Proxy):
        async def modern_link(self) -> UpstreamLink:
            raise RuntimeError(f"cannot read /home/ops/.config/{SECRET}")

    async def call_next(_ctx: Any) -> None:
        raise AssertionError

    session = SimpleNamespace(_request_outbound=None, _connection=None)
    ctx = SimpleNamespace(
        request_id=7, method="tools/list", protocol_version="2026-07-28", params={}, session=session
    )
    middleware = ProxyMiddleware(Broken(UpstreamCommand("unused")))
    with caplog.at_level("INFO", logger="ioa.bridges.mcp"), pytest.raises(MCPError) as caught:
        await middleware(ctx, call_next)  # type: ignore[arg-type]
    assert caught.value.error.code == -32603
    assert caught.value.error.message == (
        "ioa mcp-proxy could not serve tools/list: a fault of its own (logged)"
    )
    assert SECRET in caplog.text  # the traceback stays local


GARBLES_ONCE = """
import os, sys, time
marker, upstream = sys.argv[1], sys.argv[2]
if not os.path.exists(marker):  # the first upstream: bytes that are not UTF-8, and it stays
    open(marker, "w").close()
    sys.stdout.buffer.write(b"\\xff\\xfe\\x99 not text\\n")
    sys.stdout.buffer.flush()
    time.sleep(2)
else:
    os.execv(sys.executable, [sys.executable, upstream])
"""


async def test_an_upstream_writing_bytes_that_are_not_text_ends_its_session_only(tmp_path):
    # The SDK's reader failed inside its task group: the exception group went past the
    # upstream link and ended the whole proxy ("unhandled errors in a TaskGroup", exit 1).
    script = tmp_path / "garbles_once.py"
    script.write_text(GARBLES_ONCE)
    upstream = [sys.executable, str(script), str(tmp_path / "garbled"), UPSTREAM[1]]
    error = await failed_connect(proxy_command(*upstream))  # stdio: the client is told
    assert error.error.code == -32603
    (tmp_path / "garbled").unlink()
    process, url = serving(proxy_command(*upstream, listen="127.0.0.1:0"))
    try:
        with pytest.raises(BaseException) as caught:  # noqa: PT011 - unwrapped below
            async with connect(url):
                pass
        assert the_mcp_error(caught.value).error.code == -32603
        async with connect(url) as fresh:  # the listener serves on, with a new upstream
            text = (await fresh.call_tool("test_simple_text", {})).content[0].text
            assert text.startswith("This is")
        assert process.poll() is None
    finally:
        stop(process)


async def test_a_call_in_flight_when_the_upstream_garbles_is_told_so_not_closed():
    # The link ended with GARBLED (and logged so), but the call in flight had already
    # been answered CLOSED: the dispatcher's "connection closed" reached it first.
    async with connect(stdio(proxy_command(*ENV_SECRET, *FAKE))) as client:
        with pytest.raises(MCPError) as caught:
            await client.call_tool("garble", {})
        assert caught.value.error.code == -32603
        assert "sent what is not MCP" in caught.value.error.message
        assert caught.value.error.message.startswith("the upstream MCP server sent what")
        assert SECRET not in caught.value.error.message
        with pytest.raises(MCPError, match="sent what is not MCP"):  # and every later call
            await client.call_tool("echo", {})


async def test_the_2026_era_goes_through_the_proxy_and_a_crash_starts_a_new_upstream(http_proxy):
    peer = Peer()
    async with connect(http_proxy, mode="auto", peer=peer) as client:
        assert client.protocol_version == "2026-07-28"
        greeting = await client.call_tool("test_input_required_result_elicitation", {})
        assert greeting.content[0].text == "Hello, Ada!"
        listing = await client.list_tools(meta=opt_in(tags=["weather"]))
        assert {tool.name for tool in listing.tools} == {"get_weather"}
        with pytest.raises(MCPError, match="closed its connection"):
            await client.call_tool("crash", {})
        again = await client.call_tool(
            "get_weather", {"city": "Evora", REQUIRE_OUTPUT: ["humidity"]}
        )
        assert again.structured_content == {"humidity": 0.6}


async def test_the_72_tool_listing_through_the_proxy():
    upstream = [*UPSTREAM, "--tools", str(TOOLS_72)]
    async with connect(stdio(proxy_command(*upstream))) as client:
        plain = await raw_listing(client)
        short = await raw_listing(client, opt_in())
        full = await raw_listing(client, opt_in(listing="full"))
    given = json.loads(TOOLS_72.read_text())
    assert plain["tools"] == given
    sizes = {
        "upstream": model_tokens(plain),
        "full": model_tokens(full),
        "short": model_tokens(short),
    }
    print("\ntools/list of the 72 GitHub tools, tokens (cl100k_base):", sizes)  # noqa: T201
    assert sizes["short"] < sizes["full"] < sizes["upstream"]
    defs = full["_meta"][EXTENSION]["defs"]
    for tool, original in zip(full["tools"], given, strict=True):
        # the upstream's schema, but for the order of `required` (a set to a validator)
        back = expand_schema(tool["inputSchema"], defs)
        assert set(back.pop("required", [])) == set(original["inputSchema"].get("required", []))
        assert canonical_bytes(back) == canonical_bytes(
            {k: v for k, v in original["inputSchema"].items() if k != "required"}
        )


async def test_a_listing_rfc_8785_cannot_write_is_served_opted_in(tmp_path: Path) -> None:
    """An outside fuzz: an integer past 2^53 in one tool (valid JSON Schema, valid MCP) made
    every opted-in tools/list of the upstream an internal error with a traceback."""
    tools = json.loads(TOOLS_72.read_text())[:3]
    tools[0]["inputSchema"]["properties"]["page"] = {"type": "integer", "maximum": 2**64 - 1}
    given = tmp_path / "tools.json"
    given.write_text(json.dumps(tools))
    async with connect(stdio(proxy_command(*UPSTREAM, "--tools", str(given)))) as client:
        short = await raw_listing(client, opt_in())
        full = await raw_listing(client, opt_in(listing="full"))
    for listing in (short, full):
        assert [tool["name"] for tool in listing["tools"]] == [t["name"] for t in tools]
    page = full["tools"][0]["inputSchema"]["properties"]["page"]
    assert page["maximum"] == 2**64 - 1


def test_the_spec_documents_the_capability_and_every_fault():
    spec = (ROOT / "docs" / "spec.md").read_text()
    section = spec[spec.index("### 16.6 ADOL over MCP") :]
    block = re.search(r"```json\n(.*?)```", section, re.DOTALL)
    assert block is not None
    documented = json.loads("{" + block.group(1) + "}")["capabilities"]["experimental"]
    assert documented[EXTENSION] == capability()
    rows = [line for line in section.splitlines() if line.startswith(("| -326", "| -320"))]
    for fault in ProxyFault:
        code, template = fault.value
        # every fixed piece of the message, so that each fault finds its own row
        pieces = [p.strip() for p in re.split(r"\{\w+(?::[^}]*)?\}", template.replace("`", ""))]
        plain = [row.replace("\\`", "").replace("`", "") for row in rows]
        found = [row for row in plain if all(p in row for p in pieces if p)]
        assert len(found) == 1, (fault, found)
        assert found[0].startswith(f"| {code} "), fault


# -- the review's findings: each held by a test -----------------------------------------------


def call_text(result: Any) -> Any:
    return json.loads(result.content[0].text)


async def test_an_upstream_error_coded_32000_passes_through_and_the_session_goes_on():
    async with connect(stdio(proxy_command(*FAKE))) as client:
        for _ in range(2):  # -32000 is also the SDK's "connection closed": not this time
            with pytest.raises(MCPError) as caught:
                await client.call_tool("fail", {})
            assert caught.value.error.code == -32000
            assert caught.value.error.message == "rate limited, retry later"
        assert call_text(await client.call_tool("echo", {"a": 1})) == {"a": 1}


def leaves(group: BaseExceptionGroup[MCPError]) -> list[MCPError]:
    """The errors of a (nested) exception group."""
    found: list[MCPError] = []
    for error in group.exceptions:
        found.extend(leaves(error) if isinstance(error, BaseExceptionGroup) else [error])
    return found


async def test_an_upstream_error_coded_32001_answering_initialize_is_not_called_a_timeout():
    seen: list[MCPError] = []
    try:
        async with connect(stdio(proxy_command(*FAKE, "busy"))):
            pass
    except* MCPError as group:  # the SDK's client raises from inside its task groups
        seen = leaves(group)
    assert [(e.error.code, e.error.message) for e in seen] == [(-32001, "busy, try again")]


async def test_at_2026_an_upstream_error_coded_32000_keeps_the_shared_upstream():
    process, url = serving(proxy_command(*FAKE, listen="127.0.0.1:0"))
    try:
        async with connect(url, mode="auto") as client:
            assert client.protocol_version == "2026-07-28"
            first = call_text(await client.call_tool("pid", {}))
            with pytest.raises(MCPError, match="rate limited"):
                await client.call_tool("fail", {})
            assert call_text(await client.call_tool("pid", {})) == first  # not started again
    finally:
        stop(process)


def post(url: str, body: dict[str, Any], headers: dict[str, str] | None = None) -> Any:
    """POST one JSON-RPC message; the response (an HTTPError is one too)."""
    request = urllib.request.Request(  # noqa: S310 - a URL the proxy printed
        url,
        data=json.dumps(body).encode(),
        headers={
            "Accept": "application/json, text/event-stream",
            "Content-Type": "application/json",
            **(headers or {}),
        },
    )
    try:
        response = urllib.request.urlopen(request, timeout=60)  # noqa: S310
    except urllib.error.HTTPError as error:
        response = error
    response.body = response.read().decode()
    return response


INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-11-25",
        "capabilities": {},
        "clientInfo": {"name": "test", "version": "0"},
    },
}


def test_sessions_past_max_sessions_are_refused_until_one_ends():
    command = [*proxy_command(*FAKE, listen="127.0.0.1:0")]
    command[command.index("--listen") : command.index("--listen")] = ["--max-sessions", "2"]
    process, url = serving(command)
    try:
        opened = [post(url, INITIALIZE) for _ in range(2)]
        assert [response.status for response in opened] == [200, 200]
        refused = post(url, INITIALIZE)
        assert refused.status == 503
        assert json.loads(refused.body)["error"]["message"] == "Too many open sessions"
        session = opened[0].headers["mcp-session-id"]
        ended = urllib.request.Request(  # noqa: S310
            url, method="DELETE", headers={"mcp-session-id": session}
        )
        assert urllib.request.urlopen(ended, timeout=60).status == 200  # noqa: S310
        assert post(url, INITIALIZE).status == 200
    finally:
        stop(process)


async def _through_body_deadline(
    given: list[dict[str, Any]], method: str = "POST", seconds: float = 0.2
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """What the SDK's app read, and what was sent, through `BodyDeadline`."""
    from ioa.bridges.mcp.listener import BodyDeadline  # noqa: PLC0415

    read: list[dict[str, Any]] = []
    sent: list[dict[str, Any]] = []

    async def app(_scope: Any, receive: Any, _send: Any) -> None:
        while True:
            message = await receive()
            read.append(message)
            if message["type"] != "http.request" or not message.get("more_body"):
                return

    async def receive() -> dict[str, Any]:
        if given:
            return given.pop(0)
        await anyio.sleep(3600)  # the rest never comes
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    with anyio.fail_after(10):
        await BodyDeadline(app, seconds)({"type": "http", "method": method}, receive, send)
    return read, sent


async def test_a_body_that_stops_coming_is_answered_408_and_the_sdk_never_sees_it():
    read, sent = await _through_body_deadline(
        [{"type": "http.request", "body": b"{", "more_body": True}]
    )
    assert read == []
    assert sent[0]["status"] == 408
    assert (b"connection", b"close") in sent[0]["headers"]
    assert sent[1]["body"] == b"the body did not arrive within 0.2 s"


async def test_a_whole_body_reaches_the_sdk_as_one_and_a_get_is_not_timed():
    from ioa.bridges.mcp.listener import MAX_BODY  # noqa: PLC0415

    parts = [
        {"type": "http.request", "body": b'{"a":', "more_body": True},
        {"type": "http.request", "body": b"1}", "more_body": False},
    ]
    read, sent = await _through_body_deadline(parts)
    assert read == [{"type": "http.request", "body": b'{"a":1}', "more_body": False}]
    assert sent == []
    # a GET's stream: the SDK reads straight from the client, however long it waits
    read, sent = await _through_body_deadline(
        [{"type": "http.request", "body": b"", "more_body": False}], method="GET"
    )
    assert read == [{"type": "http.request", "body": b"", "more_body": False}]
    big = [{"type": "http.request", "body": b"x" * (MAX_BODY + 1), "more_body": True}]
    read, sent = await _through_body_deadline(big)
    assert read == []
    assert sent[0]["status"] == 413


def test_host_and_origin_are_checked_on_every_listen_address():
    from ioa.bridges.mcp import host_checks  # noqa: PLC0415
    from ioa.mcp_cli import listen_problem  # noqa: PLC0415

    wildcard = host_checks("0.0.0.0", ["proxy.example"])  # noqa: S104 - not listened on
    assert wildcard.enable_dns_rebinding_protection
    assert "proxy.example:*" in wildcard.allowed_hosts
    assert not any(host.startswith("0.0.0.0") for host in wildcard.allowed_hosts)  # noqa: S104
    other_loopback = host_checks("127.0.0.2")
    assert other_loopback.enable_dns_rebinding_protection
    assert {"127.0.0.2:*", "localhost:*"} <= set(other_loopback.allowed_hosts)
    assert "http://[::1]:*" in host_checks("::1").allowed_origins
    assert "--allow-host" in (listen_problem("0.0.0.0", []) or "")  # noqa: S104
    assert "--allow-host" in (listen_problem("::", []) or "")
    assert listen_problem("0.0.0.0", ["proxy.example"]) is None  # noqa: S104
    assert listen_problem("127.0.0.1", []) is None


def test_a_wildcard_listen_address_needs_allow_host():
    command = proxy_command(*FAKE, listen="0.0.0.0:0")
    done = subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)  # noqa: S603
    assert done.returncode == 2
    assert "--allow-host" in done.stderr


def test_an_allowed_host_is_served_and_a_foreign_one_refused():
    command = [*proxy_command(*FAKE, listen="127.0.0.1:0")]
    command[command.index("--listen") : command.index("--listen")] = [
        "--allow-host",
        "proxy.example",
    ]
    process, url = serving(command)
    try:
        port = url.rsplit(":", 1)[1].split("/")[0]
        named = post(url, INITIALIZE, {"Host": f"proxy.example:{port}"})
        assert named.status == 200
        foreign = {"Host": f"attacker.example:{port}", "Origin": "http://attacker.example"}
        assert post(url, INITIALIZE, foreign).status == 421
        origin = {"Origin": "http://attacker.example"}
        assert post(url, INITIALIZE, origin).status == 403
    finally:
        stop(process)


async def test_at_2026_upstream_traffic_naming_no_request_reaches_no_client():
    process, url = serving(proxy_command(*FAKE, listen="127.0.0.1:0"))
    peer = Peer()
    try:
        async with connect(url, mode="auto", peer=peer) as client:
            assert client.protocol_version == "2026-07-28"
            got = call_text(await client.call_tool("chatty", {}))
            assert await client.call_tool("pid", {})  # what came before it has been handled
    finally:
        stop(process)
    assert got == -32603  # the proxy refused the sampling request: no client may take it
    assert peer.seen == []  # neither it nor the log message went to this client


async def test_an_opted_in_listing_is_not_cacheable():
    process, url = serving(proxy_command(*FAKE, "ttl", listen="127.0.0.1:0"))
    try:
        async with Client(url, mode="auto") as client:  # the SDK's cache on
            assert client.protocol_version == "2026-07-28"
            plain = await raw_listing(client)
            assert plain["ttlMs"] == 60000
            selected = await raw_listing(client, opt_in(tags=["none"]))
            assert selected["ttlMs"] == 0
            assert selected["cacheScope"] == "private"
            assert selected["tools"] == []
            again = await client.list_tools(meta=opt_in(tags=["none"]))
            assert again.tools == []
            assert len((await client.list_tools()).tools) == len(plain["tools"])
    finally:
        stop(process)


async def test_a_plain_require_output_argument_goes_upstream_untouched():
    async with connect(stdio(FAKE)) as direct, connect(stdio(proxy_command(*FAKE))) as client:
        for name, arguments in (("echo", {REQUIRE_OUTPUT: "yes please"}), ("pid", {"x": 1})):
            got = await client.call_tool(name, arguments)
            if name == "echo":
                assert dumped(got) == dumped(await direct.call_tool(name, arguments))
        for peer in (direct, client):  # an unknown tool: the upstream's own error
            with pytest.raises(MCPError, match=r"no such tool \(fake\)"):
                await peer.call_tool("nosuch", {REQUIRE_OUTPUT: 1})
        filtered = await client.call_tool("weather", {REQUIRE_OUTPUT: ["h"]})
        assert filtered.structured_content == {"h": 2}
    async with connect(stdio(proxy_command(*UPSTREAM))) as client:
        image = await client.call_tool("test_image_content", {REQUIRE_OUTPUT: ["x"]})
        assert image.content[0].type == "image"  # no output fields: the upstream's answer


async def test_a_listing_cut_at_100_pages_says_so_and_is_read_once_for_calls():
    async with connect(stdio(proxy_command(*FAKE, "pages"))) as client:
        listing = await raw_listing(client, opt_in())
        assert len(listing["tools"]) == 100
        assert listing["_meta"][EXTENSION]["truncated"] is True
        for k in range(3):
            with pytest.raises(MCPError, match="no such tool"):
                await client.call_tool(f"unknown{k}", {REQUIRE_OUTPUT: ["a"]})
        assert call_text(await client.call_tool("count", {})) == 100


async def session_listing(client: Client, **members: Any) -> dict[str, Any]:
    """An opted-in listing read through the SDK's `list_tools`, which its session keeps.

    The session checks a call's result against the tool it last listed; a tool it never
    listed makes it list again, plainly, after the call (an upstream listing of its own).
    """
    return dumped(await client.list_tools(meta=opt_in(**members)))


def offered(listing: dict[str, Any], name: str) -> list[str] | None:
    """The output fields an opted-in listing offers `requireOutput` for on a tool (None: none)."""
    [tool] = [tool for tool in listing["tools"] if tool["name"] == name]
    offer = tool["inputSchema"].get("properties", {}).get(REQUIRE_OUTPUT)
    return None if offer is None else sorted(offer["items"]["enum"])


async def test_tools_that_change_while_a_listing_is_paged_through_are_read_again():
    """An outside attack: the upstream's `notifications/tools/list_changed` came between two
    pages, and the listing served and kept for calls mixed the tools before and after it:
    `requireOutput` on the new field was refused, until the next change."""
    async with connect(stdio(proxy_command(*FAKE, "changing"))) as client:
        listing = await session_listing(client, listing="full")
        assert offered(listing, "weather") == ["h", "t", "w"]
        assert "changed" not in listing["_meta"][EXTENSION]
        got = await client.call_tool("weather", {REQUIRE_OUTPUT: ["w"]})
        assert got.structured_content == {"w": 3}
        assert call_text(await client.call_tool("count", {})) == 4  # two pages, twice


async def test_tools_that_change_at_every_reading_are_served_marked_and_read_again_for_calls():
    async with connect(stdio(proxy_command(*FAKE, "restless"))) as client:
        listing = await session_listing(client)
        assert listing["_meta"][EXTENSION]["changed"] is True
        assert call_text(await client.call_tool("count", {})) == 6  # 3 readings (MAX_READS)
        # no listing is current: the call reads again, then goes upstream as it came
        got = await client.call_tool("weather", {REQUIRE_OUTPUT: ["w"]})
        assert got.structured_content == {"t": 1, "h": 2, "w": 3}
        assert call_text(await client.call_tool("count", {})) == 12


async def test_a_looping_cursor_ends_the_listing_there_marked_truncated():
    """An outside attack: cursors A, B, A... were followed for 100 pages, and the tools they
    repeated failed the whole opted-in listing (-32603, "entries share a name")."""
    async with connect(stdio(proxy_command(*FAKE, "loop"))) as client:
        listing = await session_listing(client, listing="full")
        names = [tool["name"] for tool in listing["tools"]]
        assert len(names) == len(set(names)) == 11
        about = listing["_meta"][EXTENSION]
        assert about["truncated"] is True
        assert about["repeated"] == names  # each came again, the same: the first is kept
        assert offered(listing, "weather") == ["h", "t"]
        got = await client.call_tool("weather", {REQUIRE_OUTPUT: ["h"]})
        assert got.structured_content == {"h": 2}
        assert call_text(await client.call_tool("count", {})) == 3  # first, A, B: then A again


async def test_a_name_listed_twice_keeps_its_first_entry_and_no_require_output_if_they_differ():
    """An outside attack: a tool listed again on a later page (one that moved while the proxy
    paged) failed the whole opted-in listing; `requireOutput` must not be offered for one of
    two different tools of one name, whichever of them the upstream runs."""
    async with connect(stdio(proxy_command(*FAKE, "moved"))) as client:
        listing = await session_listing(client, listing="full")
        [weather] = [tool for tool in listing["tools"] if tool["name"] == "weather"]
        assert weather["description"] == "The weather."  # the first entry
        assert offered(listing, "weather") is None
        assert listing["_meta"][EXTENSION]["repeated"] == ["weather"]
        got = await client.call_tool("weather", {REQUIRE_OUTPUT: ["h"]})
        assert got.structured_content == {"t": 1, "h": 2}  # as it came: not looked into
        # A plain page read since names one of the two: still neither is planned for (a
        # plain listing's pages were kept on the link, the first entry looked into again).
        assert [tool["name"] for tool in (await raw_listing(client))["tools"]][1] == "weather"
        got = await client.call_tool("weather", {REQUIRE_OUTPUT: ["h"]})
        assert got.structured_content == {"t": 1, "h": 2}


async def test_a_plain_page_is_never_kept_as_the_tools_calls_are_checked_against():
    """A plain (not opted-in) `tools/list` page was written onto the link as the upstream's
    tools when its answer came, which may be after the `list_changed` that followed it
    had emptied the link's table (or put back a name an opted-in listing left out):
    calls were then checked against a stale entry. Only a whole reading is kept."""
    link = UpstreamLink(UpstreamCommand("unused"), fallback=None)
    old = {"name": "weather", "inputSchema": {"type": "object"}, "outputSchema": {}}

    async def answered_then_changed(*_args: Any, **_kwargs: Any) -> dict[str, Any]:
        link._in_order("notifications/tools/list_changed", None)  # as its reader does
        return {"tools": [old]}

    link.request = answered_then_changed  # type: ignore[method-assign]
    middleware = ProxyMiddleware(Proxy(UpstreamCommand("unused")))
    listed = await HANDLERS["tools/list"](middleware, link, None, "tools/list", None)  # type: ignore[arg-type]
    assert listed == {"tools": [old]}  # the client's answer, as it came
    assert (link.tools, link.listed, link.generation) == ({}, False, 1)


def raw_exchange(command: list[str], messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each message's answer, over a stdio MCP connection opened with `initialize`."""
    process = subprocess.Popen(  # noqa: S603 - our interpreter and scripts
        command,
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdin is not None
    assert process.stdout is not None
    answers = []
    initialized = {"jsonrpc": "2.0", "method": "notifications/initialized"}
    for message in [INITIALIZE, initialized, *messages]:
        process.stdin.write(json.dumps(message) + "\n")
        process.stdin.flush()
        while "id" in message:
            answer = json.loads(process.stdout.readline())
            if answer.get("id") == message["id"]:
                answers.append(answer)
                break
    process.stdin.close()
    process.wait(timeout=30)
    return answers[1:]


def test_a_malformed_meta_is_invalid_params_naming_it():
    messages = [
        {"jsonrpc": "2.0", "id": n, "method": method, "params": {"name": "echo", "_meta": meta}}
        for n, (method, meta) in enumerate(
            [("tools/list", "x"), ("tools/call", "x"), ("tools/call", [["k", "v"]])], start=2
        )
    ]
    for answer in raw_exchange(proxy_command(*FAKE), messages):
        assert answer["error"]["code"] == -32602, answer
        assert answer["error"]["message"].startswith("_meta: must be an object"), answer


class StuckClient:
    """A client stream that takes no notification until it is released."""

    def __init__(self) -> None:
        self.released = anyio.Event()
        self.taken = 0

    async def notify(self, _method: str, _params: Any) -> None:
        await self.released.wait()
        self.taken += 1

    async def send_raw_request(self, _method: str, _params: Any) -> dict[str, Any]:
        await self.released.wait()
        self.taken += 1
        return {}


async def test_notifications_waiting_for_a_slow_client_are_bounded():
    stuck = StuckClient()
    link = UpstreamLink(UpstreamCommand("unused"), fallback=stuck)  # type: ignore[arg-type]
    log = {"level": "info", "data": "x"}
    async with anyio.create_task_group() as task_group:
        for _ in range(MAX_WAITING + 40):  # as the SDK's dispatcher does: a task each
            task_group.start_soon(link._on_notify, None, "notifications/message", log)
        await anyio.wait_all_tasks_blocked()
        assert (link.waiting, link.dropped) == (MAX_WAITING, 40)
        stuck.released.set()
    assert stuck.taken == MAX_WAITING
    assert link.waiting == 0


async def test_upstream_requests_waiting_for_a_client_are_bounded():
    stuck = StuckClient()
    link = UpstreamLink(UpstreamCommand("unused"), fallback=stuck)  # type: ignore[arg-type]
    refused: list[MCPError] = []

    async def ask() -> None:
        try:
            await link._on_request(None, "sampling/createMessage", {"messages": []})  # type: ignore[arg-type]
        except MCPError as error:
            refused.append(error)

    async with anyio.create_task_group() as task_group:
        for _ in range(MAX_WAITING + 10):
            task_group.start_soon(ask)
        await anyio.wait_all_tasks_blocked()
        assert link.asking == MAX_WAITING
        assert len(refused) == 10
        assert {error.error.message for error in refused} == {
            "the proxy's client cannot take sampling/createMessage now"
        }
        stuck.released.set()
    assert stuck.taken == MAX_WAITING
    assert link.asking == 0


@pytest.mark.parametrize("kind", ["missing", "a directory", "not executable"])
def test_a_listener_whose_upstream_command_cannot_run_says_so_at_start(kind, tmp_path):
    # A listener has no client to tell (stdio tells the first client, above): it served
    # and answered every session with the same MCP error.
    command = {
        "missing": tmp_path / "no-such-server",
        "a directory": tmp_path,
        "not executable": tmp_path / "server.py",
    }[kind]
    (tmp_path / "server.py").write_text("print('hello')\n")
    done = subprocess.run(  # noqa: S603 - this interpreter
        proxy_command(str(command), listen="127.0.0.1:0"),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    assert f"the upstream command {str(command)!r} is not found, or not executable" in (done.stderr)
    assert "serving MCP" not in done.stderr


def test_an_upstream_line_that_is_not_json_rpc_is_logged_in_one_line_without_a_traceback():
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "t", "version": "1"},
        },
    }
    garbage = "print('garbage', flush=True); import time; time.sleep(0.5)"
    argv = proxy_command(sys.executable, "-c", garbage)
    argv[3:3] = ["--log-format", "json"]  # after `-m ioa.cli`, before `mcp-proxy`
    done = stdio_once(argv, json.dumps(initialize) + "\n")
    records = [json.loads(line) for line in done.stderr.splitlines() if line.startswith("{")]
    [said] = [r for r in records if r["logger"] == "mcp.client.stdio"]
    assert "Invalid JSON" in said["message"]
    assert "input_value='garbage'" in said["message"]
    assert "error" not in said  # no traceback member
    assert "Traceback" not in done.stderr
    answer = json.loads(done.stdout.splitlines()[0])
    assert answer["error"]["code"] == -32603  # the client still gets its MCP error


@pytest.mark.parametrize(
    ("tool", "said"),
    [
        ("deep", "recursion limit exceeded"),
        ("badver", "Input should be '2.0'"),  # the first complaint is about "1.0", not the line
        ("batch", "Input should be an object"),
    ],
)
async def test_an_answer_the_sdk_cannot_read_fails_its_call_instead_of_hanging_it(tool, said):
    """An outside attack: an answer nested past the SDK's parser limit was logged and
    dropped, and the client's request waited for ever; a review then answered "1.0" for
    the JSON-RPC version, or inside a batch, past the first fix."""
    async with connect(stdio(proxy_command(*FAKE))) as client:
        with pytest.raises(MCPError) as caught, anyio.fail_after(60):
            await client.call_tool(tool, {})
        assert caught.value.error.code == -32603
        assert "sent what is not MCP" in caught.value.error.message
        assert said in caught.value.error.message


async def test_a_stray_line_of_text_from_the_upstream_is_skipped():
    async with connect(stdio(proxy_command(*FAKE))) as client:
        result = await client.call_tool("stray", {})
        assert json.loads(result.content[0].text) == "after a stray line"
        assert json.loads((await client.call_tool("echo", {"a": 1})).content[0].text) == {"a": 1}


@pytest.mark.parametrize(
    ("line", "meant"),
    [
        ("starting the weather engine...", False),
        ("42", False),
        ("null", False),
        ('{"jsonrpc": "1.0", "id": 1, "result": {}}', True),
        ('[{"jsonrpc": "2.0", "id": 1, "result": {}}]', True),
        ('{"jsonrpc": "2.0", "id": 1, "result": {}', True),  # cut short
        ('\ufeff{"jsonrpc": "2.0", "id": 1, "result": {}}', True),  # a byte-order mark first
        ("  [1, 2", True),
    ],
)
def test_a_line_the_sdk_cannot_read_is_judged_by_the_line(line, meant):
    import mcp_types  # noqa: PLC0415 - the SDK's own message types
    from pydantic import ValidationError  # noqa: PLC0415 - the SDK's parser's error

    from ioa.bridges.mcp.upstream import _an_object  # noqa: PLC0415

    with pytest.raises(ValidationError) as refused:
        mcp_types.jsonrpc_message_adapter.validate_json(line, by_name=False)
    assert _an_object(refused.value) is meant
