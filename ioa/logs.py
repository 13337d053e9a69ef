"""Logging for the `ioa` command: set up once, readable on a terminal, JSON lines otherwise.

`setup(level, fmt)` gives the root logger one handler on stderr: `text`
(`time level logger: message`) or `json` (one object per line: `ts`,
`level`, `logger`, `message`, and `error` with the traceback when there is
one; a structured record, such as a firewall decision or an access line,
gives its fields as members instead of `message`). The default format is
text when stderr is a terminal and JSON when it is not (a file, a pipe, a
service manager), so that what operators collect is parsed, not read.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Callable
from datetime import UTC, datetime
from time import monotonic
from types import TracebackType
from typing import Final, TextIO

LEVELS: Final = ("debug", "info", "warning", "error", "critical")
TEXT_FORMAT: Final = "%(asctime)s %(levelname)s %(name)s: %(message)s"


FIELDS: Final = "fields"
"""The `extra` member a structured record carries its fields in (a firewall decision, an
access line): JSON lines give them as members of the line, not as a JSON string in it."""


def printable(text: str) -> str:
    r"""`text` for one line of a text log: what is not printable escaped (`\n`, `\x1b`, `\u202e`).

    For what a peer said that a log line repeats (a reason, an id, a method): a newline
    in it would otherwise print one record as two, the second one the peer's own, and a
    bidi or zero-width control would show the line reordered or hide part of it. Every
    character `str.isprintable` refuses is escaped (controls, format characters, line
    and paragraph separators, unassigned code points); JSON lines escape them anyway.
    """
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode() for c in text)


SAID_SECONDS: Final = 10.0
"""How often a repeated event a peer causes is logged after the first (`Pace`), in seconds."""


class Pace:
    """When to log an event a peer repeats at its rate: first, then once per `every` s.

    One line per dropped message or refused frame would fill the disk at the peer's
    rate; one line per thousand still did for a peer sending 10,000 a second, or for a
    thousand sessions each sending a thousand. The line that is logged says the count.
    """

    __slots__ = ("_clock", "_said_at", "every", "seen")

    def __init__(
        self, every: float | None = None, clock: Callable[[], float] | None = None
    ) -> None:
        self.every = SAID_SECONDS if every is None else every
        """Seconds between two lines, at least."""
        self.seen = 0
        """The events counted (`due` calls), said or not: what a line can total."""
        self._clock = clock
        self._said_at: float | None = None

    def due(self) -> bool:
        """Whether a line is due now (if so, the next one is due `every` seconds on)."""
        self.seen += 1
        now = monotonic() if self._clock is None else self._clock()
        if self._said_at is not None and now - self._said_at < self.every:
            return False
        self._said_at = now
        return True


class PacedRepeats(logging.Filter):
    """A filter for a library's logger that repeats a line at a client's rate.

    Each message (by its template) passes the first time, then at most once per
    `Pace`. The a2a SDK warns on every request for the card of an agent with no skill.
    """

    def __init__(self) -> None:
        super().__init__()
        self._paces: dict[object, Pace] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        """Whether `record` is logged: its message's first, or its pace allows."""
        key = record.msg if isinstance(record.msg, str) else type(record.msg)
        pace = self._paces.get(key)
        if pace is None:
            if len(self._paces) >= MAX_PACED:  # templates are the library's, but bound them
                self._paces.clear()
            pace = self._paces[key] = Pace()
        return pace.due()

    @classmethod
    def on(cls, name: str) -> None:
        """Pace the repeats of logger `name` (once per process: a second call does nothing)."""
        logger = logging.getLogger(name)
        if not any(isinstance(f, cls) for f in logger.filters):
            logger.addFilter(cls())


MAX_PACED: Final = 256
"""Message templates a `PacedRepeats` keeps a pace for (then it starts again)."""


_ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None] | tuple[None, None, None]


class TextLines(logging.Formatter):
    """`time level logger: message`, the message's line made printable whoever logged it.

    Our own records escape what a peer said (`printable`); a library's do not (the a2a
    SDK's version warning repeats a client's header as it came): the line is escaped
    here, for every logger. A traceback after it keeps its own lines, each made
    printable and indented.
    """

    def __init__(self) -> None:
        super().__init__(TEXT_FORMAT)

    def format(self, record: logging.LogRecord) -> str:
        """The record's lines; its traceback as made here, whatever another handler cached."""
        cached = record.exc_text  # (logging keeps the first handler's text on the record)
        record.exc_text = None
        try:
            return super().format(record)
        finally:
            record.exc_text = cached

    def formatMessage(self, record: logging.LogRecord) -> str:  # noqa: N802 (logging's name)
        """The record's first line, every character that is not printable escaped."""
        return printable(super().formatMessage(record))

    def formatException(self, ei: _ExcInfo) -> str:  # noqa: N802 (logging's name)
        """A traceback, each of its lines made printable and indented (`_continued`)."""
        return _continued(super().formatException(ei))

    def formatStack(self, stack_info: str) -> str:  # noqa: N802 (logging's name)
        """A stack, each of its lines made printable and indented (`_continued`)."""
        return _continued(super().formatStack(stack_info))


def _continued(text: str) -> str:
    """The lines after a record's first: each printable, each indented.

    A traceback quotes what its exception says, a client's text among it (the a2a
    SDK logs the protobuf parse error of a request's params, which repeats the value):
    a line break in it would start a line of the log's own, with a date first.
    Indented, no line after a record's first can pass for a record.
    """
    return "\n".join("    " + printable(line) for line in text.splitlines())


class JsonLines(logging.Formatter):
    """One JSON object per record."""

    def format(self, record: logging.LogRecord) -> str:
        """The record as one line of JSON (a structured record's fields as its members)."""
        stamp = datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds")
        document: dict[str, object] = {
            "ts": stamp.replace("+00:00", "Z"),
            "level": record.levelname.lower(),
            "logger": record.name,
        }
        fields = getattr(record, FIELDS, None)
        if isinstance(fields, dict):
            document.update((k, v) for k, v in fields.items() if k not in ("level", "logger"))
        else:
            document["message"] = record.getMessage()
        if record.exc_info:
            document["error"] = self.formatException(record.exc_info)
        # ASCII only: JSON leaves U+2028, U+2029 and U+0085 (line breaks to many readers,
        # `str.splitlines` among them) and C1 controls raw otherwise; a client's words
        # in a member would split one record into several.
        return json.dumps(document, ensure_ascii=True)


def level_of(verbose: int, quiet: int, named: str | None, default: int) -> int:
    """The level asked for: `--log-level` wins, else each -v lowers and each -q raises it."""
    if named is not None:
        return int(getattr(logging, named.upper()))
    steps = (logging.DEBUG, logging.INFO, logging.WARNING, logging.ERROR, logging.CRITICAL)
    index = steps.index(default) - verbose + quiet
    return steps[max(0, min(len(steps) - 1, index))]


def setup(level: int, fmt: str | None = None, stream: TextIO | None = None) -> logging.Handler:
    """One handler on stderr for the whole process (replacing any earlier one of ours)."""
    stream = stream or sys.stderr
    if fmt is None:
        fmt = "text" if stream.isatty() else "json"
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonLines() if fmt == "json" else TextLines())
    handler.set_name("ioa")
    root = logging.getLogger()
    for old in [h for h in root.handlers if h.get_name() == "ioa"]:
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    # urllib3 (under the authority client) says each retry of an unreachable server as a
    # warning; the failure itself is said once, by the command: its retries only at -v
    chatter = logging.DEBUG if level <= logging.DEBUG else logging.ERROR
    logging.getLogger("urllib3").setLevel(chatter)
    return handler


__all__ = [
    "FIELDS",
    "LEVELS",
    "SAID_SECONDS",
    "JsonLines",
    "Pace",
    "PacedRepeats",
    "TextLines",
    "level_of",
    "printable",
    "setup",
]
