"""Shared Contexts: the signed, versioned schemas agents negotiate: not built yet."""
