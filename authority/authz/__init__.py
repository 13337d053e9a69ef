"""Task-group authorization: an OAuth 2.0 authorization server and what checks its tokens.

The mission's task-group authorization draft: a leading agent obtains access
for its sub-agents, either for a static group in one token whose entries are
disclosed one per sub-agent (SD-JWT, `sdjwt`), or per task, with a token bound
to the leading agent's key (DPoP-style proofs, `dpop`) and task credentials it
signs. `jose` holds the keys and the strict compact JWS both use. Everything
here is pure; the aiohttp service is a driver.
"""
