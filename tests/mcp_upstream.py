"""An MCP server for the proxy's tests, written with the same SDK: `python tests/mcp_upstream.py`.

Serves stdio by default; `--http PORT` serves streamable HTTP on 127.0.0.1 instead
(port 0: any free port; the URL goes to stderr as `serving MCP at URL`).

It offers what the MCP conformance suite's server scenarios call for, at both
protocol eras (the `test_*` tools, `test://` resources, `test_*` prompts,
completions, logging and subscriptions, and `InputRequiredResult` rounds with a
fixed request-state key), and the proxy tests' own tools: weather and issue
tools whose input schemas repeat sub-schemas and whose output schemas nest
objects, `interact` (progress, a log message, a sampling request and an
elicitation request during one call), and `crash` (the process exits).

`--tools FILE` serves instead the MCP tools listed in FILE (a JSON list), each
answering a call with its arguments: an upstream with someone else's listing.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import socket
import sys
import warnings
from pathlib import Path
from typing import Any

import anyio
import uvicorn
from mcp.server import Server, ServerRequestContext
from mcp.server.mcpserver import Context, MCPServer, RequestStateSecurity, UserMessage
from mcp.server.mcpserver.prompts.base import Prompt
from mcp.server.mcpserver.tools import Tool
from mcp.shared.exceptions import MCPDeprecationWarning, MCPError
from mcp.types import (
    MISSING_REQUIRED_CLIENT_CAPABILITY,
    AudioContent,
    CallToolResult,
    Completion,
    CreateMessageRequest,
    CreateMessageRequestParams,
    CreateMessageResult,
    ElicitRequest,
    ElicitRequestFormParams,
    ElicitResult,
    EmbeddedResource,
    EmptyResult,
    ImageContent,
    InputRequest,
    InputRequiredResult,
    ListRootsRequest,
    ListRootsResult,
    ListToolsResult,
    SamplingMessage,
    SetLevelRequestParams,
    SubscribeRequestParams,
    TextContent,
    TextResourceContents,
    UnsubscribeRequestParams,
)
from pydantic import BaseModel, Field

# Logging, sampling and elicitation during a call are what the proxy must carry at 2025-11-25.
warnings.filterwarnings("ignore", category=MCPDeprecationWarning)

PIXEL_PNG = (
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9aw"
    "AAAABJRU5ErkJggg=="
)
SILENCE_WAV = "UklGRiYAAABXQVZFZm10IBAAAAABAAEAQB8AAIA+AAACABAAZGF0YQIAAAAAAA=="
STATE_KEY = b"ioa-stack test upstream: a fixed 32+ byte request-state key"

app = MCPServer(
    name="ioa-test-upstream",
    version="1.0.0",
    log_level="WARNING",
    request_state_security=RequestStateSecurity(keys=[STATE_KEY]),
)


# -- what the conformance scenarios call ---------------------------------------------------------


@app.tool()
def test_simple_text() -> str:
    """Answers with one text block."""
    return "This is a simple text response for testing."


@app.tool()
def test_image_content() -> list[ImageContent]:
    """Answers with one image block."""
    return [ImageContent(type="image", data=PIXEL_PNG, mime_type="image/png")]


@app.tool()
def test_audio_content() -> list[AudioContent]:
    """Answers with one audio block."""
    return [AudioContent(type="audio", data=SILENCE_WAV, mime_type="audio/wav")]


def _embedded(uri: str, text: str, mime: str = "text/plain") -> EmbeddedResource:
    return EmbeddedResource(
        type="resource", resource=TextResourceContents(uri=uri, mime_type=mime, text=text)
    )


@app.tool()
def test_embedded_resource() -> list[EmbeddedResource]:
    """Answers with an embedded resource."""
    return [_embedded("test://embedded-resource", "This is an embedded resource content.")]


@app.tool()
def test_multiple_content_types() -> list[TextContent | ImageContent | EmbeddedResource]:
    """Answers with text, an image and a resource."""
    return [
        TextContent(type="text", text="Multiple content types test:"),
        ImageContent(type="image", data=PIXEL_PNG, mime_type="image/png"),
        _embedded(
            "test://mixed-content-resource", '{"test":"data","value":123}', "application/json"
        ),
    ]


@app.tool()
async def test_tool_with_logging(ctx: Context) -> str:
    """Logs three messages while it runs."""
    for step in ("started", "processing data", "completed"):
        await ctx.info(f"Tool execution {step}")
    return "Tool with logging executed successfully"


@app.tool()
async def test_tool_with_progress(ctx: Context) -> str:
    """Reports progress three times."""
    for done in (0, 50, 100):
        await ctx.report_progress(progress=done, total=100, message=f"step {done} of 100")
    meta = ctx.request_context.meta if ctx.request_context else None
    return str((meta or {}).get("progress_token", 0))


@app.tool()
async def test_sampling(prompt: str, ctx: Context) -> str:
    """Asks the client's model (a sampling request during the call)."""
    result = await ctx.session.create_message(
        messages=[SamplingMessage(role="user", content=TextContent(type="text", text=prompt))],
        max_tokens=100,
        related_request_id=ctx.request_id,
    )
    text = result.content.text if result.content.type == "text" else "(not text)"
    return f"LLM response: {text}"


class Answer(BaseModel):
    response: str = Field(description="The user's answer")


@app.tool()
async def test_elicitation(message: str, ctx: Context) -> str:
    """Asks the client's user (an elicitation request during the call)."""
    result = await ctx.elicit(message=message, schema=Answer)
    content = result.data.model_dump_json() if result.action == "accept" else "{}"
    return f"User response: action={result.action}, content={content}"


class Defaults(BaseModel):
    name: str = Field(default="John Doe", description="User name")
    age: int = Field(default=30, description="User age")
    score: float = Field(default=95.5, description="User score")
    status: str = Field(
        default="active",
        description="User status",
        json_schema_extra={"enum": ["active", "inactive", "pending"]},
    )
    verified: bool = Field(default=True, description="Verification status")


@app.tool()
async def test_elicitation_sep1034_defaults(ctx: Context) -> str:
    """Elicits a form whose every field has a default."""
    result = await ctx.elicit(message="Please provide user information", schema=Defaults)
    content = result.data.model_dump_json() if result.action == "accept" else "{}"
    return f"Elicitation result: action={result.action}, content={content}"


def _choices(*pairs: tuple[str, str]) -> list[dict[str, str]]:
    return [{"const": value, "title": title} for value, title in pairs]


class Enums(BaseModel):
    untitledSingle: str = Field(  # noqa: N815 - the scenario's field names
        description="Simple enum", json_schema_extra={"enum": ["active", "inactive", "pending"]}
    )
    titledSingle: str = Field(  # noqa: N815
        description="Titled enum",
        json_schema_extra={
            "oneOf": _choices(("low", "Low"), ("medium", "Medium"), ("high", "High"))
        },
    )
    untitledMulti: list[str] = Field(  # noqa: N815
        description="Multi-select",
        json_schema_extra={"items": {"type": "string", "enum": ["read", "write", "execute"]}},
    )
    titledMulti: list[str] = Field(  # noqa: N815
        description="Titled multi-select",
        json_schema_extra={
            "items": {"anyOf": _choices(("feature", "Feature"), ("bug", "Bug"), ("docs", "Docs"))}
        },
    )
    legacyEnum: str = Field(  # noqa: N815
        description="Enum with enumNames",
        json_schema_extra={"enum": ["small", "medium", "large"], "enumNames": ["S", "M", "L"]},
    )


@app.tool()
async def test_elicitation_sep1330_enums(ctx: Context) -> str:
    """Elicits a form with each kind of enum."""
    result = await ctx.elicit(message="Please pick values", schema=Enums)
    content = result.data.model_dump_json() if result.action == "accept" else "{}"
    return f"Elicitation completed: action={result.action}, content={content}"


@app.tool()
def test_error_handling() -> str:
    """Always fails (an isError result)."""
    raise RuntimeError("This tool intentionally returns an error for testing")


def _ask(field: str, message: str, kind: str = "string") -> ElicitRequest:
    """An elicitation of one required field."""
    schema = {"type": "object", "properties": {field: {"type": kind}}, "required": [field]}
    return ElicitRequest(params=ElicitRequestFormParams(message=message, requested_schema=schema))


def _ask_name(message: str = "What is your name?") -> ElicitRequest:
    return _ask("name", message)


def _ask_model(text: str, tokens: int = 50) -> CreateMessageRequest:
    message = SamplingMessage(role="user", content=TextContent(type="text", text=text))
    return CreateMessageRequest(
        params=CreateMessageRequestParams(messages=[message], max_tokens=tokens)
    )


def _confirm() -> ElicitRequest:
    return _ask("ok", "Please confirm", "boolean")


def _field(answer: object, name: str) -> object:
    if isinstance(answer, ElicitResult) and answer.content:
        return answer.content.get(name)
    return None


@app.tool()
async def test_input_required_result_elicitation(ctx: Context) -> str | InputRequiredResult:
    """One elicitation round, then a greeting."""
    answers = ctx.input_responses or {}
    if "user_name" in answers:
        return f"Hello, {_field(answers['user_name'], 'name')}!"
    return InputRequiredResult(input_requests={"user_name": _ask_name()})


@app.tool()
async def test_input_required_result_sampling(ctx: Context) -> str | InputRequiredResult:
    """One sampling round, then what the model said."""
    answers = ctx.input_responses or {}
    answer = answers.get("capital_question")
    if answer is not None:
        ok = isinstance(answer, CreateMessageResult) and answer.content.type == "text"
        return f"Model said: {answer.content.text if ok else '?'}"  # type: ignore[union-attr]
    return InputRequiredResult(
        input_requests={"capital_question": _ask_model("What is the capital of France?", 100)}
    )


@app.tool()
async def test_input_required_result_list_roots(ctx: Context) -> str | InputRequiredResult:
    """One roots round, then how many roots the client has."""
    answer = (ctx.input_responses or {}).get("client_roots")
    if answer is not None:
        count = len(answer.roots) if isinstance(answer, ListRootsResult) else 0
        return f"Client exposed {count} root(s)."
    return InputRequiredResult(input_requests={"client_roots": ListRootsRequest()})


@app.tool()
async def test_input_required_result_request_state(ctx: Context) -> str | InputRequiredResult:
    """A round whose request state must come back unchanged."""
    if "confirm" in (ctx.input_responses or {}) and ctx.request_state == "request-state-nonce":
        return "state-ok: confirmation received"
    return InputRequiredResult(
        input_requests={"confirm": _confirm()}, request_state="request-state-nonce"
    )


@app.tool()
async def test_input_required_result_multiple_inputs(ctx: Context) -> str | InputRequiredResult:
    """Three input requests in one round."""
    if {"user_name", "greeting", "client_roots"} <= (ctx.input_responses or {}).keys():
        return "All inputs received."
    return InputRequiredResult(
        input_requests={
            "user_name": _ask_name(),
            "greeting": _ask_model("Generate a greeting"),
            "client_roots": ListRootsRequest(),
        },
        request_state="multiple-inputs",
    )


@app.tool()
async def test_input_required_result_multi_round(ctx: Context) -> str | InputRequiredResult:
    """Three rounds, the request state carrying what the earlier ones said."""
    state = json.loads(ctx.request_state) if ctx.request_state else {"round": 0}
    answers = ctx.input_responses or {}
    if state["round"] == 1 and "step1" in answers:
        ask = _ask("color", "Step 2: What is your favorite color?")
        name = _field(answers["step1"], "name")
        return InputRequiredResult(
            input_requests={"step2": ask}, request_state=json.dumps({"round": 2, "name": name})
        )
    if state["round"] == 2 and "step2" in answers:
        return f"{state.get('name')} likes {_field(answers['step2'], 'color')}."
    return InputRequiredResult(
        input_requests={"step1": _ask_name("Step 1: What is your name?")},
        request_state=json.dumps({"round": 1}),
    )


@app.tool()
async def test_input_required_result_tampered_state(ctx: Context) -> str | InputRequiredResult:
    """A round whose request state the SDK seals (a tampered one is refused)."""
    if ctx.request_state is None:
        return InputRequiredResult(input_requests={"confirm": _confirm()}, request_state="round-1")
    return f"state-ok: {ctx.request_state}"


@app.tool()
async def test_input_required_result_capabilities(ctx: Context) -> InputRequiredResult:
    """Asks only for what the client declared it can do."""
    capabilities = ctx.client_capabilities
    wanted: dict[str, InputRequest] = {}
    if capabilities is None or capabilities.sampling is not None:
        wanted["sample"] = _ask_model("Say hello")
    if capabilities is None or capabilities.elicitation is not None:
        wanted["ask"] = _ask_name()
    return InputRequiredResult(input_requests=wanted, request_state="capability-gated")


SCHEMA_2020_12: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "$defs": {
        "address": {
            "$anchor": "addressDef",
            "type": "object",
            "properties": {"street": {"type": "string"}, "city": {"type": "string"}},
        }
    },
    "properties": {
        "name": {"type": "string"},
        "address": {"$ref": "#/$defs/address"},
        "contactMethod": {"type": "string", "enum": ["phone", "email"]},
        "phone": {"type": "string"},
        "email": {"type": "string"},
    },
    "allOf": [{"anyOf": [{"required": ["phone"]}, {"required": ["email"]}]}],
    "if": {"properties": {"contactMethod": {"const": "phone"}}, "required": ["contactMethod"]},
    "then": {"required": ["phone"]},
    "else": {"required": ["email"]},
    "additionalProperties": False,
}


@app.resource("test://static-text")
def static_text() -> str:
    """A static text resource."""
    return "This is the content of the static text resource."


@app.resource("test://static-binary")
def static_binary() -> bytes:
    """A static binary resource (a PNG)."""
    return base64.b64decode(PIXEL_PNG)


@app.resource("test://template/{id}/data")
def templated(id: str) -> str:  # noqa: A002 - the template's parameter name
    """A resource template."""
    return json.dumps({"id": id, "templateTest": True, "data": f"Data for ID: {id}"})


@app.resource("test://watched-resource")
def watched() -> str:
    """A resource that can be subscribed to."""
    return "Watched resource content"


@app.prompt()
def test_simple_prompt() -> list[UserMessage]:
    """A prompt without arguments."""
    return [
        UserMessage(content=TextContent(type="text", text="This is a simple prompt for testing."))
    ]


@app.prompt()
def test_prompt_with_arguments(arg1: str, arg2: str) -> list[UserMessage]:
    """A prompt with two arguments."""
    text = f"Prompt with arguments: arg1='{arg1}', arg2='{arg2}'"
    return [UserMessage(content=TextContent(type="text", text=text))]


@app.prompt()
def test_prompt_with_embedded_resource(resourceUri: str) -> list[UserMessage]:  # noqa: N803
    """A prompt that embeds a resource."""
    return [
        UserMessage(content=_embedded(resourceUri, "Embedded resource content for testing.")),
        UserMessage(content=TextContent(type="text", text="Please process the resource above.")),
    ]


@app.prompt()
def test_prompt_with_image() -> list[UserMessage]:
    """A prompt with an image."""
    return [
        UserMessage(content=ImageContent(type="image", data=PIXEL_PNG, mime_type="image/png")),
        UserMessage(content=TextContent(type="text", text="Please analyze the image above.")),
    ]


@app.prompt()
async def test_input_required_result_prompt(
    ctx: Context,
) -> list[UserMessage] | InputRequiredResult:
    """A prompt that needs one elicitation round."""
    answer = (ctx.input_responses or {}).get("user_context")
    if answer is not None:
        text = f"Use the following context: {_field(answer, 'context')}"
        return [UserMessage(content=TextContent(type="text", text=text))]
    ask = _ask("context", "What context should the prompt use?")
    return InputRequiredResult(input_requests={"user_context": ask})


@app.completion()
async def complete(ref: Any, argument: Any, context: Any) -> Completion:
    """No suggestions (the scenarios check the shape)."""
    del ref, argument, context
    return Completion(values=[], total=0, has_more=False)


async def _accept(ctx: ServerRequestContext[Any], params: Any) -> EmptyResult:
    del ctx, params
    return EmptyResult()


# The SDK has no public registration for these three yet (MCPServer wraps the low-level server).
for _method, _params in (
    ("logging/setLevel", SetLevelRequestParams),
    ("resources/subscribe", SubscribeRequestParams),
    ("resources/unsubscribe", UnsubscribeRequestParams),
):
    app._lowlevel_server.add_request_handler(_method, _params, _accept)


# -- the proxy tests' own tools -------------------------------------------------------------------

UNITS = {
    "type": "string",
    "enum": ["metric", "imperial"],
    "description": "Units of measure: metric (Celsius, km/h) or imperial (Fahrenheit, mph)",
}
PLACE = {
    "city": {
        "type": "string",
        "description": "The city to look up, in English or in the local language, for example "
        "Lisbon or Porto; add the region when the name is ambiguous",
    },
    "country": {
        "type": "string",
        "description": "The country as an ISO 3166-1 alpha-2 code, for example PT or ES",
    },
}
REPO = {
    "owner": {
        "type": "string",
        "description": "The account owner of the repository: a user name or an organisation "
        "name, not case sensitive",
    },
    "repo": {
        "type": "string",
        "description": "The name of the repository without the .git extension, not case sensitive",
    },
}
PERSON = {
    "type": "object",
    "properties": {"login": {"type": "string"}, "id": {"type": "integer"}},
    "required": ["login", "id"],
}


@app.tool()
async def test_missing_capability(ctx: Context) -> str:
    """Needs the client's sampling capability (a -32021 error without it)."""
    capabilities = ctx.session.client_capabilities
    if capabilities is None or capabilities.sampling is None:
        raise MCPError(
            code=MISSING_REQUIRED_CLIENT_CAPABILITY,
            message="This tool needs the client's sampling capability",
            data={"requiredCapabilities": {"sampling": {}}},
        )
    return "The client declared sampling."


def _passing() -> str:
    """Registered and removed again by the trigger tools."""
    return "here and gone"


@app.tool()
async def test_trigger_tool_change(ctx: Context) -> str:
    """Changes the tool list and says so to subscriptions/listen streams."""
    app.add_tool(_passing, name="test_dynamic_tool")
    app.remove_tool("test_dynamic_tool")
    await ctx.notify_tools_changed()
    return "tool list changed"


@app.tool()
async def test_trigger_prompt_change(ctx: Context) -> str:
    """Changes the prompt list and says so to subscriptions/listen streams."""
    app.add_prompt(Prompt.from_function(_passing, name="test_dynamic_prompt", description="gone"))
    app.remove_prompt("test_dynamic_prompt")
    await ctx.notify_prompts_changed()
    return "prompt list changed"


def _object(properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {"type": "object", "properties": properties, "required": required}


SCHEMAS: dict[str, tuple[dict[str, Any], dict[str, Any] | None]] = {
    "get_weather": (
        _object({**PLACE, "units": UNITS}, ["city"]),
        _object(
            {
                "temperature": {"type": "number"},
                "humidity": {"type": "number"},
                "conditions": {"type": "string"},
                "wind": _object({"speed": {"type": "number"}, "direction": {"type": "string"}}, []),
            },
            ["temperature", "humidity", "conditions", "wind"],
        ),
    ),
    "get_forecast": (
        _object({**PLACE, "units": UNITS, "days": {"type": "integer", "minimum": 1}}, ["city"]),
        _object(
            {
                "city": {"type": "string"},
                "summary": _object({"high": {"type": "number"}, "low": {"type": "number"}}, []),
                "days": {"type": "array", "items": {"type": "number"}},
            },
            ["city", "summary", "days"],
        ),
    ),
    "get_issue": (
        _object({**REPO, "number": {"type": "integer", "description": "Issue number"}}, ["owner"]),
        _object(
            {
                "issue": _object(
                    {
                        "number": {"type": "integer"},
                        "title": {"type": "string"},
                        "state": {"type": "string"},
                        "user": PERSON,
                    },
                    ["number", "title", "state", "user"],
                ),
                "comments": {"type": "integer"},
            },
            ["issue", "comments"],
        ),
    ),
    "list_issues": (
        _object(
            {**REPO, "state": {"type": "string", "enum": ["open", "closed", "all"]}}, ["owner"]
        ),
        _object(
            {
                "issues": {
                    "type": "array",
                    "items": _object(
                        {"number": {"type": "integer"}, "state": {"type": "string"}}, []
                    ),
                },
                "total": {"type": "integer"},
            },
            ["issues", "total"],
        ),
    ),
}


def _structured(value: dict[str, Any]) -> CallToolResult:
    text = TextContent(type="text", text=json.dumps(value, indent=2))
    return CallToolResult(content=[text], structured_content=value)


def get_weather(city: str, country: str = "PT", units: str = "metric") -> CallToolResult:
    """Current weather in a city."""
    del country, units
    return _structured(
        {
            "temperature": 21.5,
            "humidity": 0.6,
            "conditions": f"clear over {city}",
            "wind": {"speed": 12.0, "direction": "NW"},
        }
    )


def get_forecast(
    city: str, country: str = "PT", units: str = "metric", days: int = 3
) -> CallToolResult:
    """The coming days' forecast for a city."""
    del country, units
    temperatures = [20.0 + day for day in range(days)]
    summary = {"high": max(temperatures), "low": min(temperatures)}
    return _structured({"city": city, "summary": summary, "days": temperatures})


def get_issue(owner: str, repo: str = "ioa-stack", number: int = 1) -> CallToolResult:
    """One issue of a repository."""
    user = {"login": owner, "id": 7}
    issue = {"number": number, "title": f"Issue {number} of {repo}", "state": "open", "user": user}
    return _structured({"issue": issue, "comments": 2})


def list_issues(owner: str, repo: str = "ioa-stack", state: str = "open") -> CallToolResult:
    """The issues of a repository."""
    del owner
    return _structured({"issues": [{"number": 1, "state": state, "repo": repo}], "total": 1})


for _function in (get_weather, get_forecast, get_issue, list_issues):
    _tool = Tool.from_function(_function, structured_output=False)
    _inputs, _outputs = SCHEMAS[_tool.name]
    _metadata = _tool.fn_metadata.model_copy(
        update={"output_schema": _outputs, "output_model": None}
    )
    app.add_tool(_function)
    app._tool_manager._tools[_tool.name] = _tool.model_copy(
        update={"parameters": _inputs, "fn_metadata": _metadata}
    )


def json_schema_2020_12_tool() -> str:
    """Keeps JSON Schema 2020-12 keywords in its input schema."""
    return "json_schema_2020_12_tool"


app.add_tool(json_schema_2020_12_tool)
app._tool_manager._tools["json_schema_2020_12_tool"] = app._tool_manager._tools[
    "json_schema_2020_12_tool"
].model_copy(update={"parameters": SCHEMA_2020_12})


class Go(BaseModel):
    go: bool = Field(description="Whether to go on")


@app.tool()
async def interact(topic: str, ctx: Context) -> str:
    """Talks to the client during the call: progress, a log line, sampling, elicitation."""
    await ctx.report_progress(progress=1, total=3, message="asking the model")
    await ctx.info(f"thinking about {topic}")
    sampled = await ctx.session.create_message(
        messages=[SamplingMessage(role="user", content=TextContent(type="text", text=topic))],
        max_tokens=20,
        related_request_id=ctx.request_id,
    )
    await ctx.report_progress(progress=2, total=3, message="asking the user")
    answer = await ctx.elicit(message=f"Go on with {topic}?", schema=Go)
    await ctx.report_progress(progress=3, total=3, message="done")
    said = sampled.content.text if sampled.content.type == "text" else "?"
    go = answer.data.go if answer.action == "accept" else None
    return f"model said {said!r}; user said {answer.action} go={go}"


CANCELLED: list[str] = []


@app.tool()
async def wait_long(label: str) -> str:
    """Waits a minute, unless cancelled (a cancellation is counted: `cancellations`)."""
    try:
        await anyio.sleep(60)
    except anyio.get_cancelled_exc_class():
        CANCELLED.append(label)
        raise
    return "waited"


@app.tool()
def cancellations() -> list[str]:
    """The labels of the `wait_long` calls that were cancelled."""
    return CANCELLED


@app.tool()
def crash() -> str:
    """Ends the upstream process at once, mid-call."""
    os._exit(3)


# -- serving ------------------------------------------------------------------------------------


def listing_server(path: Path) -> Server[Any]:
    """A low-level server serving the tools of a JSON file; a call answers its arguments."""
    tools = json.loads(path.read_text(encoding="utf-8"))

    async def list_tools(ctx: Any, params: Any) -> ListToolsResult:
        del ctx, params
        return ListToolsResult.model_validate({"tools": tools})

    async def call_tool(ctx: Any, params: Any) -> CallToolResult:
        del ctx
        text = json.dumps({"tool": params.name, "arguments": params.arguments or {}})
        return CallToolResult(content=[TextContent(type="text", text=text)])

    return Server("ioa-test-listing", on_list_tools=list_tools, on_call_tool=call_tool)


async def serve_http(server: Server[Any], port: int) -> None:
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", port))
    web = uvicorn.Server(
        uvicorn.Config(server.streamable_http_app(host="127.0.0.1"), log_level="warning")
    )

    async def announce() -> None:
        while not web.started:  # noqa: ASYNC110 - uvicorn offers no event to wait on
            await anyio.sleep(0.01)
        port = sock.getsockname()[1]
        url = f"http://127.0.0.1:{port}/mcp"
        print(f"serving MCP at {url}", file=sys.stderr, flush=True)  # noqa: T201

    async with anyio.create_task_group() as task_group:
        task_group.start_soon(announce)
        await web.serve(sockets=[sock])
        task_group.cancel_scope.cancel()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--http", type=int, metavar="PORT", help="serve streamable HTTP")
    parser.add_argument("--tools", type=Path, metavar="FILE", help="serve the tools of FILE")
    args = parser.parse_args()
    server = listing_server(args.tools) if args.tools else app._lowlevel_server
    if args.http is not None:
        anyio.run(serve_http, server, args.http)
    elif args.tools:
        anyio.run(_serve_stdio, server)
    else:
        app.run()


async def _serve_stdio(server: Server[Any]) -> None:
    from mcp.server.stdio import stdio_server  # noqa: PLC0415

    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    main()
