"""L8 codec throughput: decode + check + encode, against bare orjson on the same bytes.

Goal (issue 2): the L8 codec costs at most 4x `orjson.loads` + `orjson.dumps`.
Both sides are measured in alternation in the same run; the ratio is what
counts, the absolute rates only describe this machine today.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import orjson
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import interleaved, parse_args, report

from l7_transport.framing import encode_frame
from l8_comm import (
    Endpoint,
    MessageReceived,
    decode_envelope,
    encode_envelope,
    format_timestamp,
)

GOAL_RATIO = 4.0
NOW = 1_795_000_000.0


def shapes() -> dict[str, bytes]:
    """Envelopes of the shapes agents exchange, encoded."""
    base = {
        "protocol": "request-reply",
        "id": "Qm9va0ZsaWdodC0wMDAwMQ",
        "ts": format_timestamp(NOW),
        "from": "traveller",
        "to": ["airline"],
        "performative": "REQUEST",
        "conversation_id": "Y29udi1ib29rLWZsaWdodA",
    }
    small = base | {
        "content": {
            "task": "bookFlight",
            "origin_code": "LAX",
            "dest_code": "JFK",
            "date": "2026-11-24",
        }
    }
    reply = base | {
        "performative": "INFORM",
        "from": "airline",
        "to": ["traveller"],
        "in_reply_to": "cmVwbHktaW5mb3JtLTAwMDE",
        "context": {"id": "c3ViLWNvbnRleHQtYm9vaw", "type": "booking", "metadata": {"seq": 3}},
        "ontology": "urn:contexts:travel:v2.1",
        "content": {
            "booking_ref": "IOA-7Q2K",
            "status": "confirmed",
            "price": {"amount": 412, "currency": "USD"},
        },
    }
    decisions = base | {
        "protocol": "group",
        "performative": "INFORM",
        "to": ["wholesaler-2", "distributor-1", "retailer-7"],
        "content": {
            "concept": "current_decision",
            "decisions": [{"item_id": f"sku-{i:04d}", "quantity": i * 3} for i in range(20)],
        },
    }
    text = base | {
        "content": {
            "concept": "local_observation",
            "observed_fact_text": "Demand for umbrellas rose 40% after the forecast changed. " * 20,
            "confidence_score": 0.82,
        }
    }
    return {
        name: orjson.dumps(env)
        for name, env in {
            "small request": small,
            "reply, sub-context, ontology": reply,
            "20 decisions (walks values)": decisions,
            "1 KiB free text": text,
        }.items()
    }


def main() -> int:
    """Measure, print, and write the JSON report if asked."""
    args = parse_args(__doc__ or "")
    iterations = 2_000 if args.quick else 20_000
    loads, dumps = orjson.loads, orjson.dumps
    table = Table(
        title="L8 codec: envelopes per second (decode + check + encode)", title_justify="left"
    )
    for column in ("shape", "bytes", "bare orjson /s", "L8 codec /s", "ratio"):
        table.add_column(column, justify="right" if column != "shape" else "left")
    results: dict[str, dict[str, float]] = {}
    ratios: dict[str, float] = {}
    total_bare = total_l8 = 0.0
    for name, data in shapes().items():
        assert encode_envelope(decode_envelope(data)) == data  # noqa: S101 - same bytes both ways
        rates = interleaved(
            {
                "bare": lambda d=data: dumps(loads(d)),
                "l8": lambda d=data: encode_envelope(decode_envelope(d)),
            },
            iterations,
        )
        ratio = rates["bare"] / rates["l8"]
        results[name] = {"bytes": len(data), "bare_per_s": rates["bare"], "l8_per_s": rates["l8"]}
        ratios[name] = ratio
        total_bare += 1 / rates["bare"]
        total_l8 += 1 / rates["l8"]
        table.add_row(
            name, str(len(data)), f"{rates['bare']:,.0f}", f"{rates['l8']:,.0f}", f"{ratio:.2f}x"
        )
    mix_ratio = total_l8 / total_bare
    ratios["mix"] = mix_ratio
    table.add_row("mix (one of each)", "", "", "", f"{mix_ratio:.2f}x", style="bold")

    # For context (no goal): an endpoint's whole receive path, frames in and
    # MessageReceived events out, on one group conversation of INFORMs.
    group = orjson.loads(shapes()["20 decisions (walks values)"])
    group["to"] = ["airline"]
    frames = b"".join(
        encode_frame(orjson.dumps(group | {"id": f"{i:022d}"})) for i in range(iterations)
    )
    endpoint_rate = 0.0
    chunk = 64 * 1024  # what a transport read hands over at a time
    for _ in range(3):
        receiver = Endpoint("airline", peer_id="traveller", now=NOW)
        accepted = 0
        start = time.perf_counter()
        for offset in range(0, len(frames), chunk):
            for event in receiver.receive_data(frames[offset : offset + chunk]):
                accepted += isinstance(event, MessageReceived)
        endpoint_rate = max(endpoint_rate, iterations / (time.perf_counter() - start))
        if accepted != iterations:
            msg = "the endpoint did not accept every frame: the measurement would be wrong"
            raise SystemExit(msg)
    results["endpoint_receive"] = {"messages_per_s": endpoint_rate}
    table.add_row("endpoint receive_data, group INFORMs", "1010", "", f"{endpoint_rate:,.0f}", "")

    worst = max(ratios.values())
    goals = {
        "codec_cost_vs_bare_orjson_worst_shape": {
            "target": f"<= {GOAL_RATIO}x",
            "measured": worst,
            "met": worst <= GOAL_RATIO,
        }
    }
    return report("l8_codec", results, ratios, goals, args=args, table=table)


if __name__ == "__main__":
    sys.exit(main())
