"""Refused requests are logged paced per source, each line saying the count (spec 2.2)."""

from __future__ import annotations

import logging

import pytest
from transport_helpers import running

from l7_transport import SESSION_PATH, SessionRefused
from l7_transport.paces import MAX_SOURCES, PacedBySource
from l7_transport.tls import DevPki, write_dev_pki


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> DevPki:
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


def refusal_lines(caplog: pytest.LogCaptureFixture) -> list[str]:
    """The lines logged so far about refused requests."""
    return [r.getMessage() for r in caplog.records if "refusing stream" in r.getMessage()]


@pytest.mark.parametrize("protocol", ["h2", "h2c", "h3"])
async def test_refused_requests_are_logged_once_a_while_per_source_with_their_count(
    protocol: str, pki: DevPki, caplog: pytest.LogCaptureFixture
) -> None:
    """An outside attack (F6): a flood of `GET /x` wrote one INFO line per refusal, 85,000
    in 10 s over HTTP/2 (a refusal with a problem document draws on no budget). A source's
    first refusal is logged, then one a `SAID_EVERY` (10 s), each saying the count."""
    async with running(protocol, pki) as (server, connect):
        client = await connect()
        with caplog.at_level(logging.INFO, logger="l7_transport"):
            for _ in range(50):
                with pytest.raises(SessionRefused, match="status 404"):
                    await client.get("/x")
            assert len(refusal_lines(caplog)) == 1
            server.refusals_said.every = 0  # type: ignore[attr-defined] - the next is due
            with pytest.raises(SessionRefused, match="status 405"):
                await client.get(SESSION_PATH)  # a GET where only POST is taken
        await client.close()
    lines = refusal_lines(caplog)
    assert len(lines) == 2, lines
    assert "with 404 (127.0.0.1: 1 requests refused so far" in lines[0]
    assert "with 405 (127.0.0.1: 51 requests refused so far" in lines[1]


def test_each_source_has_its_own_pace() -> None:
    paces = PacedBySource(every=10.0)
    assert paces.due("192.0.2.1", now=0.0) == 1
    assert paces.due("192.0.2.1", now=5.0) is None
    assert paces.due("2001:db8::/64", now=5.0) == 1  # another source: its first line
    assert paces.due("192.0.2.1", now=9.9) is None
    assert paces.due("192.0.2.1", now=10.0) == 4  # due again, with the count so far
    assert paces.due("2001:db8::/64", now=10.0) is None


def test_the_sources_kept_are_bounded() -> None:
    paces = PacedBySource(every=10.0)
    for index in range(MAX_SOURCES):
        assert paces.due(f"10.0.{index // 256}.{index % 256}", now=0.0) == 1
    assert paces.due("192.0.2.1", now=1.0) == 1  # room is made (all were said lately)
    assert len(paces) <= MAX_SOURCES
    for index in range(MAX_SOURCES):
        paces.due(f"10.1.{index // 256}.{index % 256}", now=20.0)
    assert len(paces) <= MAX_SOURCES  # those not said for `every` went first
