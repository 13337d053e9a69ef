"""How a change's schema path reads in its message: "bookFlight parameter `passenger.name`"."""

from __future__ import annotations

from contexts.compat.keywords import _BRANCH_KINDS


def _subject(path: str) -> str:
    """A schema path as people say it: bookFlight parameter `passenger.name`."""
    parts = [part.replace("~1", "/").replace("~0", "~") for part in path.split("/")[1:]]
    if len(parts) < 2 or parts[0] not in {"concepts", "tasks"}:
        return f"`{path}`"
    name = parts[1]
    if parts[0] == "concepts":
        whole, field_prefix, rest = f"concept `{name}`", f"concept `{name}` field", parts[2:]
    elif parts[2:3] == ["parameters"]:
        whole, field_prefix, rest = f"{name} parameters", f"{name} parameter", parts[3:]
    elif parts[2:3] == ["result"]:
        whole, field_prefix, rest = f"{name} result", f"{name} result field", parts[3:]
    else:
        return f"task `{name}`"
    field, notes = _field_of(rest)
    described = f"{field_prefix} `{field}`" if field else whole
    return f"{described} ({', '.join(notes)})" if notes else described


def _field_of(segments: list[str]) -> tuple[str, list[str]]:
    """The dotted field a schema path leads to, and the keywords passed on the way."""
    field = ""
    notes: list[str] = []
    index = 0
    while index < len(segments):
        segment = segments[index]
        following = segments[index + 1] if index + 1 < len(segments) else None
        if segment in {"properties", "patternProperties"} and following is not None:
            name = following if segment == "properties" else f"/{following}/"
            field += f".{name}" if field else name
            index += 2
        elif segment == "items":
            field += "[]"
            index += 1
        elif segment == "prefixItems" and following is not None:
            field += f"[{following}]"
            index += 2
        elif segment in _BRANCH_KINDS and following is not None:
            notes.append(f"{segment} branch {following}")
            index += 2
        else:
            notes.append(segment)
            index += 1
    return field, notes
