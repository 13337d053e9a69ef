"""The bridge's JSON-RPC endpoint: the SDK's dispatcher (A2A 1.0, and 0.3), its errors logged.

The SDK's dispatcher and its 0.3 adapter, with two changes: 0.3 params that do
not validate are -32602, and every error either answers is logged once with the
client's address (`ioa.bridges.a2a.refusals`).
"""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator, Callable
from typing import TYPE_CHECKING, Any, Final

from a2a.compat.v0_3 import conversions
from a2a.server.context import ServerCallContext
from a2a.server.jsonrpc_models import JSONRPCError
from a2a.server.request_handlers.response_helpers import build_error_response
from a2a.server.routes.jsonrpc_dispatcher import (  # type: ignore[attr-defined]
    JSONRPC03Adapter,  # (from here: imported first, its own module is a circular import)
    JsonRpcDispatcher,
)
from a2a.utils import errors as a2a_errors
from google.protobuf.json_format import Error as ProtobufJsonError
from google.protobuf.message import DecodeError
from pydantic import ValidationError as PydanticValidationError
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ioa.bridges.a2a.refusals import log_answer

if TYPE_CHECKING:
    from sse_starlette.sse import EventSourceResponse

    from ioa.bridges.a2a.server import _RequestHandler


class _UnconvertibleError(ValueError):
    """0.3 params the SDK's model takes but its conversion to 1.0 (protobuf) cannot."""


_CONVERSIONS: Final[dict[str, Callable[[Any], object]]] = {
    "message/send": conversions.to_core_send_message_request,
    "message/stream": conversions.to_core_send_message_request,
    "tasks/get": conversions.to_core_get_task_request,
    "tasks/cancel": conversions.to_core_cancel_task_request,
    "tasks/resubscribe": conversions.to_core_subscribe_to_task_request,
}
"""The 0.3 methods whose params the SDK turns into 1.0 protobuf before the bridge sees them."""


def _convertible(method: str, validated: Any) -> None:  # noqa: ANN401 - the SDK's 0.3 model
    """`_UnconvertibleError` when the SDK's 0.3 -> 1.0 conversion of `validated` fails.

    Valid 0.3 JSON that protobuf cannot hold (an outside fuzz): a `historyLength` past
    int32 ("Value out of range"), a data part or `metadata` nested deeper than
    protobuf's decoder goes (a `Struct` spends two or three of its 100 levels on each
    JSON object). The SDK's adapter answered these -32603, an internal error, with a
    traceback per request; they are the client's params, -32602. Converted here once
    more, at a cost the body's bounds keep small (`guard.MAX_VALUES`).
    """
    convert = _CONVERSIONS.get(method)
    if convert is None:
        return
    try:
        convert(validated)
    except (ValueError, TypeError, RecursionError, DecodeError, ProtobufJsonError) as error:
        why = " ".join(str(error).split())[:200] or type(error).__name__
        raise _UnconvertibleError(why) from None


class _V03Adapter(JSONRPC03Adapter):
    """The SDK's A2A 0.3 JSON-RPC adapter, params that do not validate answered -32602.

    The dispatcher has checked the JSON-RPC envelope (-32600) and the method (-32601)
    already: a request of a known 0.3 method that fails the method's model has bad
    params (JSON-RPC 2.0: -32602), which the SDK's adapter answers -32600. Every
    error it answers is logged (`ioa.bridges.a2a.refusals`).
    """

    def __init__(self, *, http_handler: _RequestHandler, agent_id: str) -> None:
        super().__init__(http_handler=http_handler)
        self.agent_id = agent_id

    async def handle_request(
        self, request_id: str | int | None, method: str, body: dict[str, Any], request: Request
    ) -> JSONResponse | EventSourceResponse:
        try:
            validated = self.METHOD_TO_MODEL[method].model_validate(body)  # type: ignore[attr-defined]
            _convertible(method, validated)
        except (PydanticValidationError, _UnconvertibleError) as error:
            answer = build_error_response(
                request_id, a2a_errors.InvalidParamsError(message=f"Invalid params: {error}")
            )
            log_answer(self.agent_id, answer, method=method)
            return JSONResponse(answer)
        return await super().handle_request(request_id, method, body, request)

    def _generate_error_response(
        self,
        request_id: str | int | None,
        error: Exception | Any,  # noqa: ANN401 - the SDK's
    ) -> JSONResponse:
        if isinstance(error, a2a_errors.VersionNotSupportedError):
            # (the SDK's 0.3 adapter answers it -32603, an internal error, and logs it so:
            # a client's version header is the client's fault, -32009 as in 1.0)
            answer = build_error_response(request_id, error)
            log_answer(self.agent_id, answer)
            return JSONResponse(answer)
        response = super()._generate_error_response(request_id, error)
        log_answer(self.agent_id, json.loads(bytes(response.body)))
        return response


class _Dispatcher(JsonRpcDispatcher):
    """The SDK's JSON-RPC dispatcher, every error it answers logged once with its client.

    The SDK logs some of its errors (without the client) and answers others (a
    handler's error on a non-streaming call, an error in a stream) unlogged: each
    is logged here instead (`ioa.bridges.a2a.refusals`), the answers unchanged.
    """

    def __init__(self, handler: _RequestHandler) -> None:
        super().__init__(request_handler=handler, enable_v0_3_compat=True)
        self.agent_id = handler.bridge.agent.agent_id
        # The SDK makes its own 0.3 adapter and offers no way to give it another.
        self._v03_adapter = _V03Adapter(http_handler=handler, agent_id=self.agent_id)

    def _generate_error_response(
        self,
        request_id: str | int | None,
        error: Exception | Any,  # noqa: ANN401 - the SDK's
    ) -> JSONResponse:
        # (the SDK's own, but for its log line: this one names the client)
        if not isinstance(error, a2a_errors.A2AError | JSONRPCError):
            error = a2a_errors.InternalError(message=str(error))
        answer = build_error_response(request_id, error)
        log_answer(self.agent_id, answer)
        return JSONResponse(answer, status_code=200)

    def _create_response(
        self, context: ServerCallContext, handler_result: AsyncGenerator[Any] | dict[str, Any]
    ) -> Response:
        method = context.state.get("method")
        if isinstance(handler_result, dict):
            log_answer(self.agent_id, handler_result, method=method)
            return super()._create_response(context, handler_result)
        return super()._create_response(context, self._logging(handler_result, method))

    async def _logging(
        self, events: AsyncGenerator[dict[str, Any]], method: str | None
    ) -> AsyncGenerator[dict[str, Any]]:
        """A stream's answers, an error among them logged."""
        try:
            async for event in events:
                if "error" in event:
                    log_answer(self.agent_id, event, method=method)
                yield event
        finally:
            await events.aclose()


def _jsonrpc_route(handler: _RequestHandler, path: str) -> Route:
    """The JSON-RPC endpoint: A2A 1.0 methods, and 0.3 ones (`_V03Adapter`)."""
    return Route(path, endpoint=_Dispatcher(handler).handle_requests, methods=["POST"])
