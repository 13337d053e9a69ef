"""The reference agent: what `ioa agent serve --reference` runs, and what the kit must pass on.

Every built-in context, the shipped example policies
(`l9_snl/firewall/examples/`), handlers for the travel context's tasks that
answer with valid results, and the kit's test identity pinned (the kit can
lock sessions with it; `ioa interop identity`). Nothing else: an
implementation that behaves as this agent does on the wire passes the kit.
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any, Final

from contexts.builtin import builtin_library
from ioa.agent import Agent, Incoming
from ioa.interop.probe import fixed_identity, kit_identity
from l9_snl.identity import AgentIdentity

POLICIES: Final = Path(__file__).resolve().parents[2] / "l9_snl" / "firewall" / "examples"
REFERENCE_ID: Final = "reference"


def _reference_identity() -> AgentIdentity:
    return fixed_identity(REFERENCE_ID, "ioa-stack reference agent")


def reference_agent(identity: AgentIdentity | None = None, **options: Any) -> Agent:  # noqa: ANN401
    """The reference agent (`options` go to `Agent`: a handshake config, a firewall...).

    Without `identity`, a fixed one (its key is public: a test target only).
    """
    options.setdefault("policies", POLICIES)
    agent = Agent(identity or _reference_identity(), contexts=builtin_library(), **options)
    agent.trust_peer(kit_identity())

    @agent.handler("bookFlight")
    async def book(message: Incoming) -> dict[str, Any]:
        values = message.values
        return {
            "booking_reference": "IOA7Q2",
            "origin_code": values["origin_code"],
            "dest_code": values["dest_code"],
            "date": values["date"],
        }

    @agent.handler("searchFlights")
    async def search(message: Incoming) -> dict[str, Any]:
        values = message.values
        return {
            "offers": [
                {
                    "offer_id": "offer-1",
                    "carrier_code": "BA",
                    "flight_number": "117",
                    "origin_code": values["origin_code"],
                    "dest_code": values["dest_code"],
                    "date": values["date"],
                    "departure_time": "18:30",
                    "price_minor": 45000,
                    "currency": "USD",
                }
            ]
        }

    return agent


@contextlib.contextmanager
def reference_process(*options: str, stderr: IO[str] | int = subprocess.DEVNULL) -> Iterator[str]:
    """`ioa agent serve --reference` in a process of its own (for tests and benches): its URL.

    The process is stopped when the block ends. Its logs go to `stderr` (a
    file, to read them once the block has ended); by default nowhere.
    """
    command = [sys.executable, "-m", "ioa", "agent", "serve", "--reference", *options]
    process = subprocess.Popen(  # noqa: S603 - our own interpreter and command
        command, stdout=subprocess.PIPE, stderr=stderr, text=True
    )
    try:
        assert process.stdout is not None  # noqa: S101 - piped above
        for line in process.stdout:
            if line.startswith("ioa: "):
                yield line.split(" ", 1)[1].strip()
                return
        msg = "ioa agent serve --reference ended before printing its `ioa:` line"
        raise RuntimeError(msg)
    finally:
        process.terminate()
        process.wait(timeout=30)


__all__ = ["POLICIES", "REFERENCE_ID", "reference_agent", "reference_process"]
