"""`ioa.logs`: what a peer wrote cannot split, reorder or hide a log line, in either format.

A text line repeats a peer's words through `printable`; a JSON line through `JsonLines`.
Either way a record stays one line for every reader (`str.splitlines` splits on more
than a newline) and shows no control the peer chose raw.
"""

from __future__ import annotations

import io
import json
import logging
import sys

from hypothesis import given
from hypothesis import strategies as st

from ioa.logs import FIELDS, JsonLines, Pace, PacedRepeats, printable, setup

HOSTILE = (
    "a\nb\rc",
    "\x1b[1A\x1b[2K\x9b2J",  # CSI, 7-bit and 8-bit
    "GetTask\u202e\u2066 7.0.0.721 morf\u2069",  # bidi override and isolates
    "zero\u200bwidth\u200e\u200f\u2060\ufeff",  # zero-width characters and marks
    "line\u2028para\u2029next\x85vt\x0bff\x0cfs\x1cgs\x1drs\x1e",  # what splitlines splits on
    "nul\x00del\x7f",
)


def _record(message: str, **fields: object) -> logging.LogRecord:
    record = logging.LogRecord("ioa.test", logging.INFO, __file__, 1, "%s", (message,), None)
    if fields:
        setattr(record, FIELDS, fields)
    return record


def test_every_character_that_is_not_printable_is_escaped():
    # Bidi and zero-width controls went through: a client's method showed the refusal
    # line reordered on a bidi-aware viewer.
    unprintable = "".join(
        chr(n)
        for n in range(sys.maxunicode + 1)
        if not chr(n).isprintable() and not 0xD800 <= n <= 0xDFFF
    )
    said = printable(unprintable)
    assert said.isprintable()
    assert said.isascii()
    for text in HOSTILE:
        assert printable(text).isprintable(), ascii(text)
        assert len(printable(text).splitlines()) == 1


@given(st.text())
def test_printable_text_is_kept_as_it_is_and_any_text_comes_out_printable(text):
    said = printable(text)
    assert said.isprintable()
    if text.isprintable():
        assert said == text


def test_a_json_line_stays_one_line_for_every_reader():
    # ensure_ascii=False wrote U+2028, U+2029 and U+0085 raw: one record, three lines
    # under `str.splitlines` (and some log shippers).
    formatter = JsonLines()
    for text in HOSTILE:
        for record in (_record(text), _record("m", method=text, reason=text)):
            line = formatter.format(record)
            assert len(line.splitlines()) == 1, ascii(line)
            assert line.isprintable()
            assert line.isascii()
            document = json.loads(line)
            assert text in (document.get("message"), document.get("method"))


def test_a_pace_says_the_first_then_at_most_once_per_period():
    # Once every 1,000 events still wrote 10 lines a second for a peer at 10,000 drops a
    # second, and a thousand times that for a thousand such sessions: time bounds it.
    now = [100.0]
    pace = Pace(10.0, clock=lambda: now[0])
    said = []
    for step in range(400):  # 40 s of events every 0.1 s
        now[0] = 100.0 + step / 10
        if pace.due():
            said.append(round(now[0] - 100.0, 1))
    assert said == [0.0, 10.0, 20.0, 30.0]
    now[0] = 1000.0  # after a quiet spell: the next event is said at once
    assert pace.due()
    assert not pace.due()
    assert Pace(0.0, clock=lambda: now[0]).due()


def test_a_text_line_is_printable_whichever_logger_wrote_it():
    """An outside attack: the a2a SDK's own version warning repeated a client's
    `A2A-Version` header as it came (terminal escapes, U+0085) in the operator's text
    log; only our own records escaped what a peer said. The text format escapes every
    record's line, and a traceback after it keeps its own lines."""
    stream = io.StringIO()
    handler = setup(logging.INFO, "text", stream)
    try:
        foreign = logging.getLogger("a2a.utils.version_validator")
        for text in HOSTILE:
            foreign.warning("Version mismatch: actual=%r", text)
            foreign.warning("raw: %s", text)
        try:
            _parse(FORGED)
        except ValueError:
            foreign.exception("failed with\x1b[2J %s", "x\ny")
        foreign.warning("and a stack", stack_info=True)
    finally:
        logging.getLogger().removeHandler(handler)
    lines = stream.getvalue().splitlines()
    assert all(line.isprintable() for line in lines), [
        ascii(x) for x in lines if not x.isprintable()
    ]
    said = [line for line in lines if " WARNING a2a.utils.version_validator: " in line]
    assert len(said) == 2 * len(HOSTILE) + 1  # and the stack's
    assert "raw: a\\nb\\rc" in said[1]
    [first] = [n for n, line in enumerate(lines) if "failed with\\x1b[2J x\\ny" in line]
    assert lines[first + 1] == "    Traceback (most recent call last):"
    # A review: the traceback was written raw, and the SDK's params parse error repeats the
    # client's value: every line after a record's first is indented, none passes for one.
    records = [line for line in lines if not line.startswith("    ")]
    assert len(records) == 2 * len(HOSTILE) + 2
    assert not [line for line in records if "FORGED" in line]
    assert [line for line in lines if line.startswith("    ValueError: not a part: x")]
    assert lines[-1].startswith("    ")  # the stack's last line


FORGED = "x\x1b[2J\n2026-12-04 14:40:04,000 CRITICAL ioa.agent: FORGED\u2028next"


def _parse(value: str) -> None:
    raise ValueError(f"not a part: {value}")


def test_a_librarys_repeated_line_is_paced_by_its_template(monkeypatch):
    clock = [0.0]
    monkeypatch.setattr("ioa.logs.monotonic", lambda: clock[0])
    paced = PacedRepeats()

    def passes(template: str, *args: object) -> bool:
        record = logging.LogRecord("lib", logging.WARNING, __file__, 1, template, args, None)
        return paced.filter(record)

    assert [passes("%s is not compliant", n) for n in range(5)] == [True] + [False] * 4
    assert passes("another %s", 1)  # each template its own pace
    clock[0] = 10.0
    assert passes("%s is not compliant", 9)
    assert not passes("%s is not compliant", 10)
