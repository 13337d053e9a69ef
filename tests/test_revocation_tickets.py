"""Tickets are chosen by the context asked for and never for a revoked one (review 3).

A member holds a ticket of travel v2.1 from an earlier session with the host; then it, or
the host, revokes v2.1 (or nobody does), and the member connects again asking for v2.1,
for supplyChain, or for no context in particular.
"""

from __future__ import annotations

import pytest
from topic_helpers import V21

from ioa.stage import Stage
from l9_snl.exceptions import SemanticError

SUPPLY = "urn:contexts:supplyChain:v1.0"


@pytest.mark.parametrize(
    ("revoker", "asked", "locked"),
    [
        (None, SUPPLY, SUPPLY),  # a ticket of another context waits: a full handshake
        ("member", V21, "revoked_context"),
        ("member", SUPPLY, SUPPLY),
        ("member", None, SUPPLY),
        ("host", V21, "revoked_context"),
        ("host", SUPPLY, SUPPLY),
        ("host", None, SUPPLY),
    ],
)
async def test_a_ticket_is_presented_only_for_the_context_asked_and_never_once_revoked(
    revoker, asked, locked
):
    async with Stage() as stage:
        host = await stage.agent("host", contexts=[V21, SUPPLY])
        member = await stage.agent("member", contexts=[V21, SUPPLY], serve=False)
        first = await stage.connect(member, "host", context=V21)
        await stage.until(lambda: member._tickets.count("host") >= 1)
        await first.close()
        if revoker is not None:
            (host if revoker == "host" else member).context_revoked(V21, reason="a flaw")
        if locked == "revoked_context":
            with pytest.raises(SemanticError) as refused:
                await stage.connect(member, "host", context=asked)
            assert refused.value.code == locked
        else:
            again = await stage.connect(member, "host", context=asked)
            assert again.context == locked
