"""The honest client every attack test measures: is the agent still serving others?

`HonestClient` books flights on its own session in a loop, before, during
and after an attack, and records each request's latency and any error.
Attack tests assert that it was served throughout (no errors, every request
answered); the latencies are reported (p50, p99) but tests never assert on
time: the bench scripts compare them.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Served:
    """What the honest client saw in one phase."""

    latencies: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    @property
    def count(self) -> int:
        """Requests answered."""
        return len(self.latencies)

    def percentile(self, share: float) -> float:
        """The latency below which `share` of the answers came (seconds)."""
        if not self.latencies:
            return float("nan")
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))]

    def summary(self) -> str:
        """One line for the test log."""
        if not self.latencies:
            return f"no answers, errors {self.errors[:3]}"
        return (
            f"{self.count} answers, p50 {statistics.median(self.latencies) * 1e3:.1f} ms, "
            f"p99 {self.percentile(0.99) * 1e3:.1f} ms, errors {len(self.errors)}"
        )


class HonestClient:
    """Requests on one session, one at a time, for as long as it runs."""

    def __init__(self, session: Any, task: str, parameters: dict[str, Any]) -> None:
        self.session = session
        self.task = task
        self.parameters = parameters
        self.phases: dict[str, Served] = {}
        self._phase = "before"
        self._stop = asyncio.Event()
        self._runner: asyncio.Task[None] | None = None

    def phase(self, name: str) -> None:
        """Count what follows under `name` (before, during, after)."""
        self._phase = name

    def start(self) -> None:
        """Start the loop."""
        self._runner = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> dict[str, Served]:
        """Stop the loop; what was seen, by phase."""
        self._stop.set()
        if self._runner is not None:
            await self._runner
        return self.phases

    async def _run(self) -> None:
        while not self._stop.is_set():
            served = self.phases.setdefault(self._phase, Served())
            started = time.perf_counter()
            try:
                async with asyncio.timeout(30):
                    await self.session.request(self.task, self.parameters)
            except Exception as error:  # noqa: BLE001 - every failure counts, whatever it is
                served.errors.append(f"{type(error).__name__}: {error}")
                await asyncio.sleep(0.05)
            else:
                served.latencies.append(time.perf_counter() - started)
            await asyncio.sleep(0.005)
