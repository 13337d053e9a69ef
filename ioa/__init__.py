"""The application layer of ioa-stack: the `ioa` command and its demo (later the runtime)."""

__version__ = "0.1.0"
