"""A concept definition agreed with a peer stays agreed in later sessions with it (spec 12.13).

An outside audit against the L8/L9 paper found each session started with an empty
cache, so a new session asked the same peer the same question again. Real agents on
127.0.0.1 (the stage's authority, HTTP/2 + TLS).
"""

from __future__ import annotations

from ioa.stage import Stage

SUPPLY = "urn:contexts:supplyChain:v1.0"
MOOD = {
    "concept": "concept_definition",
    "name": "my_mood",
    "definition": {
        "description": "a mood",
        "schema": {
            "type": "object",
            "properties": {"mood": {"type": "string"}},
            "additionalProperties": False,
        },
    },
}


async def test_a_definition_agreed_in_one_session_is_known_in_the_next_with_that_peer() -> None:
    async with Stage() as stage:
        await stage.agent("wholesaler", contexts=[SUPPLY])
        await stage.agent("other", contexts=[SUPPLY])
        retailer = await stage.agent("retailer", contexts=[SUPPLY], serve=False)
        first = (await stage.connect(retailer, "wholesaler", context=SUPPLY)).locked.semantic
        local, digest = first.endpoint.local_id, first.context.digest
        first.definitions.agree(local, first.peer, digest, MOOD)  # as a peer's answer is kept
        await stage.connect(retailer, "wholesaler", context=SUPPLY)
        later = retailer.sessions[-1].locked.semantic
        assert later is not first
        assert later.definitions.get(local, later.peer, digest, "my_mood") is not None
        elsewhere = (await stage.connect(retailer, "other", context=SUPPLY)).locked.semantic
        assert elsewhere.definitions.get(local, elsewhere.peer, digest, "my_mood") is None
