"""Readable transcripts of L8 traffic for the terminal (rich)."""

from __future__ import annotations

from collections.abc import Iterable

import orjson
from rich.console import Console
from rich.text import Text

from l8_comm import Delivery, Envelope, MessageReceived, ProtocolViolation

_STYLES = {
    "REQUEST": "bold cyan",
    "AGREE": "green",
    "REFUSE": "red",
    "INFORM": "bold green",
    "FAILURE": "bold red",
    "PROPOSE": "bold magenta",
    "COUNTER_PROPOSE": "magenta",
    "ACCEPT": "bold green",
    "REJECT": "bold red",
    "QUERY": "cyan",
    "SUBSCRIBE": "yellow",
    "PUBLISH": "bold yellow",
    "CANCEL": "yellow",
    "NOT_UNDERSTOOD": "bold red",
}


def summarize(content: object, width: int = 200) -> str:
    """One line of JSON, cut to `width` characters."""
    text = orjson.dumps(content).decode()
    return text if len(text) <= width else text[: width - 1] + "…"


class Transcript:
    """Prints the messages of a scenario as they are delivered, one numbered entry each."""

    def __init__(self, console: Console, title: str) -> None:
        self.console = console
        self.count = 0
        console.print(Text(title, style="bold underline"))

    def message(self, envelope: Envelope, state: str | None = None) -> None:
        """Print one received envelope and the state its conversation reached."""
        self.count += 1
        line = Text(f"{self.count:>3} ", style="dim")
        line.append(f"{envelope.sender} → {', '.join(envelope.to)}  ")
        line.append(envelope.performative, style=_STYLES.get(envelope.performative, ""))
        line.append(f"  {envelope.protocol} {envelope.conversation_id[:6]}", style="dim")
        if state:
            line.append(f" → {state}", style="dim")
        self.console.print(line)
        # one line whatever the width (a terminal wraps it; a pipe gets it whole)
        self.console.print(Text("      " + summarize(envelope.content)), soft_wrap=True)

    def note(self, text: str) -> None:
        """Print a line that is not a message."""
        self.console.print(Text(f"    · {text}", style="italic"))

    def deliveries(self, deliveries: Iterable[Delivery]) -> None:
        """Print every received message and violation among `deliveries`."""
        for delivery in deliveries:
            event = delivery.event
            if isinstance(event, MessageReceived):
                self.message(event.envelope, event.state)
            elif isinstance(event, ProtocolViolation):
                self.note(
                    f"{delivery.owner} refused a message: {event.code}: {event.error.message}"
                )
