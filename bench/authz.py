"""Task-group authorization: the authorization server's load per group, and a token*'s cost.

For groups of 3, 10 and 50 sub-agents, in one run:

- with the draft's extension: the leading agent asks once for the whole
  group (`client_credentials`, `applier_id`, one `authorization_details`
  entry per sub-agent) and gets one SD-JWT;
- plain OAuth: each sub-agent, registered as a client with its own key,
  asks alone (`client_credentials`, one request each).

Each request is the server's whole work for it: RFC 7523 client
authentication (an Ed25519 signature checked, the assertion's `jti`
recorded), the token signed, its id recorded, all in the authorization
server's SQLite file (a temporary one). Client assertions are made before
the clock starts (they are the clients' work). Figures: requests per group,
and CPU time (`time.process_time`) at the server per group, best of the
rounds; the ratio is plain / extension.

Then the resource server's side: verifying a sub-agent's token* with its
key binding (`check_group_presentation`: the issuer's signature, the
disclosure, the KB-JWT's signature and claims, the entry), per call.

Goals (issue 16): at 10 sub-agents the server spends at least 5x less CPU
per group with the extension; verifying a token* with key binding costs
under 1 ms.
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from joserfc.jwk import OKPKey
from rich.table import Table

_HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(_HERE))
from _common import at_least, at_most, parse_args, per_second, report  # noqa: E402

# Take this folder off the path: only _common is imported from it.
sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != _HERE]

from authority.authz import jose, tokens  # noqa: E402 - after the path fix above
from authority.authz.dpop import MemoryReplayCache  # noqa: E402
from authority.authz.server import (  # noqa: E402
    AuthorizationServer,
    client_credentials_form,
    member_details,
)
from authority.authz.store import SqliteLedger  # noqa: E402

ISSUER = "https://as.bench"
ENDPOINT = f"{ISSUER}/oauth/token"
SIZES = (3, 10, 50)
GOAL_RATIO = 5.0
GOAL_VERIFY_MS = 1.0


def _server(path: Path) -> AuthorizationServer:
    return AuthorizationServer(
        issuer=ISSUER,
        token_endpoint=ENDPOINT,
        ledger=SqliteLedger(path),
        replay=MemoryReplayCache(),
    )


def _form(client: str, key: OKPKey, **extra: str) -> dict[str, str]:
    return client_credentials_form(client, key, ISSUER, int(time.time()), **extra)


def _cpu(requests: list[Callable[[], object]]) -> float:
    start = time.process_time()
    for request in requests:
        request()
    return time.process_time() - start


def group_load(size: int, rounds: int, work: Path) -> dict[str, float]:
    """CPU seconds at the server per group, both ways, best of `rounds`."""
    server = _server(work / f"group-{size}.db")
    leader = jose.generate_key()
    scopes = "read predict advise"
    server.register(
        {
            "client_id": "leader",
            "jwks": {"keys": [jose.public_jwk(leader)]},
            "scope": scopes,
            "capability": "resolve intent and distribute tasks",
            "resources": ["rs-0", "rs-1", "rs-2"],
        }
    )
    subs = {f"sub-{n}": jose.generate_key() for n in range(size)}
    for name, key in subs.items():
        server.register(
            {
                "client_id": name,
                "jwks": {"keys": [jose.public_jwk(key)]},
                "scope": "read",
                "resources": ["rs-0", "rs-1", "rs-2"],
            }
        )
    members = [
        tokens.Member(name, (f"rs-{n % 3}",), ("read",), jose.public_jwk(key))
        for n, (name, key) in enumerate(subs.items())
    ]
    details = member_details(members)
    now = int(time.time())
    best_group, best_plain = float("inf"), float("inf")
    for _ in range(rounds):
        group_form = _form("leader", leader, applier_id="leader", authorization_details=details)
        plain_forms = [_form(name, key) for name, key in subs.items()]

        def one(form: dict[str, str]) -> Callable[[], object]:
            return lambda: server.token(form, dpop=[], method="POST", uri=ENDPOINT, now=now)

        best_group = min(best_group, _cpu([one(group_form)]))
        best_plain = min(best_plain, _cpu([one(form) for form in plain_forms]))
    return {"extension": best_group, "plain": best_plain}


def verification_cost(iterations: int, work: Path) -> float:
    """Seconds per token* verified with key binding at a resource server."""
    server = _server(work / "verify.db")
    leader = jose.generate_key()
    server.register(
        {
            "client_id": "leader",
            "jwks": {"keys": [jose.public_jwk(leader)]},
            "scope": "read",
            "capability": "resolve intent and distribute tasks",
            "resources": ["rs-0"],
        }
    )
    sub = jose.generate_key()
    members = [tokens.Member("sub-0", ("rs-0",), ("read",), jose.public_jwk(sub))]
    members += [
        tokens.Member(f"sub-{n}", ("rs-0",), ("read",), jose.public_jwk(jose.generate_key()))
        for n in range(1, 10)
    ]
    now = int(time.time())
    form = _form(
        "leader", leader, applier_id="leader", authorization_details=member_details(members)
    )
    token = server.token(form, dpop=[], method="POST", uri=ENDPOINT, now=now)["access_token"]
    presentation = tokens.present_token_star(
        tokens.token_star_of(token, "sub-0"), sub, resource="rs-0", nonce="n", now=now
    )
    keys = server.issuer_keys()

    def verify() -> None:
        tokens.check_group_presentation(
            presentation, issuer_keys=keys, issuer=ISSUER, resource="rs-0", nonce="n", now=now
        )

    verify()
    return 1.0 / per_second(verify, iterations, repeats=5)


def main() -> int:
    """Run the benchmark and print its tables."""
    args = parse_args(__doc__ or "")
    rounds = 2 if args.quick else 5
    results: dict[str, Any] = {}
    ratios: dict[str, float] = {}
    table = Table(
        title="authorization server per group (CPU, best of rounds)", title_justify="left"
    )
    for column in ("sub-agents", "requests: extension", "requests: plain", "CPU ms: extension",
                   "CPU ms: plain", "plain / extension"):  # fmt: skip
        table.add_column(column, justify="right")
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        for size in SIZES:
            load = group_load(size, rounds, work)
            ratio = load["plain"] / load["extension"] if load["extension"] > 0 else float("inf")
            results[f"group of {size}"] = {
                "requests (extension)": 1,
                "requests (plain)": size,
                "CPU ms (extension)": load["extension"] * 1e3,
                "CPU ms (plain)": load["plain"] * 1e3,
            }
            ratios[f"CPU plain / extension, {size} sub-agents"] = ratio
            table.add_row(
                str(size), "1", str(size), f"{load['extension'] * 1e3:.2f}",
                f"{load['plain'] * 1e3:.2f}", f"{ratio:.1f}",
            )  # fmt: skip
        seconds = verification_cost(100 if args.quick else 1000, work)
    results["token* verification with key binding (ms)"] = seconds * 1e3
    table.caption = f"token* verified with key binding at a resource server: {seconds * 1e3:.3f} ms"
    goals = {
        "CPU per group 5x less at 10 sub-agents": at_least(
            GOAL_RATIO, ratios["CPU plain / extension, 10 sub-agents"]
        ),
        "token* verification under 1 ms": at_most(GOAL_VERIFY_MS, seconds * 1e3, strictly=True),
    }
    return report("authz", results, ratios, goals, args=args, table=table)


if __name__ == "__main__":
    sys.exit(main())
