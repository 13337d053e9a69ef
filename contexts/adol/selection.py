"""Retrieval-based selection: the entries of a listing that a request needs.

The token-efficiency draft's fourth mechanism, for any listing whose entries
have a `name` and a `description` (MCP tools, a context's concepts and tasks):

- **tags**: each entry has at least one (`tags_of`: its own `tags`, or MCP's
  `_meta["io.ioa-stack/tags"]`, else tags derived from its name); a request
  that names tags keeps the entries that carry any of them (exact match).
- **bm25**: BM25 (`bm25s`, English stop words, Snowball stemming) over each
  entry's name, description and parameter names.
- **semantic**: cosine similarity between the request and each entry, with
  WordLlama, whose weights ship inside its package (no download at run time).
- **hybrid**: the two rankings fused by reciprocal rank (k = 60, the usual
  constant; nothing here was tuned on a particular listing).

Decisions where the draft is silent: tags filter before any ranking; `top`
and `threshold` apply only when there is a query; `threshold` compares the
semantic cosine for `semantic` and `hybrid` (the one score with an absolute
meaning) and the raw BM25 score for `bm25`. When the embedding model cannot
be loaded, `semantic` raises `SelectionError("unavailable")` and `hybrid`
falls back to BM25 with a warning. Embeddings are computed once per entry
text and cached by the text's digest, so a listing served again, or changed
in one entry, costs one embedding per new text.
"""

from __future__ import annotations

import hashlib
import logging
import math
import re
import threading
from collections import Counter, OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final, Protocol

import numpy as np
import numpy.typing as npt

from contexts.wordllama import load_wordllama

logger = logging.getLogger("contexts.adol.selection")

METHODS: Final = ("tags", "bm25", "semantic", "hybrid")
TAGS_META: Final = "io.ioa-stack/tags"
"""Where an MCP tool carries its tags (tools have no `tags` member of their own)."""
EXAMPLES_META: Final = "io.ioa-stack/examples"
"""Where an MCP tool carries example requests its author wrote (read by retrieval only)."""
MAX_EXAMPLES: Final = 16
RRF_K: Final = 60
MAX_QUERY: Final = 4096
"""Characters of a request that are read (a longer request is cut, not refused)."""
CACHE_SIZE: Final = 8192

_VERBS: Final = frozenset(
    (
        *("get", "list", "create", "update", "delete", "search", "add", "remove", "run"),
        *("fork", "merge", "push", "set", "request", "submit", "assign", "dismiss"),
        *("cancel", "rerun", "download", "manage", "mark", "star", "unstar", "read"),
        *("write", "edit", "close", "open", "find", "fetch", "put", "post", "patch"),
        *("start", "stop", "book", "check", "send", "make", "show", "view", "describe"),
        *("compute", "calculate", "convert", "translate", "summarize", "schedule", "reserve"),
        *("pay", "refund", "approve", "reject", "record", "report", "register", "verify"),
    )
)
"""Leading words of a name that say what a tool does, not what it is about (not tags)."""
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_TAG = re.compile(r"[a-z0-9][a-z0-9_.-]{0,63}")
MAX_DERIVED_TAGS: Final = 16


class SelectionError(ValueError):
    """A selection request that cannot be served; `code` is stable, the message names the fault."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True, kw_only=True, slots=True)
class Scored:
    """One selected entry."""

    name: str
    """The entry's name."""
    score: float
    """The method's score (tags: the share of requested tags it carries; bm25: BM25;
    semantic: cosine; hybrid: reciprocal-rank fusion)."""


class EmbeddingModel(Protocol):
    """What selection needs of a sentence-embedding model."""

    name: str

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """One L2-normalised row per text."""
        ...


class WordLlamaModel:
    """WordLlama's shipped 256-d model, loaded from its package folder, never downloaded."""

    name = "wordllama-l2-supercat-256"

    def __init__(self) -> None:
        # a dependency of the package, loaded only when semantic selection is asked for
        self._model = load_wordllama(256)

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """One L2-normalised row per text."""
        vectors = self._model.embed(list(texts), norm=True)
        return np.asarray(vectors, dtype=np.float32).reshape(len(texts), -1)


_model_lock = threading.Lock()
_model_state: dict[str, EmbeddingModel | Exception] = {}


def default_model() -> EmbeddingModel:
    """The shipped embedding model (loaded once); `SelectionError("unavailable")` without it."""
    with _model_lock:
        state = _model_state.get("model")
        if state is None:
            try:
                state = WordLlamaModel()
            except Exception as error:  # noqa: BLE001 - any import or load failure means "unavailable"
                state = error
            _model_state["model"] = state
    if isinstance(state, Exception):
        raise SelectionError(
            "unavailable",
            f"semantic selection needs the wordllama package and its shipped weights: {state}",
        )
    return state


class EmbeddingCache:
    """Embeddings by the digest of (model, text), least recently used out past `size`."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        self._size = size
        self._rows: OrderedDict[bytes, npt.NDArray[np.float32]] = OrderedDict()
        self._lock = threading.Lock()
        self.computed = 0
        """How many texts were embedded (not found in the cache)."""

    def embed(self, model: EmbeddingModel, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """The embeddings of `texts`, computing only the ones not cached."""
        keys = [hashlib.sha256(f"{model.name}\0{text}".encode()).digest() for text in texts]
        with self._lock:
            found = {key: self._rows[key] for key in keys if key in self._rows}
            for key in found:
                self._rows.move_to_end(key)
        missing = [(key, text) for key, text in zip(keys, texts, strict=True) if key not in found]
        if missing:
            rows = model.embed([text for _, text in missing])
            with self._lock:
                self.computed += len(missing)
                for (key, _), row in zip(missing, rows, strict=True):
                    found[key] = row
                    self._rows[key] = row
                while len(self._rows) > self._size:
                    self._rows.popitem(last=False)
        if not keys:
            return np.zeros((0, 0), dtype=np.float32)
        return np.stack([found[key] for key in keys])


EMBEDDINGS: Final = EmbeddingCache()
"""The process-wide cache that selectors share."""


def _words(name: str) -> list[str]:
    return [word.lower() for word in re.split(r"[\W_]+", _CAMEL.sub(" ", name)) if word]


def _singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def tags_of(entry: Mapping[str, Any]) -> tuple[str, ...]:
    """The entry's tags: its own, else derived from its name (never empty).

    Derived tags are the name's words after a leading verb, in the singular,
    and the phrase they make (`list_pull_requests` -> pull, request,
    pull_request), plus `read-only` for a tool annotated `readOnlyHint`.
    """
    own = entry.get("tags")
    if own is None and isinstance(entry.get("_meta"), Mapping):
        own = entry["_meta"].get(TAGS_META)
    if own is not None:
        if not isinstance(own, list) or not own or not all(isinstance(t, str) and t for t in own):
            name = entry.get("name", "?")
            raise SelectionError(
                "bad_entry", f"entry {name!r}: tags must be a non-empty list of strings"
            )
        return tuple(dict.fromkeys(own))
    words = _words(str(entry.get("name", "")))
    if len(words) > 1 and words[0] in _VERBS:
        words = words[1:]
    nouns = [_singular(word) for word in words] or ["untagged"]
    tags = [*nouns, "_".join(nouns)] if len(nouns) > 1 else nouns
    annotations = entry.get("annotations")
    if isinstance(annotations, Mapping) and annotations.get("readOnlyHint") is True:
        tags.append("read-only")
    # what a context's tags may be (spec 10.2): lower-case ASCII words of at most 64
    # characters, at most 16 of them; a name of other characters gets `untagged`
    fitting = [tag for tag in dict.fromkeys(tags) if _TAG.fullmatch(tag)][:MAX_DERIVED_TAGS]
    return tuple(fitting) or ("untagged",)


def examples_of(entry: Mapping[str, Any]) -> list[str]:
    """Example requests an entry's author wrote (strings only, at most 16).

    An MCP tool's `_meta["io.ioa-stack/examples"]`, or a context task's `x-examples`.
    """
    found = entry.get("x-examples")
    meta = entry.get("_meta")
    if isinstance(meta, Mapping) and EXAMPLES_META in meta:
        found = meta[EXAMPLES_META]
    if not isinstance(found, list):
        return []
    return [text for text in found if isinstance(text, str) and text.strip()][:MAX_EXAMPLES]


def entry_text(entry: Mapping[str, Any]) -> str:
    """What retrieval reads of an entry.

    Its name's words, title, description, parameter names, and the example requests its
    author gave.
    """
    parts = [" ".join(_words(str(entry.get("name", ""))))]
    parts.extend(entry[key] for key in ("title", "description") if isinstance(entry.get(key), str))
    schema = entry.get("inputSchema", entry.get("schema"))
    if isinstance(schema, Mapping) and isinstance(schema.get("properties"), Mapping):
        names = [" ".join(_words(str(name))) for name in schema["properties"]]
        if names:
            parts.append("parameters: " + ", ".join(names))
    examples = examples_of(entry)
    if examples:
        parts.append("examples: " + " | ".join(examples))
    return ". ".join(part for part in parts if part)


@lru_cache(maxsize=1)
def _stemmer() -> Any:  # noqa: ANN401 - PyStemmer has no type hints
    try:
        import Stemmer  # noqa: PLC0415 - optional: bm25s ranks without stemming too
    except ImportError:  # stemming is an improvement, not a requirement
        return None
    return Stemmer.Stemmer("english")


def _tokens(texts: Sequence[str]) -> list[list[str]]:
    import bm25s  # noqa: PLC0415 - an optional extra ('ioa-stack[adol]')

    tokens: list[list[str]] = bm25s.tokenize(
        list(texts), stopwords="en", stemmer=_stemmer(), return_ids=False, show_progress=False
    )
    return tokens


class _Bm25:
    def __init__(self, texts: Sequence[str]) -> None:
        import bm25s  # noqa: PLC0415 - an optional extra ('ioa-stack[adol]')

        # bm25s sets its logger to DEBUG when imported: an application's log would get a
        # line per index built. Back to the default: warnings and worse.
        logging.getLogger("bm25s").setLevel(logging.WARNING)

        self._index = bm25s.BM25()
        corpus = _tokens(texts)
        # bm25s cannot index an empty document; a placeholder token keeps positions aligned
        self._index.index([doc or ["\0"] for doc in corpus], show_progress=False)
        self._vocab = set(self._index.vocab_dict)

    def scores(self, query: str) -> npt.NDArray[np.float64]:
        known = [token for token in _tokens([query])[0] if token in self._vocab]
        if not known:
            return np.zeros(self._index.scores["num_docs"], dtype=np.float64)
        return np.asarray(self._index.get_scores(known), dtype=np.float64)


class Selector:
    """Selection over one listing; its BM25 index and embeddings are built once, on first use."""

    def __init__(
        self,
        entries: Sequence[Mapping[str, Any]],
        *,
        model: EmbeddingModel | None = None,
        cache: EmbeddingCache = EMBEDDINGS,
    ) -> None:
        names: list[str] = []
        for index, entry in enumerate(entries):
            name = entry.get("name")
            if not isinstance(name, str) or not name:
                raise SelectionError("bad_entry", f"entry {index} has no name")
            names.append(name)
        duplicates = sorted(name for name, n in Counter(names).items() if n > 1)
        if duplicates:
            raise SelectionError("bad_entry", f"entries share a name: {', '.join(duplicates)}")
        self.names: tuple[str, ...] = tuple(names)
        self.tags: tuple[tuple[str, ...], ...] = tuple(tags_of(entry) for entry in entries)
        self.texts: tuple[str, ...] = tuple(entry_text(entry) for entry in entries)
        self._model = model
        self._cache = cache
        self._bm25: _Bm25 | None = None
        self._embeddings: npt.NDArray[np.float32] | None = None

    def all_tags(self) -> list[str]:
        """Every tag of the listing, sorted."""
        return sorted({tag for tags in self.tags for tag in tags})

    def select(
        self,
        query: str | None = None,
        *,
        tags: Sequence[str] = (),
        top: int | None = 5,
        threshold: float | None = None,
        method: str = "hybrid",
    ) -> list[Scored]:
        """The entries for a request, best first (see the module for each method)."""
        _check_request(query, tags, top, threshold, method)
        if not self.names:
            return []
        wanted = set(tags)
        keep = [
            index for index, own in enumerate(self.tags) if not wanted or wanted.intersection(own)
        ]
        if query is None or method == "tags":
            return [
                Scored(
                    name=self.names[index],
                    score=len(wanted.intersection(self.tags[index])) / len(wanted)
                    if wanted
                    else 1.0,
                )
                for index in sorted(keep, key=lambda i: -len(wanted.intersection(self.tags[i])))
            ]
        scores, floor, lexical = self._ranked(query[:MAX_QUERY], method)
        chosen = [index for index in keep if threshold is None or floor[index] >= threshold]
        if lexical:  # BM25 alone: no word of the request in common, nothing to rank it by
            chosen = [index for index in chosen if scores[index] > 0]
        chosen.sort(key=lambda index: (-scores[index], index))
        if top is not None:
            chosen = chosen[:top]
        return [Scored(name=self.names[index], score=float(scores[index])) for index in chosen]

    def _ranked(
        self, query: str, method: str
    ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64], bool]:
        """(the ranking score, the score `threshold` compares, whether BM25 alone ranked)."""
        if method == "bm25":
            bm25 = self._bm25_scores(query)
            return bm25, bm25, True
        if method == "semantic":
            cosine = self._cosines(query)
            return cosine, cosine, False
        try:
            cosine = self._cosines(query)
        except SelectionError as error:
            logger.warning("hybrid selection falls back to BM25: %s", error)
            bm25 = self._bm25_scores(query)
            return bm25, bm25, True
        return _fused(self._bm25_scores(query), cosine), cosine, False

    def _bm25_scores(self, query: str) -> npt.NDArray[np.float64]:
        if self._bm25 is None:
            self._bm25 = _Bm25(self.texts)
        return self._bm25.scores(query)

    def _cosines(self, query: str) -> npt.NDArray[np.float64]:
        model = self._model or default_model()
        if self._embeddings is None:
            self._embeddings = self._cache.embed(model, self.texts)
        asked = model.embed([query])[0]
        return np.asarray(self._embeddings @ asked, dtype=np.float64)


def _check_request(
    query: str | None,
    tags: Sequence[str],
    top: int | None,
    threshold: float | None,
    method: str,
) -> None:
    """`SelectionError` with its code for a request `Selector.select` cannot serve."""
    if method not in METHODS:
        raise SelectionError(
            "bad_method", f"unknown method {method!r} (one of {', '.join(METHODS)})"
        )
    if isinstance(tags, str) or not all(isinstance(tag, str) for tag in tags):
        raise SelectionError("bad_tags", "tags must be a list of strings")
    if top is not None and (not isinstance(top, int) or isinstance(top, bool) or top < 1):
        raise SelectionError("bad_top", f"top must be a whole number >= 1, not {top!r}")
    if threshold is not None and (
        not isinstance(threshold, int | float)
        or isinstance(threshold, bool)
        or not math.isfinite(threshold)  # NaN compares false with every score: no tool kept
    ):
        raise SelectionError("bad_threshold", f"threshold must be a number, not {threshold!r}")
    if query is not None and (not isinstance(query, str) or not query.strip()):
        raise SelectionError("bad_query", "the query is empty")
    if method == "tags" and not tags:
        raise SelectionError("bad_tags", "method 'tags' needs at least one tag")
    if method != "tags" and query is None and not tags:
        raise SelectionError("bad_query", f"method {method!r} needs a query or tags")


def _ranks(scores: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """1 for the best score, 2 for the next...

    Equal scores share their average rank, so that the order of the listing decides
    nothing.
    """
    order = np.argsort(-scores, kind="stable")
    ranks = np.empty(len(scores), dtype=np.float64)
    ranks[order] = np.arange(1, len(scores) + 1)
    _, groups, counts = np.unique(-scores, return_inverse=True, return_counts=True)
    sums = np.bincount(groups, weights=ranks)
    return np.asarray(sums[groups] / counts[groups], dtype=np.float64)


def _fused(*scores: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Reciprocal-rank fusion of several score arrays over the same entries."""
    total = np.zeros(len(scores[0]), dtype=np.float64)
    for each in scores:
        total += 1.0 / (RRF_K + _ranks(each))
    return total


__all__ = [
    "EMBEDDINGS",
    "METHODS",
    "EmbeddingCache",
    "EmbeddingModel",
    "Scored",
    "SelectionError",
    "Selector",
    "WordLlamaModel",
    "default_model",
    "entry_text",
    "examples_of",
    "tags_of",
]
