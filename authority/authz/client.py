"""The clients' side over HTTP: a leading agent asking for tokens, a sub-agent using them.

`TokenClient` (a leading agent, aiohttp): `group_token(members)` for a
static group (one request, the whole group) and `task_token(task,
resources)` for one task of a dynamic group (with a DPoP proof by its
key). `StaticPresenter` and `DynamicPresenter` (a sub-agent) send a request
to a resource server with what it needs: the token* bound to that server
with the nonce it issued (one challenge, then the nonce is reused until it
is refused), or the task token, the credential and a DPoP proof.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import aiohttp
from joserfc.jwk import OKPKey

from authority.authz import tokens
from authority.authz.dpop import make_proof
from authority.authz.errors import AuthzCode, AuthzError
from authority.authz.jose import thumbprint
from authority.authz.resource import CREDENTIAL_HEADER
from authority.authz.server import client_credentials_form, member_details


def _refusal(status: int, body: object) -> AuthzError:
    if isinstance(body, dict) and isinstance(body.get("error"), str):
        try:
            code = AuthzCode(body["error"])
        except ValueError:
            code = AuthzCode.INVALID_REQUEST
        return AuthzError(code, str(body.get("error_description", f"HTTP {status}")))
    return AuthzError(AuthzCode.INVALID_REQUEST, f"HTTP {status} without an OAuth error body")


@dataclass
class TokenClient:
    """A leading agent's requests to the token endpoint (private_key_jwt)."""

    session: aiohttp.ClientSession
    token_endpoint: str
    issuer: str
    client_id: str
    key: OKPKey

    def _form(self, **extra: str) -> dict[str, str]:
        return client_credentials_form(
            self.client_id, self.key, self.issuer, int(time.time()), **extra
        )

    async def _post(self, form: Mapping[str, str], headers: Mapping[str, str]) -> dict[str, Any]:
        try:
            async with self.session.post(
                self.token_endpoint, data=form, headers=headers
            ) as response:
                body = await response.json(content_type=None)
                status = response.status
        except (aiohttp.ClientError, ValueError) as error:  # unreachable, or not JSON
            raise AuthzError(
                AuthzCode.TEMPORARILY_UNAVAILABLE,
                f"token endpoint answered no JSON ({type(error).__name__})",
            ) from error
        if status != 200:
            raise _refusal(status, body)
        if not isinstance(body, dict) or not isinstance(body.get("access_token"), str):
            raise AuthzError(AuthzCode.INVALID_REQUEST, "token response has no access_token")
        return body

    async def group_token(self, members: Sequence[tokens.Member], scope: str = "") -> str:
        """The static group's SD-JWT (every member's disclosure)."""
        form = self._form(applier_id=self.client_id, authorization_details=member_details(members))
        if scope:
            form["scope"] = scope
        return str((await self._post(form, {}))["access_token"])

    async def task_token(self, task: str, resources: Sequence[str], scope: str = "") -> str:
        """One task's token, bound to this client's key (a DPoP proof proves it)."""
        form = self._form(task=task, key=thumbprint(self.key), resource=" ".join(resources))
        if scope:
            form["scope"] = scope
        proof = make_proof(self.key, method="POST", uri=self.token_endpoint)
        return str((await self._post(form, {"DPoP": proof}))["access_token"])


def _nonce_of(challenge: str) -> str | None:
    marker = 'nonce="'
    at = challenge.find(marker)
    if at < 0:
        return None
    end = challenge.find('"', at + len(marker))
    return challenge[at + len(marker) : end] if end > 0 else None


def _fresh_jti() -> str:
    return secrets.token_urlsafe(16)


def _replayed(status: int, body: object) -> bool:
    """Whether a resource server refused a key binding as one it had seen."""
    return (
        status == 401
        and isinstance(body, dict)
        and body.get("error_description") == tokens.KB_REPLAYED
    )


@dataclass
class StaticPresenter:
    """A sub-agent of a static group: its token* and key."""

    token: str
    key: OKPKey
    _nonces: dict[str, str] | None = None
    jti_source: Callable[[], str] = _fresh_jti
    """Each key-binding JWT's `jti` (128 random bits): two bindings in one second, with
    the same nonce, are two JWTs (an Ed25519 signature of the same claims is the same)."""
    clock: Callable[[], float] = time.time
    """The time each key-binding JWT is dated (`iat`, whole seconds)."""

    def headers(self, resource: str, nonce: str) -> dict[str, str]:
        """The Authorization header for `resource` with `nonce` (a new key binding each time)."""
        bound = tokens.present_token_star(
            self.token,
            self.key,
            resource=resource,
            nonce=nonce,
            now=int(self.clock()),
            jti=self.jti_source(),
        )
        return {"Authorization": f"Bearer {bound}"}

    async def get(self, session: aiohttp.ClientSession, url: str, resource: str) -> tuple[int, Any]:
        """GET `url` of `resource`. (status, JSON body).

        Answers a nonce challenge once, and binds anew once when the server says the key
        binding was replayed (it may have seen this one: sent twice by a proxy's retry).
        """
        nonces = self._nonces = self._nonces or {}
        challenged = rebound = False
        while True:
            headers = self.headers(resource, nonces.get(resource, "-"))
            async with session.get(url, headers=headers) as response:
                status, body = response.status, await response.json(content_type=None)
                fresh = _nonce_of(response.headers.get("WWW-Authenticate", ""))
            if status == 401 and fresh and fresh != nonces.get(resource) and not challenged:
                nonces[resource], challenged = fresh, True
            elif _replayed(status, body) and not rebound:
                rebound = True
            else:
                return status, body


@dataclass
class DynamicPresenter:
    """A sub-agent of a dynamic group: the task token, its credential, its own key."""

    token: str
    credential: str
    key: OKPKey

    async def get(self, session: aiohttp.ClientSession, url: str) -> tuple[int, Any]:
        """GET `url` with token, credential and a DPoP proof. (status, JSON body)."""
        proof = make_proof(self.key, method="GET", uri=url, access_token=self.token)
        headers = {
            "Authorization": f"DPoP {self.token}",
            "DPoP": proof,
            CREDENTIAL_HEADER: self.credential,
        }
        async with session.get(url, headers=headers) as response:
            return response.status, await response.json(content_type=None)


__all__ = ["DynamicPresenter", "StaticPresenter", "TokenClient"]
