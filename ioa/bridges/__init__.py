"""Bridges between this stack and other agent protocols (`mcp`: the MCP proxy)."""
