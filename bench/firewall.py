"""The semantic firewall: what a decision costs, and what it adds to a locked session.

One run measures, with the example policies shipped in
`l9_snl/firewall/examples` (five policies: a baseline permit, a quarantine
on injected text, a forbid on one concept, a rate limit, a value rule):

- decisions per second of raw `cedarpy.is_authorized` (pre-parsed policy
  set, schema and entities: the floor for one Cedar evaluation);
- decisions per second through `Firewall.decide`, uncached (the access
  policies and the `@limit` policies evaluated, every time) and cached;
- messages per second through a locked session (sans-I/O: two semantic
  sessions joined in memory, every content validated on the way out and
  in) with and without the firewall in front of the receiver. Each message
  has its own free text (screened every time); the decision cache keys on
  what policies can read, so typical traffic hits it. The decision log is
  the default one (INFO not enabled).

Goals (issue 6): a cached decision under 10 us; the firewall adds at most
25% to the locked-session message rate (rate with >= 0.8 x rate without).
"""

from __future__ import annotations

import json
import sys
import time
from importlib import resources
from pathlib import Path
from typing import Any

import cedarpy
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import at_least, at_most, interleaved, parse_args, per_second, report

from contexts.builtin import builtin
from l8_comm import Endpoint, MessageReceived, Performative
from l9_snl.firewall import Firewall, load_policies, request_for
from l9_snl.firewall.policies import SCHEMA, SCHEMA_TEXT
from l9_snl.handshake import ContextLocked
from l9_snl.integrity import ACK_PROTOCOL_NAME, SessionGuard
from l9_snl.session import SemanticConfig, SemanticSession

EXAMPLES = Path(str(resources.files("l9_snl.firewall").joinpath("examples")))
SUPPLY = builtin("urn:contexts:supplyChain:v1.0")
GOAL_CACHED_US = 10.0
GOAL_SESSION = 0.8


def observation(n: int) -> dict[str, Any]:
    """A typical message: one concept, free text that differs every time."""
    return {
        "concept": "local_observation",
        "observed_fact_text": f"Port of Rotterdam: berth {n % 97} congested, {n % 5} day delay",
        "confidence_score": 0.8,
    }


def _locked_with(peer: str) -> ContextLocked:
    """What a handshake with `peer` over the supply-chain context would have locked."""
    return ContextLocked(
        context=SUPPLY,
        peer=peer,
        authority="bench",
        embedding_model=None,
        resumed=False,
        transcript="sha256:" + "0" * 64,
    )


def _guarded(endpoint: Endpoint) -> SessionGuard:
    """The MAC guard a live session installs on its endpoint (`l9_snl.aio`), its ACKs off."""
    guard = SessionGuard(endpoint, ack_timeout=None)
    endpoint.guard = guard
    endpoint.silent_protocols = frozenset({ACK_PROTOCOL_NAME})
    return guard


class LockedPair:
    """Two semantic sessions joined in memory (what the receiver's logic gets, counted).

    Every message is sealed and authenticated (its `mac` tag and sequence number,
    spec 12.16), as on a live locked session: until 2026-12-03 the pair had no guard, and
    each message's text repeated one of 485 texts exactly, which the screen's cache then
    answered; live, every message carried a new tag, which the screen read.
    """

    def __init__(self, firewall: Firewall | None) -> None:
        sending, receiving = (
            Endpoint("retailer-7", peer_id="wholesaler"),
            Endpoint("wholesaler", peer_id="retailer-7"),
        )
        key = bytes(range(32))
        _guarded(sending).activate_send(key)
        _guarded(receiving).activate_receive(key)
        self.sender = SemanticSession(sending, _locked_with("wholesaler"), integrity=sending.guard)
        self.receiver = SemanticSession(
            receiving,
            _locked_with("retailer-7"),
            config=SemanticConfig(firewall=firewall),
            integrity=receiving.guard,
        )
        self.count = 0
        self.first = self.sender.send(
            Performative.INFORM, observation(0), protocol="group", to=("wholesaler",)
        )
        self.receiver.receive_data(self.sender.data_to_send(), time.time())

    def one(self) -> None:
        """One message, sent, moved and received."""
        self.count += 1
        self.sender.send(
            Performative.INFORM, observation(self.count), conversation_id=self.first.conversation_id
        )
        events = self.receiver.receive_data(self.sender.data_to_send(), time.time())
        if not any(isinstance(e, MessageReceived) for e in events):
            raise AssertionError(f"not delivered: {events}")


def main() -> int:
    """Run the benchmark and print its table."""
    args = parse_args(__doc__ or "")
    quick = args.quick
    bundle = load_policies(EXAMPLES)
    firewall = Firewall(bundle, log=lambda _: None)
    envelope = Endpoint("retailer-7").send(
        Performative.INFORM, observation(1), to=("wholesaler",), ontology=str(SUPPLY.urn)
    )
    request = request_for(envelope, SUPPLY, bundle)
    entities = cedarpy.Entities.from_json_str(
        json.dumps(
            [
                {
                    "uid": {"type": "Ioa::Agent", "id": "retailer-7"},
                    "attrs": {"organisation": "acme-retail", "credentials": []},
                    "parents": [],
                },
                {
                    "uid": {"type": "Ioa::Concept", "id": request.resource},
                    "attrs": {"name": "local_observation", "kind": "concept"},
                    "parents": [{"type": "Ioa::Context", "id": str(SUPPLY.urn)}],
                },
            ]
        ),
        schema=SCHEMA_TEXT,
    )
    cedar_request = request.cedar()

    def raw() -> None:
        cedarpy.is_authorized(cedar_request, bundle.access, entities, SCHEMA)

    def uncached() -> None:
        firewall._cache.clear()  # noqa: SLF001 - the benchmark measures the miss path
        firewall.decide(request, now=1.0)

    def cached() -> None:
        firewall.decide(request, now=1.0)

    n = 200 if quick else 2000
    rates = {
        "raw cedarpy decisions/s": per_second(raw, n // 4, repeats=3 if quick else 7),
        "firewall uncached decisions/s": per_second(uncached, n // 8, repeats=3 if quick else 7),
        "firewall cached decisions/s": per_second(cached, n * 5, repeats=3 if quick else 7),
    }
    # The decision log as deployed by default: the l9_snl.firewall.decisions logger, with
    # INFO not enabled (an operator who enables it pays for one JSON line per decision).
    plain, guarded = LockedPair(None), LockedPair(Firewall(bundle))
    session = interleaved(
        {
            "locked session messages/s": plain.one,
            "locked session + firewall messages/s": guarded.one,
        },
        n,
        rounds=3 if quick else 7,
    )
    results = {**rates, **session}
    cached_us = 1e6 / rates["firewall cached decisions/s"]
    ratios = {
        "cached decision (us)": cached_us,
        "uncached / raw cedar time": rates["raw cedarpy decisions/s"]
        / rates["firewall uncached decisions/s"],
        "session with firewall / without": session["locked session + firewall messages/s"]
        / session["locked session messages/s"],
    }
    table = Table(title="semantic firewall (example policies, one process)", title_justify="left")
    table.add_column("measure")
    table.add_column("value", justify="right")
    for name, value in results.items():
        table.add_row(name, f"{value:,.0f}")
    for name, value in ratios.items():
        table.add_row(name, f"{value:.2f}")
    goals = {
        "cached decision under 10 us": at_most(GOAL_CACHED_US, cached_us, strictly=True),
        "session keeps >= 80% of its rate": at_least(
            GOAL_SESSION, ratios["session with firewall / without"]
        ),
    }
    return report("firewall", results, ratios, goals, args=args, table=table)


if __name__ == "__main__":
    sys.exit(main())
