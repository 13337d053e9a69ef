"""The configuration of an agent run from a file, as one validated model (pydantic v2).

`load_agent_file(path, environ)` reads a TOML file, lays `IOA_*` environment
variables over it (`IOA_LISTEN__PORT=8443`: sections and keys joined by a
double underscore, case-insensitive; a value that parses as JSON is taken
as JSON, else as a string), and validates the result against `AgentFile`:
unknown sections and keys are refused with their name and the closest known
one, values are checked for type and range, and rules that span fields
(`cert` with `key`, HTTP/3 with both) are checked together. Every fault is
reported, one line each, naming the file, the section and the key.

`reference()` writes the reference page of the format (docs/config.md) from
the model itself, so that the page and the code cannot disagree.
"""

from __future__ import annotations

import difflib
import inspect
import json
import os
import tomllib
import typing
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    ValidationError,
    model_validator,
)

ENV_PREFIX = "IOA_"


class ConfigFileError(ValueError):
    """A configuration that cannot be used; `problems` holds one line per fault."""

    def __init__(self, path: Path | str, problems: list[str]) -> None:
        self.path = str(path)
        self.problems = problems
        super().__init__("\n".join(f"{path}: {problem}" for problem in problems))


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class AgentSection(_Section):
    """`[agent]`: who the agent is and what it knows."""

    identity: Path = Field(description="the identity file `ioa agent init` writes")
    contexts: list[str] = Field(
        min_length=1,
        description="contexts it supports: built-in URNs (`urn:contexts:travel:v2.1`) or "
        "context document files",
    )
    policies: Path | None = Field(
        default=None, description="a directory of Cedar policies: the firewall in front (optional)"
    )
    handlers: str | None = Field(
        default=None,
        description="a module beside the config file whose `register(agent)` adds the "
        "handlers (optional)",
    )


class ListenSection(_Section):
    """`[listen]`: where and how it serves."""

    host: str = Field(default="127.0.0.1", description="the address to listen on")
    port: StrictInt = Field(default=0, ge=0, le=65535, description="the port (0: any free port)")
    protocol: Literal["h2", "h3"] = Field(default="h2", description="HTTP/2 or HTTP/3 (TLS needed)")
    cert: Path | None = Field(default=None, description="the server certificate (PEM) for TLS")
    key: Path | None = Field(default=None, description="its private key (PEM)")
    cleartext: StrictBool = Field(
        default=False,
        description="serve cleartext HTTP/2 on an address other than loopback (development)",
    )
    public_url: str | None = Field(
        default=None, description="the URL peers reach the agent at, as its card publishes it"
    )

    @model_validator(mode="after")
    def _together(self) -> ListenSection:
        if (self.cert is None) != (self.key is None):
            msg = "cert and key go together: give both (TLS) or neither"
            raise ValueError(msg)
        if self.protocol == "h3" and self.cert is None:
            msg = 'protocol = "h3" needs cert and key (HTTP/3 is always TLS)'
            raise ValueError(msg)
        return self


class AuthoritySection(_Section):
    """`[authority]`: the Schema Authority the contexts come from (optional).

    With it, every context in `[agent] contexts` is a URN the authority publishes,
    fetched and verified against its signed metadata at start, and the agent offers
    and trusts that authority's id instead of `local`.
    """

    url: str = Field(
        pattern=r"^https?://[^/\s]+/?$",
        description="the authority service's base URL (`https://host:port`); its metadata "
        "is under `/metadata/`, its documents under `/targets/`",
    )
    root: Path | None = Field(
        default=None,
        description="the pinned root metadata (a file, obtained out of band): needed "
        "until the cache holds a verified root",
    )
    cache: Path = Field(
        description="the directory of the verified cache; keep it: rollback protection "
        "depends on it (one directory per authority)"
    )


class AgentFile(_Section):
    """An agent's config file."""

    agent: AgentSection
    listen: ListenSection = Field(default_factory=lambda: ListenSection.model_validate({}))
    authority: AuthoritySection | None = Field(
        default=None, description="the Schema Authority the contexts come from (optional)"
    )
    peers: dict[str, str] = Field(
        default_factory=dict,
        description="pinned identity keys: agent id = its public key (base64url)",
    )

    @model_validator(mode="after")
    def _vouched(self) -> AgentFile:
        if self.authority is not None:
            files = [c for c in self.agent.contexts if not c.startswith("urn:")]
            if files:
                msg = (
                    f"[agent] contexts: {', '.join(files)}: with [authority], contexts are "
                    "URNs it publishes (a file is vouched for by no authority)"
                )
                raise ValueError(msg)
        return self


def with_environment(document: Mapping[str, Any], environ: Mapping[str, str]) -> dict[str, Any]:
    """`document` with the `IOA_SECTION__KEY` variables of `environ` laid over it."""
    out: dict[str, Any] = {
        key: dict(value) if isinstance(value, Mapping) else value for key, value in document.items()
    }
    for name, raw in environ.items():
        if not name.upper().startswith(ENV_PREFIX) or "__" not in name:
            continue
        section, _, key = name[len(ENV_PREFIX) :].partition("__")
        section = section.lower()
        if section != "peers":  # agent ids keep their case; keys of the format are lower case
            key = key.lower()
        try:
            value: Any = json.loads(raw)
        except json.JSONDecodeError:
            value = raw
        if value is None:  # `null` would silently unset a key (the firewall, say): a string
            value = raw
        table = out.setdefault(section, {})
        if isinstance(table, dict):
            table[key] = value
    return out


def problems_of(error: ValidationError, model: type[BaseModel]) -> list[str]:
    """One line per fault: `[section] key: what is wrong` (with a suggestion for a typo)."""
    lines = []
    for item in error.errors():
        where = [str(part) for part in item["loc"]]
        if item["type"] == "extra_forbidden":
            lines.append(_unknown(where, model))
            continue
        if item["type"] == "missing":
            lines.append(f"{_place(where)}: missing (required)")
            continue
        message = str(item["msg"]).removeprefix("Value error, ")
        lines.append(f"{_place(where)}: {message}")
    return lines


def _place(where: list[str]) -> str:
    if not where:
        return "(file)"
    head = f"[{where[0]}]" if len(where) > 1 or where[0] in AgentFile.model_fields else where[0]
    return " ".join([head, *where[1:]]) if len(where) > 1 else head


def _unknown(where: list[str], model: type[BaseModel]) -> str:
    known: list[str] = list(model.model_fields)
    section_model: type[BaseModel] | None = model
    for part in where[:-1]:
        field = section_model.model_fields.get(part) if section_model else None
        section_model = _model_of(field.annotation) if field is not None else None
        known = list(section_model.model_fields) if section_model else []
    name = where[-1]
    close = difflib.get_close_matches(name, known, n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else f" (known: {', '.join(known)})"
    if len(where) == 1:
        return f"unknown section [{name}]{hint}"
    return f"[{where[0]}] {name}: unknown key{hint}"


def load_agent_file(path: Path, environ: Mapping[str, str] | None = None) -> AgentFile:
    """The validated config of `path` with `environ`'s overrides; `ConfigFileError` otherwise.

    Relative paths (identity, policies, context files, cert, key) are made relative to
    the file's folder; files that must exist are checked.
    """
    try:
        document = tomllib.loads(path.read_text("utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise ConfigFileError(path, [str(error)]) from error
    merged = with_environment(document, os.environ if environ is None else environ)
    try:
        config = AgentFile.model_validate(merged)
    except ValidationError as error:
        raise ConfigFileError(path, problems_of(error, AgentFile)) from error
    base = path.parent

    def at(file: Path | str) -> Path:
        """Relative to the config file; `~` is the home directory."""
        return base / Path(file).expanduser()

    agent = config.agent.model_copy(
        update={
            "identity": at(config.agent.identity),
            "policies": at(config.agent.policies) if config.agent.policies else None,
            "contexts": [c if c.startswith("urn:") else str(at(c)) for c in config.agent.contexts],
        }
    )
    listen = config.listen.model_copy(
        update={
            "cert": at(config.listen.cert) if config.listen.cert else None,
            "key": at(config.listen.key) if config.listen.key else None,
        }
    )
    authority = config.authority
    if authority is not None:
        authority = authority.model_copy(
            update={
                "root": at(authority.root) if authority.root else None,
                "cache": at(authority.cache),
            }
        )
    missing = [
        f"[{section}] {name} = {file}: no such file"
        for section, name, file in (
            ("agent", "identity", agent.identity),
            ("listen", "cert", listen.cert),
            ("listen", "key", listen.key),
            ("authority", "root", authority.root if authority else None),
        )
        if file is not None and not file.is_file()
    ]
    missing += [
        f"[agent] contexts: {c}: no such file"
        for c in agent.contexts
        if not c.startswith("urn:") and not Path(c).is_file()
    ]
    if agent.policies is not None and not agent.policies.is_dir():
        missing.append(f"[agent] policies = {agent.policies}: no such directory")
    if (
        authority is not None
        and authority.root is None
        and not (authority.cache / "metadata" / "root.json").is_file()
    ):
        missing.append(
            f"[authority] root: missing, and {authority.cache} holds no verified root "
            "yet: give the authority's root metadata file the first time"
        )
    if missing:
        raise ConfigFileError(path, missing)
    return config.model_copy(update={"agent": agent, "listen": listen, "authority": authority})


def reference() -> str:
    """The reference page of the agent config format (docs/config.md), from the model."""
    lines = [
        "# Agent configuration reference",
        "",
        "Generated from `ioa.config` (`python -m ioa.config > docs/config.md`); a test",
        "keeps it up to date. `ioa agent serve FILE` runs an agent from such a file;",
        "`ioa config check FILE` only checks it. Relative paths are relative to the",
        "file. Every key can be overridden by an environment variable",
        "`IOA_<SECTION>__<KEY>` (`IOA_LISTEN__PORT=8443`; a value that parses as JSON",
        "is taken as JSON: `IOA_AGENT__CONTEXTS='[\"urn:contexts:travel:v2.1\"]'`).",
        "Unknown sections and keys are refused, with the closest known name.",
        "",
    ]
    for name, field in AgentFile.model_fields.items():
        annotation = _model_of(field.annotation)
        lines.append(f"## `[{name}]`")
        lines.append("")
        if annotation is not None:
            lines.append(inspect.cleandoc(annotation.__doc__ or ""))
            lines.append("")
            lines.append("| key | type | default | meaning |")
            lines.append("|---|---|---|---|")
            for key, sub in annotation.model_fields.items():
                if sub.is_required():
                    default = "required"
                elif sub.default is None:
                    default = "none"
                else:
                    default = f"`{json.dumps(_plain(sub.default))}`"
                kind = _type_name(sub.annotation)
                lines.append(f"| `{key}` | {kind} | {default} | {sub.description or ''} |")
        else:
            lines.append(str(field.description or ""))
        lines.append("")
    lines += [
        'Rules across keys: `cert` and `key` go together; `protocol = "h3"` needs both;',
        "without them HTTP/2 is served in cleartext on a loopback address only, unless",
        "`cleartext = true`. A handler for a task or concept none of the contexts defines",
        "is refused. With `[authority]`, `[agent] contexts` are URNs that authority",
        "publishes (no files); `root` may be left out once `cache` holds a verified root.",
        "",
    ]
    return "\n".join(lines)


def _model_of(annotation: Any) -> type[BaseModel] | None:  # noqa: ANN401 - a type
    """The section model an annotation names (`Section` or `Section | None`), or None."""
    for candidate in (annotation, *typing.get_args(annotation)):
        if isinstance(candidate, type) and issubclass(candidate, BaseModel):
            return candidate
    return None


def _plain(value: Any) -> Any:  # noqa: ANN401 - a default value
    return str(value) if isinstance(value, Path) else value


def _type_name(annotation: Any) -> str:  # noqa: ANN401 - a type
    text = str(annotation).replace("typing.", "").replace("pathlib.", "")
    text = text.replace("<class '", "").replace("'>", "").replace("Literal", "one of ")
    return " or ".join(f"`{part.strip()}`" for part in text.split("|"))


if __name__ == "__main__":
    print(reference(), end="")
