"""Reading a config file: TOML, `IOA_*` variables over it, validation, paths checked."""

from __future__ import annotations

import copy
import difflib
import itertools
import json
import os
import re
import stat
import tomllib
import typing
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from pydantic import (
    BaseModel,
    ValidationError,
)

from ioa.config.base import ConfigFileError
from ioa.config.models import (
    ENV_PREFIX,
    ROLE_SECTIONS,
    ROLES,
    AgentFile,
    AgentSection,
    AuthoritySection,
    ConfigFile,
    MasterFile,
    section_model,
)
from ioa.json_files import JsonFileError, read_limited


def with_environment(
    document: Mapping[str, Any],
    environ: Mapping[str, str],
    sections: frozenset[str] | None = None,
    *,
    model: type[BaseModel] | None = None,
    origins: dict[tuple[str, ...], str] | None = None,
) -> dict[str, Any]:
    """`document` with the `IOA_SECTION__KEY` variables of `environ` laid over it.

    `sections`: the sections of the file's role; a variable for a section that another
    role has is left to that role's files (one environment may serve several roles).
    With the role's `model`, a variable may reach further: a table of a section of
    tables (`IOA_UPSTREAM_TLS__airline__CA`), an entry of a list of sections by its
    number from 1 (`IOA_AUTHORITIES__2__URL`, an entry the file has), a name in a
    table of names (`IOA_GATEWAY__UPSTREAMS__hotel`); names keep their case, keys of
    the format are lower case. A variable that cannot be placed raises
    `ConfigFileError` naming it. `origins` receives each placed key's path (as a
    validation error locates it) and the variable that set it.
    """
    out: dict[str, Any] = copy.deepcopy(dict(document))
    for name, raw in sorted(environ.items()):
        if not name.upper().startswith(ENV_PREFIX) or "__" not in name:
            continue
        parts = name[len(ENV_PREFIX) :].split("__")
        section = parts[0].lower()
        if sections is not None and section not in sections and section in ROLE_SECTIONS:
            continue
        try:
            value: Any = json.loads(raw)
        except json.JSONDecodeError:
            value = raw
        if value is None:  # `null` would silently unset a key (the firewall, say): a string
            value = raw
        path = _env_path(name, [section, *parts[1:]], model)
        _place_value(out, path, value, name)
        if origins is not None:
            origins[tuple(map(str, path))] = name
    return out


def _place_value(out: dict[str, Any], path: list[str | int], value: Any, name: str) -> None:  # noqa: ANN401 - any TOML value
    """Set `value` at `path` of `out`, making the tables on the way; `name`: the variable."""
    where: Any = out
    for step, after in itertools.pairwise(path):
        if isinstance(step, int):
            if not isinstance(where, list) or step >= len(where):
                count = len(where) if isinstance(where, list) else 0
                msg = f"the file has {count} [[{path[0]}]] table(s), not {step + 1}"
                raise ConfigFileError(name, [msg])
            where = where[step]
        else:
            where = where.setdefault(step, [] if isinstance(after, int) else {})
        if not isinstance(where, dict | list):
            shown = ".".join(map(str, path[: path.index(after)]))
            raise ConfigFileError(name, [f"{shown} is a value in the file, not a table"])
    if not isinstance(where, dict):  # the last step is an entry's number: no key
        raise ConfigFileError(name, ["name a key of the table as well"])
    where[str(path[-1])] = value


def _env_path(variable: str, parts: list[str], model: type[BaseModel] | None) -> list[str | int]:
    """Where `variable` (split into `parts`, its section lowered) puts its value.

    Without a model, `SECTION__KEY` as before (the key lowered, but for `peers`).
    """
    if model is None or len(parts) < 2:
        key = "__".join(parts[1:])
        return [parts[0], key if parts[0] in ("peers", "upstream_tls") else key.lower()]
    path: list[str | int] = [parts[0]]
    field = model.model_fields.get(parts[0])
    annotation: Any = field.annotation if field is not None else None
    for part in parts[1:]:
        inner = section_model(annotation) if annotation is not None else None
        origin = typing.get_origin(annotation)
        if origin is list and inner is not None:  # an entry of [[section]], by number
            if not part.isdigit() or int(part) < 1:
                msg = f"[[{parts[0]}]] is a list of tables: name one by its number from 1"
                raise ConfigFileError(variable, [msg])
            path.append(int(part) - 1)
            annotation = inner
        elif origin is dict:  # a name (an agent id, a table of a section of tables)
            path.append(part)
            annotation = typing.get_args(annotation)[1] if typing.get_args(annotation) else None
        elif inner is not None:  # a section: a key of the format
            path.append(part.lower())
            sub = inner.model_fields.get(part.lower())
            annotation = sub.annotation if sub is not None else None
        else:  # past what the model says: the model will name what is unknown
            path.append(part.lower())
            annotation = None
    return path


def problems_of(
    error: ValidationError,
    model: type[BaseModel],
    origins: Mapping[tuple[str, ...], str] | None = None,
) -> list[str]:
    """One line per fault: `[section] key: what is wrong` (with a suggestion for a typo).

    `origins` (from `with_environment`): a fault in a value an environment variable
    set says so, naming the variable (the file does not hold it).
    """
    lines = []
    for item in error.errors():
        where = [str(part) for part in item["loc"]]
        if item["type"] == "extra_forbidden":
            line = _unknown(where, model)
        elif item["type"] == "missing":
            line = f"{_place(where, model)}: missing (required)"
        else:
            message = str(item["msg"]).removeprefix("Value error, ")
            line = f"{_place(where, model)}: {message}"
        variable = _set_by(tuple(where), origins or {})
        lines.append(f"{line} (set by {variable})" if variable else line)
    return lines


def _set_by(where: tuple[str, ...], origins: Mapping[tuple[str, ...], str]) -> str | None:
    """The variable that set the value at `where`, or one inside it."""
    if where in origins:
        return origins[where]
    inside = [name for path, name in origins.items() if path[: len(where)] == where and where]
    return inside[0] if len(inside) == 1 else None


def _place(where: list[str], model: type[BaseModel]) -> str:
    if not where:
        return "(file)"
    field = model.model_fields.get(where[0])
    section = len(where) > 1 or (field is not None and section_model(field.annotation) is not None)
    head, rest = _head(where, model)
    if not section:
        return where[0]
    return " ".join([head, *rest])


def _head(where: list[str], model: type[BaseModel]) -> tuple[str, list[str]]:
    """How a message names the section `where` starts in, and the rest of the path.

    An entry of a list of sections is `[[authorities]] 2` (counted from 1, as read);
    a table of a section of tables (one per agent) is `[upstream_tls.airline]`.
    """
    field = model.model_fields.get(where[0])
    origin = typing.get_origin(field.annotation) if field is not None else None
    if origin is list and len(where) > 1 and where[1].isdigit():
        return f"[[{where[0]}]] {int(where[1]) + 1}", where[2:]
    if origin is dict and len(where) > 2:
        return f"[{where[0]}.{where[1]}]", where[2:]
    return f"[{where[0]}]", where[1:]


def _unknown(where: list[str], model: type[BaseModel]) -> str:
    known: list[str] = list(model.model_fields)
    head, rest = _head(where, model)
    inner: type[BaseModel] | None = model
    for part in [where[0], *rest][:-1]:
        field = inner.model_fields.get(part) if inner else None
        inner = section_model(field.annotation) if field is not None else None
        known = list(inner.model_fields) if inner else []
    name = where[-1]
    close = difflib.get_close_matches(name, known, n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else f" (known: {', '.join(known)})"
    if len(where) == 1:
        return f"unknown section [{name}]{hint}"
    return f"{head} {name}: unknown key{hint}"


CONFIG_LIMIT: typing.Final = 1 << 20
"""The most bytes a config file may hold (1 MiB: a config is a few KB)."""
_BOM: typing.Final = "\ufeff"


def _config_text(path: Path) -> str:
    """A config file's text; `ConfigFileError` (one line) for what is no regular file or too big.

    A UTF-8 byte order mark (Notepad writes one) is dropped: it means nothing in UTF-8,
    and tomllib would take it for a statement ("Invalid statement ... line 1, column 1").
    """
    try:
        if not stat.S_ISREG(path.stat().st_mode):  # a FIFO would block, /dev/zero never end
            raise ConfigFileError(path, ["not a regular file"])
        data = read_limited(path, CONFIG_LIMIT)
    except OSError as error:
        raise ConfigFileError(path, [error.strerror or str(error)]) from None
    except JsonFileError as error:
        raise ConfigFileError(path, [str(error).removeprefix(f"{path}: ")]) from None
    return data.decode("utf-8").removeprefix(_BOM)


_AT_LINE: typing.Final = re.compile(r"\(at line ([0-9]+), column [0-9]+\)")


def _with_its_line(message: str, text: str) -> str:
    """A TOML error's message with the line it names, its white space squeezed.

    tomllib's "Cannot overwrite a value (at line 7, column 9)" says neither which key nor
    what: the line does.
    """
    found = _AT_LINE.search(message)
    lines = text.splitlines()
    if found is None or not 1 <= int(found.group(1)) <= len(lines):
        return message
    line = " ".join(lines[int(found.group(1)) - 1].split())
    return f"{message}: {line[:120]}" if line else message


def load_config_file(
    path: Path,
    environ: Mapping[str, str] | None = None,
    *,
    expect: tuple[str, str] | None = None,
) -> ConfigFile:
    """The validated config of `path`, of the role it names, with `environ`'s overrides.

    `ConfigFileError` with every fault otherwise. Relative paths are made relative to
    the file's folder (`~` is the home directory); the files and directories that
    must exist are checked. `expect`: (the role a command needs, the command), checked
    before anything else (a file of another role is not validated as that role).
    """
    try:
        text = _config_text(path)
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ConfigFileError(path, [_with_its_line(str(error), text)]) from error
    except UnicodeDecodeError as error:
        raise ConfigFileError(path, [str(error)]) from error
    except RecursionError:  # tomllib reads nested arrays and tables by recursion
        raise ConfigFileError(path, ["arrays or tables nested too deeply to read"]) from None
    role = document.setdefault("role", "agent")
    model = ROLES.get(role) if isinstance(role, str) else None
    if model is None:
        close = difflib.get_close_matches(str(role), ROLES, n=1)
        hint = f"did you mean {close[0]!r}?" if close else f"known: {', '.join(ROLES)}"
        raise ConfigFileError(path, [f"role = {role!r}: not a role ({hint})"])
    if expect is not None and role != expect[0]:
        article = "an" if expect[0][:1] in "aeiou" else "a"
        wanted = f"`{expect[1]}` needs {article} {expect[0]}'s file (role = {expect[0]!r})"
        raise ConfigFileError(path, [f"role = {role!r}: {wanted}"])
    sections = frozenset(model.model_fields)
    origins: dict[tuple[str, ...], str] = {}
    environ = os.environ if environ is None else environ
    try:
        merged = with_environment(document, environ, sections, model=model, origins=origins)
    except ConfigFileError as error:  # a variable that cannot be placed: named
        raise ConfigFileError(path, [f"{error.path}: {p}" for p in error.problems]) from error
    try:
        config = model.model_validate(merged)
    except ValidationError as error:
        raise ConfigFileError(path, problems_of(error, model, origins)) from error
    config = _resolved(config, path.parent)
    problems = _missing(config)
    if isinstance(config, AgentFile | MasterFile):
        problems += [
            f"{where} root: missing, and {authority.cache} holds no verified root yet: "
            "give the authority's root metadata file the first time"
            for where, authority in trusted_authorities(config)
            if authority.root is None and not _holds_root(authority.cache / "metadata")
        ]
    if problems:
        raise ConfigFileError(path, problems)
    return config


def _holds_root(metadata: Path) -> bool:
    """Whether a client cache holds a root: `root.json`, or the chain in `root_history/`.

    A crash inside tuf's swap of the `root.json` link leaves only the chain, which the
    client starts from (verified).
    """
    return (metadata / "root.json").is_file() or any(
        (metadata / "root_history").glob("*.root.json")
    )


def file_instead_of_options(path: Path, beside: list[str], expect: tuple[str, str]) -> ConfigFile:
    """The config of a service started with `--config FILE` (`expect`: role, command).

    `beside`: the options given next to it, which the file would silently override:
    a usage error (`ConfigFileError`), as a file of another role is.
    """
    if beside:
        raise ConfigFileError(path, [f"{', '.join(beside)}: give options or --config, not both"])
    return load_config_file(path, expect=expect)


def options_as_file(
    model: type[ConfigFile], document: dict[str, Any], flags: Mapping[str, str], command: str
) -> ConfigFile:
    """Options checked as the file they stand for would be: the same rules, the same files.

    `document`: the file the options amount to; `flags`: how each fault names what
    is at fault, `[section] key` (or a section's own message, `[listen]: cert and
    key`) -> the option (`--tls-cert and --tls-key`). `ConfigFileError` names `command`.
    """
    try:
        config = model.model_validate(document)
    except ValidationError as error:
        problems = problems_of(error, model)
    else:
        problems = _missing(config)
    if problems:
        raise ConfigFileError(command, [_named_by_option(line, flags) for line in problems])
    return config


def _named_by_option(line: str, flags: Mapping[str, str]) -> str:
    line = line.removeprefix("(file): ")
    for key in sorted(flags, key=len, reverse=True):
        line = line.replace(f"{key} = ", f"{flags[key]} ").replace(key, flags[key])
    return line


def load_agent_file(path: Path, environ: Mapping[str, str] | None = None) -> AgentFile:
    """`load_config_file` for a file that must configure an agent."""
    config = load_config_file(path, environ, expect=("agent", "ioa agent"))
    assert isinstance(config, AgentFile)  # noqa: S101 - expect= checked the role
    return config


def _tables(config: ConfigFile) -> Iterator[tuple[str, str | int | None, str, BaseModel]]:
    """Each table of `config`: its field, its index or key there, how messages name it.

    A list of sections (`[[authorities]]`) gives each entry (`[[authorities]] 2`), a
    section of tables (`[upstream_tls.AGENT_ID]`) each table (`[upstream_tls.airline]`).
    """
    for name in type(config).model_fields:
        value = getattr(config, name)
        if isinstance(value, BaseModel):
            yield name, None, f"[{name}]", value
        elif isinstance(value, list):
            for index, entry in enumerate(value):
                if isinstance(entry, BaseModel):
                    yield name, index, f"[[{name}]] {index + 1}", entry
        elif isinstance(value, dict):
            for key, table in value.items():
                if isinstance(table, BaseModel):
                    yield name, key, f"[{name}.{key}]", table


def _resolved(config: ConfigFile, base: Path) -> ConfigFile:
    """`config` with every path made relative to `base` (context files of `[agent]` too)."""

    def at(file: Path) -> Path:
        return base / file.expanduser()

    sections: dict[str, Any] = {}
    for name, place, _, section in _tables(config):
        update: dict[str, Any] = {}
        for key in type(section).model_fields:
            value = getattr(section, key)
            if isinstance(value, Path):
                update[key] = at(value)
            elif isinstance(value, list) and value and all(isinstance(v, Path) for v in value):
                update[key] = [at(v) for v in value]
        if isinstance(section, AgentSection):
            update["contexts"] = [
                c if c.startswith("urn:") else str(at(Path(c))) for c in section.contexts
            ]
        copy = section.model_copy(update=update)
        if isinstance(place, int):
            sections.setdefault(name, []).append(copy)
        elif isinstance(place, str):
            sections.setdefault(name, {})[place] = copy
        else:
            sections[name] = copy
    return config.model_copy(update=sections)


def _missing(config: ConfigFile) -> list[str]:
    """A line for each file or directory the config names that must exist and does not."""
    lines = []
    for _, _, label, section in _tables(config):
        for key, field in type(section).model_fields.items():
            extra = field.json_schema_extra
            kind = extra.get("exists") if isinstance(extra, dict) else None
            value = getattr(section, key)
            paths = value if isinstance(value, list) else [value]
            for file in paths:
                if not isinstance(file, Path):
                    continue
                if kind == "file" and not file.is_file():
                    shown = f"{key}: {file}" if isinstance(value, list) else f"{key} = {file}"
                    lines.append(f"{label} {shown}: {_why_not(file, 'file')}")
                elif kind == "directory" and not file.is_dir():
                    lines.append(f"{label} {key} = {file}: {_why_not(file, 'directory')}")
        if isinstance(section, AgentSection):
            lines += [
                f"{label} contexts: {c}: {_why_not(Path(c), 'file')}"
                for c in section.contexts
                if not c.startswith("urn:") and not Path(c).is_file()
            ]
    return lines


def _why_not(path: Path, kind: str) -> str:
    """Why `path` is not the `kind` ("file" or "directory") a key needs."""
    try:
        status = path.stat()
    except FileNotFoundError:
        return f"no such {kind}"
    except OSError as error:  # a loop of symbolic links, no permission to look
        return f"cannot be read: {error.strerror}"
    if stat.S_ISDIR(status.st_mode):
        return "a directory, not a file"
    return "not a directory" if kind == "directory" else "not a regular file"


def trusted_authorities(config: AgentFile | MasterFile) -> list[tuple[str, AuthoritySection]]:
    """The authorities an agent's (or a master's) file trusts, each with where it is given.

    `[authority]`, or each `[[authorities]]` entry (`[[authorities]] 2`: the second).
    """
    if config.authority is not None:
        return [("[authority]", config.authority)]
    return [(f"[[authorities]] {n}", a) for n, a in enumerate(config.authorities, 1)]
