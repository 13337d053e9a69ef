"""The Agentic Data Optimization Layer (the token-efficiency draft): see `dedup`."""
