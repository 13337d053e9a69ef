"""`ioa demo health`: "give me real-time health advice", a task group under OAuth 2.0.

The draft's own example, on real parts on 127.0.0.1: the authorization
server (the aiohttp service, a SQLite file), three resource servers
(aiohttp, each with its own data: wearable readings, a risk model, care
guidelines), three sub-agents (collect, predict, advise) and a leading
`MasterAgent`, over HTTP/2 with `urn:contexts:aci:v1.2`.

1. Static group: one token request for the whole plan; each sub-agent gets
   its token* (only its own entry disclosed), checks it, and presents it
   with key binding to its resource server.
2. Dynamic group: one token per task, bound to the leader's key, and a task
   credential per sub-agent; the sub-agent presents token, credential and a
   DPoP proof.
3. The authorization server's load against plain OAuth (each sub-agent
   asking alone), measured on the same server.
4. Failures, each refused with its code: an untrusted applier
   (`unknown_applier`), a stolen credential used for another task
   (`unknown_credential`), a replayed proof (`invalid_token`).
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
from aiohttp import web
from joserfc.jwk import OKPKey
from rich.console import Console

from authority.authz import jose, tokens
from authority.authz.client import DynamicPresenter, StaticPresenter, TokenClient
from authority.authz.dpop import MemoryReplayCache, make_proof
from authority.authz.errors import AuthzError
from authority.authz.jose import PublicKey
from authority.authz.resource import ResourceGuard
from authority.authz.server import (
    AuthorizationServer,
    client_credentials_form,
    member_details,
)
from authority.authz.service import AuthzService, grant_for, serving
from authority.authz.store import SqliteLedger
from contexts.builtin import builtin
from ioa.agent import Agent
from ioa.authorization import (
    Accepted,
    Authorizer,
    DynamicAuthorizer,
    GroupMember,
    StaticAuthorizer,
    SubTaskAuthorization,
    current_authorization,
)
from ioa.master import MasterAgent, invoked_handler
from ioa.orchestration import Plan, SubTask
from ioa.stage import Outcome
from ioa.transcript import Transcript
from l9_snl.identity import AgentIdentity

ACI = [builtin("urn:contexts:aci:v1.2")]
LEADER = "health-lead"
SUB_AGENTS: dict[str, tuple[str, str, dict[str, Any]]] = {
    "collector": ("rs-wearables", "read", {"heart_rate": [62, 64, 91, 88], "spo2": [97, 96]}),
    "predictor": ("rs-models", "predict", {"model": "arrhythmia-risk-v3", "threshold": 0.7}),
    "advisor": ("rs-guidelines", "advise", {"guideline": "see a cardiologist within a week"}),
}
QUERY = "give me real-time health advice"


def health_plan(_query: str) -> Plan:
    """The draft's three tasks: collect, then predict, then advise."""
    subs = []
    previous: tuple[str, ...] = ()
    for number, (agent, (_, _, _)) in enumerate(SUB_AGENTS.items(), 1):
        sub_id = f"task-{number}"
        subs.append(
            SubTask(
                sub_task_id=sub_id,
                name={1: "collect data", 2: "predict status", 3: "advise"}[number],
                agent_id=agent,
                agent_name=agent,
                todo=((f"{sub_id}-item", f"the {agent}'s part of the advice"),),
                dependencies=previous,
                context=QUERY,
            )
        )
        previous = (sub_id,)
    plan = Plan(
        task_name="health advice",
        description=QUERY,
        goals=("advice based on the user's current health data",),
        sub_tasks=tuple(subs),
    )
    plan.check()
    return plan


@dataclass
class _World:
    """Everything on 127.0.0.1 for one run of the demo."""

    transcript: Transcript
    server: AuthorizationServer
    http: aiohttp.ClientSession
    leader_key: OKPKey
    keys: dict[str, OKPKey]
    urls: dict[str, str] = field(default_factory=dict)
    guards: dict[str, ResourceGuard] = field(default_factory=dict)

    def find_key(self, header: Mapping[str, Any]) -> PublicKey:
        """The server's key for a JWS header, looked up now (keys are made on first use)."""
        return self.server.issuer_keys()(header)

    def members(self) -> dict[str, GroupMember]:
        return {
            agent: GroupMember(jose.public_jwk(self.keys[agent]), (resource,), (scope,))
            for agent, (resource, scope, _) in SUB_AGENTS.items()
        }

    def client(self) -> TokenClient:
        return _NotedClient(
            self.http, self.server.token_endpoint, self.server.issuer, LEADER, self.leader_key
        ).noting(self.transcript)


class _NotedClient(TokenClient):
    """A `TokenClient` that writes each token request to the transcript."""

    transcript: Transcript | None = None

    def noting(self, transcript: Transcript) -> _NotedClient:
        self.transcript = transcript
        return self

    async def group_token(self, members: Sequence[tokens.Member], scope: str = "") -> str:
        token = await super().group_token(members, scope)
        if self.transcript is not None:
            self.transcript.note(
                f"token request (applier_id={LEADER}, {len(members)} members): one SD-JWT, "
                f"{token.count('~') - 1} disclosures"
            )
        return token

    async def task_token(self, task: str, resources: Sequence[str], scope: str = "") -> str:
        token = await super().task_token(task, resources, scope)
        if self.transcript is not None:
            self.transcript.note(
                f"token request (task={task}, key=leader's thumbprint, DPoP proof): "
                f"bound to {jose.unverified_claims(token)['cnf']['jkt'][:12]}..."
            )
        return token


def _resource_app(
    world: _World, resource: str, scope: str, data: dict[str, Any]
) -> web.Application:
    async def records(request: web.Request) -> web.Response:
        guard = world.guards[resource]
        try:
            grant = grant_for(guard, request, needed=[scope])
        except web.HTTPException as refusal:
            world.transcript.note(f"  {resource}: refused {refusal.status} {refusal.text}")
            raise
        world.transcript.note(
            f"  {resource}: served {grant.sub_agent} (applier {grant.applier}, "
            f"{'task ' + grant.task if grant.task else 'static group'})"
        )
        return web.json_response(data)

    app = web.Application()
    app.router.add_get("/records", records)
    return app


def _work(world: _World, agent: str) -> Any:  # noqa: ANN401
    resource = SUB_AGENTS[agent][0]

    async def work(context: dict[str, Any]) -> dict[str, str]:
        accepted = current_authorization()
        assert accepted is not None  # noqa: S101 - the handler serves only authorized work
        status, body = await _fetch(world, agent, resource, accepted)
        item = context["todoItems"][0]["itemId"]
        return {item: f"{agent}: {body}" if status == 200 else ""}

    return work


async def _fetch(world: _World, agent: str, resource: str, accepted: Accepted) -> tuple[int, Any]:
    url = world.urls[resource]
    if accepted.mode == "static":
        return await StaticPresenter(accepted.access_token, world.keys[agent]).get(
            world.http, url, resource
        )
    assert accepted.credential is not None  # noqa: S101 - dynamic mode carries one
    presenter = DynamicPresenter(accepted.access_token, accepted.credential, world.keys[agent])
    return await presenter.get(world.http, url)


async def _run_group(world: _World, authorizer: Authorizer, mode: str) -> tuple[str, int]:
    """Run the plan once with `authorizer`; the overall status and token requests made."""
    before = sum(world.server.counters.values())
    leader = Agent(AgentIdentity.generate(LEADER), contexts=ACI)
    listeners, addresses = [], {}
    for agent in SUB_AGENTS:
        invoked = Agent(AgentIdentity.generate(agent), contexts=ACI)
        invoked.trust_peer(leader.identity)
        leader.trust_peer(invoked.identity)
        check = SubTaskAuthorization(
            agent,
            issuer=world.server.issuer,
            issuer_keys=world.find_key,
            trusted_appliers=frozenset({LEADER}),
            leader_keys={LEADER: world.leader_key},
            jkt=jose.thumbprint(world.keys[agent]),
        )
        invoked.handler("AuthorizeSubTask")(_noted(world.transcript, agent, check))
        invoked.handler("AgentContext")(invoked_handler(_work(world, agent), authorization=check))
        listener = await invoked.serve()
        listeners.append(listener)
        addresses[agent] = ("127.0.0.1", listener.port)
    master = MasterAgent(leader, addresses, planner=health_plan, authorizer=authorizer)
    try:
        async with asyncio.timeout(30):
            outcome = await master.run(f"health-{mode}", QUERY)
    finally:
        await master.close()
        for listener in listeners:
            await listener.close()
    for refusal in outcome.refused:
        world.transcript.note(f"  refused: {refusal}")
    requests = sum(world.server.counters.values()) - before
    return str(outcome.task_context["OverallStatus"]), requests


def _noted(transcript: Transcript, agent: str, check: SubTaskAuthorization) -> Any:  # noqa: ANN401
    async def handle(message: Any) -> dict[str, Any]:  # noqa: ANN401 - an Incoming
        values = message.values
        shown = _disclosed(values["AccessToken"]) if values["Mode"] == "static" else "task token"
        transcript.note(
            f"  {agent} <- AuthorizeSubTask {values['SubTaskID']} ({values['Mode']}): {shown}"
        )
        answer = await check.handle(message)
        transcript.note(f"  {agent}: accepted, applier {answer['Applier']}")
        return answer

    return handle


def _disclosed(token_star: str) -> str:
    """What a token* discloses: its entries' subjects."""
    return f"token* disclosing {tokens.disclosed_members(token_star)} only"


def _load(world: _World) -> tuple[float, float]:
    """CPU seconds at the server for the group's tokens: one group request, or one each."""
    now = int(time.time())
    members = [
        tokens.Member(agent, (resource,), (scope,), jose.public_jwk(world.keys[agent]))
        for agent, (resource, scope, _) in SUB_AGENTS.items()
    ]

    def form(client: str, key: OKPKey, **extra: str) -> dict[str, str]:
        return client_credentials_form(client, key, world.server.issuer, now, **extra)

    group = form(
        LEADER, world.leader_key, applier_id=LEADER, authorization_details=member_details(members)
    )
    alone = [form(agent, world.keys[agent]) for agent in SUB_AGENTS]
    start = time.process_time()
    world.server.token(group, dpop=[], method="POST", uri=world.server.token_endpoint, now=now)
    grouped = time.process_time() - start
    start = time.process_time()
    for each in alone:
        world.server.token(each, dpop=[], method="POST", uri=world.server.token_endpoint, now=now)
    return grouped, time.process_time() - start


async def _failures(world: _World) -> list[str]:
    """The three refusals, each with its code."""
    codes = []
    client = world.client()
    # 1. An untrusted applier: a sub-agent that does not trust this leader.
    star = tokens.token_star_of(
        await client.group_token(
            [
                tokens.Member(
                    "collector",
                    ("rs-wearables",),
                    ("read",),
                    jose.public_jwk(world.keys["collector"]),
                )
            ]
        ),
        "collector",
    )
    wary = SubTaskAuthorization(
        "collector", issuer=world.server.issuer, issuer_keys=world.find_key,
        trusted_appliers=frozenset({"another-lead"}), jkt=jose.thumbprint(world.keys["collector"]),
    )  # fmt: skip
    codes.append(_refusal(world.transcript, "an untrusted applier", lambda: wary.check(
        LEADER, {"SubTaskID": "task-1", "Mode": "static", "AccessToken": star}
    )))  # fmt: skip
    # 2. A stolen credential used for another task.
    token = await client.task_token("task-1", ["rs-wearables"], scope="read")
    credential = tokens.issue_credential(
        leader_key=world.leader_key, leader=LEADER, sub_agent="collector",
        sub_agent_jwk=jose.public_jwk(world.keys["collector"]), task="task-1",
        access_token=token, now=int(time.time()),
    )  # fmt: skip
    check = SubTaskAuthorization(
        "collector", issuer=world.server.issuer, issuer_keys=world.find_key,
        trusted_appliers=frozenset({LEADER}), leader_keys={LEADER: world.leader_key},
        jkt=jose.thumbprint(world.keys["collector"]),
    )  # fmt: skip
    stolen = {
        "SubTaskID": "task-2",
        "Mode": "dynamic",
        "AccessToken": token,
        "TaskCredential": credential,
    }
    codes.append(
        _refusal(
            world.transcript,
            "a credential for task-1 used for task-2",
            lambda: check.check(LEADER, stolen),
        )
    )
    # 3. A replayed proof at a resource server.
    url = world.urls["rs-wearables"]
    proof = make_proof(world.keys["collector"], method="GET", uri=url, access_token=token)
    headers = {"Authorization": f"DPoP {token}", "DPoP": proof, "Task-Credential": credential}
    statuses = []
    for _ in range(2):
        async with world.http.get(url, headers=headers) as response:
            statuses.append(
                (response.status, (await response.json(content_type=None)).get("error"))
            )
    world.transcript.note(
        f"replayed DPoP proof at rs-wearables: first {statuses[0][0]}, again {statuses[1]}"
    )
    codes.append(str(statuses[1][1]) if statuses[0][0] == 200 else "first request refused")
    return codes


def _refusal(transcript: Transcript, what: str, call: Any) -> str:  # noqa: ANN401
    try:
        call()
    except AuthzError as error:
        transcript.note(f"{what}: refused {error.code} ({error.description})")
        return str(error.code)
    transcript.note(f"{what}: ACCEPTED")
    return "accepted"


async def _story(transcript: Transcript) -> str:
    with tempfile.TemporaryDirectory() as scratch:
        ledger = SqliteLedger(Path(scratch) / "authority.db")
        server = AuthorizationServer(
            issuer="http://127.0.0.1", token_endpoint="", ledger=ledger, replay=MemoryReplayCache()
        )
        try:
            async with (
                serving(AuthzService(server, admin=lambda _: None).application()) as base,
                aiohttp.ClientSession() as http,
            ):
                server.issuer, server.token_endpoint = base, f"{base}/oauth/token"
                keys = {agent: jose.generate_key() for agent in SUB_AGENTS}
                world = _World(transcript, server, http, jose.generate_key(), keys)
                return await _with_resource_servers(world)
        finally:
            ledger.close()


async def _with_resource_servers(world: _World) -> str:
    server = world.server
    resources = [resource for resource, _, _ in SUB_AGENTS.values()]
    server.register({
        "client_id": LEADER, "jwks": {"keys": [jose.public_jwk(world.leader_key)]},
        "scope": "read predict advise", "capability": "resolve intent and distribute tasks",
        "resources": resources,
    })  # fmt: skip
    for agent, (resource, scope, _) in SUB_AGENTS.items():
        server.register({"client_id": agent, "jwks": {"keys": [jose.public_jwk(world.keys[agent])]},
                         "scope": scope, "resources": [resource]})  # fmt: skip
    world.transcript.note(
        f"authorization server on {server.issuer}: {LEADER} registered "
        "to 'resolve intent and distribute tasks'"
    )
    async with (
        serving(_resource_app(world, *_rs("collector"))) as wearables,
        serving(_resource_app(world, *_rs("predictor"))) as models,
        serving(_resource_app(world, *_rs("advisor"))) as guidelines,
    ):
        for resource, base in zip(resources, (wearables, models, guidelines), strict=True):
            world.urls[resource] = f"{base}/records"
            world.guards[resource] = ResourceGuard(
                resource, issuer=server.issuer, issuer_keys=world.find_key,
                leader_keys={LEADER: world.leader_key}.get,
            )  # fmt: skip
        world.transcript.note("static group: one token for the whole plan")
        static = await _run_group(
            world, StaticAuthorizer(world.client(), world.members()), "static"
        )
        world.transcript.note(f"static group: {static[0]}, {static[1]} token request(s)")
        world.transcript.note("dynamic group: one token per task, a credential per sub-agent")
        dynamic = await _run_group(
            world, DynamicAuthorizer(world.client(), LEADER, world.members()), "dynamic"
        )
        world.transcript.note(f"dynamic group: {dynamic[0]}, {dynamic[1]} token request(s)")
        grouped, alone = _load(world)
        world.transcript.note(
            f"authorization server CPU for 3 sub-agents: {grouped * 1e3:.2f} ms for one group "
            f"request, {alone * 1e3:.2f} ms for plain OAuth (3 requests, each sub-agent alone)"
        )
        refused = await _failures(world)
    return (
        f"static {static[0]} ({static[1]} request); dynamic {dynamic[0]} ({dynamic[1]} requests); "
        + "; ".join(refused)
    )


def _rs(agent: str) -> tuple[str, str, dict[str, Any]]:
    resource, scope, data = SUB_AGENTS[agent]
    return resource, scope, dict(data)


def health(console: Console, _now: float) -> Outcome:
    """The task-group authorization draft's health example, both methods and three refusals."""
    transcript = Transcript(console, "health: a task group under OAuth 2.0 on 127.0.0.1")
    actual = asyncio.run(_story(transcript))
    expected = (
        "static completed (1 request); dynamic completed (3 requests); "
        "unknown_applier; unknown_credential; invalid_token"
    )
    return Outcome(scenario="health", expected=expected, actual=actual)


__all__ = ["health", "health_plan"]
