"""`ioa topic publish|subscribe URL TOPIC`: a topic an agent hosts, from a script or a terminal.

The member is the agent a config file describes (`--config`, as `ioa agent serve`
reads it: identity, contexts, pinned peers; its `[listen]` table is not used).
`publish` prints `{"topic", "seq"}`; `subscribe` prints one JSON line per
publication, `{"topic", "seq", "missed", "name", "values"}`, until `--count`
publications, an interrupt, or the host ends the subscription (its code on
stderr, exit 1). A refusal exits 1 with the host's code. Without `--peer`, the
host's agent id is read from its card (`/.well-known/ioa-agent.json`); a card
that cannot be fetched exits 1 naming the URL.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import signal
import sys
from pathlib import Path
from typing import Any

from rich.console import Console

from ioa.agent import Agent, AgentError, AgentSession, Tls
from ioa.agent_client import CardUnavailableError, fetch_card
from ioa.agent_files import ConfigError, load_config
from ioa.subscriptions import Publication
from l9_snl.exceptions import SemanticError


def add_topic_commands(commands: Any) -> None:  # noqa: ANN401 - argparse's subparsers action
    """`ioa topic publish` and `ioa topic subscribe`."""
    topic = commands.add_parser("topic", help="publish on, or watch, a topic an agent hosts")
    sub = topic.add_subparsers(dest="topic_command", metavar="COMMAND", required=True)
    publish = sub.add_parser("publish", help="publish one message; print its sequence number")
    subscribe = sub.add_parser("subscribe", help="print each publication as a JSON line")
    for parser in (publish, subscribe):
        parser.add_argument("url", help="the host agent: http://host:port or https://host:port")
        parser.add_argument("topic", help="the topic's name")
        parser.add_argument(
            "--config", required=True, type=Path, help="this member's agent file (TOML)"
        )
        parser.add_argument(
            "--peer",
            help="the host's agent id (default: the id its card at "
            "/.well-known/ioa-agent.json names; either way the handshake checks the host's "
            "key against the peers pinned in --config, so trust is the same)",
        )
        parser.add_argument("--context", help="the context to lock (the topic's URN)")
        parser.add_argument("--ca", help="the CA that verifies an https:// host")
    publish.add_argument(
        "content", nargs="?", default="-", help="the publication as JSON (default: stdin)"
    )
    subscribe.add_argument("--after", type=int, help="resume after this sequence number")
    subscribe.add_argument("--count", type=int, help="stop after this many publications")


def run_topic_command(args: argparse.Namespace, console: Console, errors: Console) -> int:
    """Run `ioa topic ...`; the exit status (0, 1 refused or ended by the host, 2 usage)."""
    try:
        agent, _ = load_config(args.config)
        content = _content(args.content) if args.topic_command == "publish" else None
    except (ConfigError, ValueError, OSError) as error:
        errors.print(f"ioa topic: {error}", markup=False, highlight=False)
        return 2
    try:
        return agent.run(_run(agent, args, content, console))
    except (AgentError, SemanticError, CardUnavailableError) as error:
        errors.print(f"ioa topic {args.topic_command}: {error}", markup=False, highlight=False)
        return 1


def _content(text: str) -> dict[str, Any]:
    if text == "-":
        text = sys.stdin.read()
        if not text.strip():
            msg = "no publication on stdin (give it as JSON, or as an argument)"
            raise ValueError(msg)
    try:
        content = json.loads(text)
    except json.JSONDecodeError as error:
        msg = f"the publication is not JSON: {error}"
        raise ValueError(msg) from error
    if not isinstance(content, dict):
        msg = "the publication is a JSON object (a concept or task of the topic's context)"
        raise ValueError(msg)  # noqa: TRY004 - a bad argument: a usage error (exit 2)
    return content


async def _run(
    agent: Agent, args: argparse.Namespace, content: dict[str, Any] | None, console: Console
) -> int:
    tls = Tls(ca=args.ca) if args.ca else None
    try:
        peer = args.peer or await _host_of(agent, args.url, tls)
        session = await agent.connect(args.url, peer=peer, context=args.context, tls=tls)
    except BaseException:
        await agent.close()
        raise
    try:
        if content is not None:
            seq = await session.publish(args.topic, content)
            console.out(json.dumps({"topic": args.topic, "seq": seq}), highlight=False)
            return 0
        return await _watch(session, args, console)
    finally:
        await session.close()
        await agent.close()


async def _host_of(agent: Agent, url: str, tls: Tls | None) -> str:
    """The host's agent id as its card names it.

    Trusted no more than a name given on the command line: the handshake then proves
    that the host holds the key pinned for that id.
    """
    card = await fetch_card(url, tls=tls, config=agent.transport, agent_id=agent.agent_id)
    return card.agent_id


async def _watch(session: AgentSession, args: argparse.Namespace, console: Console) -> int:
    subscription = await session.subscribe(args.topic, after=args.after)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(signum, stop.set)
    stopping = asyncio.ensure_future(stop.wait())
    shown = 0
    try:
        while args.count is None or shown < args.count:
            following = asyncio.ensure_future(anext(subscription))
            await asyncio.wait({following, stopping}, return_when=asyncio.FIRST_COMPLETED)
            if not following.done():
                following.cancel()
                break
            console.out(json.dumps(_line(following.result())), highlight=False)
            shown += 1
    finally:
        stopping.cancel()
        await subscription.cancel()
    return 0


def _line(publication: Publication) -> dict[str, Any]:
    return {
        "topic": publication.topic,
        "seq": publication.seq,
        "missed": publication.missed,
        "name": publication.name,
        "values": publication.values,
    }
