"""The application layer of ioa-stack: the `ioa` command, its demos, and `ioa.agent.Agent`.

`Agent` (in `ioa.agent`) serves and connects with every layer underneath:
a locked semantic session with typed verbs and handlers per task or concept.
"""

__version__ = "0.1.0"
