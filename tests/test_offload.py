"""Context offloading (sans-I/O): ni URIs, the stores, grants, and reassembly part by part."""

from __future__ import annotations

import hashlib
import logging
import os
import random
import stat
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from contexts.builtin import builtin
from ioa.offload import (
    CHUNK_CHARS,
    DEFAULT_MAX_CHARS,
    MIN_CHUNK_CHARS,
    ContextAssembler,
    FetchBudget,
    FileContextStore,
    MemoryContextStore,
    Offloader,
    OffloadError,
    context_uri,
    fetch_context,
    fetched_context,
    uri_digest,
)
from ioa.offload import store as store_module
from ioa.offload.store import INDEX_CHARS
from l8_comm.config import Limits

ACI = builtin("urn:contexts:aci:v1.1")
HELLO_SHA256 = "7f83b1657ff1fc53b92dc18148a1d65dfc2d4b1fa3d677284addd200126d9069"


def agent_context(text: str, agent: str = "doctor-agent", sub: str = "diagnosis") -> dict:
    return {
        "concept": "AgentContext",
        "AgentID": agent,
        "AgentName": "Doctor",
        "SubTaskID": sub,
        "SubTaskName": "diagnose",
        "Dependencies": [],
        "todoItems": [{"itemId": "d1", "description": "a diagnosis"}],
        "ItemstateUpdates": [],
        "KeyInformation": [],
        "Context": text,
    }


def test_a_context_uri_is_rfc6920_named_information_of_the_sha256():
    uri = context_uri(b"Hello World!")
    assert uri.startswith("ni:///sha-256;")
    assert "=" not in uri
    assert uri_digest(uri).hex() == HELLO_SHA256
    for bad in ("ni:///sha-256;short", "ni:///md5;" + "A" * 43, "https://x/y", 7):
        with pytest.raises(OffloadError) as refused:
            uri_digest(bad)
        assert refused.value.code == "invalid_context_uri"


@pytest.mark.parametrize("kind", ["file", "durable file", "memory"])
def test_a_store_is_content_addressed_and_idempotent(tmp_path, kind):
    store = {
        "file": lambda: FileContextStore(tmp_path),
        "durable file": lambda: FileContextStore(tmp_path, durable=True),
        "memory": MemoryContextStore,
    }[kind]()
    uri = store.put(b"patient history")
    assert uri == context_uri(b"patient history")
    assert store.put(b"patient history") == uri
    assert store.get(uri) == b"patient history"
    with pytest.raises(OffloadError) as missing:
        store.get(context_uri(b"never stored"))
    assert missing.value.code == "context_unavailable"


def test_the_file_store_writes_whole_private_files_and_never_serves_a_damaged_one(tmp_path):
    store = FileContextStore(tmp_path)
    uri = store.put(b"x" * 1000)
    [path] = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert path.name == hashlib.sha256(b"x" * 1000).hexdigest()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    path.write_bytes(b"y" * 1000)  # damaged on disk
    with pytest.raises(OffloadError) as damaged:
        store.get(uri)
    assert damaged.value.code == "context_unavailable"
    assert store.put(b"x" * 1000) == uri  # putting it again repairs it
    assert store.get(uri) == b"x" * 1000
    assert not list(tmp_path.rglob(".tmp-*"))


def test_only_contexts_above_the_threshold_are_offloaded_and_the_result_is_valid_aci():
    offloader = Offloader(MemoryContextStore(), threshold=100)
    small = agent_context("short")
    assert offloader.offload(small, "T-1") == small
    large = agent_context("history " * 50)
    sent = offloader.offload(large, "T-1")
    assert "Context" not in sent
    assert sent["ContextURI"] == context_uri(("history " * 50).encode())
    assert ACI.validate(sent) == "AgentContext"
    assert large["Context"] == "history " * 50  # the caller's copy is untouched


def test_a_fetch_is_answered_only_for_the_assigned_agent_and_sub_task_while_granted():
    offloader = Offloader(MemoryContextStore(), threshold=10)
    uri = offloader.offload(agent_context("a long medical history"), "T-1")["ContextURI"]
    request = {"ContextURI": uri, "SubTaskID": "diagnosis", "Offset": 0}
    chunk, grant = offloader.fetch("doctor-agent", request)
    assert chunk == {"ContextURI": uri, "Offset": 0, "Length": 22, "Text": "a long medical history"}
    assert ACI.validate({"concept": "ContextChunk", **chunk}) == "ContextChunk"
    assert (grant.agent_id, grant.sub_task_id, grant.task_id) == (
        "doctor-agent",
        "diagnosis",
        "T-1",
    )
    for peer, sub in (("pharmacy-agent", "diagnosis"), ("doctor-agent", "purchase")):
        with pytest.raises(OffloadError) as refused:
            offloader.fetch(peer, {**request, "SubTaskID": sub})
        assert refused.value.code == "not_assigned"
    unknown = {**request, "ContextURI": context_uri(b"something else")}
    with pytest.raises(OffloadError) as absent:
        offloader.fetch("doctor-agent", unknown)
    assert absent.value.code == "not_assigned"  # the same answer: nothing leaks
    offloader.revoke("doctor-agent", "diagnosis", "T-1")
    assert offloader.granted(uri) == frozenset()
    with pytest.raises(OffloadError) as revoked:
        offloader.fetch("doctor-agent", request)
    assert revoked.value.code == "not_assigned"


def test_a_fetch_with_an_offset_outside_the_context_is_refused():
    offloader = Offloader(MemoryContextStore(), threshold=1)
    uri = offloader.offload(agent_context("twelve chars"), "T-1")["ContextURI"]
    for offset in (-1, 13, True, "0"):
        with pytest.raises(OffloadError) as refused:
            offloader.fetch(
                "doctor-agent", {"ContextURI": uri, "SubTaskID": "diagnosis", "Offset": offset}
            )
        assert refused.value.code == "invalid_chunk"


def fetch_all(offloader: Offloader, assembler: ContextAssembler, peer: str = "doctor-agent") -> int:
    parts = 0
    while True:
        request = assembler.request()
        assert ACI.validate(request) == "ContextFetch"
        chunk, _ = offloader.fetch(peer, request)
        parts += 1
        if assembler.take(chunk):
            return parts


@given(text=st.text(min_size=2, max_size=6000), chunk=st.integers(MIN_CHUNK_CHARS, 2500))
def test_any_text_comes_back_whole_in_parts_of_any_size(text, chunk):
    offloader = Offloader(MemoryContextStore(), threshold=1, chunk_chars=chunk)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return  # a lone surrogate cannot be a JSON string's content
    uri = offloader.offload(agent_context(text), "T-1")["ContextURI"]
    assembler = ContextAssembler(uri, "diagnosis")
    parts = fetch_all(offloader, assembler)
    assert assembler.text == text
    assert parts == -(-len(text) // chunk)


def test_the_largest_part_fits_the_context_and_a_large_text_needs_several():
    text = "\U0001f600" * (CHUNK_CHARS + 5)  # astral characters count as one each
    offloader = Offloader(MemoryContextStore(), threshold=1)
    uri = offloader.offload(agent_context(text), "T-1")["ContextURI"]
    assembler = ContextAssembler(uri, "diagnosis")
    assert fetch_all(offloader, assembler) == 2
    assert assembler.text == text


def test_the_assembler_refuses_parts_that_do_not_add_up_and_a_wrong_whole():
    whole = "a" * 1500 + "b" * 1500
    uri = context_uri(whole.encode())
    good = {"ContextURI": uri, "Offset": 0, "Length": 3000, "Text": whole[:1500]}
    cases = [
        ({**good, "Offset": 3}, "invalid_chunk"),
        ({**good, "ContextURI": context_uri(b"other")}, "invalid_chunk"),
        ({**good, "Text": whole + "c"}, "invalid_chunk"),
        ({**good, "Text": ""}, "invalid_chunk"),
        ({**good, "Text": "a"}, "invalid_chunk"),  # a tiny part: endless round trips
        ({**good, "Text": whole[:1023]}, "invalid_chunk"),
        ({**good, "Length": "3000"}, "invalid_chunk"),
        ({**good, "Length": 10**10}, "too_large"),
        ({**good, "Text": whole[:-1] + "X"}, "digest_mismatch"),
        ({**good, "Length": 1, "Text": "\ud800"}, "invalid_chunk"),
    ]
    for chunk, code in cases:
        with pytest.raises(OffloadError) as refused:
            ContextAssembler(uri, "s").take(chunk)
        assert refused.value.code == code, chunk
    assembler = ContextAssembler(uri, "s")
    assert assembler.take(good) is False
    with pytest.raises(OffloadError) as changed:
        assembler.take({**good, "Offset": 1500, "Length": 3001, "Text": whole[1500:]})
    assert changed.value.code == "invalid_chunk"
    # The last part may be short.
    assert assembler.take({**good, "Offset": 1500, "Text": whole[1500:2990]}) is False
    assert assembler.take({**good, "Offset": 2990, "Text": whole[2990:]}) is True
    assert assembler.text == whole


def test_an_offloader_refuses_a_context_above_its_limit():
    offloader = Offloader(MemoryContextStore(), threshold=1, max_chars=10)
    with pytest.raises(OffloadError) as refused:
        offloader.offload(agent_context("x" * 11), "T-1")
    assert refused.value.code == "too_large"
    for size in (CHUNK_CHARS + 1, MIN_CHUNK_CHARS - 1):
        with pytest.raises(ValueError, match="chunk_chars"):
            Offloader(MemoryContextStore(), chunk_chars=size)


def test_an_offloader_whose_file_store_cannot_hold_its_limit_says_so_when_made(tmp_path, caplog):
    # Before: said only at the first large context, as the store's `too_large`.
    with pytest.raises(ValueError, match=r"at most 1000 bytes, fewer than max_chars \(2000"):
        Offloader(FileContextStore(tmp_path, max_bytes=1000), max_chars=2000)
    with caplog.at_level(logging.WARNING, logger="ioa.offload"):
        Offloader(FileContextStore(tmp_path, max_bytes=4000), max_chars=2000)
    assert "max_bytes=8000 holds any" in caplog.text
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="ioa.offload"):
        Offloader(FileContextStore(tmp_path))  # the defaults fit each other
        Offloader(FileContextStore(tmp_path, max_bytes=8000), max_chars=2000)
    assert not caplog.text


def test_a_part_is_never_longer_than_an_l8_envelope_string_can_be():
    assert Limits().max_string_length == CHUNK_CHARS
    chunk = ACI.concept_schema("ContextChunk")["properties"]["Text"]
    assert chunk["maxLength"] == CHUNK_CHARS


def test_pruning_the_file_store_keeps_what_is_in_use_and_what_is_recent(tmp_path):
    store = FileContextStore(tmp_path)
    offloader = Offloader(store, threshold=1)
    in_use = offloader.offload(agent_context("still being worked on"), "T-1")["ContextURI"]
    old = store.put(b"an old context")
    recent = store.put(b"a recent context")
    leftover = tmp_path / "sha-256" / "00" / ".tmp-abc"
    leftover.parent.mkdir(parents=True, exist_ok=True)
    leftover.write_bytes(b"half written")
    for path in tmp_path.rglob("*"):
        if path.is_file() and path.name != Path(store._path(recent)).name:
            os.utime(path, (1_000_000, 1_000_000))
    assert store.prune(older_than=2_000_000, keep=offloader.in_use()) == 2
    assert store.get(in_use) == b"still being worked on"
    assert store.get(recent) == b"a recent context"
    with pytest.raises(OffloadError):
        store.get(old)
    assert not leftover.exists()


def test_a_fetch_budget_bounds_the_bytes_fetches_under_way_hold_together():
    whole = "\u00e9" * 3000  # two bytes a character: 6,000 bytes
    uri = context_uri(whole.encode())
    budget = FetchBudget(8000, per_peer=8000)
    first, second = (
        ContextAssembler(uri, "s", budget=budget),
        ContextAssembler(uri, "t", budget=budget),
    )
    part = {"ContextURI": uri, "Offset": 0, "Length": 3000, "Text": whole[:1500]}
    assert first.take(part) is False
    assert second.take(part) is False
    assert budget.held == 6000
    with pytest.raises(OffloadError) as refused:
        first.take({**part, "Offset": 1500, "Text": whole[1500:]})
    assert refused.value.code == "over_budget"
    first.release()  # the refused fetch lets go: the other completes within the budget
    assert second.take({**part, "Offset": 1500, "Text": whole[1500:]}) is True
    assert second.text == whole
    assert budget.held == 6000  # the text is held, and charged, until its user releases it
    second.release()
    assert budget.held == 0


@pytest.mark.parametrize(
    ("last", "width"),
    [("a", 1), ("\u00e9", 1), ("\u20ac", 2), ("\U0001f600", 4)],
    ids=["ascii", "latin-1", "bmp", "astral"],
)
def test_a_fetched_text_is_charged_what_it_holds_in_memory_not_its_utf8_bytes(last, width):
    """An outside attack: ASCII and one emoji, charged its UTF-8 bytes (about one a
    character), decoded to a text of 4 bytes a character: the agent held 4x what the
    budget allowed. Once decoded, the text is charged its characters times the widest
    one's size in memory (1, 2 or 4 bytes: how CPython holds it)."""
    whole = "a" * 2999 + last
    uri = context_uri(whole.encode())
    chunks = [
        {"ContextURI": uri, "Offset": at, "Length": 3000, "Text": whole[at : at + 1500]}
        for at in (0, 1500)
    ]
    roomy = FetchBudget(20_000, per_peer=20_000)
    assembler = ContextAssembler(uri, "s", budget=roomy, peer="master")
    assert [assembler.take(chunk) for chunk in chunks] == [False, True]
    assert assembler.text == whole
    assert roomy.held_by("master") == max(3000 * width, len(whole.encode()))
    assembler.release()
    assert roomy.held == 0
    tight = FetchBudget(20_000, per_peer=3_999)  # the UTF-8 bytes fit, not 2 or 4 a character
    assembler = ContextAssembler(uri, "s", budget=tight, peer="master")
    assert not assembler.take(chunks[0])
    if width == 1:
        assert assembler.take(chunks[1])
        return
    with pytest.raises(OffloadError) as refused:
        assembler.take(chunks[1])
    assert refused.value.code == "over_budget"
    assert f"3,000 characters at {width} bytes each" in refused.value.message
    assert assembler.text is None
    assembler.release()
    assert tight.held == 0


def test_a_context_too_wide_for_a_peers_share_is_refused_at_its_first_wide_part():
    """A review: the width was charged once every part had come and the digest matched: an
    honest context with one emoji, past the share at 4 bytes a character, was fetched whole,
    then refused (and fetched again on the master's next attempt)."""
    whole = "\U0001f600" + "a" * 5999
    uri = context_uri(whole.encode())
    budget = FetchBudget(40_000, per_peer=20_000)  # 6,000 UTF-8 bytes fit; 24,000 do not
    assembler = ContextAssembler(uri, "s", budget=budget, peer="master")
    with pytest.raises(OffloadError) as refused:
        assembler.take({"ContextURI": uri, "Offset": 0, "Length": 6000, "Text": whole[:1500]})
    assert refused.value.code == "over_budget"
    assert assembler.received == 0  # the first part: nothing more is asked for
    assembler.release()
    assert budget.held == 0


def test_a_context_longer_than_a_peers_share_is_refused_at_its_first_part():
    budget = FetchBudget(8000)  # a peer's share: half
    whole = "a" * 4001
    uri = context_uri(whole.encode())
    assembler = ContextAssembler(uri, "s", budget=budget, peer="master")
    with pytest.raises(OffloadError) as refused:
        assembler.take({"ContextURI": uri, "Offset": 0, "Length": 4001, "Text": whole[:1024]})
    assert refused.value.code == "over_budget"
    assert "one peer's share of the budget is 4,000" in refused.value.message
    assert budget.held == 0  # nothing taken: it never fetched what it could not hold


def test_one_peers_fetches_hold_at_most_its_share_and_others_still_fetch():
    """A master whose fetches crawl kept every other master's contexts out while the
    budget was one pool (an outside review, M-2): each peer holds at most its share."""
    whole = "a" * 3000
    uri = context_uri(whole.encode())
    budget = FetchBudget(8000)  # 4,000 a peer
    part = {"ContextURI": uri, "Offset": 0, "Length": 3000, "Text": whole[:1500]}
    slow = [ContextAssembler(uri, f"s{n}", budget=budget, peer="mallory") for n in range(3)]
    assert slow[0].take(part) is False
    assert slow[1].take(part) is False
    with pytest.raises(OffloadError) as refused:  # a third crawling fetch: past its share
        slow[2].take(part)
    assert refused.value.code == "over_budget"
    assert "fetches from mallory would hold 4,500 bytes (at most 4,000 for one peer)" in (
        refused.value.message
    )
    assert (budget.held, budget.held_by("mallory")) == (3000, 3000)
    honest = ContextAssembler(uri, "t", budget=budget, peer="alice")
    assert honest.take(part) is False
    assert honest.take({**part, "Offset": 1500, "Text": whole[1500:]}) is True
    assert budget.held_by("alice") == 3000
    honest.release()
    for assembler in slow:
        assembler.release()
    assert (budget.held, budget.held_by("mallory"), budget.held_by("alice")) == (0, 0, 0)


@pytest.mark.parametrize(
    ("limit", "per_peer"), [(0, None), (True, None), (8000, 0), (8000, 8001), (8000, 1.5)]
)
def test_a_budget_that_could_hold_nothing_is_refused_where_it_is_made(limit, per_peer):
    with pytest.raises(ValueError, match="must be"):
        FetchBudget(limit, per_peer=per_peer)


class _Peer:
    """A session whose peer answers `ContextFetch` from one text (parts of 1,024)."""

    peer = "master"

    def __init__(self, text: str) -> None:
        self.text = text
        self.uri = context_uri(text.encode())

    async def query(self, request: dict) -> dict:
        at = request["Offset"]
        return {
            "concept": "ContextChunk",
            "ContextURI": self.uri,
            "Offset": at,
            "Length": len(self.text),
            "Text": self.text[at : at + MIN_CHUNK_CHARS],
        }


async def test_a_fetched_text_stays_charged_while_its_work_runs():
    """The budget bounds what the work holds too: released when the fetch ended, five
    60 Mi-character contexts were held at once under a 64 MiB budget while their works
    ran (an outside review)."""
    peer = _Peer("\u00e9" * 3000)  # 6,000 bytes
    budget = FetchBudget(8000, per_peer=8000)
    async with fetched_context(peer, peer.uri, "s", budget=budget) as text:  # type: ignore[arg-type]
        assert text == peer.text
        assert budget.held == 6000
        with pytest.raises(OffloadError) as refused:  # a second one, while the first works
            await fetch_context(peer, peer.uri, "t", budget=budget)  # type: ignore[arg-type]
        assert refused.value.code == "over_budget"
        assert budget.held == 6000  # the refused one let go of what it took
    assert budget.held == 0
    assert await fetch_context(peer, peer.uri, "t", budget=budget) == peer.text  # type: ignore[arg-type]
    assert budget.held == 0


def test_storing_an_intact_copy_again_makes_it_recent_for_pruning(tmp_path):
    store = FileContextStore(tmp_path)
    offloader = Offloader(store, threshold=10)
    text = "standard instructions for every booking sub-task. " * 100
    uri = store.put(text.encode())
    week_ago = store._path(uri).stat().st_mtime - 8 * 86400  # written by a run long ago
    os.utime(store._path(uri), (week_ago, week_ago))
    keep = offloader.in_use()  # a prune's snapshot, taken before the new run offloads
    sent = offloader.offload(agent_context(text), "T-new")
    assert store.prune(older_than=week_ago + 86400, keep=keep) == 0
    chunk, _ = offloader.fetch("doctor-agent", {**sent, "Offset": 0})
    assert chunk["Length"] == len(text)


def _mixed_text(length: int, seed: int) -> str:
    """Characters of one to four UTF-8 bytes, mixed: parts must cut between characters."""
    rng = random.Random(seed)
    alphabet = "aZ7 \u00e9\u00df\u0416\u4e2d\u3042\U0001f600\U00010348"
    return "".join(rng.choice(alphabet) for _ in range(length))


@pytest.mark.parametrize("kind", ["file", "memory"])
def test_a_part_read_around_its_place_is_the_texts_own_slice(tmp_path, kind):
    store = FileContextStore(tmp_path) if kind == "file" else MemoryContextStore()
    text = _mixed_text(3 * INDEX_CHARS + 123, seed=5)
    uri = store.put(text.encode())
    edges = [0, 1, INDEX_CHARS - 1, INDEX_CHARS, INDEX_CHARS + 1, 2 * INDEX_CHARS, len(text)]
    rng = random.Random(9)
    for offset in [*edges, *(rng.randrange(len(text) + 1) for _ in range(40))]:
        for count in (1, MIN_CHUNK_CHARS, INDEX_CHARS, INDEX_CHARS + 7, 65_536):
            assert store.part(uri, offset, count) == (text[offset : offset + count], len(text))
    assert store.part(uri, len(text) + 5, 10) == ("", len(text))


def test_fetches_of_more_contexts_than_are_cached_check_each_file_once(tmp_path, monkeypatch):
    """An outside attack: with more contexts fetched at once than the master kept decoded
    (4), every part re-read and re-hashed its whole file (64 MiB per 64 KiB part)."""
    store = FileContextStore(tmp_path)
    offloader = Offloader(store, threshold=10, chunk_chars=MIN_CHUNK_CHARS)
    texts = {f"S{n}": _mixed_text(8 * MIN_CHUNK_CHARS, seed=n) for n in range(6)}
    sent = {
        sub: offloader.offload(agent_context(text, sub=sub), "T-1") for sub, text in texts.items()
    }
    hashed: list[int] = []
    digest = store_module.context_uri
    monkeypatch.setattr(store_module, "context_uri", lambda data: hashed.append(1) or digest(data))
    got = dict.fromkeys(texts, "")
    for _ in range(8):  # part by part, the six fetches interleaved
        for sub in texts:
            request = {**sent[sub], "Offset": len(got[sub])}
            chunk, _ = offloader.fetch("doctor-agent", request)
            got[sub] += chunk["Text"]
    assert got == texts
    assert len(hashed) == len(texts)  # one whole check per file, not one per part


def test_a_file_changed_after_its_first_read_is_checked_again_and_not_served(tmp_path):
    store = FileContextStore(tmp_path)
    text = "x" * (2 * INDEX_CHARS)
    uri = store.put(text.encode())
    assert store.part(uri, 0, 10) == ("x" * 10, len(text))
    [path] = [p for p in tmp_path.rglob("*") if p.is_file()]
    path.write_bytes(b"y" * len(text))  # damaged in place: same size, a new time
    os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns + 1_000_000))
    with pytest.raises(OffloadError) as damaged:
        store.part(uri, INDEX_CHARS, 10)
    assert damaged.value.code == "context_unavailable"
    assert store.put(text.encode()) == uri  # putting it again repairs it
    assert store.part(uri, INDEX_CHARS, 10) == ("x" * 10, len(text))


def test_by_default_one_masters_share_holds_the_largest_context_a_master_offloads():
    """A review: with a 64 MiB budget and half of it a peer's, a context of 32 to 64 Mi
    characters that a default master offloads was refused by a default invoked agent."""
    budget = FetchBudget()
    assert budget.per_peer >= DEFAULT_MAX_CHARS  # ASCII: a byte a character
    text = "a" * MIN_CHUNK_CHARS
    uri = context_uri(text.encode())
    assembler = ContextAssembler(uri, "s", budget=budget, peer="master")
    first = {"ContextURI": uri, "Offset": 0, "Length": DEFAULT_MAX_CHARS, "Text": text}
    assert assembler.take(first) is False  # not refused at its first part
    assembler.release()
    assert budget.held == 0
