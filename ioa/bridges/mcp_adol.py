"""The `io.ioa-stack/adol` extension on MCP's wire: what the proxy does to a listing or a call.

Sans-I/O and free of the MCP SDK (`ioa.bridges.mcp` drives it): plain JSON in,
plain JSON out. A client opts in on `tools/list` through
`params._meta["io.ioa-stack/adol"]` (`listing_request`) and then gets the
listing the token-efficiency draft describes (`opted_in_listing`): each tool's
non-essential parts in an `optional` block, left out (short) or merged back
(full); the tools filtered by tags or a query; the input schemas'
repeated sub-schemas written once, in `_meta["io.ioa-stack/adol"]["defs"]`;
and a `requireOutput` member in the input schema of every tool with an output
schema. A `tools/call` that names `requireOutput` (`plan_call`) has its
result's `structuredContent` cut to those fields (`filtered_call_result`).
Without the opt-in nothing here runs: the upstream's answer passes unaltered.
"""

from __future__ import annotations

import copy
import json
import math
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from contexts.adol.compact import compact_listing
from contexts.adol.listing import (
    OPTIONAL,
    OptionalConflictError,
    UnfilterableOutputError,
    filtered,
    full,
    optionalized,
    output_paths,
    require_output_of,
    short,
)
from contexts.caching import ByIdentity
from contexts.canonical import canonical_bytes
from contexts.exceptions import ContextError
from l8_comm.validation import brief
from l9_snl.tokens import count_tokens

EXTENSION: Final = "io.ioa-stack/adol"
"""The extension's key in capabilities, in a request's `_meta` and in a result's `_meta`."""
VERSION: Final = 1
LISTINGS: Final = ("short", "full")
METHODS: Final = ("tags", "bm25", "semantic", "hybrid")
REQUIRE_OUTPUT: Final = "requireOutput"
SHARED_DEFS_URI: Final = "urn:adol:defs"
"""The `$id` of a listing's shared definitions (short: every external reference repeats it)."""
MAX_DEPTH: Final = 32

INVALID_PARAMS: Final = -32602
INTERNAL_ERROR: Final = -32603


class AdolError(Exception):
    """A request the extension refuses; `code` is the JSON-RPC error code it travels as."""

    code: int = INVALID_PARAMS

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class AdolParamsError(AdolError):
    """A malformed opt-in or `requireOutput` (JSON-RPC invalid params)."""

    code = INVALID_PARAMS


class AdolUnavailableError(AdolError):
    """A mechanism this proxy cannot serve now (JSON-RPC internal error)."""

    code = INTERNAL_ERROR


def capability(select_methods: Sequence[str] = METHODS) -> dict[str, Any]:
    """What the proxy advertises under `capabilities.experimental["io.ioa-stack/adol"]`."""
    return {
        "version": VERSION,
        "listing": list(LISTINGS),
        "dedup": True,
        "select": list(select_methods),
        "requireOutput": True,
    }


def with_capability(result: Mapping[str, Any], advertised: Mapping[str, Any]) -> dict[str, Any]:
    """An `initialize` or `server/discover` result with the extension added to its capabilities."""
    out = dict(result)
    capabilities = dict(out.get("capabilities") or {})
    experimental = dict(capabilities.get("experimental") or {})
    experimental[EXTENSION] = dict(advertised)
    capabilities["experimental"] = experimental
    out["capabilities"] = capabilities
    return out


def peer_filters_output(capabilities: Mapping[str, Any] | None) -> bool:
    """Whether a peer's capabilities say that it filters results by `requireOutput` itself."""
    experimental = (capabilities or {}).get("experimental")
    if not isinstance(experimental, Mapping):
        return False
    own = experimental.get(EXTENSION)
    return isinstance(own, Mapping) and own.get(REQUIRE_OUTPUT) is True


@dataclass(frozen=True, kw_only=True, slots=True)
class ListingRequest:
    """What an opted-in `tools/list` asks for (`_meta["io.ioa-stack/adol"]`)."""

    listing: str = "short"
    """`short` leaves each tool's `optional` block out, `full` merges it in."""
    dedup: bool = True
    """Whether repeated input sub-schemas are written once (in the result's `defs`)."""
    tags: tuple[str, ...] = ()
    """Keep the tools that carry any of these tags."""
    query: str | None = None
    """Rank the tools by this request text and keep the best."""
    top: int | None = None
    """How many tools a query keeps (5 when absent)."""
    threshold: float | None = None
    """The lowest score a query keeps."""
    method: str = "hybrid"
    """`tags`, `bm25`, `semantic` or `hybrid`."""

    @property
    def selects(self) -> bool:
        """Whether the request filters the listing at all."""
        return bool(self.tags) or self.query is not None


_MEMBERS: Final = ("listing", "dedup", "tags", "query", "top", "threshold", "method")
_WHERE: Final = f'_meta["{EXTENSION}"]'


def _member_error(member: str, message: str) -> AdolParamsError:
    shown = member if len(member) <= SHOWN else member[: SHOWN - 3] + "..."
    return AdolParamsError(f"{_WHERE}.{shown}: {message}")


def _shown(value: object) -> str:
    """A client's value in a refusal, cut short (a list or an object by its size and kinds)."""
    if isinstance(value, list | dict) and len(value) > _SHOWN_ITEMS:
        items = value if isinstance(value, list) else value.values()
        kinds = ", ".join(sorted({type(item).__name__ for item in items}))
        what = "a list" if isinstance(value, list) else "an object"
        return f"{what} of {len(value)} items ({kinds})"
    return brief(value, SHOWN)


def _choice(body: Mapping[str, Any], member: str, choices: Sequence[str], default: str) -> str:
    value = body.get(member, default)
    if value not in choices:
        raise _member_error(member, f"{_shown(value)} is not one of {', '.join(choices)}")
    return str(value)


def _optional_number(body: Mapping[str, Any], member: str, *, whole: bool) -> Any:  # noqa: ANN401 - int or float
    value = body.get(member)
    if value is None:
        return None
    kinds = (int,) if whole else (int, float)
    if isinstance(value, bool) or not isinstance(value, kinds):
        kind = "a whole number" if whole else "a number"
        raise _member_error(member, f"must be {kind}, not {_shown(value)}")
    if whole and value < 1:
        raise _member_error(member, f"must be at least 1, not {brief(value, SHOWN)}")
    if not whole:
        try:
            finite = math.isfinite(value)
        except OverflowError:  # an integer past a double's range
            finite = False
        if not finite:
            raise _member_error(member, f"must be a finite number, not {str(value)[:40]}")
    return value


def listing_request(params: Mapping[str, Any] | None) -> ListingRequest | None:
    """The opt-in of a `tools/list` request's params, or None when it has none."""
    meta = (params or {}).get("_meta")
    if not isinstance(meta, Mapping) or EXTENSION not in meta:
        return None
    body = meta[EXTENSION]
    if not isinstance(body, Mapping):
        raise AdolParamsError(f"{_WHERE} must be an object, not {type(body).__name__}")
    unknown = sorted(str(key) for key in body if key not in _MEMBERS)
    if unknown:
        raise _member_error(unknown[0], f"unknown member (known: {', '.join(_MEMBERS)})")
    if (params or {}).get("cursor") is not None:
        raise AdolParamsError(f"cursor: an opted-in listing ({_WHERE}) comes whole, in one page")
    dedup = body.get("dedup", True)
    if not isinstance(dedup, bool):
        raise _member_error("dedup", f"must be true or false, not {_shown(dedup)}")
    tags = body.get("tags", [])
    if not isinstance(tags, list) or not all(isinstance(tag, str) for tag in tags):
        raise _member_error("tags", f"must be a list of strings, not {_shown(tags)}")
    query = body.get("query")
    if query is not None and (not isinstance(query, str) or not query.strip()):
        raise _member_error("query", f"must be a non-empty string, not {_shown(query)}")
    method = _choice(body, "method", METHODS, "hybrid")
    if "method" in body and not tags and query is None:
        raise _member_error("method", f"{_shown(method)} needs a query or tags to select by")
    if method == "tags" and not tags:
        raise _member_error("method", "'tags' needs at least one tag")
    return ListingRequest(
        listing=_choice(body, "listing", LISTINGS, "short"),
        dedup=dedup,
        tags=tuple(tags),
        query=query,
        top=_optional_number(body, "top", whole=True),
        threshold=_optional_number(body, "threshold", whole=False),
        method=method,
    )


def _without_required(schema: Mapping[str, Any], depth: int = 0) -> dict[str, Any]:
    """An output schema that a filtered result still satisfies.

    It has no `required` where filtering reaches (the object properties `output_paths` walks).
    """
    out = {key: value for key, value in schema.items() if key != "required"}
    properties = out.get("properties")
    if depth < MAX_DEPTH and isinstance(properties, Mapping):
        out["properties"] = {name: _loosened(sub, depth + 1) for name, sub in properties.items()}
    return out


def _loosened(sub: object, depth: int) -> object:
    """A property's schema, loosened where filtering reaches: objects, objects of arrays."""
    if not isinstance(sub, Mapping):
        return sub
    if sub.get("type") == "object":
        return _without_required(sub, depth)
    items = sub.get("items")
    if sub.get("type") == "array" and isinstance(items, Mapping) and items.get("type") == "object":
        return {**sub, "items": _without_required(items, depth)}
    return sub


def _mentions(value: object, word: str, depth: int = 0) -> bool:
    """Whether `word` is a key or a string anywhere in a JSON value."""
    if value == word:
        return True
    if depth >= MAX_DEPTH:
        return True  # too deep to tell: assume it does (the safe side)
    if isinstance(value, Mapping):
        return any(k == word or _mentions(v, word, depth + 1) for k, v in value.items())
    if isinstance(value, list):
        return any(_mentions(item, word, depth + 1) for item in value)
    return False


def _owns_require_output(tool: Mapping[str, Any]) -> bool:
    """Whether a tool's input schema may take a `requireOutput` argument of its own.

    It may when the schema names `requireOutput` anywhere (a property at any depth, a
    `required` entry, a definition, a pattern), or says outright that it takes arguments
    it does not name: `additionalProperties` or `unevaluatedProperties` present and not
    false, or any `patternProperties`. A schema that leaves `additionalProperties` out
    does not count: most tool schemas do, without meaning to take anything at all.
    """
    schema = tool.get("inputSchema")
    if schema is None:
        return False
    if not isinstance(schema, Mapping) or not isinstance(schema.get("properties", {}), Mapping):
        # `true` takes any argument, `requireOutput` too; a list, or properties that are no
        # object, is no schema a member can be added to (an outside fuzz: one such tool
        # failed the whole opted-in listing)
        return True
    if _mentions(schema, REQUIRE_OUTPUT):
        return True
    return (
        schema.get("additionalProperties", False) is not False
        or schema.get("unevaluatedProperties", False) is not False
        or bool(schema.get("patternProperties"))
    )


REMEMBERED_TOOLS: Final = 1024
"""How many tools' output paths are kept once worked out (by the tool object: a listing's)."""


def _choosable_fields(tool: Mapping[str, Any]) -> tuple[str, ...] | None:
    """The output paths a `requireOutput` may choose among for this tool, or None.

    None as `filters_output` says. Worked out once per tool object, then remembered: a
    listing and every call to one of its tools ask again, on the event loop for a call.
    """
    return _remembered.get(tool)


def _worked_out_fields(tool: Mapping[str, Any]) -> tuple[str, ...] | None:
    output = tool.get("outputSchema")
    if not isinstance(output, Mapping) or _owns_require_output(tool) or not _shapeable(tool):
        return None
    try:
        paths = output_paths(output)
    except UnfilterableOutputError:
        return None  # too many paths, or too long ones, to offer: as if it had none
    return tuple(paths) if len(paths) >= 2 else None  # a choice needs two


# Listings are shaped in worker threads, calls on the loop: `ByIdentity` takes a lock.
_remembered: ByIdentity[Mapping[str, Any], tuple[str, ...] | None] = ByIdentity(
    _worked_out_fields, REMEMBERED_TOOLS
)


def filters_output(tool: Mapping[str, Any]) -> bool:
    """Whether an opted-in listing gives this upstream tool a `requireOutput` member.

    It does when the tool has an output schema of two fields or more (choosing among one
    saves nothing) but within the bounds of `output_paths` (`MAX_OUTPUT_PATHS` paths of at
    most `MAX_PATH_LENGTH` characters), and its input schema cannot take a
    `requireOutput` argument of its own (`_owns_require_output`).
    """
    return _choosable_fields(tool) is not None


def _shapeable(tool: Mapping[str, Any]) -> bool:
    """Whether a full listing can merge this tool's `optional` block back (`_shaped`).

    A tool that cannot is shown as the upstream gave it, its output schema's `required`
    kept: a filtered result would fail a client's check against it, so such a tool is
    offered no `requireOutput` either (a review).
    """
    try:
        full(_entry(tool))
    except OptionalConflictError:
        return False
    return True


def _entry(tool: Mapping[str, Any]) -> dict[str, Any]:
    """The tool with its `optional` block: the upstream's own, else the one made for it."""
    return dict(tool) if OPTIONAL in tool else optionalized(tool)


def _shaped(tool: Mapping[str, Any], listing: str, *, filtered: bool) -> dict[str, Any]:
    """A tool as a short or full listing shows it (`filtered`: offered `requireOutput`).

    A tool whose `optional` block cannot be merged back (nested past the bound, or in
    conflict) is shown as the upstream gave it: one such tool failed the whole listing.
    """
    entry = _entry(tool)
    if listing == "short":
        return short(entry)
    try:
        shown = full(entry)
    except OptionalConflictError:
        return dict(tool)
    if filtered:
        shown["outputSchema"] = _without_required(shown["outputSchema"])
    return shown


def _with_require_output(shown: dict[str, Any], fields: Sequence[str]) -> dict[str, Any]:
    schema = dict(shown.get("inputSchema") or {"type": "object"})
    properties = dict(schema.get("properties") or {})
    properties[REQUIRE_OUTPUT] = require_output_of(fields)
    schema["properties"] = properties
    return {**shown, "inputSchema": schema}


def _canonicalisable(entry: Mapping[str, Any]) -> bool:
    """Whether RFC 8785 can write `entry` (no integer past 2^53, no float it cannot)."""
    try:
        canonical_bytes(entry)
    except ContextError:
        return False
    return True


def _named_in(tool: Mapping[str, Any], names: Collection[str]) -> bool:
    name = tool.get("name")
    return isinstance(name, str) and name in names


def opted_in_listing(
    tools: Sequence[Mapping[str, Any]],
    request: ListingRequest,
    *,
    selected: Sequence[tuple[str, float]] | None = None,
    tags: Sequence[str] | None = None,
    unfiltered: Collection[str] = (),
) -> dict[str, Any]:
    """The `tools/list` result for an opted-in client (see the module).

    `selected` is the selection's (name, score) list, best first (None: every tool, in
    the upstream's order); `tags` every tag of the listing, reported in the result's
    `_meta` so that a client learns what it can filter by; `unfiltered` names of tools
    offered no `requireOutput` whatever their schemas (the upstream listed another,
    different tool of the same name: which of the two a call reaches is the upstream's).
    """
    by_name = {tool.get("name"): tool for tool in tools}
    if selected is None:
        chosen = list(tools)
    else:
        chosen = [by_name[name] for name, _ in selected if name in by_name]
    choosable = [
        None if _named_in(tool, unfiltered) else _choosable_fields(tool) for tool in chosen
    ]
    shown = [
        _shaped(tool, request.listing, filtered=fields is not None)
        for tool, fields in zip(chosen, choosable, strict=True)
    ]
    about: dict[str, Any] = {"listing": request.listing, "dedup": request.dedup}
    if request.dedup:
        # repeated sub-schemas, then repeated property groups; never dearer than as given.
        # Only of tools RFC 8785 can write (a de-duplicator compares canonical bytes): an
        # integer past 2^53 is valid JSON Schema, and such a tool is shown as it is (an
        # outside fuzz: one failed every opted-in listing of its upstream)
        writable = [i for i, entry in enumerate(shown) if _canonicalisable(entry)]
        compacted, shared = compact_listing(
            [shown[i] for i in writable], SHARED_DEFS_URI, cost=count_tokens
        )
        for i, entry in zip(writable, compacted, strict=True):
            shown[i] = entry
        if shared is not None:
            about["defs"] = shared
    shown = [
        entry if fields is None else _with_require_output(entry, fields)
        for entry, fields in zip(shown, choosable, strict=True)
    ]
    if selected is not None:
        about["scores"] = {name: round(score, 6) for name, score in selected if name in by_name}
    if tags is not None:
        about["tags"] = list(tags)
    return {"tools": shown, "_meta": {EXTENSION: about}}


@dataclass(frozen=True, kw_only=True, slots=True)
class CallPlan:
    """How a `tools/call` goes upstream, and how its result comes back."""

    params: dict[str, Any]
    """The params to send upstream."""
    paths: tuple[str, ...] | None = None
    """The output fields to keep (None: the result passes untouched)."""


def plan_call(
    params: Mapping[str, Any], tool: Mapping[str, Any] | None, *, upstream_filters: bool
) -> CallPlan:
    """The plan for a `tools/call` (`tool`: the upstream's listing entry, None if unknown).

    Only a call to a tool that an opted-in listing gives `requireOutput` (`filters_output`)
    is looked into; every other call passes untouched (an unknown tool, one without output
    fields to choose from, one whose own input schema may take a `requireOutput`
    argument), and so does a call without the argument. For the rest the paths are
    checked against the tool's output paths (worked out once per tool: the loop runs
    this), and the argument is removed before the call goes upstream, unless the upstream
    filters results itself (`upstream_filters`).
    """
    arguments = params.get("arguments")
    if not isinstance(arguments, Mapping) or REQUIRE_OUTPUT not in arguments:
        return CallPlan(params=dict(params))
    known = _choosable_fields(tool) if tool is not None else None
    if known is None:
        return CallPlan(params=dict(params))
    name = params.get("name")
    wanted = arguments[REQUIRE_OUTPUT]
    if not isinstance(wanted, list) or not all(isinstance(path, str) for path in wanted):
        raise AdolParamsError(f"{REQUIRE_OUTPUT}: must be a list of output field paths")
    if len(set(wanted)) != len(wanted):
        raise AdolParamsError(f"{REQUIRE_OUTPUT}: a path is named twice")
    fields = set(known)  # a set: paths x fields took 7 s for 40,000 of each
    for path in wanted:
        if path not in fields:
            raise AdolParamsError(
                f"{REQUIRE_OUTPUT}: tool {brief(name, SHOWN)} has no output field "
                f"{brief(path, SHOWN)} (known: {_listed(known)})"
            )
    forwarded = dict(params)
    if not upstream_filters:
        forwarded["arguments"] = {k: v for k, v in arguments.items() if k != REQUIRE_OUTPUT}
    return CallPlan(params=forwarded, paths=tuple(wanted))


SHOWN: Final = 64
"""Most characters of one name (a tool's, a path, a field) an error message quotes."""
_SHOWN_ITEMS: Final = 8
"""A list or an object longer than this is named by its size in a refusal, not shown."""
KNOWN_LISTED: Final = 32
"""How many known output fields an error message names before it says how many more."""


def _listed(known: Sequence[str]) -> str:
    """`known` for a one-line message: the first `KNOWN_LISTED`, then a count of the rest."""
    shown = ", ".join(brief(field, SHOWN) for field in known[:KNOWN_LISTED])
    more = len(known) - KNOWN_LISTED
    return shown if more <= 0 else f"{shown} and {more} more"


def _is_json_of(text: str, value: object) -> bool:
    try:
        return bool(json.loads(text) == value)
    except ValueError:
        return False


def filtered_call_result(result: Mapping[str, Any], paths: Sequence[str]) -> dict[str, Any]:
    """A `tools/call` result with `structuredContent` cut to `paths`.

    A text block that held the JSON of the structured content is rewritten to hold the
    JSON of what is kept (indented if it was). An error result passes untouched.
    """
    structured = result.get("structuredContent")
    if result.get("isError") or not isinstance(structured, Mapping):
        return dict(result)
    kept = filtered(structured, paths)
    out = dict(result)
    out["structuredContent"] = kept
    content = result.get("content")
    if isinstance(content, list):
        blocks = []
        for block in content:
            text = block.get("text") if isinstance(block, Mapping) else None
            is_text = isinstance(text, str) and block.get("type") == "text"
            if is_text and _is_json_of(str(text), structured):
                indent = 2 if "\n" in str(text) else None
                block = {**block, "text": json.dumps(kept, indent=indent, ensure_ascii=False)}  # noqa: PLW2901
            blocks.append(copy.deepcopy(block))
        out["content"] = blocks
    return out


__all__ = [
    "EXTENSION",
    "LISTINGS",
    "METHODS",
    "REQUIRE_OUTPUT",
    "SHARED_DEFS_URI",
    "VERSION",
    "AdolError",
    "AdolParamsError",
    "AdolUnavailableError",
    "CallPlan",
    "ListingRequest",
    "capability",
    "filtered_call_result",
    "filters_output",
    "listing_request",
    "opted_in_listing",
    "peer_filters_output",
    "plan_call",
    "with_capability",
]
