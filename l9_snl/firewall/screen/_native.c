/*
 * The screen's hot loops, compiled: the n-gram scorer (`ngrams.spans_of` on one text in one
 * pass), the code points it reads (`ngrams.codes`) and the squeezing of white space
 * (`normalise.squeezed`).
 *
 * The same arithmetic as the numpy functions of `ngrams` (which remain the
 * reference, the fallback where this module was not built, and what training
 * uses): the polynomial hash of each n-gram modulo 2**64, salted per order,
 * spread by Fibonacci hashing and cut to `bits`; per position, the float32 sum
 * of the weights of the n-grams starting there, added order by order; a running
 * float64 sum; the best sentence, the whole text and the best window of each
 * scale read from it. numpy pays a fixed cost per array operation (about fifty
 * of them per text); this pays one call.
 *
 * codes(text) -> bytes: `ngrams.codes(text)` as little-endian uint64 code points
 *
 * squeezed(data) -> bytes: `normalise.squeezed(data)`, each run of ASCII white space one byte
 *
 * windows(text, locators, width) -> [(start, end)]: `signals._search`'s merged windows around
 *   every occurrence of every locator
 *
 * signs(data, classes, near_spaced, near_leet) -> (bool, bool): `normalise._signs`, whether a
 *   text shows spaced letters and leetspeak, in one pass
 *
 * words(data, listed, slots) -> (frozenset, count): the words of `data` (split at ASCII
 *   white space and punctuation) that `listed` (a tuple of bytes) holds, and how many words
 *   `data` has; `slots` (uint32, a power of two of them) is the open table of
 *   `normalise.Vocabulary`: 0 empty, else 1 + the index in `listed` of a word whose FNV-1a
 *   hash, probed linearly from its low bits, reaches that slot
 *
 * spans(points, weights, bits, orders, scales, after, words=False) -> list of (score, start, end)
 *   points   a C-contiguous buffer of uint64 code points (`ngrams.codes`)
 *   weights  a C-contiguous buffer of float32, 2**bits of them
 *   orders   a tuple of n-gram lengths; scales a tuple of window lengths
 *   after    spans must end after this position (0: every span)
 *   words    whether words and pairs of words are features too (`ngrams.words`)
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_KINDS 16

static const uint64_t PRIME = 1099511628211ULL;
static const uint64_t SPREAD = 0x9E3779B97F4A7C15ULL;
static const uint64_t SALT_STEP = 0x632BE59BD9B4E019ULL;
/* `ngrams._SALT[16]` and `[17]`: a word's salt and a pair of words' salt. */
static const uint64_t WORD_SALT = 16 * 0x632BE59BD9B4E019ULL;
static const uint64_t PAIR_SALT = 17 * 0x632BE59BD9B4E019ULL;

/* `ngrams._ALNUM`: what words are made of, `str.isalnum`, in the BMP only. */
static inline int word_char(uint64_t c) {
    if (c < 128) return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    return c <= 0xFFFF && Py_UNICODE_ISALNUM((Py_UCS4)c);
}

/* A word feature's slot: its bucket, until its weight is read into it. */
typedef union {
    uint32_t bucket;
    float weight;
} Slot;

/* The word features of `ngrams.words`: at the first position of each word, the weight of its
   bucket (`unigram`, mark bit 1) and, when it follows a word on the same line, of the pair's
   (`pair`, mark bit 2); `counts[i]` the number of word features before position i. The
   buckets are found first and their weights read after, in a loop of independent loads (a
   pair's bucket is seldom in the cache: read one by one, each waited for). */
static void word_features(const uint64_t *points, Py_ssize_t size, const float *weights, int shift,
                          unsigned char *mark, Slot *unigram, Slot *pair, int64_t *counts) {
    memset(mark, 0, (size_t)size);
    uint64_t before = 0;
    int have_before = 0, broken = 0;
    Py_ssize_t i = 0;
    while (i < size) {
        uint64_t c = points[i];
        if (!word_char(c)) {
            if (c == '\n') broken = 1;
            i++;
            continue;
        }
        Py_ssize_t start = i;
        uint64_t hash = 0;
        while (i < size && word_char(points[i])) hash = hash * PRIME + points[i++];
        mark[start] = 1;
        unigram[start].bucket = (uint32_t)(((hash + WORD_SALT) * SPREAD) >> shift);
        if (have_before && !broken) {
            mark[start] |= 2;
            pair[start].bucket = (uint32_t)(((before * PRIME + hash + PAIR_SALT) * SPREAD) >> shift);
        }
        before = hash;
        have_before = 1;
        broken = 0;
    }
    counts[0] = 0;
    for (Py_ssize_t k = 0; k < size; k++) {
        if (mark[k] & 1) unigram[k].weight = weights[unigram[k].bucket];
        if (mark[k] & 2) pair[k].weight = weights[pair[k].bucket];
        counts[k + 1] = counts[k] + (mark[k] & 1) + (mark[k] >> 1);
    }
}

/* A position's float32 sum with its word features added after its n-grams (`contributions`). */
static inline float with_words(float total, Py_ssize_t i, const unsigned char *mark,
                               const Slot *unigram, const Slot *pair) {
    if (mark[i] & 1) total += unigram[i].weight;
    if (mark[i] & 2) total += pair[i].weight;
    return total;
}

/* 1: ends a sentence when white space follows; 2: ends one whatever follows; 4: a space. */
static const unsigned char ASCII_END_KINDS[128] = {
    ['.'] = 1, ['!'] = 1, ['?'] = 1, [';'] = 1, ['\n'] = 2, [' '] = 4,
};

static inline int end_kind(uint64_t point) {
    if (point < 128) return ASCII_END_KINDS[point];
    return (point == 0x3002 || point == 0xFF01 || point == 0xFF1F) ? 2 : 0;
}

static int read_ints(PyObject *tuple, long *out, Py_ssize_t *count, const char *what) {
    if (!PyTuple_Check(tuple)) {
        PyErr_Format(PyExc_TypeError, "%s must be a tuple of ints", what);
        return -1;
    }
    Py_ssize_t n = PyTuple_GET_SIZE(tuple);
    if (n > MAX_KINDS) {
        PyErr_Format(PyExc_ValueError, "at most %d %s", MAX_KINDS, what);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long value = PyLong_AsLong(PyTuple_GET_ITEM(tuple, i));
        if (value == -1 && PyErr_Occurred()) return -1;
        if (value < 1 || value > 1 << 20) {
            PyErr_Format(PyExc_ValueError, "%s out of range: %ld", what, value);
            return -1;
        }
        out[i] = value;
    }
    *count = n;
    return 0;
}

static int append_span(PyObject *list, double score, Py_ssize_t start, Py_ssize_t end) {
    PyObject *item = Py_BuildValue("(dnn)", score, start, end);
    if (item == NULL) return -1;
    int failed = PyList_Append(list, item);
    Py_DECREF(item);
    return failed;
}

/* How many n-grams start before `upto` in a text of `size` positions (`ngrams.counted`). */
static double counted(Py_ssize_t upto, Py_ssize_t size, const long *orders, Py_ssize_t n_orders) {
    Py_ssize_t total = 0;
    for (Py_ssize_t k = 0; k < n_orders; k++) {
        Py_ssize_t limit = size - orders[k] + 1;
        if (limit < 0) limit = 0;
        total += upto < limit ? upto : limit;
    }
    return (double)total;
}

/* Work space of `score_spans`; the word arrays are NULL when words are not read. */
typedef struct {
    double *running;
    uint64_t *read;
    Py_ssize_t *bounds;
    unsigned char *mark;
    Slot *unigram, *pair;
    int64_t *counts; /* word features before each position: at most 2 per position */
} Space;

static PyObject *score_spans(const uint64_t *points, Py_ssize_t size, const float *weights,
                             int bits, const long *orders, Py_ssize_t n_orders,
                             const long *scales, Py_ssize_t n_scales, Py_ssize_t after,
                             const Space *space) {
    double *running = space->running;
    uint64_t *read = space->read;
    Py_ssize_t *bounds = space->bounds;
    const unsigned char *mark = space->mark;
    const Slot *unigram = space->unigram, *pair = space->pair;
    const int64_t *counts = space->counts;
    PyObject *found = PyList_New(0);
    if (found == NULL || size == 0) return found;
    long longest = 0;
    for (Py_ssize_t k = 0; k < n_orders; k++)
        if (orders[k] > longest) longest = orders[k];
    uint64_t salts[MAX_KINDS];
    for (Py_ssize_t k = 0; k < n_orders; k++) salts[k] = (uint64_t)orders[k] * SALT_STEP;
    const int shift = 64 - bits;
    if (mark != NULL)
        word_features(points, size, weights, shift, space->mark, space->unigram, space->pair,
                      space->counts);
    /* read[i]: the character at i as the n-grams read it (a break read as a space). The
       n-gram of n characters at i hashes read[i] * PRIME**(n-1) + ... + read[i+n-1] (Horner,
       modulo 2**64, as `ngrams.buckets`), each order's from the one before at the same i: no
       chain of products from one position to the next. */
    for (Py_ssize_t i = 0; i < size; i++) read[i] = points[i] == '\n' ? ' ' : points[i];
    running[0] = 0.0;
    uint64_t hashes[MAX_KINDS + 1];
    /* Where every order has an n-gram (no bound to check), then the last few positions; the
       weights added in the same order either way (the sums are the same to the bit). */
    Py_ssize_t every = size - longest + 1 > 0 ? size - longest + 1 : 0;
    /* Orders n, n+1, ..., longest from n = 2 (the shipped shape): one loop, each order's hash
       from the one before and its weight added as it is made, in the orders' order. */
    const long first = orders[0];
    int consecutive = first >= 2;
    for (Py_ssize_t k = 1; k < n_orders; k++) consecutive &= orders[k] == orders[k - 1] + 1;
    Py_ssize_t i = 0;
    if (consecutive) {
        for (; i < every; i++) {
            uint64_t hash = read[i];
            float total = 0.0f;
            for (long n = 2; n <= longest; n++) {
                hash = hash * PRIME + read[i + n - 1];
                if (n >= first) total += weights[((hash + salts[n - first]) * SPREAD) >> shift];
            }
            if (mark != NULL) total = with_words(total, i, mark, unigram, pair);
            running[i + 1] = running[i] + (double)total;
        }
    }
    for (; i < every; i++) {
        hashes[1] = read[i];
        for (long n = 2; n <= longest; n++) hashes[n] = hashes[n - 1] * PRIME + read[i + n - 1];
        float total = 0.0f;
        for (Py_ssize_t k = 0; k < n_orders; k++)
            total += weights[((hashes[orders[k]] + salts[k]) * SPREAD) >> shift];
        if (mark != NULL) total = with_words(total, i, mark, unigram, pair);
        running[i + 1] = running[i] + (double)total;
    }
    for (Py_ssize_t i = every; i < size; i++) {
        long here_longest = (long)(size - i); /* the orders that still fit */
        hashes[1] = read[i];
        for (long n = 2; n <= here_longest && n <= longest; n++)
            hashes[n] = hashes[n - 1] * PRIME + read[i + n - 1];
        float total = 0.0f;
        for (Py_ssize_t k = 0; k < n_orders; k++) {
            if (orders[k] <= here_longest)
                total += weights[((hashes[orders[k]] + salts[k]) * SPREAD) >> shift];
        }
        if (mark != NULL) total = with_words(total, i, mark, unigram, pair);
        running[i + 1] = running[i] + (double)total;
    }
    /* Sentences: 0, each end strictly inside, size. */
    Py_ssize_t n_bounds = 0, inner_ends = 0;
    bounds[n_bounds++] = 0;
    int here = size > 0 ? end_kind(points[0]) : 0;
    for (Py_ssize_t i = 0; i + 1 < size; i++) {
        int next = end_kind(points[i + 1]);
        if ((here == 1 && next >= 2) || here == 2) {
            Py_ssize_t end = i + 1;
            if (end < size - 2) inner_ends++; /* `is_short` reads points[:-2] */
            if (end > 0 && end < size) bounds[n_bounds++] = end;
        }
        here = next;
    }
    bounds[n_bounds++] = size;
    double whole_number = counted(size, size, orders, n_orders);
    if (mark != NULL) whole_number += (double)counts[size];
    double whole = whole_number > 0 ? running[size] / sqrt(whole_number) : -INFINITY;
    long shortest = 0;
    for (Py_ssize_t k = 0; k < n_scales; k++)
        if (shortest == 0 || scales[k] < shortest) shortest = scales[k];
    if (after == 0 && size <= shortest && inner_ends == 0) { /* `ngrams.is_short`: read whole */
        if (whole_number > 0 && append_span(found, whole, 0, size) < 0) goto failed;
        return found;
    }
    Py_ssize_t best = -1;
    double best_score = 0.0;
    for (Py_ssize_t b = 0; b + 1 < n_bounds; b++) {
        Py_ssize_t start = bounds[b], stop = bounds[b + 1];
        if (stop <= after) continue;
        double number_stop = counted(stop, size, orders, n_orders);
        double number_start = counted(start, size, orders, n_orders);
        if (mark != NULL) {
            number_stop += (double)counts[stop];
            number_start += (double)counts[start];
        }
        double number = number_stop - number_start;
        double score = number == 0 ? -INFINITY : (running[stop] - running[start]) / sqrt(number);
        if (best < 0 || score > best_score) {
            best = b;
            best_score = score;
        }
    }
    if (best >= 0 && append_span(found, best_score, bounds[best], bounds[best + 1]) < 0)
        goto failed;
    if (append_span(found, whole, 0, size) < 0) goto failed;
    Py_ssize_t full = size - longest + 1;
    for (Py_ssize_t k = 0; k < n_scales; k++) {
        Py_ssize_t scale = scales[k];
        Py_ssize_t first = after - scale + 1 > 0 ? after - scale + 1 : 0;
        Py_ssize_t last = full - scale;
        if (last < first || scale >= size) continue;
        if (mark != NULL) { /* a window's number of features varies: chosen by its score */
            /* A window of `scale` positions holds `grams` n-grams and at most 2 * scale word
               features, so its score is at most sum / sqrt(grams) (a sum >= 0) or
               sum / sqrt(most) (a sum < 0): a window whose sum is under the sum that bound
               needs to reach the best score so far, by a margin far wider than rounding, cannot
               beat it, and is passed over without a division or a square root. The choice is
               the one every window's exact score makes (`ngrams.best_spans`). */
            const double grams = (double)(scale * n_orders);
            const double root_grams = sqrt(grams), root_most = sqrt(grams + 2.0 * (double)scale);
            Py_ssize_t at = first;
            double top = (running[first + scale] - running[first]) /
                         sqrt(grams + (double)(counts[first + scale] - counts[first]));
            double below = top >= 0 ? top * root_grams * (1 - 1e-9) : top * root_most * (1 + 1e-9);
            for (Py_ssize_t s = first + 1; s <= last; s++) {
                double sum = running[s + scale] - running[s];
                if (sum < below) continue;
                double score = sum / sqrt(grams + (double)(counts[s + scale] - counts[s]));
                if (score > top) {
                    top = score;
                    at = s;
                    below = top >= 0 ? top * root_grams * (1 - 1e-9)
                                     : top * root_most * (1 + 1e-9);
                }
            }
            if (append_span(found, top, at, at + scale) < 0) goto failed;
            continue;
        }
        Py_ssize_t at = first;
        double top = running[first + scale] - running[first];
        for (Py_ssize_t s = first + 1; s <= last; s++) {
            double sum = running[s + scale] - running[s];
            if (sum > top) {
                top = sum;
                at = s;
            }
        }
        if (append_span(found, top / sqrt((double)(scale * n_orders)), at, at + scale) < 0)
            goto failed;
    }
    return found;
failed:
    Py_DECREF(found);
    return NULL;
}

/* The format of a buffer without its byte-order prefix ("" when it has none). */
static const char *bare_format(const Py_buffer *view) {
    const char *format = view->format == NULL ? "B" : view->format;
    return (format[0] == '<' || format[0] == '=' || format[0] == '@') ? format + 1 : format;
}

static PyObject *spans(PyObject *module, PyObject *args) {
    PyObject *points_object, *weights_object;
    Py_buffer points = {0}, weights = {0};
    int bits;
    PyObject *orders_tuple, *scales_tuple;
    Py_ssize_t after;
    int read_words = 0;
    (void)module;
    if (!PyArg_ParseTuple(args, "OOiO!O!n|p", &points_object, &weights_object, &bits,
                          &PyTuple_Type, &orders_tuple, &PyTuple_Type, &scales_tuple, &after,
                          &read_words))
        return NULL;
    if (PyObject_GetBuffer(points_object, &points, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0)
        return NULL;
    if (PyObject_GetBuffer(weights_object, &weights, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) {
        PyBuffer_Release(&points);
        return NULL;
    }
    PyObject *result = NULL;
    long orders[MAX_KINDS], scales[MAX_KINDS];
    Py_ssize_t n_orders = 0, n_scales = 0;
    if (read_ints(orders_tuple, orders, &n_orders, "orders") < 0 ||
        read_ints(scales_tuple, scales, &n_scales, "scales") < 0)
        goto done;
    for (Py_ssize_t k = 0; k < n_orders; k++) {
        for (Py_ssize_t j = 0; j < k; j++) {
            if (orders[j] == orders[k]) {
                PyErr_SetString(PyExc_ValueError, "orders repeat a length");
                goto done;
            }
        }
        if (orders[k] >= MAX_KINDS) {
            PyErr_SetString(PyExc_ValueError, "orders longer than 15 characters");
            goto done;
        }
    }
    const char *point_format = bare_format(&points), *weight_format = bare_format(&weights);
    int points_ok = (points.itemsize == 8 && (strcmp(point_format, "Q") == 0 ||
                                              strcmp(point_format, "L") == 0)) ||
                    (points.itemsize == 1 && strcmp(point_format, "B") == 0);
    if (!points_ok || weights.itemsize != 4 || strcmp(weight_format, "f") != 0) {
        PyErr_SetString(PyExc_TypeError, "spans: points are uint64 (or bytes), weights float32");
        goto done;
    }
    if ((uintptr_t)points.buf % sizeof(uint64_t) != 0 ||
        (uintptr_t)weights.buf % sizeof(float) != 0) {
        PyErr_SetString(PyExc_ValueError, "spans: points and weights must be aligned");
        goto done;
    }
    if (n_orders == 0 || bits < 1 || bits > 32 || points.len % 8 != 0 ||
        weights.len != (Py_ssize_t)sizeof(float) << bits || after < 0) {
        PyErr_SetString(PyExc_ValueError,
                        "spans: need uint64 points, 2**bits float32 weights, orders, after >= 0");
        goto done;
    }
    Py_ssize_t size = points.len / 8;
    Space space = {0};
    space.running = PyMem_Malloc(sizeof(double) * (size_t)(size + 1));
    space.read = PyMem_Malloc(sizeof(uint64_t) * (size_t)(size + 1));
    space.bounds = PyMem_Malloc(sizeof(Py_ssize_t) * (size_t)(size + 2));
    int missing = space.running == NULL || space.read == NULL || space.bounds == NULL;
    if (read_words) {
        space.mark = PyMem_Malloc((size_t)(size + 1));
        space.unigram = PyMem_Malloc(sizeof(Slot) * (size_t)(size + 1));
        space.pair = PyMem_Malloc(sizeof(Slot) * (size_t)(size + 1));
        space.counts = PyMem_Malloc(sizeof(int64_t) * (size_t)(size + 1));
        missing |= space.mark == NULL || space.unigram == NULL || space.pair == NULL ||
                   space.counts == NULL;
    }
    if (missing) {
        PyErr_NoMemory();
    } else {
        result = score_spans((const uint64_t *)points.buf, size, (const float *)weights.buf,
                             bits, orders, n_orders, scales, n_scales, after, &space);
    }
    PyMem_Free(space.running);
    PyMem_Free(space.read);
    PyMem_Free(space.bounds);
    PyMem_Free(space.mark);
    PyMem_Free(space.unigram);
    PyMem_Free(space.pair);
    PyMem_Free(space.counts);
done:
    PyBuffer_Release(&points);
    PyBuffer_Release(&weights);
    return result;
}

/* 2 for a line break (what str.splitlines splits at), 1 for other white space, 0 else. */
static int space_kind(Py_UCS4 c) {
    if (c > 0xFFFF) return 0; /* as `ngrams._SPACE_KINDS`, a table of the BMP */
    switch (c) {
    case '\n': case '\r': case '\v': case '\f': case 0x1C: case 0x1D: case 0x1E:
    case 0x85: case 0x2028: case 0x2029:
        return 2;
    default:
        return Py_UNICODE_ISSPACE(c) ? 1 : 0;
    }
}

static int token_char(Py_UCS4 c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* White space (`blank` 1) or a line break (2) in `codes`' output: a run of them is one
   code point, a break if the run holds one (`run`: the run's kind so far, 0 for none). */
static inline void put_blank(uint64_t *out, Py_ssize_t *size, int *run, int blank) {
    if (*run) {
        if (blank == 2) out[*size - 1] = '\n';
    } else {
        out[(*size)++] = blank == 2 ? '\n' : ' ';
    }
    *run = *run > blank ? *run : blank;
}

/* Per Latin-1 character, what `codes` asks of it: 1 an ASCII letter, 2 an ASCII digit (both
   token characters), 4 white space, 8 a line break (`space_kind` 1 and 2). */
static unsigned char LATIN1_KINDS[256];

static void fill_latin1_kinds(void) {
    for (Py_UCS4 c = 0; c < 256; c++) {
        int blank = space_kind(c);
        LATIN1_KINDS[c] = (unsigned char)(((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) |
                                          (c >= '0' && c <= '9') << 1 | (blank == 1) << 2 |
                                          (blank == 2) << 3);
    }
}

/* `codes` on a one-byte (Latin-1) string: the same steps, each character's kind from a table.
   Returns the number of code points written to `out`. */
static Py_ssize_t latin1_codes(const Py_UCS1 *data, Py_ssize_t length, uint64_t *out) {
    Py_ssize_t size = 0;
    int run = 1; /* the leading padding space begins a run */
    out[size++] = ' ';
    Py_ssize_t i = 0;
    while (i < length) {
        unsigned char kind = LATIN1_KINDS[data[i]];
        if (kind & 3) {
            Py_ssize_t end = i;
            unsigned char seen = 0;
            while (end < length && (LATIN1_KINDS[data[end]] & 3)) seen |= LATIN1_KINDS[data[end++]];
            run = 0;
            if (end - i >= 16 && seen == 3) {
                out[size++] = '#';
            } else {
                for (Py_ssize_t j = i; j < end; j++) out[size++] = data[j];
            }
            i = end;
            continue;
        }
        int blank = kind >> 2; /* 1 white space, 2 a line break */
        if (blank) {
            put_blank(out, &size, &run, blank);
        } else {
            run = 0;
            out[size++] = data[i];
        }
        i++;
    }
    if (!run) out[size++] = ' ';
    return size;
}

/* `ngrams.codes`: white space runs made one (a break if the run holds one), a space at each
   end, a run of 16 or more ASCII letters and digits holding both made one `#`. */
static PyObject *codes(PyObject *module, PyObject *text) {
    (void)module;
    if (!PyUnicode_Check(text)) {
        PyErr_SetString(PyExc_TypeError, "codes: text must be a str");
        return NULL;
    }
    Py_ssize_t length = PyUnicode_GET_LENGTH(text);
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    PyObject *result = PyBytes_FromStringAndSize(NULL, (length + 2) * 8);
    if (result == NULL) return NULL;
    uint64_t *out = (uint64_t *)PyBytes_AS_STRING(result);
    Py_ssize_t size = 0;
    int run = 0; /* the kind of the white space run being read (0: none) */
    Py_ssize_t i = 0;
    if (kind == PyUnicode_1BYTE_KIND) {
        size = latin1_codes((const Py_UCS1 *)data, length, out);
        i = length;
        run = 1; /* the end is padded */
    } else {
        out[size++] = ' ';
        run = 1; /* the leading padding space begins a run */
    }
    while (i < length) {
        Py_UCS4 c = PyUnicode_READ(kind, data, i);
        if (token_char(c)) {
            Py_ssize_t end = i;
            int letter = 0, digit = 0;
            while (end < length) {
                Py_UCS4 t = PyUnicode_READ(kind, data, end);
                if (!token_char(t)) break;
                letter |= (t >= 'a' && t <= 'z') || (t >= 'A' && t <= 'Z');
                digit |= t >= '0' && t <= '9';
                end++;
            }
            if (run) run = 0;
            if (end - i >= 16 && letter && digit) {
                out[size++] = '#';
            } else {
                for (Py_ssize_t j = i; j < end; j++) out[size++] = PyUnicode_READ(kind, data, j);
            }
            i = end;
            continue;
        }
        int blank = space_kind(c);
        if (blank) {
            put_blank(out, &size, &run, blank);
        } else {
            run = 0;
            out[size++] = c;
        }
        i++;
    }
    if (!run) out[size++] = ' '; /* the trailing padding space ends the last run */
    if (size == 1) out[size++] = ' '; /* nothing but white space: two spaces, as for "" */
    out[0] = out[size - 1] = ' ';
    if (_PyBytes_Resize(&result, size * 8) < 0) return NULL;
    return result;
}

/* `normalise.squeezed`: tab, VT, FF, CR and US are spaces, FS, GS and RS line breaks; each run of
   spaces and breaks is one byte, a break if the run holds one, else a space. */
static PyObject *squeezed(PyObject *module, PyObject *arg) {
    (void)module;
    if (!PyBytes_Check(arg)) {
        PyErr_SetString(PyExc_TypeError, "squeezed: data must be bytes");
        return NULL;
    }
    Py_ssize_t length = PyBytes_GET_SIZE(arg);
    const unsigned char *data = (const unsigned char *)PyBytes_AS_STRING(arg);
    PyObject *result = PyBytes_FromStringAndSize(NULL, length);
    if (result == NULL) return NULL;
    unsigned char *out = (unsigned char *)PyBytes_AS_STRING(result);
    Py_ssize_t size = 0;
    int run = 0; /* 0: not in a run; 1: a run of spaces; 2: a run holding a break */
    for (Py_ssize_t i = 0; i < length; i++) {
        unsigned char c = data[i];
        int blank = 0;
        switch (c) {
        case ' ': case '\t': case 0x0B: case 0x0C: case '\r': case 0x1F: blank = 1; break;
        case '\n': case 0x1C: case 0x1D: case 0x1E: blank = 2; break;
        default: break;
        }
        if (!blank) {
            run = 0;
            out[size++] = c;
        } else if (!run) {
            run = blank;
            out[size++] = blank == 2 ? '\n' : ' ';
        } else if (blank == 2 && run == 1) {
            run = 2;
            out[size - 1] = '\n';
        }
    }
    if (_PyBytes_Resize(&result, size) < 0) return NULL;
    return result;
}

/* What words are split at: ASCII white space (tab to CR, space) and punctuation. */
static unsigned char SEPARATORS[256];

static void fill_separators(void) {
    for (int c = 0; c < 256; c++)
        SEPARATORS[c] = c == ' ' || (c >= '\t' && c <= '\r') || (c >= '!' && c <= '/') ||
                        (c >= ':' && c <= '@') || (c >= '[' && c <= '`') || (c >= '{' && c <= '~');
}

static inline int separator(unsigned char c) { return SEPARATORS[c]; }

static PyObject *words(PyObject *module, PyObject *args) {
    Py_buffer data, table;
    PyObject *listed;
    (void)module;
    if (!PyArg_ParseTuple(args, "y*O!y*", &data, &PyTuple_Type, &listed, &table)) return NULL;
    PyObject *found = NULL, *result = NULL;
    unsigned char *seen = NULL;
    const Py_ssize_t n_words = PyTuple_GET_SIZE(listed), n_slots = table.len / 4;
    if (table.len % 4 != 0 || n_slots == 0 || (n_slots & (n_slots - 1)) != 0 ||
        n_words >= n_slots || (uintptr_t)table.buf % sizeof(uint32_t) != 0) {
        PyErr_SetString(PyExc_ValueError,
                        "words: slots must be an aligned power of two of uint32, more than words");
        goto done;
    }
    seen = PyMem_Calloc((size_t)n_words + 1, 1);
    if (seen == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    const unsigned char *text = (const unsigned char *)data.buf;
    const uint32_t *slots = (const uint32_t *)table.buf;
    const size_t mask = (size_t)n_slots - 1;
    Py_ssize_t count = 0, i = 0;
    while (i < data.len) {
        while (i < data.len && separator(text[i])) i++;
        if (i >= data.len) break;
        Py_ssize_t start = i;
        uint32_t hash = 2166136261u; /* FNV-1a of the word (`normalise.word_hash`) */
        while (i < data.len && !separator(text[i])) hash = (hash ^ text[i++]) * 16777619u;
        count++;
        const Py_ssize_t length = i - start;
        for (size_t slot = hash & mask, probes = 0; probes < (size_t)n_slots; probes++) {
            uint32_t at = slots[slot];
            if (at == 0) break;
            if (at > (uint32_t)n_words) {
                PyErr_SetString(PyExc_ValueError, "words: a slot names no listed word");
                goto done;
            }
            PyObject *word = PyTuple_GET_ITEM(listed, at - 1);
            if (!PyBytes_Check(word)) {
                PyErr_SetString(PyExc_TypeError, "words: listed words must be bytes");
                goto done;
            }
            if (PyBytes_GET_SIZE(word) == length &&
                memcmp(PyBytes_AS_STRING(word), text + start, (size_t)length) == 0) {
                seen[at - 1] = 1;
                break;
            }
            slot = (slot + 1) & mask;
        }
    }
    found = PyFrozenSet_New(NULL);
    if (found == NULL) goto done;
    for (Py_ssize_t k = 0; k < n_words; k++) {
        if (seen[k] && PySet_Add(found, PyTuple_GET_ITEM(listed, k)) < 0) goto done;
    }
    result = Py_BuildValue("(On)", found, count);
done:
    Py_XDECREF(found);
    PyMem_Free(seen);
    PyBuffer_Release(&data);
    PyBuffer_Release(&table);
    return result;
}

/* `normalise._signs`: whether three single letters stand within `near_spaced` bytes (spaced
   letters), and whether three digits beside letters stand within `near_leet` (leetspeak), in
   one pass over the text read through `classes` (256 bytes: 'a' a letter, '0' a digit). */
static PyObject *signs(PyObject *module, PyObject *args) {
    Py_buffer data, table;
    Py_ssize_t near_spaced, near_leet;
    (void)module;
    if (!PyArg_ParseTuple(args, "y*y*nn", &data, &table, &near_spaced, &near_leet)) return NULL;
    PyObject *result = NULL;
    if (table.len != 256) {
        PyErr_SetString(PyExc_ValueError, "signs: classes must be a table of 256 bytes");
        goto done;
    }
    const unsigned char *text = (const unsigned char *)data.buf;
    const unsigned char *classes = (const unsigned char *)table.buf;
    Py_ssize_t size = data.len;
    /* The two latest single letters and the two latest digits beside a letter (-1: none). */
    Py_ssize_t single_before = -1, single_last = -1, digit_before = -1, digit_last = -1;
    int spaced = 0, leet = 0;
    /* Each position's flags computed without a branch (the kinds of English text alternate
       every few bytes, too often for a branch to be predicted); the rare hits branch. */
    unsigned letter_before = 0, letter_here = size > 0 && classes[text[0]] == 'a';
    for (Py_ssize_t i = 0; i < size; i++) {
        unsigned letter_next = i + 1 < size && classes[text[i + 1]] == 'a';
        unsigned digit_here = classes[text[i]] == '0';
        unsigned single = letter_here & !letter_before & !letter_next;
        unsigned beside = digit_here & (letter_before | letter_next);
        if (single | beside) {
            if (single) {
                spaced |= single_before >= 0 && i - single_before <= near_spaced;
                single_before = single_last;
                single_last = i;
            } else {
                leet |= digit_before >= 0 && i - digit_before <= near_leet;
                digit_before = digit_last;
                digit_last = i;
            }
            if (spaced && leet) break;
        }
        letter_before = letter_here;
        letter_here = letter_next;
    }
    result = Py_BuildValue("(OO)", spaced ? Py_True : Py_False, leet ? Py_True : Py_False);
done:
    PyBuffer_Release(&data);
    PyBuffer_Release(&table);
    return result;
}

/* A window where a pattern may match: [start, end). */
typedef struct {
    Py_ssize_t start, end;
} Window;

static int window_order(const void *left, const void *right) {
    const Window *a = left, *b = right;
    if (a->start != b->start) return a->start < b->start ? -1 : 1;
    return (a->end > b->end) - (a->end < b->end);
}

/* `signals._search`'s windows: around each occurrence of each locator (every occurrence, as
   repeated `bytes.find` from one past the last finds them), from `width` before its end to
   `width` after its start, sorted and merged where they overlap or touch (`signals._merged`). */
static PyObject *windows(PyObject *module, PyObject *args) {
    Py_buffer data;
    PyObject *locators;
    Py_ssize_t width;
    (void)module;
    if (!PyArg_ParseTuple(args, "y*O!n", &data, &PyTuple_Type, &locators, &width)) return NULL;
    PyObject *result = NULL;
    Window *found = NULL;
    Py_ssize_t count = 0, room = 0;
    const char *text = (const char *)data.buf;
    if (width < 0 || width > PY_SSIZE_T_MAX - data.len) { /* the sums below stay in range */
        PyErr_SetString(PyExc_ValueError, "windows: width must be from 0 to what the text leaves");
        goto done;
    }
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(locators); k++) {
        PyObject *locator = PyTuple_GET_ITEM(locators, k);
        if (!PyBytes_Check(locator) || PyBytes_GET_SIZE(locator) == 0) {
            PyErr_SetString(PyExc_TypeError, "windows: locators must be non-empty bytes");
            goto done;
        }
        const char *needle = PyBytes_AS_STRING(locator);
        const Py_ssize_t length = PyBytes_GET_SIZE(locator);
        Py_ssize_t from = 0;
        while (from + length <= data.len) {
            const char *hit = memmem(text + from, (size_t)(data.len - from), needle, (size_t)length);
            if (hit == NULL) break;
            Py_ssize_t at = hit - text;
            if (count == room) {
                room = room ? 2 * room : 16;
                Window *more = PyMem_Realloc(found, sizeof(Window) * (size_t)room);
                if (more == NULL) {
                    PyErr_NoMemory();
                    goto done;
                }
                found = more;
            }
            found[count].start = at + length - width > 0 ? at + length - width : 0;
            found[count].end = at + width;
            count++;
            from = at + 1;
        }
    }
    if (count > 1) qsort(found, (size_t)count, sizeof(Window), window_order);
    Py_ssize_t merged = 0;
    for (Py_ssize_t k = 0; k < count; k++) {
        if (merged > 0 && found[k].start <= found[merged - 1].end) {
            if (found[k].end > found[merged - 1].end) found[merged - 1].end = found[k].end;
        } else {
            found[merged++] = found[k];
        }
    }
    result = PyList_New(merged);
    if (result == NULL) goto done;
    for (Py_ssize_t k = 0; k < merged; k++) {
        PyObject *item = Py_BuildValue("(nn)", found[k].start, found[k].end);
        if (item == NULL) {
            Py_CLEAR(result);
            goto done;
        }
        PyList_SET_ITEM(result, k, item);
    }
done:
    PyMem_Free(found);
    PyBuffer_Release(&data);
    return result;
}

static PyMethodDef methods[] = {
    {"windows", windows, METH_VARARGS,
     "windows(text, locators, width) -> [(start, end)] (see signals._search)"},
    {"signs", signs, METH_VARARGS,
     "signs(data, classes, near_spaced, near_leet) -> (spaced letters, leetspeak)"},
    {"words", words, METH_VARARGS, "words(data, listed, slots) -> (frozenset, count)"},
    {"squeezed", squeezed, METH_O, "squeezed(data) -> bytes (see normalise.squeezed)"},
    {"codes", codes, METH_O, "codes(text) -> bytes of uint64 code points (see ngrams.codes)"},
    {"spans", spans, METH_VARARGS,
     "spans(points, weights, bits, orders, scales, after, words=False) -> [(score, start, end)]"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_native", "The screen's hot loops, compiled (see ngrams.py).",
    -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__native(void) {
    fill_separators();
    fill_latin1_kinds();
    return PyModule_Create(&module);
}
