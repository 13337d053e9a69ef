"""The authorization server over HTTP (aiohttp): a thin driver around `server.AuthorizationServer`.

Routes (mounted on the Schema Authority's application or on their own):

- `GET /.well-known/oauth-authorization-server`: RFC 8414 metadata;
- `GET /oauth/jwks.json`: the signing keys (RFC 7517), rotation included;
- `POST /oauth/token`: the token endpoint (form-encoded, RFC 6749 section
  3.2), `DPoP` headers passed on as they came (all of them: one is allowed);
- `POST /oauth/register`: registration (RFC 7591 JSON), administrators only;
- `POST /oauth/consent`: an administrator records a resource owner's
  consent and gets an authorization code (`client_id`, `scope`,
  `code_challenge`);
- `POST /oauth/rotate`: an administrator makes a new signing key (the old
  ones stay published, so that the tokens they signed still verify).

Errors are RFC 6749 bodies (`error`, `error_description`) with
`Cache-Control: no-store`; `invalid_client` is 401 with `WWW-Authenticate`.
Request bodies over 64 KiB are refused before they are read.
"""

from __future__ import annotations

import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from typing import Any, Final

from aiohttp import web

from authority.authz.errors import AuthzCode, AuthzError
from authority.authz.jose import JoseCheckError, strict_json
from authority.authz.resource import NO_CREDENTIALS, Grant, ResourceGuard
from authority.authz.server import AuthorizationServer
from authority.listening import limited_runner, listening
from l7_transport.listener_limits import ListenerLimits

logger = logging.getLogger("authority.authz")

MAX_BODY: Final = 64 * 1024
_NO_STORE: Final = {"Cache-Control": "no-store", "Pragma": "no-cache"}
_STATUS: Final = {AuthzCode.INVALID_CLIENT: 401}

Admin = Callable[[web.Request], object]
"""Raises (an HTTP or authority error) unless the request is an
administrator's (the Schema Authority's admin check)."""


def _error(error: AuthzError) -> web.Response:
    headers = dict(_NO_STORE)
    if error.code == AuthzCode.INVALID_CLIENT:
        headers["WWW-Authenticate"] = 'Bearer error="invalid_client"'
    return web.json_response(error.as_oauth(), status=_STATUS.get(error.code, 400), headers=headers)


class AuthzService:
    """The routes of one authorization server (see the module)."""

    def __init__(
        self,
        server: AuthorizationServer,
        *,
        admin: Admin,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.server = server
        self._admin = admin
        self._clock = clock

    def routes(self) -> list[web.RouteDef]:
        """The routes to add to an application."""
        return [
            web.get("/.well-known/oauth-authorization-server", self.metadata),
            web.get("/oauth/jwks.json", self.jwks),
            web.post("/oauth/token", self.token),
            web.post("/oauth/register", self.register),
            web.post("/oauth/consent", self.consent),
            web.post("/oauth/rotate", self.rotate),
        ]

    def application(self) -> web.Application:
        """An application serving these routes alone."""
        app = web.Application(client_max_size=MAX_BODY)
        app.add_routes(self.routes())
        return app

    def _now(self) -> int:
        return int(self._clock())

    async def metadata(self, request: web.Request) -> web.Response:
        """RFC 8414 authorization server metadata."""
        del request
        issuer = self.server.issuer
        return web.json_response(
            {
                "issuer": issuer,
                "token_endpoint": self.server.token_endpoint,
                "jwks_uri": f"{issuer}/oauth/jwks.json",
                "registration_endpoint": f"{issuer}/oauth/register",
                "grant_types_supported": ["client_credentials", "authorization_code"],
                "token_endpoint_auth_methods_supported": ["private_key_jwt"],
                "token_endpoint_auth_signing_alg_values_supported": ["Ed25519", "EdDSA", "ES256"],
                "dpop_signing_alg_values_supported": ["Ed25519", "EdDSA", "ES256"],
                "code_challenge_methods_supported": ["S256"],
                "authorization_details_types_supported": ["ioa_task_group_member"],
                "task_group_capability": "distribute tasks",
            }
        )

    async def jwks(self, request: web.Request) -> web.Response:
        """The published keys."""
        del request
        return web.json_response(self.server.jwks(self._now()))

    async def token(self, request: web.Request) -> web.Response:
        """The token endpoint."""
        return await self._answer(request, self._token)

    async def _token(self, request: web.Request) -> dict[str, Any]:
        if request.content_type != "application/x-www-form-urlencoded":
            raise AuthzError(AuthzCode.INVALID_REQUEST, "the token endpoint takes a form")
        try:
            posted = await request.post()
        except (LookupError, UnicodeDecodeError) as error:  # a charset unknown, or not its text
            raise AuthzError(AuthzCode.INVALID_REQUEST, "the body is not a form") from error
        form: dict[str, str] = {}
        for name in posted:
            values = posted.getall(name)
            if not all(isinstance(value, str) for value in values):
                raise AuthzError(AuthzCode.INVALID_REQUEST, "a parameter is not text")
            if name == "resource":  # RFC 8707: repeatable
                form[name] = " ".join(str(value) for value in values)
            elif len(values) != 1:
                raise AuthzError(AuthzCode.INVALID_REQUEST, "a parameter is repeated")
            else:
                form[name] = str(values[0])
        return self.server.token(
            form,
            dpop=request.headers.getall("DPoP", []),
            method=request.method,
            uri=self.server.token_endpoint,
            now=self._now(),
        )

    async def register(self, request: web.Request) -> web.Response:
        """Registration (administrators only)."""
        self._admin(request)

        async def register(request: web.Request) -> dict[str, Any]:
            client = self.server.register(await self._json(request))
            return client.metadata()

        return await self._answer(request, register, status=201)

    async def consent(self, request: web.Request) -> web.Response:
        """A resource owner's consent, recorded by an administrator: a code."""
        self._admin(request)

        async def consent(request: web.Request) -> dict[str, Any]:
            body = await self._json(request)
            client_id, scope = body.get("client_id"), body.get("scope", "")
            challenge = body.get("code_challenge")
            if not all(isinstance(x, str) for x in (client_id, scope, challenge)):
                raise AuthzError(
                    AuthzCode.INVALID_REQUEST, "client_id, scope and code_challenge are strings"
                )
            code = self.server.consent(
                str(client_id), str(scope).split(), str(challenge), self._now()
            )
            return {"code": code}

        return await self._answer(request, consent)

    async def rotate(self, request: web.Request) -> web.Response:
        """A new signing key (administrators only)."""
        self._admin(request)
        key = self.server.rotate(self._now())
        return web.json_response({"kid": key.kid}, headers=_NO_STORE)

    async def _json(self, request: web.Request) -> dict[str, Any]:
        try:
            body = strict_json(await request.read())
        except JoseCheckError as error:  # (deep nesting, lone surrogates: refused here)
            raise AuthzError(AuthzCode.INVALID_REQUEST, "the body is not JSON") from error
        if not isinstance(body, dict):
            raise AuthzError(AuthzCode.INVALID_REQUEST, "the body is not a JSON object")
        return body

    async def _answer(
        self,
        request: web.Request,
        handler: Callable[[web.Request], Awaitable[dict[str, Any]]],
        *,
        status: int = 200,
    ) -> web.Response:
        # Mounted on another application, that one's limit applies to reading: refuse first,
        # and read a body of unknown length (chunked) under this one's own limit.
        if request.content_length is not None and request.content_length > MAX_BODY:
            return _error(AuthzError(AuthzCode.INVALID_REQUEST, f"body over {MAX_BODY} bytes"))
        try:
            body = await handler(request.clone(client_max_size=MAX_BODY))
        except AuthzError as error:
            return _error(error)
        except web.HTTPRequestEntityTooLarge:
            return _error(AuthzError(AuthzCode.INVALID_REQUEST, f"body over {MAX_BODY} bytes"))
        return web.json_response(body, status=status, headers=_NO_STORE)


@contextlib.asynccontextmanager
async def serving(
    app: web.Application, host: str = "127.0.0.1", *, limits: ListenerLimits | None = None
) -> AsyncIterator[str]:
    """Serve `app` on a free port of `host` while the block runs; its base URL.

    `limits`: connections at once (in total, per address), the deadline of a request's
    headers, the keep-alive timeout (`ListenerLimits`, whose defaults apply without it).
    """
    limits = limits or ListenerLimits()
    runner = limited_runner(app, limits)
    await runner.setup()
    try:
        async with listening(runner, host, 0, limits, name="authz") as listener:
            yield f"http://{host}:{listener.port}"
    finally:
        await runner.cleanup()


def _arrived_at(request: web.Request) -> str:
    """The URI of a request as the socket it came on names it, never as its `Host` says.

    A DPoP proof's `htu` binds it to one server: built from the client's `Host`, a proof
    captured on its way to one resource server passed at another that the same token
    names, sent there with the first one's `Host` (an outside attack). Behind a proxy
    or a name, configure `public_base`.
    """
    sockname = request.transport.get_extra_info("sockname") if request.transport else None
    if not isinstance(sockname, tuple) or len(sockname) < 2:
        # A Unix socket (behind a proxy) has no address to name: without `public_base`
        # nothing but Host would, which the client writes. Refused, and said why.
        logger.error(
            "a resource server behind a Unix socket needs ResourceGuard(public_base=...): "
            "DPoP requests to it are refused"
        )
        return "http://public-base-not-configured.invalid/"
    host, port = str(sockname[0]), int(sockname[1])
    if ":" in host:
        host = f"[{host}]"
    scheme = "https" if request.secure else "http"
    return f"{scheme}://{host}:{port}{request.path_qs}"


def grant_for(guard: ResourceGuard, request: web.Request, needed: Iterable[str] = ()) -> Grant:
    """A resource server's handler's check: the request's grant, or the RFC 6750 refusal.

    Raises `web.HTTPException` (401 with a nonce challenge, 403 for scope, 400) with an
    RFC 6749-style JSON body.
    """
    try:
        uri = guard.public_uri(request.path_qs) or _arrived_at(request)
        return guard.check(
            list(request.headers.items()), method=request.method, uri=uri, needed=needed
        )
    except AuthzError as error:
        status, headers = guard.challenge(error)
        # RFC 6750 3.1: a request with no credentials learns no error code, in the body too
        body = "{}" if error.description == NO_CREDENTIALS else json.dumps(error.as_oauth())
        kind = {400: web.HTTPBadRequest, 403: web.HTTPForbidden}.get(status, web.HTTPUnauthorized)
        raise kind(text=body, content_type="application/json", headers=headers) from error


__all__ = ["MAX_BODY", "Admin", "AuthzService", "grant_for", "serving"]
