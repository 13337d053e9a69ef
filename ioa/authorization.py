"""Task-group authorization in the runtime: a `MasterAgent` leads, its invoked agents are the group.

The leading agent (`MasterAgent(authorizer=...)`) hands each sub-agent the
access it obtained for its sub-task, with the `aci` v1.2 task
`AuthorizeSubTask`, on the sub-task's session and before its AgentContext:

- `StaticAuthorizer`: one token request for the whole plan before the first
  sub-task (one entry per agent of the plan, alternates included); each
  sub-agent gets its token*, the SD-JWT disclosing its own entry only;
- `DynamicAuthorizer`: one token per sub-task as the plan runs, bound to the
  leading agent's key, and a task credential signed for the sub-agent.

An invoked agent (`SubTaskAuthorization`) checks what it is handed
(`authority.authz.tokens`) and that the applier is the agent that sent it,
and refuses with the draft's codes (an L8 REFUSE): `unknown_applier`,
`invalid_token`, `invalid_credential`, `unknown_credential`. With
`invoked_handler(work, authorization=...)` it does no work on a sub-task it
holds no accepted authorization for (`invalid_token`). Each side keeps a
separate Ed25519 key for this (not its L9 identity key).
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from typing import Any, Final, Protocol

from authority.authz import tokens
from authority.authz.client import TokenClient
from authority.authz.errors import AuthzCode, AuthzError
from authority.authz.jose import JoseCheckError, PublicKey, unverified_claims
from ioa.agent_session import AgentError, Incoming
from ioa.orchestration import SubTask, TaskRun
from ioa.task_group import attempt_named
from l8_comm import Envelope
from l9_snl.firewall.request import TaskGroup

AUTHORIZE: Final = "AuthorizeSubTask"
"""The `urn:contexts:aci:v1.2` task that carries a sub-task's authorization."""


@dataclass(frozen=True, slots=True)
class GroupMember:
    """What the leading agent knows of a sub-agent: its key, resource servers, scope."""

    jwk: Mapping[str, Any]
    """The public half of the sub-agent's authorization key (not its identity key)."""
    resources: tuple[str, ...]
    scope: tuple[str, ...]


class Authorizer(Protocol):
    """What a `MasterAgent` asks for each sub-task's `AuthorizeSubTask` parameters."""

    async def authorize(self, run: TaskRun, sub: SubTask) -> dict[str, Any]:
        """The parameters of `AuthorizeSubTask` for `sub` (obtaining tokens as needed)."""
        ...

    def forget(self, task_id: str) -> None:
        """The run ended: drop what was kept for it."""
        ...


@dataclass
class StaticAuthorizer:
    """One group token per run, requested before its first sub-task (draft section 3)."""

    client: TokenClient
    members: Mapping[str, GroupMember]
    requests: int = 0
    """Token requests made (one per run)."""
    _tokens: dict[str, str] = field(default_factory=dict, repr=False)
    _locks: dict[str, asyncio.Lock] = field(default_factory=dict, repr=False)

    async def group_token(self, run: TaskRun) -> str:
        """The run's group token (every entry), requested once."""
        async with self._locks.setdefault(run.task_id, asyncio.Lock()):
            token = self._tokens.get(run.task_id)
            if token is not None and _expires(token) - time.time() < REFRESH_MARGIN:
                token = None  # close to its expiry: a long run asks again
            if token is None:
                agents = sorted(run.plan.agents())
                unknown = [agent for agent in agents if agent not in self.members]
                if unknown:
                    raise AuthzError(AuthzCode.INVALID_REQUEST, f"no key for {unknown}")
                chosen = [
                    tokens.Member(
                        agent,
                        self.members[agent].resources,
                        self.members[agent].scope,
                        self.members[agent].jwk,
                    )
                    for agent in agents
                ]
                self.requests += 1
                token = self._tokens[run.task_id] = await self.client.group_token(chosen)
            return token

    async def authorize(self, run: TaskRun, sub: SubTask) -> dict[str, Any]:  # noqa: D102
        star = tokens.token_star_of(await self.group_token(run), sub.agent_id)
        return {"SubTaskID": sub.sub_task_id, "Mode": "static", "AccessToken": star}

    def forget(self, task_id: str) -> None:  # noqa: D102
        self._tokens.pop(task_id, None)
        self._locks.pop(task_id, None)


@dataclass
class DynamicAuthorizer:
    """One token per sub-task, and a task credential per sub-agent (draft section 4)."""

    client: TokenClient
    leader: str
    """The leading agent's id (its client id at the authorization server)."""
    members: Mapping[str, GroupMember]
    requests: int = 0

    async def authorize(self, run: TaskRun, sub: SubTask) -> dict[str, Any]:  # noqa: D102
        del run  # a token per sub-task: nothing is kept per run
        member = self.members.get(sub.agent_id)
        if member is None:
            raise AuthzError(AuthzCode.INVALID_REQUEST, f"no key for {sub.agent_id!r}")
        self.requests += 1
        token = await self.client.task_token(
            sub.sub_task_id, member.resources, scope=" ".join(member.scope)
        )
        credential = tokens.issue_credential(
            leader_key=self.client.key,
            leader=self.leader,
            sub_agent=sub.agent_id,
            sub_agent_jwk=member.jwk,
            task=sub.sub_task_id,
            access_token=token,
            now=int(time.time()),
        )
        return {
            "SubTaskID": sub.sub_task_id,
            "Mode": "dynamic",
            "AccessToken": token,
            "TaskCredential": credential,
        }

    def forget(self, task_id: str) -> None:  # noqa: D102
        del task_id


@dataclass(frozen=True, slots=True)
class Accepted:
    """An authorization a sub-agent accepted: for which sub-task, from whom, with what."""

    sub_task_id: str
    mode: str
    applier: str
    access_token: str
    credential: str | None
    scope: frozenset[str]
    expires: float = float("inf")
    """When the first of the token and the credential expires."""
    attempt: str | None = None
    """The attempt of the sub-task it serves, as the leading agent named it (spec 15.3;
    None: a leading agent that names none, matched by sub-task alone)."""

    @property
    def entry(self) -> Entry:
        """Its key among the authorizations in force: (leading agent, sub-task, attempt)."""
        return (self.applier, self.sub_task_id, self.attempt)


Entry = tuple[str, str, str | None]
"""(leading agent, sub-task id, attempt id or None): what one authorization serves."""

_IN_FORCE: ContextVar[Accepted | None] = ContextVar("ioa_authorization_in_force", default=None)


def current_authorization() -> Accepted | None:
    """The authorization the AgentContext being worked on was accepted under.

    Inside the work of `invoked_handler(work, authorization=...)` (and what it starts):
    the token (and credential) to present to resource servers for this attempt, never a
    concurrent attempt's. None elsewhere.
    """
    return _IN_FORCE.get()


REFRESH_MARGIN: Final = 60
"""Seconds before its expiry a run's group token is asked for again."""


def _expires(token: str) -> float:
    """When a token (a JWT, or an SD-JWT's issuer-signed part) expires; 0 if it says not."""
    try:
        exp = unverified_claims(token.split("~", 1)[0]).get("exp")
    except JoseCheckError:
        return 0.0
    return float(exp) if isinstance(exp, int | float) else 0.0


MAX_ACCEPTED: Final = 256
"""Authorizations an invoked agent keeps at once for one leading agent (that leading
agent's oldest goes first): one leading agent cannot push out another's."""


class SubTaskAuthorization:
    """An invoked agent's checks of `AuthorizeSubTask` (see the module)."""

    def __init__(  # noqa: PLR0913 - whom the agent is and whom it trusts
        self,
        agent_id: str,
        *,
        issuer: str,
        issuer_keys: tokens.IssuerKeys,
        trusted_appliers: frozenset[str],
        leader_keys: Mapping[str, PublicKey] | None = None,
        jkt: str | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.agent_id = agent_id
        self.jkt = jkt
        """The thumbprint of this agent's authorization key: the token*'s entry and the
        credential must name it (else anyone's key could stand in this agent's name)."""
        self.issuer = issuer
        self._issuer_keys = issuer_keys
        self.trusted = trusted_appliers
        self._leader_keys = dict(leader_keys or {})
        self._clock = clock
        self._held: dict[str, OrderedDict[Entry, Accepted]] = {}
        """Leading agent -> its authorizations in force, the oldest first (see `accepted`)."""
        self.granted: deque[Accepted] = deque(maxlen=MAX_ACCEPTED)
        """Every authorization accepted, the latest `MAX_ACCEPTED` (for transcripts and
        audits; `accepted` holds those in force)."""
        self.refused: list[tuple[str, str]] = []
        """(leading agent, code) of each refusal, in order (for transcripts)."""

    @property
    def accepted(self) -> dict[Entry, Accepted]:
        """The authorizations in force: (leading agent, sub-task id, attempt) -> what.

        Each serves one attempt of that sub-task, the one whose AgentContext QUERY names
        the same attempt as its `AuthorizeSubTask` did (spec 15.3): released when that
        AgentContext has been answered, ignored once expired or once the leading agent is
        no longer trusted, at most `MAX_ACCEPTED` per leading agent (a copy: `handle` and
        `release` change it).
        """
        return {entry: found for held in self._held.values() for entry, found in held.items()}

    async def handle(self, message: Incoming) -> dict[str, Any]:
        """The `AuthorizeSubTask` handler: check, remember, answer (or refuse)."""
        try:
            attempt = attempt_named(message.envelope)
        except AgentError as error:
            self.refused.append((message.peer, error.code))
            raise
        entry = (message.peer, str(message.values.get("SubTaskID")), attempt)
        self._forget(entry)  # a new authorization replaces, or revokes, the last
        try:
            accepted = replace(self.check(message.peer, message.values), attempt=attempt)
        except AuthzError as error:
            self.refused.append((message.peer, str(error.code)))
            raise AgentError(str(error.code), error.description) from error
        held = self._held.setdefault(message.peer, OrderedDict())
        held[entry] = accepted
        self.granted.append(accepted)
        while len(held) > MAX_ACCEPTED:  # this leading agent's own oldest, no one else's
            held.popitem(last=False)
        return {
            "SubTaskID": accepted.sub_task_id,
            "Mode": accepted.mode,
            "Applier": accepted.applier,
        }

    def check(self, peer: str, values: Mapping[str, Any]) -> Accepted:
        """What `values` authorize, sent by `peer`; `AuthzError` with the draft's code."""
        sub_task, mode = str(values["SubTaskID"]), str(values["Mode"])
        token, now = str(values["AccessToken"]), int(self._clock())
        if mode == "static":
            access = tokens.accept_token_star(
                token,
                issuer_keys=self._issuer_keys,
                issuer=self.issuer,
                me=self.agent_id,
                trusted_appliers=self.trusted.__contains__,
                now=now,
                my_jkt=self.jkt,
            )
            applier, credential, scope = access.applier, None, access.scope
            expires = float(access.claims["exp"])
        else:
            credential = values.get("TaskCredential")
            if not isinstance(credential, str):
                raise AuthzError(AuthzCode.INVALID_CREDENTIAL, "a dynamic group needs a credential")
            task = tokens.accept_task_credential(
                token,
                credential,
                issuer_keys=self._issuer_keys,
                issuer=self.issuer,
                leader_keys=lambda leader: (
                    self._leader_keys.get(leader) if leader in self.trusted else None
                ),
                me=self.agent_id,
                now=now,
                my_jkt=self.jkt,
            )
            if task.task != sub_task:
                raise AuthzError(AuthzCode.UNKNOWN_CREDENTIAL, "the credential is for another task")
            applier, scope, expires = task.applier, task.scope, task.exp
        if applier != peer:
            raise AuthzError(
                AuthzCode.UNKNOWN_APPLIER, f"the token's applier {applier!r} did not send it"
            )
        return Accepted(sub_task, mode, applier, token, credential, scope, expires)

    def task_group(self, envelope: Envelope) -> TaskGroup | None:
        """What the firewall's policies read of a message (`SemanticConfig(task_groups=...)`).

        A message naming a `SubTaskID` (and the attempt, spec 15.3) its sender holds an
        accepted authorization for carries `context.task_group`; any other, none.
        """
        content = envelope.content
        if not isinstance(content, dict) or content.get("task") == AUTHORIZE:
            return None  # an authorization is not read as authorized before it is checked
        sub_task = content.get("SubTaskID")
        try:
            attempt = attempt_named(envelope)
        except AgentError:
            return None  # it names no attempt it could have been authorized for
        if not isinstance(sub_task, str):
            return None
        found = self._current((envelope.sender, sub_task, attempt))
        if found is None:
            return None
        return TaskGroup(found.applier, found.sub_task_id, found.mode, tuple(sorted(found.scope)))

    def _current(self, entry: Entry) -> Accepted | None:
        """The authorization accepted for (peer, sub-task, attempt), if still in force."""
        held = self._held.get(entry[0])
        found = None if held is None else held.get(entry)
        if found is None:
            return None
        if found.expires <= self._clock() or found.applier not in self.trusted:
            self._forget(entry)
            return None
        return found

    def require(self, message: Incoming) -> Accepted:
        """The authorization in force for the AgentContext in `message` (`invalid_token`).

        The one accepted for its sender, its `SubTaskID` and the attempt its sub-context
        names. It serves this one attempt: `release` it when the AgentContext has been
        answered (`serving` does both).
        """
        sub_task = str(message.values.get("SubTaskID"))
        found = self._current((message.peer, sub_task, attempt_named(message.envelope)))
        if found is None:
            raise AgentError(
                str(AuthzCode.INVALID_TOKEN),
                f"no authorization in force for sub-task {message.values.get('SubTaskID')!r}",
            )
        return found

    def release(self, used: Accepted) -> None:
        """Forget `used`, the authorization of an attempt that has been answered.

        Only `used` itself: an authorization that has replaced it since (a retry whose
        `AuthorizeSubTask` came while this attempt still ran) stays for its own attempt.
        """
        held = self._held.get(used.applier)
        if held is not None and held.get(used.entry) is used:
            self._forget(used.entry)

    @contextmanager
    def serving(self, message: Incoming) -> Iterator[Accepted]:
        """`require` the AgentContext's authorization, for the work; `release` it after.

        While it is served, `current_authorization()` is it.
        """
        found = self.require(message)
        token = _IN_FORCE.set(found)
        try:
            yield found
        finally:
            _IN_FORCE.reset(token)
            self.release(found)

    def _forget(self, entry: Entry) -> None:
        held = self._held.get(entry[0])
        if held is not None:
            held.pop(entry, None)
            if not held:
                del self._held[entry[0]]


__all__ = [
    "AUTHORIZE",
    "Accepted",
    "Authorizer",
    "DynamicAuthorizer",
    "Entry",
    "GroupMember",
    "StaticAuthorizer",
    "SubTaskAuthorization",
    "current_authorization",
]
