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
    said = answer.get(REQUIRE_OUTPUT)
    if said is not None and (asked is None or list(said) != list(asked)):
        raise RemoteSemanticError(
            SNLErrorCode.INVALID_CONTENT,
            f"{peer} filtered the result to {said!r}, but {list(asked or [])!r} was asked",
        )
    return result if asked is None else filtered(result, asked)


__all__ = [
    "REQUIRE_OUTPUT_EXTENSION",
    "read_result",
    "request_content",
    "result_content",
    "wanted_by",
]
