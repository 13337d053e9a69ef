"""The authority service's HTTP plumbing: request bodies, stable JSON errors, the access log.

What `authority.service` answers with is built here; what it does, there.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Awaitable, Callable, Iterable
from datetime import UTC, datetime
from typing import Any, Final

import orjson
from aiohttp import web
from aiohttp.abc import AbstractAccessLogger
from tuf.api.metadata import Key

from authority.exceptions import (
    AuthorityError,
    InvalidDocumentError,
    InvalidRequestError,
    NotFoundError,
    PayloadTooLargeError,
)
from contexts.canonical import canonical_bytes, parse_json
from contexts.exceptions import ContextError
from contexts.exceptions import InvalidDocumentError as ContextDocumentError

logger = logging.getLogger("ioa.authority.service")
access_logger = logging.getLogger("ioa.authority.access")

ACTOR: Final = web.RequestKey("actor", str)
"""Who an admin request was authorised as (for the access log)."""
ERROR_CODE: Final = web.RequestKey("error_code", str)
"""The stable code of the error a request was answered with (for the access log)."""


def json_object(raw: bytes) -> dict[str, Any]:
    """A request body that must be a JSON object (InvalidRequestError if it is not)."""
    try:
        body = parse_json(raw)  # strictly: a member named twice is refused, not read as its last
    except ContextDocumentError as exc:
        raise InvalidRequestError(f"the body is not JSON: {exc.message}") from exc
    if not isinstance(body, dict):
        raise InvalidRequestError("the body must be a JSON object")
    return body


def submission_parts(raw: bytes) -> tuple[bytes, list[bytes]]:
    """A delegate's submission: its metadata's bytes and each document's canonical bytes.

    The body is `{"metadata": {...}, "documents": [...]}` (InvalidRequestError if not).
    """
    body = json_object(raw)
    metadata, documents = body.get("metadata"), body.get("documents", [])
    if not isinstance(metadata, dict) or not isinstance(documents, list):
        raise InvalidRequestError("submit takes {'metadata': {...}, 'documents': [...]}")
    return orjson.dumps(metadata), [canonical_bytes(doc) for doc in documents]


def signers_named(raw: bytes, keyids: Iterable[str]) -> int | None:
    """How many of `keyids` a submission's metadata names among its signatures.

    A quick read (orjson, nothing checked): a body that does not read so is None, for the
    strict reading to refuse with its reasons. What an anonymous forgery costs before it
    is refused (an outside attack: 1.6 MiB of one took 0.18 s of CPU to canonicalise and
    verify, and four connections kept a core busy).
    """
    try:
        body = orjson.loads(raw)
        signatures = body["metadata"]["signatures"]
        named = {entry["keyid"] for entry in signatures if isinstance(entry["keyid"], str)}
    except (orjson.JSONDecodeError, KeyError, TypeError):
        return None
    return len(named & set(keyids))


def token_digest(token: str) -> str:
    """What the store keeps of an admin token: its SHA-256, hex.

    A header's bytes that are not UTF-8 come as surrogate escapes: encoded back, they
    make a digest that matches nothing (it was an internal error, not a 401).
    """
    return hashlib.sha256(token.encode("utf-8", "surrogateescape")).hexdigest()


class JsonAccessLogger(AbstractAccessLogger):
    """One JSON object per request on `ioa.authority.access`."""

    def log(self, request: web.BaseRequest, response: web.StreamResponse, duration: float) -> None:
        """Write the access line."""
        record = {
            "ts": datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z"),
            "remote": request.remote,
            "method": request.method,
            "path": request.path,
            "status": response.status,
            "bytes": response.body_length,
            "ms": round(duration * 1000, 2),
            "actor": request.get(ACTOR),
            "error": request.get(ERROR_CODE),
        }
        # the fields ride along too (`ioa.logs.FIELDS`): JSON lines give them as members
        access_logger.info(json.dumps(record, separators=(",", ":")), extra={"fields": record})

    @property
    def enabled(self) -> bool:
        """Whether the access logger would print."""
        return access_logger.isEnabledFor(logging.INFO)


def error_response(error: AuthorityError, request: web.Request) -> web.Response:
    """The JSON answer for `error`: its stable code and message, its status."""
    request[ERROR_CODE] = str(error.code)
    headers = {"WWW-Authenticate": 'Bearer realm="ioa-authority"'} if error.status == 401 else None
    return web.json_response(error.as_json(), status=error.status, headers=headers)


def as_authority_error(exc: Exception, request: web.Request) -> AuthorityError | None:
    """The stable error an exception stands for; None for one nobody expected."""
    if isinstance(exc, AuthorityError):
        return exc
    if isinstance(exc, ContextDocumentError):
        return InvalidDocumentError(exc.message, exc.findings)
    if isinstance(exc, ContextError):  # a bad URN, content, ...: the request is at fault
        return InvalidRequestError(exc.message)
    if isinstance(exc, web.HTTPRequestEntityTooLarge):
        return PayloadTooLargeError("the request body is too large")
    if isinstance(exc, web.HTTPNotFound):
        return NotFoundError(f"no such resource: {request.path}")
    return None


@web.middleware
async def errors_middleware(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    """Every error as JSON with a stable code; one nobody expected is logged, a 500."""
    try:
        return await handler(request)
    except web.HTTPMethodNotAllowed as exc:
        request[ERROR_CODE] = "method_not_allowed"
        body = {"error": "method_not_allowed", "message": f"{request.method} is not allowed here"}
        return web.json_response(
            body, status=405, headers={"Allow": ",".join(sorted(exc.allowed_methods))}
        )
    except Exception as exc:
        error = as_authority_error(exc, request)
        if error is not None:
            return error_response(error, request)
        if isinstance(exc, web.HTTPException):
            raise  # aiohttp's own answers (redirects, 400 on unparseable requests)
        logger.exception("internal error on %s %s", request.method, request.path)
        request[ERROR_CODE] = "internal_error"
        body = {"error": "internal_error", "message": "the authority failed; nothing was changed"}
        return web.json_response(body, status=500)


def parse_keys(raw: object) -> list[Key]:
    """TUF key objects, each with its `keyid` (InvalidRequestError if not)."""
    if not isinstance(raw, list) or not raw:
        raise InvalidRequestError("keys must be a non-empty list of TUF key objects")
    keys = []
    for item in raw:
        if not isinstance(item, dict) or not isinstance(item.get("keyid"), str):
            raise InvalidRequestError("each key is a TUF key object with its keyid")
        body = {k: v for k, v in item.items() if k != "keyid"}
        try:
            key = Key.from_dict(item["keyid"], body)
        except (KeyError, TypeError, ValueError) as exc:
            raise InvalidRequestError(f"not a TUF key: {exc}") from exc
        keys.append(key)
    return keys


__all__ = [
    "ACTOR",
    "ERROR_CODE",
    "JsonAccessLogger",
    "as_authority_error",
    "error_response",
    "errors_middleware",
    "json_object",
    "parse_keys",
    "signers_named",
    "submission_parts",
    "token_digest",
]
