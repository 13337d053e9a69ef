import pytest
from conftest import T0, fresh_id
from helpers import events_for, inject, of_type, violations

from l8_comm import (
    ContextFilter,
    Endpoint,
    EndpointConfig,
    Envelope,
    ErrorCode,
    LocalProtocolError,
    MemoryNetwork,
    SubContextEnded,
    SubContextOpened,
    SubContextRef,
    format_timestamp,
    select_messages,
)


def test_new_context_ids_are_128_bit_and_unpredictable(pair):
    _, alice, _ = pair
    ids = {alice.new_context().id for _ in range(1000)}
    assert len(ids) == 1000
    assert all(len(i) == 22 for i in ids)


def test_default_rng_is_the_system_csprng():
    a = Endpoint("alice", peer_id="bob")
    b = Endpoint("alice", peer_id="bob")
    assert a.new_context().id != b.new_context().id


def test_first_use_creates_the_context_on_both_sides(pair):
    network, alice, bob = pair
    ref = alice.new_context(type="negotiation", metadata={"topic": "price"})
    assert ref.id not in alice.contexts
    alice.request("bob", {"n": 1}, context=ref)
    assert alice.contexts.get(ref.id) == ref
    events = events_for(network.pump(), "bob")
    [opened] = of_type(events, SubContextOpened)
    assert opened.context.id == ref.id
    assert opened.context.type == "negotiation"
    assert opened.depth == 1
    assert bob.contexts.depth(ref.id) == 1


def test_replies_stay_in_the_request_context(pair):
    network, alice, bob = pair
    ref = alice.new_context(type="booking")
    request = alice.request("bob", {"n": 1}, context=ref)
    network.pump()
    reply = bob.inform(request, {"ok": True})
    assert reply.context_id == ref.id


def test_nesting_up_to_the_depth_limit(rng):
    network = MemoryNetwork(rng=rng, now=T0, config=EndpointConfig(max_context_depth=3))
    alice, bob = network.link("alice", "bob")
    parent = None
    for _ in range(3):
        ref = alice.new_context(parent=parent)
        alice.request("bob", {}, context=ref)
        parent = ref
    network.pump()
    assert bob.contexts.depth(parent.id) == 3
    too_deep = alice.new_context(parent=parent)
    with pytest.raises(LocalProtocolError) as caught:
        alice.request("bob", {}, context=too_deep)
    assert caught.value.code is ErrorCode.CONTEXT_TOO_DEEP
    assert too_deep.id not in alice.contexts
    events = inject(bob, context={"id": fresh_id(), "parent": parent.id})
    assert violations(events)[0].code is ErrorCode.CONTEXT_TOO_DEEP


def test_unknown_parent_is_refused_and_leaves_no_trace(pair):
    _, _, bob = pair
    child = fresh_id()
    events = inject(bob, context={"id": child, "parent": fresh_id()})
    [violation] = violations(events)
    assert violation.code is ErrorCode.UNKNOWN_PARENT_CONTEXT
    assert violation.error.field == "context.parent"
    assert child not in bob.contexts
    assert not bob.open_conversations()


def test_parent_and_type_are_fixed_at_first_use(pair):
    _, _, bob = pair
    parent, child = fresh_id(), fresh_id()
    inject(bob, context={"id": parent, "type": "plan"})
    inject(bob, context={"id": child, "parent": parent, "type": "step"})
    assert violations(inject(bob, context={"id": child, "parent": child}))[0].code is (
        ErrorCode.CONTEXT_PARENT_MISMATCH
    )
    assert violations(inject(bob, context={"id": child, "type": "other"}))[0].code is (
        ErrorCode.CONTEXT_TYPE_MISMATCH
    )
    # Omitting parent and type on later use is fine.
    assert not violations(inject(bob, context={"id": child}))


def test_cap_on_live_contexts(rng):
    network = MemoryNetwork(rng=rng, now=T0, config=EndpointConfig(max_contexts=2))
    alice, bob = network.link("alice", "bob")
    alice.request("bob", {}, context=alice.new_context())
    alice.request("bob", {}, context=alice.new_context())
    with pytest.raises(LocalProtocolError) as caught:
        alice.request("bob", {}, context=alice.new_context())
    assert caught.value.code is ErrorCode.TOO_MANY_CONTEXTS
    network.pump()
    assert violations(inject(bob, context={"id": fresh_id()}))[0].code is (
        ErrorCode.TOO_MANY_CONTEXTS
    )


def test_idle_contexts_end_children_first_and_use_keeps_ancestors_alive(rng):
    config = EndpointConfig(context_idle_timeout=100, conversation_timeout=10_000)
    network = MemoryNetwork(rng=rng, now=T0, config=config)
    alice, _ = network.link("alice", "bob")
    root = alice.new_context(type="plan")
    alice.request("bob", {}, context=root, now=T0)
    old_child = alice.new_context(parent=root)
    alice.request("bob", {}, context=old_child, now=T0 + 10)
    busy_child = alice.new_context(parent=root)
    alice.request("bob", {}, context=busy_child, now=T0 + 50)
    assert alice.get_timer() == pytest.approx(T0 + 110)
    ended = alice.handle_timer(T0 + 110)
    assert [e.context_id for e in of_type(ended, SubContextEnded)] == [old_child.id]
    # The root was used (through busy_child) at T0+50, so it lives until T0+150.
    assert root.id in alice.contexts
    ended = alice.handle_timer(T0 + 150)
    assert [e.context_id for e in of_type(ended, SubContextEnded)] == [busy_child.id, root.id]
    assert all(e.reason == "idle" for e in ended)


def test_an_idle_ended_context_can_be_used_again(rng):
    config = EndpointConfig(context_idle_timeout=100)
    network = MemoryNetwork(rng=rng, now=T0, config=config)
    alice, _ = network.link("alice", "bob")
    ref = alice.new_context()
    alice.request("bob", {}, context=ref, now=T0)
    alice.handle_timer(T0 + 100)
    assert ref.id not in alice.contexts
    alice.request("bob", {}, context=ref, now=T0 + 101)
    assert ref.id in alice.contexts


def test_close_ends_every_context(pair):
    _, alice, _ = pair
    alice.request("bob", {}, context=alice.new_context())
    ended = of_type(alice.close(), SubContextEnded)
    assert [e.reason for e in ended] == ["session_closed"]
    assert len(alice.contexts) == 0


def message(context: SubContextRef | None, text: str) -> Envelope:
    return Envelope(
        protocol="request-reply",
        id=fresh_id(),
        ts=format_timestamp(T0),
        sender="alice",
        to=["bob"],
        performative="REQUEST",
        conversation_id=fresh_id(),
        content=text,
        context=context,
    )


def history():
    plan = SubContextRef(id=fresh_id(), type="plan")
    step = SubContextRef(id=fresh_id(), type="step", parent=plan.id)
    side = SubContextRef(id=fresh_id(), type="chat")
    done = SubContextRef(id=step.id, metadata={"conclusion": True})
    messages = [
        message(None, "main-1"),
        message(plan, "plan-1"),
        message(step, "step-1"),
        message(side, "chat-1"),
        message(done, "step-conclusion"),
        message(None, "main-2"),
    ]
    return messages, plan, step, side


def texts(messages):
    return [m.content for m in messages]


def test_filter_strategies():
    messages, _, step, side = history()
    assert texts(select_messages(messages, ContextFilter.ALL)) == texts(messages)
    assert texts(select_messages(messages, ContextFilter.MAIN_ONLY)) == ["main-1", "main-2"]
    assert texts(select_messages(messages, ContextFilter.BY_TYPE, context_type="plan")) == [
        "plan-1",
        "step-1",
        "step-conclusion",
    ]
    assert texts(
        select_messages(
            messages, ContextFilter.BY_TYPE, context_type="plan", include_descendants=False
        )
    ) == ["plan-1"]
    assert texts(select_messages(messages, ContextFilter.BY_ID, context_id=step.id)) == [
        "step-1",
        "step-conclusion",
    ]
    assert texts(select_messages(messages, ContextFilter.BY_ID, context_id=side.id)) == ["chat-1"]
    assert texts(select_messages(messages, ContextFilter.CONCLUSIONS_ONLY)) == [
        "main-1",
        "step-conclusion",
        "main-2",
    ]


def test_filters_need_their_argument():
    messages, *_ = history()
    with pytest.raises(ValueError, match="context_type"):
        select_messages(messages, ContextFilter.BY_TYPE)
    with pytest.raises(ValueError, match="context_id"):
        select_messages(messages, ContextFilter.BY_ID)


def test_filter_survives_a_parent_cycle_in_a_forged_history():
    a, b = fresh_id(), fresh_id()
    messages = [
        message(SubContextRef(id=a, parent=b), "a"),
        message(SubContextRef(id=b, parent=a), "b"),
    ]
    assert select_messages(messages, ContextFilter.BY_ID, context_id=fresh_id()) == []
