"""The reference page of the config formats (docs/config.md), written from the models."""

from __future__ import annotations

import inspect
import json
import typing
from pathlib import Path
from typing import Any, Final

from ioa.config.models import ROLES, section_model

_INTRO: Final = (
    "# Configuration reference",
    "",
    "Generated from `ioa.config` (`python -m ioa.config > docs/config.md`); a test",
    "keeps it up to date. A file's top-level `role` says what it configures: `agent`",
    "(the default), `gateway`, `authority` (the Schema Authority service) or",
    "`master`. `ioa agent serve FILE` runs an agent from such a file; `ioa config",
    "check FILE` checks a file of any role (and the files it names). Relative paths",
    "are relative to the file. Every key can be overridden by an environment variable",
    "`IOA_<SECTION>__<KEY>` (`IOA_LISTEN__PORT=8443`; a value that parses as JSON",
    "is taken as JSON: `IOA_AGENT__CONTEXTS='[\"urn:contexts:travel:v2.1\"]'`); an entry",
    "of a list of tables by its number from 1 (`IOA_AUTHORITIES__2__URL`), a table of",
    "tables and a name by their name (`IOA_UPSTREAM_TLS__airline__CA`,",
    "`IOA_GATEWAY__UPSTREAMS__hotel`: names keep their case). A fault in a value a",
    "variable set names the variable. Unknown sections and keys are refused, with the",
    "closest known name. A config file is a regular file of at most 1 MiB of UTF-8",
    "TOML; a byte order mark at its start (Notepad writes one) is dropped. A secret a",
    "file names (an identity, a `[listen] key`, the authority's `db`) that group or",
    "others may read is used, with a warning (`ioa config check` shows it): `chmod 600`.",
    "On a read-only mount, where `chmod` cannot work (a Kubernetes secret volume is",
    "0644 by default), the warning says so: give the volume `defaultMode: 0400`.",
    "",
)
_RULES: Final = {
    "agent": (
        'Rules across keys: `cert` and `key` go together; `protocol = "h3"` needs both;',
        "`client_ca` needs them, over HTTP/2;",
        "without them HTTP/2 is served in cleartext on a loopback address only, unless",
        "`cleartext = true`. A handler for a task or concept none of the contexts defines",
        "is refused. With `[authority]`, `[agent] contexts` are URNs that authority",
        "publishes (no files); `root` may be left out once `cache` holds a verified root.",
        "`[[authorities]]` (a trust map) instead: each context comes from the authority",
        "trusted for its name, the most specific namespace winning; one authority per",
        "namespace, distinct authority ids, and a context no namespace covers is refused.",
    ),
    "gateway": (
        "Rules across keys: `cert` and `key` go together; `client_ca` needs them (the",
        "principal is then the agent a client certificate names). `upstream_cert` and",
        "`upstream_key` go together and need `upstream_ca`. Each `[upstream_tls.AGENT_ID]`",
        "names an agent of `upstreams`; its `cert` and `key` go together and need a CA",
        "(its `ca`, or `upstream_ca`).",
    ),
    "authority": (
        "Rules across keys: `cert` and `key` go together; `admin_identities` needs",
        "`client_ca`. The database is made by `ioa authority init`.",
    ),
    "master": (
        "Rules across keys: every invoked agent's key is pinned in `[peers]`;",
        '`protocol = "h3"` needs `ca`. `[agent]`, `[authority]` and `[[authorities]]`',
        "are as for an agent.",
    ),
}


def reference() -> str:
    """The reference page of every role's config format (docs/config.md), from the models."""
    lines = list(_INTRO)
    for role, model in ROLES.items():
        lines += [f'## `role = "{role}"`', "", inspect.cleandoc(model.__doc__ or ""), ""]
        for name, field in model.model_fields.items():
            section = section_model(field.annotation)
            if name == "role":
                continue
            listed = typing.get_origin(field.annotation) is list
            lines += [f"### `[[{name}]]`" if listed else f"### `[{name}]`", ""]
            if section is None:
                lines += [str(field.description or ""), ""]
                continue
            lines += [inspect.cleandoc(section.__doc__ or ""), ""]
            lines += ["| key | type | default | meaning |", "|---|---|---|---|"]
            for key, sub in section.model_fields.items():
                if sub.is_required():
                    default = "required"
                elif sub.default is None:
                    default = "none"
                elif sub.default_factory is not None:
                    made = sub.default_factory()  # type: ignore[call-arg]
                    default = f"`{json.dumps(_plain(made))}`" if made else "empty"
                else:
                    default = f"`{json.dumps(_plain(sub.default))}`"
                kind = _type_name(sub.annotation)
                lines.append(f"| `{key}` | {kind} | {default} | {sub.description or ''} |")
            lines.append("")
        lines += [*_RULES[role], ""]
    return "\n".join(lines)


def _plain(value: Any) -> Any:  # noqa: ANN401 - a default value
    return str(value) if isinstance(value, Path) else value


def _type_name(annotation: Any) -> str:  # noqa: ANN401 - a type
    text = str(annotation).replace("typing.", "").replace("pathlib.", "")
    text = text.replace("<class '", "").replace("'>", "").replace("Literal", "one of ")
    return " or ".join(f"`{part.strip()}`" for part in text.split("|"))
