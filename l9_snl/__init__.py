"""L9, the semantic negotiation layer (HELLO/SELECT/LOCK, grounding, validation): not built yet."""
