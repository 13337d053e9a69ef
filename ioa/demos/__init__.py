"""The demos of `ioa demo`, each in a room of its own (out of the library's import path)."""
