"""The application layer of ioa-stack: the `ioa` command, its demos, and `ioa.agent.Agent`.

`Agent` (in `ioa.agent`) serves and connects with every layer underneath:
a locked semantic session with typed verbs and handlers per task or concept.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("ioa-stack")
    """The version of the installed distribution (pyproject.toml is its one source)."""
except PackageNotFoundError:  # run from a source tree that was never installed
    __version__ = "0+unknown"
