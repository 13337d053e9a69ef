"""The stage the main `ioa demo` scenarios play on: real parts on 127.0.0.1, set up and torn down.

`async with Stage() as stage:` gives a temporary directory, a development
PKI, a Schema Authority (a TUF repository in a temporary SQLite file,
served over HTTP on 127.0.0.1) that has published the contexts the play
needs, and an `AuthorityClient` that verifies them. `await stage.agent(...)`
makes an `ioa.Agent` whose contexts are the ones the authority vouched for
(a revoked one is left out), whose identity key every other agent on the
stage pins, optionally behind the shipped example firewall, serving
HTTP/2 + TLS on 127.0.0.1. `await stage.connect(...)` locks a session
between two of them. Everything is closed on leaving the block.

What happens is recorded (`events`, `decisions`) and, with a transcript,
printed: handshakes, every message an agent receives with its size in
cl100k_base tokens, and every firewall decision.
"""

from __future__ import annotations

import asyncio
import contextlib
import tempfile
import time
from collections.abc import AsyncIterator, Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path
from types import TracebackType
from typing import Any, Final, Self, TypeVar

from rich.text import Text

from authority.aio import fetch
from authority.client import AuthorityClient, VerifiedContext
from authority.config import ClientConfig
from authority.exceptions import AuthorityError
from authority.repository import Repository
from authority.service import serve as serve_authority
from authority.sqlite_store import SqliteStore
from contexts.builtin import builtin
from contexts.document import SharedContext
from ioa.agent import Agent, AgentSession, Listener, Tls
from ioa.master_tokens import tokens_of
from ioa.transcript import Transcript
from l7_transport.tls import write_dev_pki
from l8_comm import Envelope, Event, MessageReceived
from l9_snl.firewall import Firewall, PolicyBundle, load_policies
from l9_snl.firewall.core import log_decision
from l9_snl.identity import AgentIdentity
from l9_snl.session import ClarificationAnswered

EXAMPLE_POLICIES: Final = Path(str(resources.files("l9_snl.firewall").joinpath("examples")))
"""The shipped example Cedar policies (and `agents.json`)."""
STAGE_AUTHORITY: Final = "stage-authority"
"""The id of the stage's Schema Authority (signed into its root)."""
STAGE_CONTEXTS: Final = (
    "urn:contexts:travel:v2.0",
    "urn:contexts:travel:v2.1",
    "urn:contexts:supplyChain:v1.0",
    "urn:contexts:aci:v1.0",
)
"""The built-in contexts a stage publishes unless told otherwise."""
DEFAULT_WAIT: Final = 10.0
"""Seconds `Stage.until` waits by default."""
POLL: Final = 0.02
"""Seconds between checks of `Stage.until` when nothing is observed."""

T = TypeVar("T")


@dataclass(frozen=True, kw_only=True, slots=True)
class Outcome:
    """What a scenario was expected to reach, and what it reached."""

    scenario: str
    """The scenario's name."""
    expected: str
    """The outcome it must reach."""
    actual: str
    """The outcome it reached."""

    @property
    def ok(self) -> bool:
        """True when the scenario reached its expected outcome."""
        return self.expected == self.actual


def content_tokens(content: object) -> int:
    """The size of a message's content in cl100k_base tokens (its JSON; none without content)."""
    return 0 if content is None else tokens_of(content)


class CountingTranscript(Transcript):
    """A transcript that also prints and sums each message's size in tokens."""

    def __init__(self, console: Any, title: str) -> None:  # noqa: ANN401 - a rich Console
        super().__init__(console, title)
        self.tokens = 0
        """cl100k_base tokens of every message content printed so far."""

    def message(self, envelope: Envelope, state: str | None = None) -> None:
        """Print one received envelope, then its content's size in tokens."""
        super().message(envelope, state)
        tokens = content_tokens(envelope.content)
        self.tokens += tokens
        if tokens:
            self.console.print(Text(f"      {tokens} tokens", style="dim"))


@dataclass(frozen=True, slots=True, kw_only=True)
class Decided:
    """One firewall decision, as the deciding agent's firewall logged it."""

    agent: str
    """The agent whose firewall decided."""
    record: dict[str, Any]
    """The decision's log record (`principal`, `action`, `resource`, `decision`, `code`...)."""

    @property
    def outcome(self) -> str:
        """allow, flag, quarantine or reject."""
        return str(self.record["decision"])

    @property
    def concept(self) -> str:
        """The concept or task the message named."""
        return str(self.record["resource"]).rpartition("#")[2]

    @property
    def sender(self) -> str:
        """The agent the message came from."""
        return str(self.record["principal"])


@dataclass(frozen=True, slots=True, kw_only=True)
class Observed:
    """One event of a locked session, as an agent on the stage saw it."""

    agent: str
    """The agent that saw it."""
    peer: str
    """The other end of the session."""
    event: Event
    """What happened."""


def describe_decision(decided: Decided) -> str:
    """One line for people: who decided what about which message, by which policies."""
    record = decided.record
    line = (
        f"{decided.agent} firewall: {decided.outcome} {record['action']} {decided.concept} "
        f"from {decided.sender}"
    )
    if record.get("code"):
        line += f" [{record['code']}]"
    policies = record.get("policies") or []
    if policies:
        line += f" by {', '.join(policies)}"
    if record.get("screen"):
        line += f"; screen: {', '.join(record['screen'])}"
    return line


class Stage:
    """An authority, a PKI and agents on 127.0.0.1 for one play; an async context manager."""

    def __init__(
        self,
        *,
        contexts: Iterable[str] = STAGE_CONTEXTS,
        transcript: Transcript | None = None,
        policies: Path = EXAMPLE_POLICIES,
        authority_id: str = STAGE_AUTHORITY,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.published = tuple(contexts)
        """The built-in contexts the authority publishes on entry."""
        self.transcript = transcript
        """Where to print what happens (nothing is printed without one)."""
        self.policies = policies
        """The firewall policy directory of agents made with `firewall=True`."""
        self.authority_id = authority_id
        self.clock = clock
        self.agents: dict[str, Agent] = {}
        """Every agent on the stage, by id."""
        self.listeners: dict[str, Listener] = {}
        """The listener of every serving agent, by id."""
        self.events: list[Observed] = []
        """Every event of every locked session, in the order agents saw them."""
        self.decisions: list[Decided] = []
        """Every firewall decision, in order."""
        self.refused: dict[str, str] = {}
        """Contexts the authority would not vouch for when asked: URN -> error code."""
        self._exit = contextlib.AsyncExitStack()
        self._changed = asyncio.Event()
        self._bundle: PolicyBundle | None = None
        self._folder: Path | None = None
        self._store: SqliteStore | None = None
        self._client: AuthorityClient | None = None
        self._url: str | None = None
        self._tls: Tls | None = None

    # -- setting up and tearing down ----------------------------------------------------

    async def __aenter__(self) -> Self:
        """Set everything up; on a failure, whatever was set up is torn down again."""
        try:
            await self._set_up()
        except BaseException:
            await self._exit.aclose()
            raise
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        """Close every session, listener and the authority; remove the temporary files."""
        await self._exit.aclose()

    async def _set_up(self) -> None:
        folder = Path(self._exit.enter_context(tempfile.TemporaryDirectory(prefix="ioa-stage-")))
        self._folder = folder
        pki = write_dev_pki(folder / "pki")
        self._tls = Tls(pki.server_cert, pki.server_key, pki.ca_cert)
        # No admin token: the stage operates the authority in process.
        store, self._url = await self._exit.enter_async_context(
            local_authority(folder / "authority.db", self.authority_id, now=self._now())
        )
        self._store = store
        for urn in self.published:
            await self.publish(builtin(urn).canonical)
        self._client = AuthorityClient(
            f"{self._url}/metadata/",
            cache_dir=folder / "agent-cache",
            root=store.metadata("1.root.json"),
            config=ClientConfig(refresh_interval=0),  # every fetch re-checks revocation
        )
        self._exit.push_async_callback(self._close_agents)
        self.note(
            f"stage: authority {self.authority_id} on {self._url} (SQLite, TUF, Ed25519); "
            f"published {', '.join(self.published)}; agents on 127.0.0.1, HTTP/2 + TLS "
            "from a development CA"
        )

    async def _close_agents(self) -> None:
        for agent in self.agents.values():
            for session in list(agent.sessions):
                with contextlib.suppress(Exception):
                    await session.close()
            await agent.close()  # the connections it opened, lingering ones included
        for listener in self.listeners.values():
            await listener.close()

    # -- the authority -----------------------------------------------------------------

    @property
    def tls(self) -> Tls:
        """The development PKI: the server certificate and key, and the CA to verify them."""
        return _ready(self._tls)

    @property
    def folder(self) -> Path:
        """The stage's temporary directory (removed on exit)."""
        return _ready(self._folder)

    @property
    def authority_url(self) -> str:
        """Where the authority serves (`http://127.0.0.1:<port>`)."""
        return _ready(self._url)

    @property
    def store(self) -> SqliteStore:
        """The authority's database (the operator's side)."""
        return _ready(self._store)

    @property
    def client(self) -> AuthorityClient:
        """The agents' verifying client of the authority."""
        return _ready(self._client)

    def _now(self) -> datetime:
        return datetime.fromtimestamp(self.clock(), UTC)

    async def publish(self, document: bytes) -> str:
        """Publish a context document at the authority (as its operator); the commit summary."""
        commit = await asyncio.to_thread(
            self.store.operate,
            lambda repo: repo.publish(document, now=self._now()),
            actor="stage",
        )
        return commit.summary if commit is not None else ""

    async def revoke(self, urn: str, reason: str) -> None:
        """Revoke a context at the authority: agents made afterwards do not offer it."""
        await asyncio.to_thread(
            self.store.operate,
            lambda repo: repo.revoke(urn, reason=reason, now=self._now()),
            actor="stage",
        )
        self.note(f"authority: revoked {urn} ({reason})")

    async def verified(self, urn: str) -> VerifiedContext:
        """Fetch a context from the authority and verify it (`AuthorityError` if refused)."""
        return await fetch(self.client, urn, clock=self.clock)

    async def contexts(self, urns: Iterable[str]) -> list[SharedContext]:
        """The contexts the authority vouches for among `urns` (others go to `refused`)."""
        found = []
        for urn in urns:
            try:
                verified = await self.verified(urn)
            except AuthorityError as error:
                self.refused[urn] = str(error.code)
                self.note(f"authority: {urn} refused [{error.code}]: not offered")
                continue
            found.append(verified.context)
        return found

    # -- agents --------------------------------------------------------------------------

    async def agent(
        self,
        agent_id: str,
        *,
        contexts: Iterable[str],
        firewall: bool = False,
        serve: bool = True,
    ) -> Agent:
        """A new agent with the verified `contexts`, pinned by (and pinning) every other one.

        With `firewall`, the stage's policies stand in front of its handlers;
        with `serve`, it listens on 127.0.0.1 (HTTP/2 + TLS).
        """
        if agent_id in self.agents:
            msg = f"there is already an agent {agent_id!r} on the stage"
            raise ValueError(msg)
        verified = await self.contexts(contexts)
        if not verified:
            msg = f"the authority vouches for none of the contexts of {agent_id}"
            raise ValueError(msg)
        agent = Agent(
            AgentIdentity.generate(agent_id),
            contexts=verified,
            authority=self.authority_id,
            firewall=self._firewall(agent_id) if firewall else None,
        )
        for other in self.agents.values():
            other.trust_peer(agent.identity)
            agent.trust_peer(other.identity)
        agent.observers.append(self._observe)
        self.agents[agent_id] = agent
        if serve:
            self.listeners[agent_id] = await agent.serve(tls=self.tls)
        versions = ", ".join(f"{c.urn} ({c.digest[:15]}…)" for c in verified)
        guarded = ", behind the example firewall" if firewall else ""
        self.note(f"{agent_id}: verified {versions}{guarded}")
        return agent

    def port(self, agent_id: str) -> int:
        """The port a serving agent listens on."""
        listener = self.listeners.get(agent_id)
        if listener is None:
            msg = f"{agent_id!r} does not serve on this stage"
            raise KeyError(msg)
        return listener.port

    async def connect(
        self,
        agent: Agent,
        peer: str,
        *,
        context: str | None = None,
        port: int | None = None,
    ) -> AgentSession:
        """Lock a session from `agent` to `peer` (at `port`, default the peer's own)."""
        session = await agent.connect(
            "127.0.0.1",
            port if port is not None else self.port(peer),
            peer=peer,
            context=context,
            tls=self.tls,
        )
        locked = session.locked.locked
        how = "resumed" if locked.resumed else "HELLO, SELECT, LOCK"
        self.note(
            f"{agent.agent_id} → {peer}: locked {locked.context.urn} ({how}); "
            f"digest {locked.context.digest[:19]}…, signed by {locked.authority}, "
            f"transcript {locked.transcript[:19]}…"
        )
        return session

    def _firewall(self, agent_id: str) -> Firewall:
        if self._bundle is None:
            self._bundle = load_policies(self.policies)

        def log(record: dict[str, Any]) -> None:
            decided = Decided(agent=agent_id, record=record)
            self.decisions.append(decided)
            log_decision(record)  # and the usual JSON line
            self.note(describe_decision(decided))
            self._changed.set()

        return Firewall(self._bundle, log=log)

    def _observe(self, session: AgentSession, event: Event) -> None:
        agent = session.agent.agent_id
        self.events.append(Observed(agent=agent, peer=session.peer, event=event))
        self._changed.set()
        if self.transcript is None:
            return
        if isinstance(event, MessageReceived):
            self.transcript.message(event.envelope, event.state)
        elif isinstance(event, ClarificationAnswered):
            options = ", ".join(str(o["value"]) for o in event.answer.get("options", ()))
            self.note(f"{agent} L9: answered the clarification from the ontology: {options}")

    # -- watching ------------------------------------------------------------------------

    def note(self, text: str) -> None:
        """Print a line on the transcript, if there is one."""
        if self.transcript is not None:
            self.transcript.note(text)

    def received(self, agent_id: str) -> list[Envelope]:
        """The messages `agent_id` has received so far (after L9 and its firewall)."""
        return [
            o.event.envelope
            for o in self.events
            if o.agent == agent_id and isinstance(o.event, MessageReceived)
        ]

    async def until(self, condition: Callable[[], bool], seconds: float = DEFAULT_WAIT) -> None:
        """Wait until `condition()` holds (`TimeoutError` after `seconds`).

        It is checked again on every event and decision, and every `POLL`
        seconds for what follows them (a handler's work, a listener's session).
        """
        async with asyncio.timeout(seconds):
            while not condition():
                self._changed.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._changed.wait(), POLL)


def _ready(part: T | None) -> T:
    if part is None:
        msg = "the stage is not set up: use `async with Stage() as stage`"
        raise RuntimeError(msg)
    return part


@contextlib.asynccontextmanager
async def local_authority(
    path: Path, authority_id: str, *, now: datetime, settings: Mapping[str, str] | None = None
) -> AsyncIterator[tuple[SqliteStore, str]]:
    """A new Schema Authority in the SQLite file `path`, served on 127.0.0.1: (store, base URL).

    `settings` go into the store beside `authority_id` (an admin token's hash,
    say); the service stops and the store closes on leaving the block.
    """
    store = SqliteStore(path, create=True)
    try:
        store.initialise(
            Repository.create(authority_id=authority_id, now=now),
            actor="operator",
            settings={"authority_id": authority_id, **(settings or {})},
        )
        stop = asyncio.Event()
        bound: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        service = asyncio.create_task(
            serve_authority(store, port=0, ready=lambda _h, port: bound.set_result(port), stop=stop)
        )
        try:
            started: set[asyncio.Future[Any]] = {bound, service}  # bound, or failed at start
            await asyncio.wait(started, timeout=DEFAULT_WAIT, return_when=asyncio.FIRST_COMPLETED)
            if not bound.done():
                service.cancel()
                msg = "the authority service did not start"
                raise RuntimeError(msg)
            yield store, f"http://127.0.0.1:{bound.result()}"
        finally:
            stop.set()
            with contextlib.suppress(asyncio.CancelledError):
                await service
    finally:
        store.close()


__all__ = [
    "EXAMPLE_POLICIES",
    "STAGE_AUTHORITY",
    "STAGE_CONTEXTS",
    "CountingTranscript",
    "Decided",
    "Observed",
    "Outcome",
    "Stage",
    "content_tokens",
    "describe_decision",
    "local_authority",
]
