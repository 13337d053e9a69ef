"""The conformance kit (`ioa interop run`): its requirements, the reference agent, broken targets.

The reference agent must pass every requirement, over cleartext HTTP/2,
HTTP/2 with TLS and HTTP/3. Each deliberately broken target (its responder
altered in one way) must fail exactly the requirements that way breaks, and
nothing else: a kit that failed more would be reporting noise, one that
failed less would be missing the fault.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import re
import secrets
import subprocess
import sys
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

import orjson
import pytest
from draining_server import draining_server

import ioa.agent
import ioa.agent_listening
from contexts.builtin import builtin_library
from ioa.interop import probe as probe_module
from ioa.interop.checks import CHECKS, CLARIFY, SAMPLES
from ioa.interop.kit import KitReport, run_kit
from ioa.interop.probe import ProbeError, kit_identity
from ioa.interop.reference import reference_agent, reference_process
from ioa.interop.report import summary_lines, to_html, to_json, to_junit
from ioa.interop.requirements import REQUIREMENTS
from l7_transport import CARD_PATH
from l7_transport.tls import write_dev_pki
from l9_snl.compact import CompactForm
from l9_snl.config import SemanticConfig
from l9_snl.handshake import HandshakeConfig, HandshakeResponder
from l9_snl.handshake import responder as responder_module
from l9_snl.selection import Preferences, select
from l9_snl.session import SemanticSession

ROOT = Path(__file__).resolve().parents[1]
SPEC = (ROOT / "docs" / "spec.md").read_text("utf-8")
QUICK = HandshakeConfig(timeout=2.0)
"""For the runs that include the SNL-TIME checks, which wait out the target's handshake
timeout: 2 s keeps those waits short. Every other run keeps the default (10 s), so that a
loaded machine cannot time out the handshakes of checks about something else."""
UNTIMED = [r.id for r in REQUIREMENTS if not r.id.startswith("SNL-TIME-")]
"""Every requirement but the two that wait out the target's handshake timeout (~5 s a run):
for the tests about something else (the reference runs and the timeout test run them)."""
TIMED = [r.id for r in REQUIREMENTS if r.id.startswith("SNL-TIME-")] + ["BAD-SERVE-001"]
"""The two that wait out the target's handshake timeout, and the check that the target
still serves once it has timed out the half-open handshakes they leave (run last)."""


# -- the requirements as data


def test_every_requirement_has_a_check_and_every_check_a_requirement() -> None:
    assert set(CHECKS) == {r.id for r in REQUIREMENTS}


def test_requirement_ids_are_unique_and_stable_in_form() -> None:
    ids = [r.id for r in REQUIREMENTS]
    assert len(ids) == len(set(ids))
    for requirement_id in ids:
        assert re.fullmatch(r"[A-Z0-9]+-[A-Z]+-\d{3}", requirement_id), requirement_id


@pytest.mark.parametrize("requirement", REQUIREMENTS, ids=lambda r: r.id)
def test_each_requirement_names_a_section_of_the_spec(requirement: Any) -> None:
    heading = rf"^#{{2,3}} {re.escape(requirement.section)}[. ]"
    assert re.search(heading, SPEC, re.MULTILINE), requirement.section


ROW = r"^\| `([A-Z0-9-]+)` \| ([0-9.]+) \| ([A-Z]+) \|"


def test_the_spec_lists_every_requirement_as_the_kit_checks_it() -> None:
    rows = {
        match[0]: (match[1], match[2])
        for match in re.findall(
            r"^\| `([A-Z0-9-]+)` \| ([0-9.]+) \| ([A-Z]+) \|", SPEC, re.MULTILINE
        )
    }
    assert rows == {r.id: (r.section, str(r.level)) for r in REQUIREMENTS}


def test_the_kits_samples_are_valid_for_the_built_in_contexts() -> None:
    for context in builtin_library():
        for task in context.task_names:
            if task in SAMPLES:
                content = {"task": task, "parameters": SAMPLES[task]}
                assert context.validate(content) == task
        if context.name in CLARIFY:
            assert context.ontology is not None


# -- the reference agent


async def run_against(
    agent: ioa.agent.Agent, *, only: list[str] | None = None, **serve: Any
) -> KitReport:
    listener = await agent.serve(**serve)
    try:
        scheme = "https" if serve.get("tls") else "http"
        tls = serve.get("tls")
        return await run_kit(
            f"{scheme}://127.0.0.1:{listener.port}",
            protocol=serve.get("protocol", "h2"),
            ca=str(tls.ca) if tls else None,
            only=only,
        )
    finally:
        await listener.close()


async def run_every_check(**serve: Any) -> tuple[KitReport, KitReport]:
    """Every check of the kit against the reference agent: the untimed, then the timed.

    Apart, so that only the SNL-TIME checks meet the 2 s handshake timeout they wait out
    (`QUICK`): the others' handshakes get the default, which a loaded machine cannot miss.
    """
    return await asyncio.gather(  # at once, as one run's checks would be
        run_against(reference_agent(), only=UNTIMED, **serve),
        run_against(reference_agent(handshake=QUICK), only=TIMED, **serve),
    )


def failures(report: KitReport) -> set[str]:
    return {r.requirement.id for r in report.results if r.outcome == "failed"}


def outcomes(report: KitReport) -> dict[str, str]:
    return {r.requirement.id: f"{r.outcome}: {r.detail}" for r in report.results}


async def test_the_reference_agent_passes_every_requirement_over_cleartext_http2() -> None:
    reports = await run_every_check()
    for report in reports:
        assert {r.outcome for r in report.results} == {"passed"}, outcomes(report)
        assert report.exit_status() == 0
    ran = {r.requirement.id for report in reports for r in report.results}
    assert ran == {r.id for r in REQUIREMENTS}


@pytest.mark.parametrize("protocol", ["h2", "h3"])
async def test_the_reference_agent_passes_over_tls_and_http3(tmp_path: Path, protocol: str) -> None:
    pki = write_dev_pki(tmp_path)
    tls = ioa.agent.Tls(cert=pki.server_cert, key=pki.server_key, ca=pki.ca_cert)
    untimed, timed = await run_every_check(protocol=protocol, tls=tls)
    assert not failures(untimed) | failures(timed), outcomes(untimed) | outcomes(timed)
    skipped = {r.requirement.id for r in untimed.results + timed.results if r.outcome == "skipped"}
    # raw HTTP/2 requests (paths, media types) are checked over HTTP/2 only
    assert skipped == (set() if protocol == "h2" else {"L7-PATH-001", "L7-TYPE-001"})


# -- broken targets: each fails exactly what it breaks


def ignoring_minimums(theirs: Preferences, mine: Preferences) -> Any:
    """The selection rule run as if neither side had a floor (the broken target's)."""
    return select(dataclasses.replace(theirs, minimums={}), dataclasses.replace(mine, minimums={}))


class AcceptsStrippedHello(HandshakeResponder):
    """Fills in a missing key share instead of refusing the HELLO."""

    def receive(self, performative: str, content: object, **kw: Any) -> Any:
        full = (
            isinstance(content, dict) and content.get("snl") == "HELLO" and "resume" not in content
        )
        if full and "kx" not in content:
            content = {**content, "kx": HELLO_KX}
        return super().receive(performative, content, **kw)


class WrongCodes(HandshakeResponder):
    """Refuses what it must, always with the code `invalid_handshake`."""

    def receive(self, performative: str, content: object, **kw: Any) -> Any:
        events, outgoing = super().receive(performative, content, **kw)
        for out in outgoing:
            if out.performative in ("REFUSE", "FAILURE"):
                out.content["code"] = "invalid_handshake"
        return events, outgoing


def _kx() -> str:
    from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey  # noqa: PLC0415
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat  # noqa: PLC0415

    from l9_snl.encoding import b64url  # noqa: PLC0415

    public = X25519PrivateKey.generate().public_key()
    return b64url(public.public_bytes(Encoding.Raw, PublicFormat.Raw))


HELLO_KX = _kx()


async def test_a_target_that_ignores_minimum_versions_fails_the_minimum_checks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(responder_module, "select", ignoring_minimums)
    report = await run_against(reference_agent(), only=UNTIMED)
    assert failures(report) == {"SNL-MIN-001", "SNL-MIN-002"}, outcomes(report)


@pytest.mark.parametrize(
    ("responder", "broken"),
    [
        (AcceptsStrippedHello, {"SNL-HELLO-004"}),
        (
            WrongCodes,
            {
                "SNL-HELLO-007",
                "SNL-SELECT-001",
                "SNL-SELECT-002",
                "SNL-SELECT-003",
                "SNL-MIN-001",
                "SNL-MIN-002",
                "SNL-LOCK-001",
                "SNL-DOWN-001",
                "SNL-RES-002",
                "SNL-RES-003",
                "SNL-REV-001",
            },
        ),
    ],
    ids=lambda value: value.__name__ if isinstance(value, type) else "",
)
async def test_a_broken_handshake_fails_exactly_what_it_breaks(
    monkeypatch: pytest.MonkeyPatch, responder: type, broken: set[str]
) -> None:
    monkeypatch.setattr(ioa.agent_listening, "HandshakeResponder", responder)
    report = await run_against(reference_agent(), only=UNTIMED)
    assert failures(report) == broken, outcomes(report)
    assert report.exit_status() == 1


async def test_a_target_that_sends_unvalidated_content_fails_the_answer_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    agent = reference_agent()

    @agent.handler("bookFlight")
    async def wrong(message: Any) -> dict[str, Any]:
        return {"booking_reference": "not a PNR", **message.values}

    original = SemanticSession._outgoing

    def unchecked(self: SemanticSession, performative: str, content: object, protocol: Any) -> None:
        if self.endpoint.local_id == agent.agent_id:
            return  # the target's sessions send whatever their handlers return
        original(self, performative, content, protocol)

    monkeypatch.setattr(SemanticSession, "_outgoing", unchecked)
    report = await run_against(agent, only=UNTIMED)
    assert failures(report) == {"SNL-VAL-003"}, outcomes(report)


async def test_a_target_publishing_an_expired_card_fails_the_card_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An outside attack: the card check verified only the card's signature, so a card
    expired two days before passed. Its times are checked, with 60 s of skew."""
    original = ioa.agent.Agent.card

    def expired(self: ioa.agent.Agent, endpoints: Any, *, now: float, protocol: str = "h2") -> Any:
        return original(self, endpoints, now=now - 3 * 86400, protocol=protocol)

    monkeypatch.setattr(ioa.agent.Agent, "card", expired)
    report = await run_against(reference_agent(), only=["L7-CARD-001"])
    assert failures(report) == {"L7-CARD-001"}, outcomes(report)
    assert "the card expired at" in outcomes(report)["L7-CARD-001"]


async def test_a_target_that_drips_messages_does_not_stretch_a_wait() -> None:
    """An outside attack: a target sending an envelope every 5 s made each check wait 90 s
    instead of 10 s, every envelope skipped starting the wait again. The wait is whole."""
    from ioa.interop.probe import RawSession  # noqa: PLC0415
    from l7_transport.framing import encode_frame  # noqa: PLC0415

    class Dripping:
        async def receive(self) -> bytes:
            await asyncio.sleep(0.1)
            return encode_frame(b'{"performative": "INFORM"}')

    raw = RawSession(client=None, channel=Dripping(), agent_id="kit")  # type: ignore[arg-type]
    waiting = asyncio.ensure_future(
        raw.answer(lambda envelope: envelope.get("performative") == "AGREE", patience=0.5)
    )
    await asyncio.wait({waiting}, timeout=5.0)  # (per envelope, it never ended: 0.1 s each)
    waiting.cancel()
    with pytest.raises(TimeoutError):
        waiting.result()  # ended, not cancelled


async def test_only_the_targets_end_of_a_session_is_its_answer() -> None:
    """An outside attack: a target that ignored a frame with no MAC but sent a lying ACK
    made the kit's own guard end the session with `integrity_failure`, which the kit took
    for the target's answer: SNL-MAC-001 passed. Only an end the target said counts."""
    from ioa.interop.checks.base import _code_verdict, _not_understood  # noqa: PLC0415
    from l8_comm.events import SessionTerminated  # noqa: PLC0415

    ours = SessionTerminated(code="integrity_failure", reason="a lying ACK")
    assert await _not_understood([ours], 0, patience=0.05) == {
        "kit_ended": "integrity_failure: a lying ACK"  # (said: a third review)
    }
    verdict = _code_verdict(await _not_understood([ours], 0), "integrity_failure")
    assert verdict.outcome == "failed"
    assert "the kit ended the session: integrity_failure: a lying ACK" in verdict.detail
    theirs = SessionTerminated(code="integrity_failure", reason="no MAC", peer="target")
    found = await _not_understood([theirs, ours], 0, patience=0.05)
    assert found == {"code": "integrity_failure", "ended": True}


async def test_a_target_that_takes_any_mac_fails_the_mac_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An outside attack: the MAC check sent only a frame with no MAC, so a target that
    took any MAC value (it checked only that one was there) passed. A frame with a wrong
    MAC is sent too, on a session of its own."""
    from l9_snl import integrity  # noqa: PLC0415

    monkeypatch.setattr(integrity, "_equal", lambda _mine, _theirs: True)
    report = await run_against(reference_agent(), only=["SNL-MAC-001"])
    assert failures(report) == {"SNL-MAC-001"}, outcomes(report)
    assert "failed: a wrong MAC: " in outcomes(report)["SNL-MAC-001"]


def _sealed(payload: bytes) -> bool:
    """Whether `payload` ends with a `mac` member as a sender writes it."""
    from l9_snl.tags import _SUFFIX, _SUFFIX_HEAD  # noqa: PLC0415

    cut = len(payload) - _SUFFIX
    return cut > 0 and payload.startswith(_SUFFIX_HEAD, cut) and payload.endswith(b'"}')


def _mac_parts(payload: bytes) -> tuple[bytes, bytes]:
    """A sealed payload's body (what its tag covers) and its tag."""
    from l9_snl.tags import _SUFFIX, _TAG_CHARACTERS  # noqa: PLC0415

    return payload[: len(payload) - _SUFFIX] + b"}", payload[-_TAG_CHARACTERS - 2 : -2]


async def test_a_target_that_takes_a_replayed_frame_fails_the_mac_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A third review: a target that took a tag made for an earlier message (a replay)
    passed: the kit sent no replayed frame. It sends one, a REQUEST it sent and the
    target answered, again."""
    from l9_snl import integrity  # noqa: PLC0415

    original = integrity.SessionGuard.open

    def tolerant(self: Any, payload: bytes, now: float) -> Any:
        try:
            return original(self, payload, now)
        except Exception:
            mac = self._receive
            if mac is not None and _sealed(payload):
                body, tag = _mac_parts(payload)
                if any(mac.tag(seq, body) == tag for seq in range(self.received)):
                    return None  # "a retransmission": processed again
            raise

    monkeypatch.setattr(integrity.SessionGuard, "open", tolerant)
    report = await run_against(reference_agent(), only=["SNL-MAC-001"])
    assert failures(report) == {"SNL-MAC-001"}, outcomes(report)
    assert "a replayed frame" in outcomes(report)["SNL-MAC-001"]


async def test_a_target_that_checks_no_mac_on_what_it_acts_on_fails_the_mac_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A third review: the kit's probes carried a task no target handles, so a target that
    took any MAC on tasks it acts on, and ended the session on anything else, passed. The
    probes carry a task the target handles when the kit has one."""
    from l9_snl import integrity  # noqa: PLC0415

    original = integrity.SessionGuard.open

    def lax(self: Any, payload: bytes, now: float) -> Any:
        try:
            return original(self, payload, now)
        except Exception:
            if self._receive is None or not _sealed(payload):
                raise
            content = orjson.loads(_mac_parts(payload)[0]).get("content")
            if isinstance(content, dict) and content.get("task") in SAMPLES:
                self.received += 1
                return None  # a task it acts on: no MAC checked
            raise

    monkeypatch.setattr(integrity.SessionGuard, "open", lax)
    report = await run_against(reference_agent(), only=["SNL-MAC-001"])
    assert failures(report) == {"SNL-MAC-001"}, outcomes(report)


async def test_a_target_that_never_times_out_a_half_open_handshake_fails_that_check() -> None:
    agent = reference_agent(handshake=HandshakeConfig(timeout=3600.0))
    claimed = agent.claims

    def claims(protocol: str = "h2") -> dict[str, object]:
        return {**claimed(protocol), "handshake_timeout": 2.0}  # it says 2 s; it waits an hour

    agent.claims = claims  # type: ignore[method-assign]
    report = await run_against(agent)
    # a session that sends nothing at all is still cut by the transport's first-frame timeout
    assert failures(report) == {"SNL-TIME-001"}, outcomes(report)


# -- claims decide what is checked


async def test_a_long_claimed_timeout_still_has_silent_sessions_ended() -> None:
    """An outside attack: a card claiming a handshake timeout of 3,600 s (a legal value) had
    both timeout checks skipped, "not claimed by the card", and the run passed. A silent
    session must still end (its first-frame timeout), waited at most 85 s; the half-open
    handshake's check says why it is not waited out."""
    agent = reference_agent(handshake=HandshakeConfig(timeout=3600.0))
    report = await run_against(agent, only=["SNL-TIME-001", "SNL-TIME-002"])
    found = outcomes(report)
    assert found["SNL-TIME-002"].startswith("passed: ended after"), found
    assert found["SNL-TIME-001"].startswith(
        "skipped: the card claims a handshake timeout of 3600 s"
    )
    assert "each says why" in summary_lines(report)[0]


async def test_only_what_the_card_claims_is_checked() -> None:
    agent = reference_agent(handshake=HandshakeConfig(resume=False))
    agent.handlers.clear()
    report = await run_against(agent, only=UNTIMED)
    skipped = {r.requirement.id: r.detail for r in report.results if r.outcome == "skipped"}
    assert set(skipped) == {
        "L8-CONV-003",
        "SNL-RES-001",
        "SNL-RES-002",
        "SNL-RES-003",
        "SNL-RES-004",
        "SNL-CMP-001",
        "SNL-VAL-001",
        "SNL-VAL-003",
    }
    assert "resumption" in skipped["SNL-RES-001"]
    assert not failures(report), outcomes(report)


async def test_a_target_with_no_card_is_a_clear_error() -> None:
    from l7_transport.http2 import serve_http2  # noqa: PLC0415

    async def nothing(_channel: Any) -> None:
        return

    server = await serve_http2(nothing, cleartext=True)
    try:
        with pytest.raises(ProbeError, match="no agent card"):
            await run_kit(f"http://127.0.0.1:{server.port}")
    finally:
        await server.close()


async def test_a_target_that_never_answers_for_its_card_is_said_so(monkeypatch) -> None:
    # A server that takes the connection and the request and never answers: the error
    # said "no agent card at HOST:PORT: " and nothing after (a timeout has no text).
    monkeypatch.setattr(probe_module, "PATIENCE", 0.5)
    async with draining_server() as server:
        where = f"127.0.0.1:{server.port}"
        with pytest.raises(ProbeError) as caught:
            await run_kit(f"http://{where}")
        silent = await server.connection()
        [asked] = silent.requests.values()
        assert asked[b":path"] == CARD_PATH.encode()  # the request came, and was not answered
    assert str(caught.value) == f"no agent card at {where}: none within 0.5 s"


# -- reports


async def test_the_reports_hold_every_result() -> None:
    agent = reference_agent()
    listener = await agent.serve()
    try:
        report = await run_kit(f"http://127.0.0.1:{listener.port}", only=["ENV-", "SNL-HELLO"])
    finally:
        await listener.close()
    assert {r.requirement.id[:3] for r in report.results} == {"ENV", "SNL"}
    document = json.loads(to_json(report))
    assert document["format"] == "ioa-interop-report/v1"
    assert document["summary"]["passed"] == len(report.results)
    assert {row["id"] for row in document["results"]} == {r.requirement.id for r in report.results}
    suite = ET.fromstring(to_junit(report))  # noqa: S314 - our own output
    assert suite.get("tests") == str(len(report.results))
    assert len(suite.findall("testcase")) == len(report.results)
    page = to_html(report)
    assert "<script" not in page
    assert "http://" not in page.split("<h1>", 1)[0]  # no external asset in the head
    assert all(r.requirement.id in page for r in report.results)
    assert summary_lines(report)[-1] == f"{len(report.results)} passed, 0 failed"


def test_a_failed_must_is_in_every_report() -> None:
    from ioa.interop.kit import Result  # noqa: PLC0415

    requirement = next(r for r in REQUIREMENTS if r.id == "SNL-HELLO-004")
    report = KitReport(url="http://x", protocol="h2", agent_id="t", started="2026-11-29T10:00:00Z")
    report.results.append(Result(requirement, "failed", "got AGREE <SELECT> & more", 0.1))
    assert report.exit_status() == 1
    assert json.loads(to_json(report))["summary"]["must_failed"] == 1
    failure = ET.fromstring(to_junit(report)).find("testcase/failure")  # noqa: S314
    assert failure is not None
    assert "AGREE <SELECT>" in failure.get("message", "")
    assert "got AGREE &lt;SELECT&gt; &amp; more" in to_html(report)
    assert summary_lines(report)[-2].startswith("MUST failed: SNL-HELLO-004")


# -- the commands


def test_ioa_interop_run_against_ioa_agent_serve_reference(tmp_path: Path) -> None:
    with reference_process() as url:
        assert url.startswith("http://127.0.0.1:")
        paths = {kind: tmp_path / f"report.{kind}" for kind in ("json", "xml", "html")}
        reports = ["--json", str(paths["json"]), "--junit", str(paths["xml"])]
        done = subprocess.run(  # noqa: S603 - our own command
            [sys.executable, "-m", "ioa", "interop", "run", url, "--only", "SNL-HELLO",
             *reports, "--html", str(paths["html"])],
            capture_output=True, text=True, timeout=300, check=False,
        )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.strip().splitlines()[-1] == "7 passed, 0 failed"
    assert all(path.stat().st_size > 0 for path in paths.values())


def test_ioa_interop_identity_prints_the_line_to_pin() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "ioa.cli", "interop", "identity"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    identity = kit_identity()
    assert done.stdout.strip() == f"interop-kit = '{identity.public_signing_key_b64url}'"


def test_an_unreachable_target_exits_2() -> None:
    port = 1 + secrets.randbelow(1000)  # a privileged port nobody serves here
    done = subprocess.run(  # noqa: S603 - our own command
        [sys.executable, "-m", "ioa.cli", "interop", "run", f"http://127.0.0.1:{port}"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 2
    assert "cannot connect" in done.stderr  # an error: stderr; stdout keeps the report
    assert "cannot connect" not in done.stdout


# -- what the outside review found ----------------------------------------------------------------


class BadTicketMac(HandshakeResponder):
    """MACs its TICKETs under the wrong key."""

    def receive(self, performative: str, content: object, **kw: Any) -> Any:
        events, outgoing = super().receive(performative, content, **kw)
        for out in outgoing:
            if out.content.get("snl") == "TICKET":
                out.content["mac"] = "A" * 43
        return events, outgoing


async def test_a_ticket_whose_mac_does_not_verify_fails_the_ticket_checks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ioa.agent_listening, "HandshakeResponder", BadTicketMac)
    report = await run_against(reference_agent(), only=UNTIMED)
    assert failures(report) == {
        "SNL-LOCK-002",
        "SNL-RES-001",
        "SNL-RES-002",
        "SNL-RES-003",
        "SNL-RES-004",
    }, outcomes(report)


class LongResumedSelect(HandshakeResponder):
    """Agrees snl.short-resume, then answers a resumption with a member too many."""

    def receive(self, performative: str, content: object, **kw: Any) -> Any:
        events, outgoing = super().receive(performative, content, **kw)
        for out in outgoing:
            if out.performative == "ACCEPT":
                out.content["resumed"] = True
        return events, outgoing


async def test_a_long_resumed_select_after_agreeing_the_short_one_fails_its_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ioa.agent_listening, "HandshakeResponder", LongResumedSelect)
    report = await run_against(reference_agent(), only=UNTIMED)
    assert failures(report) == {"SNL-RES-004"}, outcomes(report)


async def test_a_target_with_no_context_in_common_is_not_failed_for_it() -> None:
    agent = reference_agent()
    claimed = agent.claims

    def claims(protocol: str = "h2") -> dict[str, object]:
        found = claimed(protocol)
        return {**found, "digests": dict.fromkeys(found["digests"], "sha256:" + "1" * 64)}

    agent.claims = claims  # type: ignore[method-assign]
    report = await run_against(agent, only=UNTIMED)
    assert not failures(report), outcomes(report)
    assert report.must_skipped
    assert report.exit_status() == 0
    assert report.exit_status(strict=True) == 1
    passed_ids = {r.requirement.id for r in report.results if r.outcome == "passed"}
    assert {"L7-PATH-001", "L7-FRAME-001", "BAD-SERVE-001"} <= passed_ids


async def test_a_hostile_card_is_a_clear_error() -> None:
    from l7_transport import CARD_PATH  # noqa: PLC0415
    from l7_transport.http2 import serve_http2  # noqa: PLC0415

    async def nothing(_channel: Any) -> None:
        return

    for card in (b"[1]", b'{"card": 5, "signature": "x", "certifications": []}', b"\xff"):
        server = await serve_http2(nothing, cleartext=True, documents={CARD_PATH: lambda c=card: c})
        try:
            with pytest.raises(ProbeError, match="not a valid agent card"):
                await run_kit(f"http://127.0.0.1:{server.port}")
        finally:
            await server.close()


def test_what_a_target_says_reaches_no_report_raw() -> None:
    from ioa.interop.checks import failed as failed_verdict  # noqa: PLC0415
    from ioa.interop.kit import Result  # noqa: PLC0415

    # (line breaks, a bidi override and U+FFFF too: a target printed a verdict line of its
    # own under the kit's, and U+FFFF made the JUnit XML unreadable: an outside attack)
    hostile = "REFUSE \x01\x1b[31mred\x1b[0m \x9b\nPASS SNL-X\u202e\uffff" + "x" * 2000
    verdict = failed_verdict(f"expected REFUSE, got {hostile}")
    assert all(c.isprintable() for c in verdict.detail)
    assert len(verdict.detail) <= 500
    requirement = REQUIREMENTS[0]
    report = KitReport(url="http://x", protocol="h2", agent_id="t", started="2026-11-29T10:00:00Z")
    report.results.append(Result(requirement, verdict.outcome, verdict.detail, 0.1))
    ET.fromstring(to_junit(report))  # noqa: S314 - well-formed: no control character in it


async def test_only_with_no_match_is_an_error() -> None:
    with pytest.raises(ProbeError, match="no requirement id starts with"):
        await run_kit("http://127.0.0.1:9", only=["NOPE-"])


async def test_a_target_that_agrees_compact_envelopes_but_seals_them_whole_fails_that_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(CompactForm, "compact", lambda _self, wire: wire)
    report = await run_against(reference_agent(), only=["SNL-CMP-001"])
    assert failures(report) == {"SNL-CMP-001"}, outcomes(report)
    assert "sealed in the full form" in outcomes(report)["SNL-CMP-001"]


async def test_a_target_that_does_not_offer_compact_envelopes_is_not_failed_for_it() -> None:
    report = await run_against(
        reference_agent(semantic=SemanticConfig(compact=False)),
        only=["SNL-CMP-001"],
    )
    [result] = report.results
    assert result.outcome == "skipped", outcomes(report)
    assert "snl.compact" in result.detail


async def test_a_target_that_agrees_compact_envelopes_but_cannot_read_them_fails_that_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    agent = reference_agent()
    original = CompactForm.restore

    def restores_for_the_kit_only(self: CompactForm, wire: dict[str, Any]) -> None:
        if self.local != agent.agent_id:
            original(self, wire)

    monkeypatch.setattr(CompactForm, "restore", restores_for_the_kit_only)
    report = await run_against(agent, only=["SNL-CMP-001"])
    assert "SNL-CMP-001" in failures(report), outcomes(report)
    assert "did not read a compact request" in outcomes(report)["SNL-CMP-001"]


async def test_a_target_that_seals_a_broken_compact_form_fails_that_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    agent = reference_agent()
    original = CompactForm.compact

    def drops_the_performative(self: CompactForm, wire: dict[str, Any]) -> dict[str, Any]:
        out = original(self, wire)
        if self.local == agent.agent_id and out is not wire and wire["protocol"] == "request-reply":
            out = {key: value for key, value in out.items() if key != "performative"}
        return out

    monkeypatch.setattr(CompactForm, "compact", drops_the_performative)
    report = await run_against(agent, only=["SNL-CMP-001"])  # the others wait out refusals
    assert "SNL-CMP-001" in failures(report), outcomes(report)
    assert "not a compact envelope" in outcomes(report)["SNL-CMP-001"]
