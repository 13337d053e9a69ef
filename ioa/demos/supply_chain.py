"""`ioa demo supply-chain`: a retailer, a wholesaler and a distributor, three processes, one group.

The wholesaler hosts the collaboration group `supply.widget-42` (and follows
it); the retailer and the distributor join it over HTTP/2 + TLS on 127.0.0.1.
Each agent runs in its own OS process (`python -m ioa.demos.supply_chain_roles
ROLE SPEC [--port PORT]`; a member given no `--port` reads the wholesaler's
port as a line on stdin, so that the parent starts all three at once) and
reports what it does as JSON lines on stdout:
`ready`, `listening` (its port), `locked`, `joined`, `seen` (every item of the
group's order it read), `sent`, `refused`, `ordered`, `decision` (a firewall
decision), `left`, `done` or `failed`.

The story: once all three are members, the retailer sends its decision
(150 units) and a contingency, the distributor an observation (a closed port,
confidence 0.9); the wholesaler orders from what it read in the group (the
rule of `wholesale_order`: 150 + 20% = 180) and sends its order to the group.
The retailer's `promotion_forecast`, which supplyChain v1.0 does not define,
is kept off the wire by its own L9; sent raw, the host's L9 refuses it and
nobody sees it. A carrier's note with an injected instruction is quarantined
by the host's firewall and reaches nobody. Every member sees the same order.

The parent (`play`, the `supply_chain` scenario) writes what the three share
in a temporary folder (a development CA, three identities whose public keys
each pins, this spec), starts the processes, waits for each with a bounded
timeout, always ends them, and prints the transcript.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

import orjson
from rich.console import Console
from rich.text import Text

from ioa.demos.processes import Child, ChildFailedError, ChildProcesses
from ioa.demos.supply_chain_roles import (
    CONTEXT,
    GROUP,
    HOST,
    INJECTED_NOTE,
    MODULE,
    RETAILER,
    ROLES,
    SHARED,
    WAIT,
    wholesale_order,
)
from ioa.stage import (
    EXAMPLE_POLICIES,
    CountingTranscript,
    Decided,
    Outcome,
    content_tokens,
    describe_decision,
)
from ioa.transcript import summarize
from l7_transport.tls import write_dev_pki
from l9_snl.identity import AgentIdentity

EXPECTED: Final = (
    "5 shared, one order at 3 members; order 180; "
    "promotion_forecast undefined_concept; injection quarantined"
)
"""The scenario's outcome line."""


# -- the parent: `ioa demo supply-chain` ----------------------------------------------------------


def prepare(folder: Path, *, wait: float = WAIT) -> Path:
    """Write what the three agents share into `folder`: a dev CA, identities, the spec; its path.

    Each identity file is owner-readable only; the spec names every agent's public key,
    so that each pins the other two.
    """
    pki = write_dev_pki(folder / "pki")
    agents: dict[str, dict[str, str]] = {}
    for agent_id in ROLES.values():
        identity = AgentIdentity.generate(agent_id)
        path = folder / f"{agent_id}.identity"
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(identity.to_private_bytes())
        agents[agent_id] = {
            "identity": str(path),
            "public_key": identity.public_signing_key_b64url,
        }
    spec = {
        "context": CONTEXT,
        "group": GROUP,
        "agents": agents,
        "policies": str(EXAMPLE_POLICIES),
        "tls": {
            "cert": str(pki.server_cert),
            "key": str(pki.server_key),
            "ca": str(pki.ca_cert),
        },
        "wait": wait,
    }
    path = folder / "spec.json"
    path.write_bytes(orjson.dumps(spec, option=orjson.OPT_INDENT_2))
    return path


@dataclass(slots=True, kw_only=True)
class SupplyChainResult:
    """What the three processes reported, and how each ended."""

    lines: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    """Agent -> every line its process reported, in order."""
    exits: dict[str, int | None] = field(default_factory=dict)
    """Agent -> its process's exit status (None: it had to be killed)."""
    pids: dict[str, int] = field(default_factory=dict)
    """Agent -> its process id."""
    failure: str = ""
    """What went wrong in the parent (a child that went quiet or ended early), if anything."""

    def reported(self, agent: str, event: str) -> list[dict[str, Any]]:
        """`agent`'s lines reporting `event`, in order."""
        return [line for line in self.lines.get(agent, []) if line.get("event") == event]

    def seen(self, agent: str) -> list[dict[str, Any]]:
        """The items of the group's order `agent` read, in order."""
        return self.reported(agent, "seen")

    def refusal(self, name: str, where: str) -> str:
        """The code `name` was refused with (`where`: local, host), or `sent`."""
        for agent in self.lines:
            for line in self.reported(agent, "refused"):
                if line.get("name") == name and line.get("where") == where:
                    return str(line.get("code"))
        return "sent"

    def in_one_order(self) -> list[str]:
        """The agents that read every shared message with no gap, in the same order.

        The same order: each item an agent read is the one every other agent read at
        that number (over the span both were members).
        """
        agreeing = []
        for agent in self.lines:
            items = self.seen(agent)
            seqs = [item["seq"] for item in items]
            whole = seqs == list(range(seqs[0], seqs[0] + len(seqs))) if seqs else False
            read = Counter((i["member"], i["name"]) for i in items if i["kind"] == "message")
            complete = all(read[key] >= count for key, count in SHARED.items())
            if whole and complete and all(self._agree(agent, other) for other in self.lines):
                agreeing.append(agent)
        return agreeing

    def _agree(self, one: str, other: str) -> bool:
        first = {i["seq"]: (i["kind"], i["member"], i["name"]) for i in self.seen(one)}
        second = {i["seq"]: (i["kind"], i["member"], i["name"]) for i in self.seen(other)}
        return all(first[seq] == second[seq] for seq in first.keys() & second.keys())

    def summary(self) -> str:
        """The scenario's outcome, in one line."""
        if self.failure:
            return f"failed: {self.failure}"
        shared = sum(1 for item in self.seen(HOST) if item["kind"] == "message")
        ordered = self.reported(HOST, "ordered")
        order = ordered[0]["quantity"] if ordered else "none"
        kept_off = self.refusal("promotion_forecast", "local")
        undefined = self.refusal("promotion_forecast", "host")
        refused = undefined if kept_off == undefined else f"{kept_off}/{undefined}"
        line = (
            f"{shared} shared, one order at {len(self.in_one_order())} members; order {order}; "
            f"promotion_forecast {refused}; injection {self.refusal('local_observation', 'host')}"
        )
        failed = {agent: code for agent, code in self.exits.items() if code != 0}
        if failed:
            line += "; " + ", ".join(f"{agent} exited {code}" for agent, code in failed.items())
        return line


class _Printer:
    """Prints what the processes report as it comes, in the style of the stage's transcript."""

    def __init__(self, transcript: CountingTranscript | None) -> None:
        self.transcript = transcript

    def __call__(self, child: Child, line: dict[str, Any]) -> None:
        transcript = self.transcript
        if transcript is None:
            return
        agent = child.name
        text = self._describe(agent, line)
        if line.get("event") == "seen" and agent == HOST:
            self._item(transcript, line)
        elif text:
            transcript.note(text)

    @staticmethod
    def _describe(agent: str, line: dict[str, Any]) -> str:  # noqa: C901, PLR0911 - one per report
        event = line.get("event")
        if event == "ready":
            guarded = ", behind the example firewall" if line.get("firewall") else ""
            return (
                f"{agent} (pid {line.get('pid')}): {line.get('context')} built in "
                f"({str(line.get('digest'))[:15]}…){guarded}; pins {', '.join(line['pins'])}"
            )
        if event == "listening":
            return (
                f"{agent}: hosts {line.get('group')} and follows it; listening on "
                f"127.0.0.1:{line.get('port')}, HTTP/2 + TLS from the development CA"
            )
        if event == "locked":
            how = "resumed" if line.get("resumed") else "HELLO, SELECT, LOCK"
            return (
                f"{agent} → {line.get('peer')}: locked {line.get('context')} ({how}); "
                f"digest {str(line.get('digest'))[:19]}…, transcript "
                f"{str(line.get('transcript'))[:19]}…"
            )
        if event == "joined":
            return f"{agent}: joined {line.get('group')}; members {', '.join(line['members'])}"
        if event == "ordered":
            return (
                f"{agent}: orders {line.get('quantity')} ({line.get('retail')} for {RETAILER}, "
                f"20% buffer when an observation's confidence is >= 0.8: read "
                f"{line.get('confidences')})"
            )
        if event == "refused":
            return _refusal(agent, line)
        if event == "decision":
            return describe_decision(Decided(agent=agent, record=line["record"]))
        if event == "left":
            return f"{agent}: left {line.get('group')} after #{line.get('last')}"
        if event == "failed":
            return f"{agent}: FAILED: {line.get('error')}"
        if event == "unreadable":
            return f"{agent}: {line.get('text')}"
        return ""

    @staticmethod
    def _item(transcript: CountingTranscript, line: dict[str, Any]) -> None:
        """One item of the group's order, as the host read it (a message with its tokens)."""
        transcript.count += 1
        entry = Text(f"{transcript.count:>3} ", style="dim")
        entry.append(f"#{line.get('seq')} {GROUP}  ")
        if line.get("kind") != "message":
            entry.append(f"{line.get('member')} {line.get('kind')}", style="yellow")
            transcript.console.print(entry)
            return
        entry.append(f"{line.get('member')}  ")
        entry.append(str(line.get("name")), style="bold green")
        transcript.console.print(entry)
        content = {"concept": line.get("name"), **line.get("values", {})}
        transcript.console.print(Text("      " + summarize(content)), soft_wrap=True)
        tokens = content_tokens(content)
        transcript.tokens += tokens
        transcript.console.print(Text(f"      {tokens} tokens", style="dim"))


def _refusal(agent: str, line: dict[str, Any]) -> str:
    code, name = line.get("code"), line.get("name")
    if line.get("where") == "local":
        return f"{agent}: its L9 kept {name} off the wire [{code}]"
    if name == "promotion_forecast":
        return f"{agent}: sent raw, the wholesaler's L9 refused it [{code}]; it reached nobody"
    return f"{agent}: the carrier's note was not delivered [{code}]; it reached nobody"


async def play(
    transcript: CountingTranscript | None = None, *, wait: float = WAIT
) -> SupplyChainResult:
    """Run the three roles as processes on 127.0.0.1; what they reported, once all ended."""
    result = SupplyChainResult()
    with tempfile.TemporaryDirectory(prefix="ioa-supply-chain-") as name:
        folder = Path(name)
        spec = str(prepare(folder, wait=wait))
        if transcript is not None:
            transcript.note(
                f"parent: a development CA and three identities in {folder}; each agent pins "
                f"the other two and loads {CONTEXT} (built in); starting three processes"
            )
        async with ChildProcesses(folder, on_line=_Printer(transcript)) as children:
            try:
                # All three start at once (their imports overlap); the members read the
                # wholesaler's port on stdin once it listens.
                host = await children.start(HOST, MODULE, "wholesaler", spec)
                members = [
                    await children.start(ROLES[role], MODULE, role, spec, stdin=True)
                    for role in ("retailer", "distributor")
                ]
                port = (await host.expect("listening", wait))["port"]
                for member in members:
                    await member.tell(f"{port}")
                ends = [child.finished(wait) for child in children.children.values()]
                await asyncio.gather(*ends)
            except (TimeoutError, ChildFailedError) as error:
                result.failure = str(error) or "a process went quiet"
                for child in children.children.values():
                    if child.returncode not in (None, 0) and transcript is not None:
                        transcript.note(f"{child.name} stderr: {child.tail()}")
        for agent, child in children.children.items():
            result.lines[agent] = list(child.lines)
            result.exits[agent] = child.returncode
            result.pids[agent] = child.pid
    if transcript is not None:
        _conclude(transcript, result)
    return result


def _conclude(transcript: CountingTranscript, result: SupplyChainResult) -> None:
    agreeing = set(result.in_one_order())
    for agent in result.lines:
        seqs = [item["seq"] for item in result.seen(agent)]
        span = f"#{seqs[0]}-#{seqs[-1]}" if seqs else "nothing"
        same = "the same order as every other member" if agent in agreeing else "NOT one order"
        transcript.note(f"{agent} read {span} ({len(seqs)} items): {same}")
    exits = ", ".join(
        f"{agent} (pid {result.pids[agent]}) {code}" for agent, code in result.exits.items()
    )
    transcript.note(f"processes ended: {exits}")
    transcript.note(f"tokens: {transcript.tokens} in {transcript.count} messages (cl100k_base)")


def supply_chain(console: Console, _now: float) -> Outcome:
    """Retailer, wholesaler and distributor, three processes, one group; a refusal, a quarantine."""
    transcript = CountingTranscript(
        console,
        "supply chain: retailer-7, wholesaler-2 and distributor-1, three processes, one group",
    )
    actual = asyncio.run(play(transcript)).summary()
    return Outcome(scenario="supply-chain", expected=EXPECTED, actual=actual)


__all__ = [
    "CONTEXT",
    "EXPECTED",
    "GROUP",
    "INJECTED_NOTE",
    "MODULE",
    "ROLES",
    "SHARED",
    "SupplyChainResult",
    "play",
    "prepare",
    "supply_chain",
    "wholesale_order",
]
