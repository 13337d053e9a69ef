"""`requireOutput` on a locked session: ask for some result fields, send or read only those.

The token-efficiency draft's third mechanism between two agents (spec 16.3):
a REQUEST names the result fields it wants (`requireOutput`, dotted paths,
the enum of which the context's task schema lists). When the handshake
agreed the extension `adol.require-output`, the request carries the member
and the responder sends only those fields, echoing the member so that its
L9 validation checks the fields present (the task schema's `then` branch);
otherwise the member is not sent and the full result comes back. Either way
the requester keeps only the fields it asked for ("on the receiving side
always"). Pure functions; the agent runtime calls them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from contexts.adol.listing import filtered
from contexts.validation import REQUIRE_OUTPUT
from l9_snl.exceptions import RemoteSemanticError, SNLErrorCode

REQUIRE_OUTPUT_EXTENSION: Final = "adol.require-output"
"""The handshake extension (spec 12.4) saying that a side filters results it sends."""


def request_content(
    task: str,
    parameters: Mapping[str, Any],
    require_output: Sequence[str] | None,
    *,
    agreed: bool,
) -> dict[str, Any]:
    """The REQUEST content: `requireOutput` travels only when the extension was agreed."""
    content: dict[str, Any] = {"task": task, "parameters": dict(parameters)}
    if require_output is not None and agreed:
        content[REQUIRE_OUTPUT] = list(require_output)
    return content


def wanted_by(request: Mapping[str, Any]) -> list[str] | None:
    """The fields a received (validated) REQUEST asks for, if it names any."""
    wanted = request.get(REQUIRE_OUTPUT)
    return list(wanted) if isinstance(wanted, list) else None


def result_content(
    task: str,
    result: Any,  # noqa: ANN401 - what the handler returned; L9 validates it on sending
    wanted: Sequence[str] | None,
    *,
    agreed: bool,
) -> dict[str, Any]:
    """The INFORM content of a result: filtered and marked so when asked and agreed."""
    if wanted is None or not agreed or not isinstance(result, Mapping):
        return {"task": task, "result": result}
    return {"task": task, "result": filtered(result, wanted), REQUIRE_OUTPUT: list(wanted)}


def filtered_result_problem(
    content: object, *, agreed: bool, asked: Sequence[str] | None
) -> str | None:
    """Why a result marked filtered (`requireOutput` beside `result`) may not pass, or None.

    Such a result is acceptable only on a session that agreed the extension, and only as
    the answer to a request that named the same fields (in any order): a peer may not
    leave out on its own say-so what the task's schema requires.
    """
    if not isinstance(content, Mapping) or "result" not in content:
        return None
    said = content.get(REQUIRE_OUTPUT)
    if said is None:
        return None
    if not agreed:
        return (
            f"a result filtered to {said!r} on a session that did not agree "
            f"{REQUIRE_OUTPUT_EXTENSION}"
        )
    if asked is None:
        return f"a result filtered to {said!r} answers no request that named fields"
    if not isinstance(said, list) or sorted(map(str, said)) != sorted(asked):
        return f"a result filtered to {said!r}, but {list(asked)!r} was asked"
    return None


def read_result(
    answer: Mapping[str, Any], asked: Sequence[str] | None, *, peer: str
) -> dict[str, Any]:
    """The result of a (validated) answer, keeping only the fields asked for.

    An answer that says it was filtered (`requireOutput`) must name exactly
    the fields asked (`invalid_content` otherwise, naming the peer): a peer
    may not leave out what was not its choice to leave out.
    """
    result = answer.get("result")
    result = dict(result) if isinstance(result, Mapping) else {}
    problem = filtered_result_problem(answer, agreed=True, asked=asked)
    if problem is not None:
        raise RemoteSemanticError(SNLErrorCode.INVALID_CONTENT, f"{peer}: {problem}")
    return result if asked is None else filtered(result, asked)


__all__ = [
    "REQUIRE_OUTPUT_EXTENSION",
    "filtered_result_problem",
    "read_result",
    "request_content",
    "result_content",
    "wanted_by",
]
