"""The Schema Authority service: signed metadata and documents over HTTP, plus an admin API.

Public, read-only (what clients verify):

- `GET /.well-known/ioa-authority`: id, root keys and threshold, endpoints;
- `GET /metadata/{N.role.json | timestamp.json | root.json}`: TUF metadata;
- `GET /targets/{path}`: documents and the revocation list, by consistent-snapshot path;
- `GET /v1/contexts`, `GET /v1/contexts/{urn}`, `GET /v1/revocations`: listings for
  people and dashboards (unsigned views of the signed state: verify with a client);
- `GET /healthz`.

Admin (a bearer token, or a client certificate whose identity is allowed):
`POST /v1/admin/publish|deprecate|revoke|rotate|delegate`,
`PUT /v1/admin/delegations/{role}`, `GET /v1/admin/audit`.

Every error is JSON `{"error": code, "message": ...}` with a stable code.
Every operation is one SQLite transaction (see `authority.store`); a
background task re-signs timestamp and snapshot before they expire. Each
request is logged as one JSON line on the `ioa.authority.access` logger.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import hmac
import logging
import sqlite3
import ssl
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from aiohttp import web

import l7_transport.listener  # noqa: F401 - its TLS handshake mends, for this listener too
from authority.authz.server import AuthorizationServer
from authority.authz.service import AuthzService
from authority.authz.store import LedgerReplayCache, MemoryLedger, SqliteLedger
from authority.config import ServiceConfig
from authority.delegating import verify_submission
from authority.exceptions import (
    AuthorityError,
    ForbiddenError,
    InvalidDelegationError,
    InvalidRequestError,
    NotFoundError,
    TooManySubmissionsError,
    UnauthorizedError,
    UnknownRoleError,
)
from authority.listening import limited_runner, listening
from authority.repository import Commit, Repository
from authority.service_http import (
    ACTOR,
    JsonAccessLogger,
    errors_middleware,
    json_object,
    parse_keys,
    signers_named,
    submission_parts,
    token_digest,
)
from authority.store import RepositoryStore, parse_metadata_name
from contexts.canonical import canonical_bytes
from l7_transport.budgets import TokenBucket
from l7_transport.tls import identities_from_der

logger = logging.getLogger("ioa.authority.service")

WELL_KNOWN_PATH: Final = "/.well-known/ioa-authority"
TOKEN_SETTING: Final = "admin_token_sha256"  # noqa: S105 - the name of a setting, not a secret
_JSON: Final = "application/json"
_IMMUTABLE: Final = "public, max-age=31536000, immutable"
SUBMISSIONS_AT_ONCE: Final = 30
"""Verified submissions a delegated role may make in a burst (`too_many_submissions` past)."""
SUBMISSION_INTERVAL: Final = 10.0
"""Seconds after which a role may make one more (an outside attack: a delegate's key, or a
thief's, resubmitting 2 MB of metadata 1.7 times a second kept the write path busy and,
before old versions were dropped, grew the database 3.5 MB a second)."""


class AuthorityService:
    """The aiohttp application around one store."""

    def __init__(self, store: RepositoryStore, config: ServiceConfig | None = None) -> None:
        self.store = store
        self.config = config or ServiceConfig()
        self._write_lock = asyncio.Lock()
        self._resigner: asyncio.Task[None] | None = None
        self._public: tuple[tuple[bytes | None, bytes | None], Repository] | None = None
        """The last public repository read, with the timestamp and root it was read under."""
        self._submissions: dict[str, TokenBucket] = {}
        self._submissions_pool = ThreadPoolExecutor(1, thread_name_prefix="authority-submit")
        """Where submissions are read and verified: one thread, apart from the writes'."""
        """Per delegated role, its accepted submissions' budget (`SUBMISSION_INTERVAL`)."""
        self.app = web.Application(
            middlewares=[errors_middleware], client_max_size=self.config.max_body_bytes
        )
        self.app.router.add_get(WELL_KNOWN_PATH, self.well_known)
        self.app.router.add_get("/healthz", self.health)
        self.app.router.add_get("/metadata/{name}", self.metadata)
        self.app.router.add_get("/targets/{path:.+}", self.target)
        self.app.router.add_get("/v1/contexts", self.list_contexts)
        self.app.router.add_get("/v1/contexts/{urn}", self.one_context)
        self.app.router.add_get("/v1/revocations", self.revocations)
        self.app.router.add_post("/v1/admin/publish", self.publish)
        self.app.router.add_post("/v1/admin/deprecate", self.deprecate)
        self.app.router.add_post("/v1/admin/revoke", self.revoke)
        self.app.router.add_post("/v1/admin/rotate", self.rotate)
        self.app.router.add_post("/v1/admin/delegate", self.delegate)
        self.app.router.add_post("/v1/admin/withdraw", self.withdraw)
        self.app.router.add_put("/v1/delegations/{role}", self.submit)
        self.app.router.add_get("/v1/admin/audit", self.audit)
        self.authz = self._authorization_server()
        if self.authz is not None:
            admin = AuthzService(self.authz, admin=self._authorise)
            self.app.router.add_routes(admin.routes())
        self.app.on_startup.append(self._start_resigner)
        self.app.on_cleanup.append(self._stop_resigner)

    def _authorization_server(self) -> AuthorizationServer | None:
        """The task-group authorization server, when configured (same file as the store)."""
        issuer = self.config.authz_issuer
        if issuer is None:
            return None
        issuer = issuer.rstrip("/")
        path = getattr(self.store, "path", None)
        ledger = SqliteLedger(path) if isinstance(path, Path) else MemoryLedger()
        return AuthorizationServer(
            issuer=issuer,
            token_endpoint=f"{issuer}/oauth/token",
            ledger=ledger,
            replay=LedgerReplayCache(ledger),  # proofs once across every process on the file
        )

    # -- public -------------------------------------------------------------------------

    def _repository(self) -> Repository:
        """The committed state, read in one transaction, without loading private keys.

        Parsed again only when the timestamp or the root changed (every commit signs a new
        timestamp, but a rotation of root alone: a review): an outside attack's anonymous
        `/healthz` flood parsed a 2 MB delegated role on the event loop each time, and an
        honest client's fetch waited 240 ms.
        """
        stamp = (self.store.metadata("timestamp.json"), self.store.metadata("root.json"))
        cached = self._public
        if cached is not None and None not in stamp and cached[0] == stamp:
            return cached[1]
        repo = self.store.public_repository(self.config.authority)
        self._public = (stamp, repo)  # (a commit in between: the next call reads it anew)
        return repo

    async def well_known(self, request: web.Request) -> web.Response:
        """The authority's self-description."""
        repo = self._repository()
        root = repo.root.signed
        role = root.roles["root"]
        keys = [
            {
                "keyid": keyid,
                "keytype": root.keys[keyid].keytype,
                "scheme": root.keys[keyid].scheme,
                "public": root.keys[keyid].keyval.get("public"),
            }
            for keyid in sorted(role.keyids)
        ]
        base = f"{request.scheme}://{request.host}"
        body = {
            "id": repo.authority_id,
            "spec_version": root.spec_version,
            "root": {"version": root.version, "threshold": role.threshold, "keys": keys},
            "consistent_snapshot": True,
            "endpoints": {
                "metadata": f"{base}/metadata/",
                "targets": f"{base}/targets/",
                "contexts": f"{base}/v1/contexts",
                "revocations": f"{base}/v1/revocations",
                "admin": f"{base}/v1/admin/",
            },
            "namespaces": {
                name: {"paths": list(r.paths or ()), "threshold": r.threshold}
                for name, r in repo.delegations().items()
            },
        }
        # Its endpoints are the Host the request named: a shared cache must not serve one
        # client's answer to another (an outside attack's note: a cache keyed on the path
        # alone could be made to advertise another base).
        return web.json_response(body, headers={"Vary": "Host"})

    async def health(self, request: web.Request) -> web.Response:
        """Liveness: the store answers and the timestamp is not expired."""
        del request
        repo = self._repository()
        expires = repo.timestamp.signed.expires
        healthy = expires > datetime.now(UTC)
        body = {"status": "ok" if healthy else "expired", "timestamp_expires": expires.isoformat()}
        return web.json_response(body, status=200 if healthy else 503)

    async def metadata(self, request: web.Request) -> web.Response:
        """A metadata file, exactly as signed."""
        name = request.match_info["name"]
        parsed = parse_metadata_name(name)
        data = self.store.metadata(name) if parsed is not None else None
        if data is None:
            raise NotFoundError(f"no metadata {name}")
        cache = _IMMUTABLE if parsed is not None and parsed[1] is not None else "no-cache"
        return web.Response(body=data, content_type=_JSON, headers={"Cache-Control": cache})

    async def target(self, request: web.Request) -> web.Response:
        """A document (or the revocation list) by its consistent-snapshot path."""
        path = request.match_info["path"]
        data = self.store.document(path)
        if data is None:
            raise NotFoundError(f"no target {path}")
        return web.Response(body=data, content_type=_JSON, headers={"Cache-Control": _IMMUTABLE})

    async def list_contexts(self, request: web.Request) -> web.Response:
        """Every published context with its status (an unsigned view)."""
        del request
        repo = self._repository()
        return web.json_response(
            {"authority": repo.authority_id, "contexts": [p.as_json() for p in repo.contexts()]}
        )

    async def one_context(self, request: web.Request) -> web.Response:
        """One context's status (an unsigned view)."""
        try:
            published = self._repository().find(request.match_info["urn"])
        except ValueError as exc:  # InvalidURNError
            raise InvalidRequestError(str(exc)) from exc
        return web.json_response(published.as_json())

    async def revocations(self, request: web.Request) -> web.Response:
        """The revocation list: the same bytes as the signed `revocations.json` target."""
        del request
        data = self._repository().revocations()
        return web.Response(
            body=data,
            content_type=_JSON,
            headers={
                "Cache-Control": "no-cache",
                "X-IOA-Target-Sha256": hashlib.sha256(data).hexdigest(),
            },
        )

    # -- admin --------------------------------------------------------------------------

    def _authorise(self, request: web.Request) -> str:
        header = request.headers.get("Authorization", "")
        if header:
            scheme, _, token = header.partition(" ")
            stored = self.store.setting(TOKEN_SETTING)
            if scheme.lower() != "bearer" or not token or stored is None:
                raise UnauthorizedError("the admin API takes `Authorization: Bearer <token>`")
            if not hmac.compare_digest(token_digest(token.strip()), stored):
                raise UnauthorizedError("the token is not valid")
            request[ACTOR] = "token"
            return "token"
        ssl_object = request.transport.get_extra_info("ssl_object") if request.transport else None
        der = ssl_object.getpeercert(True) if ssl_object is not None else None
        subject, names = identities_from_der(der, now=datetime.now(UTC))
        identities = {*names, *([subject] if subject else [])}
        if not identities:
            raise UnauthorizedError("the admin API needs a bearer token or a client certificate")
        allowed = sorted(identities & self.config.admin_identities)
        if not allowed:
            raise ForbiddenError(f"{min(identities)} may not administer this authority")
        request[ACTOR] = allowed[0]
        return allowed[0]

    async def _json(self, request: web.Request) -> dict[str, Any]:
        return json_object(await request.read())

    async def _operate(
        self, actor: str, operation: Callable[[Repository], Commit | None]
    ) -> Commit | None:
        async with self._write_lock:
            return await asyncio.to_thread(
                self.store.operate, operation, actor=actor, config=self.config.authority
            )

    def _committed(self, commit: Commit | None, **extra: object) -> web.Response:
        assert commit is not None  # noqa: S101 - these operations always commit or raise
        repo = commit.after
        body = {
            "operation": commit.operation,
            "summary": commit.summary,
            "versions": {
                "root": repo.root.signed.version,
                "targets": repo.targets.signed.version,
                "snapshot": repo.snapshot.signed.version,
                "timestamp": repo.timestamp.signed.version,
            },
            **extra,
        }
        return web.json_response(body, status=200)

    async def publish(self, request: web.Request) -> web.Response:
        """Publish the context document in the body."""
        actor = self._authorise(request)
        document = await self._json(request)
        data = canonical_bytes(document)
        now = datetime.now(UTC)
        commit = await self._operate(actor, lambda repo: repo.publish(data, now=now))
        assert commit is not None  # noqa: S101 - publish commits or raises
        return self._committed(commit, urn=commit.detail["urn"], digest=commit.detail["digest"])

    async def _status_change(self, request: web.Request, kind: str) -> web.Response:
        actor = self._authorise(request)
        body = await self._json(request)
        urn, reason = body.get("urn"), body.get("reason")
        if not isinstance(urn, str) or not isinstance(reason, str):
            raise InvalidRequestError(f"{kind} takes {{'urn': ..., 'reason': ...}} (both strings)")
        now = datetime.now(UTC)
        if kind == "revoke":
            commit = await self._operate(
                actor, lambda repo: repo.revoke(urn, reason=reason, now=now)
            )
        else:
            commit = await self._operate(
                actor, lambda repo: repo.deprecate(urn, reason=reason, now=now)
            )
        return self._committed(commit, urn=urn)

    async def deprecate(self, request: web.Request) -> web.Response:
        """Deprecate a context: `{"urn", "reason"}`."""
        return await self._status_change(request, "deprecate")

    async def revoke(self, request: web.Request) -> web.Response:
        """Revoke a context: `{"urn", "reason"}`."""
        return await self._status_change(request, "revoke")

    async def rotate(self, request: web.Request) -> web.Response:
        """Rotate a top-level role's keys: `{"role", "threshold"?, "keys"?: count}`."""
        actor = self._authorise(request)
        body = await self._json(request)
        role, threshold, count = body.get("role"), body.get("threshold"), body.get("keys", 1)
        if not isinstance(role, str) or not isinstance(count, int) or isinstance(count, bool):
            raise InvalidRequestError("rotate takes {'role': str, 'threshold'?: int, 'keys'?: int}")
        if threshold is not None and (
            not isinstance(threshold, int) or isinstance(threshold, bool)
        ):
            raise InvalidRequestError("threshold must be an integer")
        if not 1 <= count <= 16:
            raise InvalidRequestError("keys must be between 1 and 16")
        from authority.keys import generate  # noqa: PLC0415 - keeps the import list of the hot paths short

        fresh = [generate(role) for _ in range(count)]
        now = datetime.now(UTC)
        commit = await self._operate(
            actor, lambda repo: repo.rotate(role, now=now, new_keys=fresh, threshold=threshold)
        )
        assert commit is not None  # noqa: S101 - rotate commits or raises
        return self._committed(commit, role=role, keyids=commit.detail["added"])

    async def delegate(self, request: web.Request) -> web.Response:
        """Delegate a namespace: `{"namespace", "role", "keys": [TUF key objects], "threshold"}`."""
        actor = self._authorise(request)
        body = await self._json(request)
        namespace, role, threshold = body.get("namespace"), body.get("role"), body.get("threshold")
        raw_keys = body.get("keys")
        if not (
            isinstance(namespace, str) and isinstance(role, str) and isinstance(threshold, int)
        ):
            raise InvalidRequestError("delegate takes namespace, role, keys and threshold")
        keys = parse_keys(raw_keys)
        now = datetime.now(UTC)
        commit = await self._operate(
            actor,
            lambda repo: repo.delegate(
                namespace, role=role, keys=keys, threshold=threshold, now=now
            ),
        )
        return self._committed(commit, namespace=namespace, role=role)

    async def withdraw(self, request: web.Request) -> web.Response:
        """End a delegation, revoking what it published: `{"role", "reason"}`."""
        actor = self._authorise(request)
        body = await self._json(request)
        role, reason = body.get("role"), body.get("reason")
        if not isinstance(role, str) or not isinstance(reason, str):
            raise InvalidRequestError("withdraw takes {'role': ..., 'reason': ...} (both strings)")
        now = datetime.now(UTC)
        commit = await self._operate(
            actor, lambda repo: repo.withdraw(role, reason=reason, now=now)
        )
        assert commit is not None  # noqa: S101 - withdraw commits or raises
        return self._committed(commit, role=role, revoked=commit.detail["revoked"])

    async def submit(self, request: web.Request) -> web.Response:
        """Accept a delegated role's signed metadata: `{"metadata": {...}, "documents": [...]}`.

        No admin credential: the delegate's signatures, checked against the
        delegation, are the authorisation (a delegate cannot publish elsewhere).
        """
        role = request.match_info["role"]
        actor = f"delegate:{role}"
        request[ACTOR] = actor
        # Anyone may call this: a role that does not exist is refused before the body is
        # read, and the body (up to max_body_bytes) is read and canonicalised off the event
        # loop (an outside attack: 3.6 MB held the loop ~250 ms before an unknown role was
        # found).
        repo = self._repository()
        if role not in repo.delegations():
            raise UnknownRoleError(f"no delegated role {role!r}")
        # Nor may a compressed body make a small request a large one (91 KiB of gzip
        # were 3.9 MiB to parse), and its signatures are checked before the write lock
        # is taken (an outside attack: forged submissions held it ~0.7 s each).
        encodings = [
            part.strip().lower()
            for value in request.headers.getall("Content-Encoding", [])
            for part in value.split(",")
        ]
        if any(encoding not in ("", "identity") for encoding in encodings):
            shown = ", ".join(encodings)[:64]
            raise InvalidRequestError(f"a submission is sent as is, not {shown!r}")
        raw = await request.read()
        delegation = repo.delegations()[role]
        named = signers_named(raw, delegation.keyids)
        if named is not None and named < delegation.threshold:  # refused before it is read
            msg = (
                f"{role} metadata does not verify (below_threshold): it names {named} of "
                f"the role's keys among its signatures (threshold {delegation.threshold})"
            )
            raise InvalidDelegationError(msg)
        # Anyone may send one: read and checked on a thread of their own, so that forged
        # ones never hold up the publishes and the re-signer (`_operate`) behind them.
        loop = asyncio.get_running_loop()
        data, docs = await loop.run_in_executor(self._submissions_pool, submission_parts, raw)
        now = datetime.now(UTC)
        await loop.run_in_executor(
            self._submissions_pool, lambda: verify_submission(repo, role, data, now=now)
        )
        self._take_submission(role)  # signed by the role's keys: only they spend its budget
        commit = await self._operate(actor, lambda repo: repo.submit(role, data, docs, now=now))
        return self._committed(commit, role=role)

    def _take_submission(self, role: str) -> None:
        """Spend one of `role`'s submissions; `TooManySubmissionsError` when none is left."""
        now = time.monotonic()
        bucket = self._submissions.get(role)
        if bucket is None:
            rate = 1 / SUBMISSION_INTERVAL
            bucket = self._submissions[role] = TokenBucket(SUBMISSIONS_AT_ONCE, rate, now)
        if bucket.tokens(now) < 1:
            wait = (1 - bucket.tokens(now)) * SUBMISSION_INTERVAL
            msg = (
                f"{role} submitted {SUBMISSIONS_AT_ONCE} times in a row: one more is taken "
                f"every {SUBMISSION_INTERVAL:g} s (try again in {wait:.0f} s)"
            )
            raise TooManySubmissionsError(msg)
        bucket.take(now)

    async def audit(self, request: web.Request) -> web.Response:
        """The most recent audit entries."""
        self._authorise(request)
        try:
            limit = min(max(int(request.query.get("limit", "100")), 1), 1000)
        except ValueError as exc:
            raise InvalidRequestError("limit must be an integer") from exc
        entries = [
            {
                "seq": e.seq,
                "at": e.at,
                "operation": e.operation,
                "actor": e.actor,
                "summary": e.summary,
            }
            for e in self.store.audit(limit)
        ]
        return web.json_response({"entries": entries})

    # -- re-signing ---------------------------------------------------------------------

    async def resign_once(self) -> Commit | None:
        """Re-sign whatever is close to expiry (one check)."""
        now = datetime.now(UTC)
        return await self._operate("resigner", lambda repo: repo.refresh(now))

    async def _resign_loop(self) -> None:
        while True:
            try:
                await self.resign_once()
            except (AuthorityError, sqlite3.Error, OSError) as exc:
                # the store's fault (a damaged row names itself), not a bug: one line a try
                logger.error(  # noqa: TRY400 - the message says it all; no traceback a minute
                    "re-signing failed: %s; retrying in %.0f s",
                    exc,
                    self.config.resign_check_interval,
                )
            except Exception:
                logger.exception(
                    "re-signing failed; retrying in %.0f s", self.config.resign_check_interval
                )
            await asyncio.sleep(self.config.resign_check_interval)

    async def _start_resigner(self, app: web.Application) -> None:
        del app
        self._resigner = asyncio.create_task(self._resign_loop(), name="authority-resigner")

    async def _stop_resigner(self, app: web.Application) -> None:
        del app
        self._submissions_pool.shutdown(wait=False, cancel_futures=True)
        if self._resigner is not None:
            self._resigner.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._resigner


async def serve(  # noqa: PLR0913 - everything an operator sets on the command line
    store: RepositoryStore,
    *,
    host: str = "127.0.0.1",
    port: int = 8443,
    ssl_context: ssl.SSLContext | None = None,
    config: ServiceConfig | None = None,
    ready: Callable[[str, int], None] | None = None,
    stop: asyncio.Event | None = None,
) -> None:
    """Run the service until `stop` is set (or forever)."""
    service = AuthorityService(store, config)
    # Bodies are read as sent: nothing here takes compressed requests, and a small
    # compressed body must not become a large one to parse (auto_decompress).
    runner = limited_runner(
        service.app,
        service.config.limits,
        access_log_class=JsonAccessLogger,
        auto_decompress=False,
    )
    await runner.setup()
    try:
        async with listening(
            runner, host, port, service.config.limits, ssl_context=ssl_context, name="authority"
        ) as listener:
            # one start line: the caller's `ready` announces it (`ioa authority serve` on
            # stdout); without one, the log does
            logger.log(
                logging.DEBUG if ready is not None else logging.INFO,
                "authority %s serving on %s:%d",
                store.setting("authority_id"),
                host,
                listener.port,
            )
            if ready is not None:
                ready(host, listener.port)
            await (stop or asyncio.Event()).wait()
    finally:
        await runner.cleanup()
