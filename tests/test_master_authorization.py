"""`MasterAgent` as the leading agent of a task group, over real sockets on 127.0.0.1.

The authorization server is the real aiohttp service on a real SQLite file;
the master and its invoked agents talk HTTP/2 with `urn:contexts:aci:v1.2`.
Static mode asks once per run; dynamic mode once per sub-task; an invoked
agent refuses with the draft's codes and does no work unauthorized.
"""

from __future__ import annotations

import asyncio
import time
from contextlib import asynccontextmanager
from types import SimpleNamespace

import aiohttp
import pytest
from aiohttp import web

from authority.authz import jose, tokens
from authority.authz.client import TokenClient
from authority.authz.dpop import MemoryReplayCache
from authority.authz.errors import AuthzCode, AuthzError
from authority.authz.server import AuthorizationServer
from authority.authz.service import AuthzService, serving
from authority.authz.store import SqliteLedger
from contexts.builtin import builtin
from ioa.agent import Agent, AgentError
from ioa.authorization import (
    MAX_ACCEPTED,
    DynamicAuthorizer,
    GroupMember,
    StaticAuthorizer,
    SubTaskAuthorization,
    current_authorization,
)
from ioa.master import MasterAgent, invoked_handler
from ioa.orchestration import Plan, SubTask
from ioa.task_group import task_subcontext
from l8_comm.identifiers import new_id
from l9_snl.config import SemanticConfig
from l9_snl.identity import AgentIdentity

ACI = [
    builtin("urn:contexts:aci:v1.0"),
    builtin("urn:contexts:aci:v1.1"),
    builtin("urn:contexts:aci:v1.2"),
]
TOUR = ("hotel-agent", "flight-agent", "weather-agent")
LEADER_KEY = jose.generate_key()
KEYS = {agent: jose.generate_key() for agent in TOUR}


@asynccontextmanager
async def authorization_server(tmp_path):
    ledger = SqliteLedger(tmp_path / "authority.db")
    server = AuthorizationServer(
        issuer="https://as.test", token_endpoint="", ledger=ledger, replay=MemoryReplayCache()
    )
    runner = web.AppRunner(AuthzService(server, admin=lambda _: None).application())
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    server.token_endpoint = f"http://127.0.0.1:{runner.addresses[0][1]}/oauth/token"
    server.register(
        {
            "client_id": "master",
            "jwks": {"keys": [jose.public_jwk(LEADER_KEY)]},
            "scope": "book forecast",
            "capability": "resolve intent and distribute tasks",
            "resources": [f"rs-{agent}" for agent in TOUR] + ["rs"],
        }
    )
    try:
        async with aiohttp.ClientSession() as session:
            yield (
                server,
                TokenClient(session, server.token_endpoint, server.issuer, "master", LEADER_KEY),
            )
    finally:
        await runner.cleanup()
        ledger.close()


def _issuer_keys(server):
    """The server's live keys at each look-up (a rotation shows at once)."""

    def find(header):
        return server.issuer_keys()(header)

    return find


def _members():
    return {
        agent: GroupMember(jose.public_jwk(KEYS[agent]), (f"rs-{agent}",), ("book",))
        for agent in TOUR
    }


async def _team(server, authorizer, *, trusted=frozenset({"master"}), checks=None, policies=None):
    master_agent = Agent(AgentIdentity.generate("master"), contexts=ACI)
    listeners, addresses, checks = [], {}, {} if checks is None else checks
    for agent_id in TOUR:
        check = checks.get(agent_id)
        semantic = None
        if policies is not None:
            check = checks[agent_id] = _check(server, agent_id, trusted)
            semantic = SemanticConfig(task_groups=check.task_group)
        invoked = Agent(
            AgentIdentity.generate(agent_id), contexts=ACI, policies=policies, semantic=semantic
        )
        invoked.trust_peer(master_agent.identity)
        master_agent.trust_peer(invoked.identity)
        check = checks.setdefault(agent_id, _check(server, agent_id, trusted))

        async def work(context, agent_id=agent_id):
            return {context["todoItems"][0]["itemId"]: f"done by {agent_id}"}

        invoked.handler("AuthorizeSubTask")(check.handle)
        invoked.handler("AgentContext")(invoked_handler(work, authorization=check))
        listener = await invoked.serve()
        listeners.append(listener)
        addresses[agent_id] = ("127.0.0.1", listener.port)
    master = MasterAgent(master_agent, addresses, authorizer=authorizer)
    return master, listeners, checks


def _check(server, agent_id, trusted):
    return SubTaskAuthorization(
        agent_id,
        issuer=server.issuer,
        issuer_keys=_issuer_keys(server),
        trusted_appliers=trusted,
        leader_keys={"master": LEADER_KEY},
        jkt=jose.thumbprint(KEYS[agent_id]),
    )


GROUP_POLICY = """
@id("agents-may-use-their-context")
permit (principal, action, resource);

// Only members of a task group led by the master may be given a sub-task.
@id("only-task-group-members")
forbid (principal, action, resource)
when {
  resource.name == "AgentContext" &&
  !(context has task_group && context.task_group.applier == "master" &&
    context.task_group.scope.contains("book"))
};
"""


async def test_the_firewall_reads_the_task_group_a_message_belongs_to(tmp_path):
    """A Cedar policy says: only members of this task group may use AgentContext."""
    (tmp_path / "policies").mkdir()
    (tmp_path / "policies" / "00-group.cedar").write_text(GROUP_POLICY)
    async with authorization_server(tmp_path) as (server, client):
        authorizer = StaticAuthorizer(client, _members())
        master, listeners, _ = await _team(server, authorizer, policies=tmp_path / "policies")
        allowed = await _run(master, listeners)
        master, listeners, _ = await _team(server, None, policies=tmp_path / "policies")
        refused = await _run(master, listeners, "T-2")
    assert allowed.task_context["OverallStatus"] == "completed", allowed.refused
    assert refused.task_context["OverallStatus"] == "failed"
    assert any("forbidden" in refusal for refusal in refused.refused)


async def _run(master, listeners, task_id="T-1"):
    try:
        async with asyncio.timeout(30):
            return await master.run(task_id, "plan a trip to Lisbon")
    finally:
        await master.close()
        for listener in listeners:
            await listener.close()


async def test_static_mode_asks_once_and_each_agent_sees_its_own_entry(tmp_path):
    async with authorization_server(tmp_path) as (server, client):
        authorizer = StaticAuthorizer(client, _members())
        master, listeners, checks = await _team(server, authorizer)
        outcome = await _run(master, listeners)
    assert outcome.task_context["OverallStatus"] == "completed", outcome.refused
    assert authorizer.requests == 1
    assert server.counters == {"client_credentials issued": 1}
    for agent_id, check in checks.items():
        [accepted] = check.granted
        assert (accepted.mode, accepted.applier) == ("static", "master")
        assert tokens.disclosed_members(accepted.access_token) == [agent_id]


async def test_dynamic_mode_asks_once_per_sub_task_with_credentials(tmp_path):
    async with authorization_server(tmp_path) as (server, client):
        authorizer = DynamicAuthorizer(client, "master", _members())
        master, listeners, checks = await _team(server, authorizer)
        outcome = await _run(master, listeners)
    assert outcome.task_context["OverallStatus"] == "completed", outcome.refused
    assert authorizer.requests == 3
    assert server.counters == {"client_credentials issued": 3}
    for check in checks.values():
        [accepted] = check.granted
        assert accepted.mode == "dynamic"
        assert accepted.credential is not None


async def test_an_untrusted_applier_is_refused_with_unknown_applier(tmp_path):
    async with authorization_server(tmp_path) as (server, client):
        authorizer = StaticAuthorizer(client, _members())
        master, listeners, checks = await _team(server, authorizer, trusted=frozenset({"other"}))
        outcome = await _run(master, listeners)
    assert outcome.task_context["OverallStatus"] == "failed"
    assert any("unknown_applier" in refusal for refusal in outcome.refused)
    assert all(not check.granted for check in checks.values())


async def test_no_work_is_done_without_an_accepted_authorization(tmp_path):
    async with authorization_server(tmp_path) as (server, _client):
        master, listeners, checks = await _team(server, None)  # a master that hands nothing
        outcome = await _run(master, listeners)
    assert outcome.task_context["OverallStatus"] == "failed"
    assert any("invalid_token" in refusal for refusal in outcome.refused)


async def test_a_stolen_credential_for_another_task_is_unknown_credential(tmp_path):
    async with authorization_server(tmp_path) as (server, client):
        token = await client.task_token("hotel", ["rs-hotel-agent"], scope="book")
        check = SubTaskAuthorization(
            "hotel-agent",
            issuer=server.issuer,
            issuer_keys=_issuer_keys(server),
            trusted_appliers=frozenset({"master"}),
            leader_keys={"master": LEADER_KEY},
        )
        credential = tokens.issue_credential(
            leader_key=LEADER_KEY,
            leader="master",
            sub_agent="hotel-agent",
            sub_agent_jwk=jose.public_jwk(KEYS["hotel-agent"]),
            task="hotel",
            access_token=token,
            now=int(time.time()),
        )
        values = {"SubTaskID": "hotel", "Mode": "dynamic", "AccessToken": token}
        assert check.check("master", {**values, "TaskCredential": credential}).applier == "master"
        stolen = {**values, "SubTaskID": "flight", "TaskCredential": credential}
        assert _code(lambda: check.check("master", stolen)) == AuthzCode.UNKNOWN_CREDENTIAL


def _code(call):
    try:
        call()
    except AuthzError as error:
        return error.code
    raise AssertionError("accepted")


async def test_an_entry_with_another_agents_key_is_refused(tmp_path):
    """A leader that lists the hotel agent under its own key cannot act in its name."""
    members = {
        **_members(),
        "hotel-agent": GroupMember(jose.public_jwk(LEADER_KEY), ("rs",), ("book",)),
    }
    async with authorization_server(tmp_path) as (server, client):
        authorizer = StaticAuthorizer(client, members)
        master, listeners, checks = await _team(server, authorizer)
        outcome = await _run(master, listeners)
    assert any("hotel-agent: invalid_token" in refusal for refusal in outcome.refused)
    assert not checks["hotel-agent"].granted


async def test_a_token_relayed_by_another_agent_is_unknown_applier(tmp_path):
    """The applier must be the agent that handed the token over, not whoever holds it."""
    async with authorization_server(tmp_path) as (server, client):
        authorizer = StaticAuthorizer(client, _members())
        master, listeners, checks = await _team(server, authorizer)
        outcome = await _run(master, listeners)
        assert outcome.task_context["OverallStatus"] == "completed"
        [accepted] = checks["hotel-agent"].granted
        values = {
            "SubTaskID": accepted.sub_task_id,
            "Mode": "static",
            "AccessToken": accepted.access_token,
        }
        assert (
            _code(lambda: checks["hotel-agent"].check("mallory", values))
            == AuthzCode.UNKNOWN_APPLIER
        )


async def test_an_authorization_serves_one_attempt_and_nothing_after_it(tmp_path):
    """Run 2 without AuthorizeSubTask gets no work done on run 1's authorization."""
    async with authorization_server(tmp_path) as (server, client):
        checks = {}
        master, listeners, _ = await _team(
            server, StaticAuthorizer(client, _members()), checks=checks
        )
        first = await _run(master, listeners)
        master, listeners, _ = await _team(server, None, checks=checks)
        second = await _run(master, listeners, "T-2")
    assert first.task_context["OverallStatus"] == "completed"
    assert second.task_context["OverallStatus"] == "failed"
    assert any("invalid_token" in refusal for refusal in second.refused)
    assert all(not check.accepted for check in checks.values())


async def _hotel_star(client):
    """The hotel agent's token* of a one-member group."""
    jwk = jose.public_jwk(KEYS["hotel-agent"])
    member = tokens.Member("hotel-agent", ("rs-hotel-agent",), ("book",), jwk)
    return tokens.token_star_of(await client.group_token([member]), "hotel-agent")


def _incoming(peer, values, attempt=None):
    """A stand-in for an `Incoming` (what `handle` and `require` read of it).

    `attempt`: the attempt its task sub-context names (None: no sub-context).
    """
    within = None if attempt is None else task_subcontext("c" * 22, attempt=attempt)
    return SimpleNamespace(peer=peer, values=values, envelope=SimpleNamespace(context=within))


async def test_an_authorization_expires_and_goes_when_trust_does(tmp_path):
    async with authorization_server(tmp_path) as (server, client):
        token = await _hotel_star(client)
        clock = [time.time()]
        check = SubTaskAuthorization(
            "hotel-agent", issuer=server.issuer, issuer_keys=_issuer_keys(server),
            trusted_appliers=frozenset({"master"}), jkt=jose.thumbprint(KEYS["hotel-agent"]),
            clock=lambda: clock[0],
        )  # fmt: skip
        values = {"SubTaskID": "hotel", "Mode": "static", "AccessToken": token}
        await check.handle(_incoming("master", values))
        assert check.require(_incoming("master", {"SubTaskID": "hotel"})).applier == "master"
        clock[0] += 601  # past the token's exp
        with pytest.raises(AgentError, match="invalid_token"):
            check.require(_incoming("master", {"SubTaskID": "hotel"}))
        clock[0] -= 601
        await check.handle(_incoming("master", values))
        check.trusted = frozenset()  # the operator stops trusting the leader
        with pytest.raises(AgentError, match="invalid_token"):
            check.require(_incoming("master", {"SubTaskID": "hotel"}))


async def test_an_agent_keeps_a_bounded_number_of_authorizations(tmp_path):
    async with authorization_server(tmp_path) as (server, client):
        token = await _hotel_star(client)
        check = _check(server, "hotel-agent", frozenset({"master"}))
        for n in range(MAX_ACCEPTED + 50):
            await check.handle(
                _incoming("master", {"SubTaskID": f"s{n}", "Mode": "static", "AccessToken": token})
            )
    assert len(check.accepted) == MAX_ACCEPTED


class _Recording:
    """An `Authorizer` that keeps the token it handed for each run (task id -> tokens)."""

    def __init__(self, inner):
        self.inner, self.handed = inner, {}

    async def authorize(self, run, sub):
        parameters = await self.inner.authorize(run, sub)
        self.handed.setdefault(run.task_id, []).append(parameters["AccessToken"])
        return parameters

    def forget(self, task_id):
        self.inner.forget(task_id)


def _one_hotel(query):
    """Every run's plan: one sub-task `hotel` (as `rule_planner`'s are), its context the query."""
    todo = (("h1", "a hotel"),)
    return Plan("t", "d", ("g",), (SubTask("hotel", "hotel", "hotel-agent", "H", todo, (), query),))


@pytest.mark.parametrize("mode", ["static", "dynamic"])
async def test_concurrent_tasks_with_one_sub_task_id_each_keep_their_own_authorization(
    tmp_path, mode
):
    """An outside attack (F3): tasks of one master that share a SubTaskID on one agent.

    Keyed by (leading agent, SubTaskID), the second AuthorizeSubTask replaced the first:
    the first task's work ran under the second's token, and its answer released the
    entry the second needed (`invalid_token`). Here every authorization is accepted
    before any is answered, and the first AgentContext answered before the others are
    looked at, the orders that made it happen: each task's work must run under the
    token handed for that task, and every task complete at its first attempt.
    """
    runs = 8
    async with authorization_server(tmp_path) as (server, client):
        inner = (
            StaticAuthorizer(client, _members())
            if mode == "static"
            else DynamicAuthorizer(client, "master", _members())
        )
        authorizer = _Recording(inner)
        master_agent = Agent(AgentIdentity.generate("master"), contexts=ACI)
        worker = Agent(AgentIdentity.generate("hotel-agent"), contexts=ACI)
        master_agent.trust_peer(worker.identity)
        worker.trust_peer(master_agent.identity)
        check = _check(server, "hotel-agent", frozenset({"master"}))
        all_accepted, accepted = asyncio.Event(), [0]

        async def authorize(message):
            answer = await check.handle(message)
            accepted[0] += 1
            if accepted[0] == runs:
                all_accepted.set()
            await all_accepted.wait()  # no answer until every run's is accepted
            return answer

        worked = []

        async def work(context):
            in_force = current_authorization()
            worked.append((context["Context"], in_force.access_token))
            await asyncio.sleep(0)
            return {"h1": "Hotel Ibis"}

        worker.handler("AuthorizeSubTask")(authorize)
        handler, first_answered = invoked_handler(work, authorization=check), asyncio.Event()
        arrived = []

        async def first_then_the_rest(message):
            arrived.append(message)
            if len(arrived) > 1:
                await first_answered.wait()
            try:
                return await handler(message)
            finally:
                first_answered.set()

        worker.handler("AgentContext")(first_then_the_rest)
        listener = await worker.serve()
        master = MasterAgent(
            master_agent,
            {"hotel-agent": ("127.0.0.1", listener.port)},
            planner=_one_hotel,
            authorizer=authorizer,
        )
        try:
            async with asyncio.timeout(30):
                outcomes = await asyncio.gather(
                    *(master.run(f"T{n}", f"user {n} books a hotel") for n in range(runs))
                )
        finally:
            await master.close()
            await listener.close()
    assert [o.task_context["OverallStatus"] for o in outcomes] == ["completed"] * runs
    assert [o.refused for o in outcomes] == [[]] * runs
    assert len(worked) == runs
    for query, token in worked:
        task_id = "T" + query.split()[1]
        assert authorizer.handed[task_id] == [token], f"{task_id} worked under another's token"
    assert not check.accepted  # each released its own


async def test_an_authorization_serves_only_the_attempt_it_names(tmp_path):
    """The AgentContext must name the attempt its AuthorizeSubTask named (spec 15.3)."""
    async with authorization_server(tmp_path) as (server, client):
        token = await _hotel_star(client)
        check = _check(server, "hotel-agent", frozenset({"master"}))
        values = {"SubTaskID": "hotel", "Mode": "static", "AccessToken": token}
        first, second = new_id(), new_id()
        await check.handle(_incoming("master", values, first))
        await check.handle(_incoming("master", values, second))  # another task's: both stay
        for attempt in (None, new_id()):  # none named, or another: not this authorization
            with pytest.raises(AgentError, match="invalid_token"):
                check.require(_incoming("master", {"SubTaskID": "hotel"}, attempt))
        with check.serving(_incoming("master", {"SubTaskID": "hotel"}, first)) as used:
            assert used.attempt == first
            assert current_authorization() is used
        assert current_authorization() is None
        assert check.require(_incoming("master", {"SubTaskID": "hotel"}, second)).attempt == (
            second
        )
        for bad in ("short", 7, "x" * 65):  # not an id: refused, with a stable code
            with pytest.raises(AgentError, match="invalid_request"):
                await check.handle(_incoming("master", values, bad))
            with pytest.raises(AgentError, match="invalid_request"):
                check.require(_incoming("master", {"SubTaskID": "hotel"}, bad))


async def test_a_late_attempt_does_not_release_the_retrys_authorization(tmp_path):
    """A master naming no attempt (an older one): the retry replaces the late attempt's
    authorization, and the late attempt, when it ends, releases only its own."""
    async with authorization_server(tmp_path) as (server, client):
        token = await _hotel_star(client)
        check = _check(server, "hotel-agent", frozenset({"master"}))
        values = {"SubTaskID": "hotel", "Mode": "static", "AccessToken": token}
        context = _incoming("master", {"SubTaskID": "hotel"})
        await check.handle(_incoming("master", values))
        with check.serving(context):  # the first attempt's work, still running when...
            await check.handle(_incoming("master", values))  # ...the retry is authorized
        assert check.require(context).applier == "master"  # the retry's, still in force


OTHER_KEY = jose.generate_key()


def _other_client(server, client):
    return TokenClient(client.session, server.token_endpoint, server.issuer, "other", OTHER_KEY)


def _register_other(server):
    """A second leading agent, "other", at the same authorization server."""
    server.register(
        {
            "client_id": "other",
            "jwks": {"keys": [jose.public_jwk(OTHER_KEY)]},
            "scope": "book",
            "capability": "distribute tasks",
            "resources": ["rs-hotel-agent"],
        }
    )


async def test_one_leading_agent_cannot_push_out_anothers_authorizations(tmp_path):
    """Each leading agent keeps at most `MAX_ACCEPTED` at an agent; only its own go."""
    async with authorization_server(tmp_path) as (server, client):
        _register_other(server)
        mine, theirs = await _hotel_star(client), await _hotel_star(_other_client(server, client))
        check = _check(server, "hotel-agent", frozenset({"master", "other"}))
        await check.handle(
            _incoming("master", {"SubTaskID": "hotel", "Mode": "static", "AccessToken": mine})
        )
        for n in range(MAX_ACCEPTED + 50):
            await check.handle(
                _incoming("other", {"SubTaskID": f"s{n}", "Mode": "static", "AccessToken": theirs})
            )
        assert check.require(_incoming("master", {"SubTaskID": "hotel"})).applier == "master"
        kept = [sub for peer, sub, _ in check.accepted if peer == "other"]
        assert kept == [f"s{n}" for n in range(50, MAX_ACCEPTED + 50)]  # its own oldest went
        for n in range(MAX_ACCEPTED):  # and the master's own flood pushes out its own only
            await check.handle(
                _incoming("master", {"SubTaskID": f"m{n}", "Mode": "static", "AccessToken": mine})
            )
        assert ("master", "hotel", None) not in check.accepted
        assert len(check.accepted) == 2 * MAX_ACCEPTED


async def test_a_flood_by_another_leading_agent_leaves_the_masters_attempt_in_force(tmp_path):
    """Over real sessions: authorized, then another trusted leader's flood, then the work."""
    async with authorization_server(tmp_path) as (server, client):
        _register_other(server)
        mine, theirs = await _hotel_star(client), await _hotel_star(_other_client(server, client))
        worker = Agent(AgentIdentity.generate("hotel-agent"), contexts=ACI)
        leaders = [Agent(AgentIdentity.generate(n), contexts=ACI) for n in ("master", "other")]
        for leader in leaders:
            leader.trust_peer(worker.identity)
            worker.trust_peer(leader.identity)
        check = _check(server, "hotel-agent", frozenset({"master", "other"}))

        async def work(context):
            return {"h1": f"done for {context['SubTaskID']}"}

        worker.handler("AuthorizeSubTask")(check.handle)
        worker.handler("AgentContext")(invoked_handler(work, authorization=check))
        listener = await worker.serve()
        try:
            master, flooder = [
                await leader.connect("127.0.0.1", listener.port, peer="hotel-agent", context="aci")
                for leader in leaders
            ]
            await master.request(
                "AuthorizeSubTask", {"SubTaskID": "hotel", "Mode": "static", "AccessToken": mine}
            )
            for n in range(MAX_ACCEPTED + 10):
                await flooder.request(
                    "AuthorizeSubTask",
                    {"SubTaskID": f"junk-{n}", "Mode": "static", "AccessToken": theirs},
                )
            answer = await master.query(_hotel_context(), expect="AgentContext")
            assert answer["KeyInformation"][0]["outputabstract"] == "done for hotel"
            await master.close()
            await flooder.close()
        finally:
            await listener.close()


def _hotel_context():
    return {
        "concept": "AgentContext",
        "AgentID": "hotel-agent",
        "AgentName": "Hotel",
        "SubTaskID": "hotel",
        "SubTaskName": "hotel",
        "Dependencies": [],
        "todoItems": [{"itemId": "h1", "description": "a hotel"}],
        "ItemstateUpdates": [],
        "KeyInformation": [],
        "Context": "Find a hotel.",
    }


async def test_a_refused_reauthorization_revokes_the_last_one(tmp_path):
    async with authorization_server(tmp_path) as (server, client):
        token = await _hotel_star(client)
        check = _check(server, "hotel-agent", frozenset({"master"}))
        await check.handle(
            _incoming("master", {"SubTaskID": "hotel", "Mode": "static", "AccessToken": token})
        )
        with pytest.raises(AgentError):
            await check.handle(
                _incoming(
                    "master", {"SubTaskID": "hotel", "Mode": "static", "AccessToken": "x.y.z~"}
                )
            )
        assert not check.accepted


async def test_an_authorization_is_not_read_by_the_firewall_before_it_is_checked(tmp_path):
    async with authorization_server(tmp_path) as (server, client):
        token = await _hotel_star(client)
        check = _check(server, "hotel-agent", frozenset({"master"}))
        values = {"SubTaskID": "hotel", "Mode": "static", "AccessToken": token}
        await check.handle(_incoming("master", values))
    from l8_comm import Endpoint, Performative  # noqa: PLC0415 - envelopes for this test

    endpoint = Endpoint("master", peer_id="hotel-agent")
    context = endpoint.send(Performative.QUERY, {"concept": "AgentContext", "SubTaskID": "hotel"})
    again = endpoint.send(Performative.REQUEST, {"task": "AuthorizeSubTask", "parameters": values})
    assert check.task_group(context).applier == "master"
    assert check.task_group(again) is None


async def test_a_token_endpoint_that_fails_fails_the_attempt_not_the_run(tmp_path):
    async def broken(_request):
        return web.Response(status=502, text="<html>bad gateway</html>", content_type="text/html")

    app = web.Application()
    app.router.add_post("/oauth/token", broken)
    async with (
        authorization_server(tmp_path) as (server, _),
        serving(app) as base,
        aiohttp.ClientSession() as http,
    ):
        client = TokenClient(http, f"{base}/oauth/token", server.issuer, "master", LEADER_KEY)
        for authorizer in (
            StaticAuthorizer(client, _members()),
            DynamicAuthorizer(client, "master", _members()),
        ):
            master, listeners, _ = await _team(server, authorizer)
            outcome = await _run(master, listeners, f"T-{id(authorizer)}")
            assert outcome.task_context["OverallStatus"] == "failed"
            assert any("temporarily_unavailable" in refusal for refusal in outcome.refused), (
                outcome.refused
            )


async def test_no_authorization_is_handed_for_a_context_that_cannot_be_sent(tmp_path):
    """The second review: the master authorized an attempt before it found its AgentContext
    too large to send (nothing offloads it), so each such attempt left the agent holding an
    authorization for an attempt that never came."""
    big = tuple((f"h{n}", "d" * 4000) for n in range(200))  # 800 KB of items: too_large
    plan = Plan("t", "d", ("g",), (
        SubTask("fly", "fly", "flight-agent", "F", (("f1", "a seat"),)),
        SubTask("stay", "stay", "hotel-agent", "H", big, ("fly",)),
    ))  # fmt: skip
    async with authorization_server(tmp_path) as (server, client):
        authorizer = DynamicAuthorizer(client, "master", _members())
        master, listeners, checks = await _team(server, authorizer)
        master.planner = lambda _query: plan
        outcome = await _run(master, listeners)
    assert outcome.task_context["OverallStatus"] == "failed"
    assert [refusal.split(": ")[:2] for refusal in outcome.refused] == [
        ["hotel-agent", "too_large"]
    ]
    assert not checks["hotel-agent"].granted
    assert len(checks["flight-agent"].granted) == 1
    assert authorizer.requests == 1


async def test_a_long_run_asks_for_a_fresh_group_token_near_its_expiry(tmp_path):
    async with authorization_server(tmp_path) as (server, client):
        server.token_lifetime = 30  # under the refresh margin: every sub-task asks again
        authorizer = StaticAuthorizer(client, _members())
        master, listeners, _ = await _team(server, authorizer)
        outcome = await _run(master, listeners)
    assert outcome.task_context["OverallStatus"] == "completed"
    assert authorizer.requests == 3
