"""A small synchronous client of the authority's admin API (what `ioa authority` uses remotely).

Errors the service answers with come back as the same `AuthorityError`
subclasses the repository raised, chosen by the stable code on the wire.
"""

from __future__ import annotations

import ssl
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterable
from typing import Any, Final

import orjson
from tuf.api.metadata import Key

from authority.exceptions import (
    AuthorityError,
    AuthorityErrorCode,
    AuthorityUnreachableError,
    IncompatibleContextError,
    InvalidDocumentError,
    InvalidRequestError,
)
from contexts.canonical import parse_json
from contexts.exceptions import Finding
from l7_transport.addresses import loopback

_JSON: Final = "application/json"


def _error_classes() -> dict[str, type[AuthorityError]]:
    found: dict[str, type[AuthorityError]] = {}
    stack: list[type[AuthorityError]] = [AuthorityError]
    while stack:
        cls = stack.pop()
        stack.extend(cls.__subclasses__())
        found.setdefault(str(cls.code), cls)
    return found


def error_from_json(status: int, body: object) -> AuthorityError:
    """The `AuthorityError` an error answer of the service stands for."""
    if not isinstance(body, dict) or not isinstance(body.get("error"), str):
        return AuthorityUnreachableError(f"the authority answered {status} without an error body")
    code, message = body["error"], str(body.get("message", ""))
    if code == AuthorityErrorCode.INVALID_DOCUMENT:
        findings = tuple(
            Finding(code=str(f.get("code")), path=str(f.get("path")), message=str(f.get("message")))
            for f in body.get("findings", [])
            if isinstance(f, dict)
        )
        return InvalidDocumentError(message, findings)
    if code == AuthorityErrorCode.INCOMPATIBLE_CONTEXT:
        return IncompatibleContextError(message, str(body.get("explanation", "")))
    cls = _error_classes().get(code)
    if cls is None or cls in (InvalidDocumentError, IncompatibleContextError):
        error = AuthorityError(message)
        error.code = AuthorityErrorCode.INVALID_REQUEST
        return error
    try:
        return cls(message)
    except TypeError:  # classes with extra required arguments
        return AuthorityError(message)


ADMIN_PATHS: Final = "/v1/admin/"
"""The calls the admin token goes with: no other (a review: `status` sent it too)."""


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    """The service never redirects: one that answers a redirect is not followed.

    urllib's default handler sent the request on to any URL, the admin token in its
    headers, even from https to plain http (an outside attack: a 302 took it).
    """

    def redirect_request(  # noqa: PLR0913, PLR0917 - urllib's signature
        self,
        req: urllib.request.Request,
        fp: Any,  # noqa: ANN401, ARG002 - urllib's
        code: int,
        msg: str,  # noqa: ARG002 - urllib's
        headers: Any,  # noqa: ANN401, ARG002 - urllib's
        newurl: str,
    ) -> urllib.request.Request | None:
        raise AuthorityUnreachableError(
            f"{req.full_url}: answered {code}, a redirect to {newurl}; the authority's API "
            "never redirects, so nothing was sent there (give the service's own URL)"
        )


def _cleartext_off_loopback(url: str) -> bool:
    """Whether `url` is plain http to a host other than this machine."""
    parts = urllib.parse.urlsplit(url)
    return parts.scheme == "http" and not loopback(parts.hostname or "")


class AdminClient:
    """Calls the admin API of one authority service.

    The admin token goes with admin calls only (`ADMIN_PATHS`), never to a redirect's
    target, and never in plain http to another machine (`InvalidRequestError`): it is
    the whole admin credential.
    """

    def __init__(
        self,
        url: str,
        *,
        token: str | None = None,
        ssl_context: ssl.SSLContext | None = None,
        timeout: float = 10.0,
    ) -> None:
        self.url = url.rstrip("/")
        self.token = token
        self.ssl_context = ssl_context
        self.timeout = timeout
        handlers: list[urllib.request.BaseHandler] = [
            _NoRedirects(),
            urllib.request.HTTPSHandler(context=ssl_context),
        ]
        if urllib.parse.urlsplit(self.url).scheme == "http":
            # plain http goes to this machine only, never through a proxy from the
            # environment (a review: `http_proxy` took the token in the clear); https
            # through one stays TLS to the authority
            handlers.append(urllib.request.ProxyHandler({}))
        self._opener = urllib.request.build_opener(*handlers)

    def _call(self, method: str, path: str, body: object | None = None) -> dict[str, Any]:
        data = orjson.dumps(body) if body is not None else None
        request = urllib.request.Request(f"{self.url}{path}", data=data, method=method)  # noqa: S310 - http(s) only, built from the operator's URL
        if data is not None:
            request.add_header("Content-Type", _JSON)
        if self.token is not None and path.startswith(ADMIN_PATHS):
            if _cleartext_off_loopback(self.url):
                msg = (
                    f"{self.url}: the admin token travels only over https (or plain http to "
                    "this machine); give the service's https URL"
                )
                raise InvalidRequestError(msg)
            request.add_unredirected_header("Authorization", f"Bearer {self.token}")
        try:
            with self._opener.open(request, timeout=self.timeout) as response:
                answer: dict[str, Any] = orjson.loads(response.read())
                return answer
        except urllib.error.HTTPError as exc:
            raw = exc.read()
            try:
                parsed = orjson.loads(raw)
            except orjson.JSONDecodeError:
                parsed = None
            raise error_from_json(exc.code, parsed) from exc
        except (urllib.error.URLError, OSError) as exc:
            raise AuthorityUnreachableError(f"{self.url}: {exc}") from exc

    def well_known(self) -> dict[str, Any]:
        """The authority's `/.well-known/ioa-authority` document."""
        return self._call("GET", "/.well-known/ioa-authority")

    def contexts(self) -> dict[str, Any]:
        """The published contexts with their status."""
        return self._call("GET", "/v1/contexts")

    def publish(self, document: bytes) -> dict[str, Any]:
        """Publish a context document (its bytes)."""
        return self._call("POST", "/v1/admin/publish", parse_json(document))

    def deprecate(self, urn: str, reason: str) -> dict[str, Any]:
        """Deprecate a context."""
        return self._call("POST", "/v1/admin/deprecate", {"urn": urn, "reason": reason})

    def revoke(self, urn: str, reason: str) -> dict[str, Any]:
        """Revoke a context."""
        return self._call("POST", "/v1/admin/revoke", {"urn": urn, "reason": reason})

    def rotate(self, role: str, *, threshold: int | None = None, keys: int = 1) -> dict[str, Any]:
        """Rotate a top-level role's keys (the service generates the new ones)."""
        body: dict[str, Any] = {"role": role, "keys": keys}
        if threshold is not None:
            body["threshold"] = threshold
        return self._call("POST", "/v1/admin/rotate", body)

    def delegate(
        self, namespace: str, *, role: str, keys: Iterable[Key], threshold: int
    ) -> dict[str, Any]:
        """Delegate a namespace to another authority's keys."""
        key_objects = [{"keyid": k.keyid, **k.to_dict()} for k in keys]
        body = {"namespace": namespace, "role": role, "keys": key_objects, "threshold": threshold}
        return self._call("POST", "/v1/admin/delegate", body)

    def withdraw(self, role: str, reason: str) -> dict[str, Any]:
        """End the delegation to `role`; what it published is revoked with `reason`."""
        return self._call("POST", "/v1/admin/withdraw", {"role": role, "reason": reason})

    def submit(self, role: str, metadata: bytes, documents: Iterable[bytes]) -> dict[str, Any]:
        """Submit a delegated role's signed metadata with its new documents (no token needed)."""
        body = {
            "metadata": parse_json(metadata),
            "documents": [parse_json(d) for d in documents],
        }
        return self._call("PUT", f"/v1/delegations/{role}", body)

    def audit(self, limit: int = 100) -> dict[str, Any]:
        """The most recent audit entries."""
        return self._call("GET", f"/v1/admin/audit?limit={int(limit)}")
