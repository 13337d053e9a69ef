/*
 * The frame loops of `l7_transport.framing`, compiled: walking the 5-byte headers of a
 * session stream (one flag byte, a 4-byte big-endian length) costs Python about a
 * fifth of a microsecond per frame, which is most of what a server spends on a stream
 * of small frames. The Python functions `framing._scan_headers` and
 * `framing._split_frames` are the reference, and the fallback where this module was
 * not built; the results are the same.
 *
 * scan(data, position, limit, /) -> (position, fault)
 *   Walk the headers of `data` (any C-contiguous buffer) from `position` while a whole
 *   header remains. With fault False, `position` is where the walk stopped: past the
 *   payload of the last header read (it may lie beyond the end of `data`), or at a
 *   header cut short by the end. With fault True, `position` is the first header whose
 *   flag byte is not 0 or whose length is above `limit`.
 *
 * split(data, limit, /) -> (payloads, offset, fault)
 *   The payloads (bytes) of the complete frames at the start of `data`, and `offset`,
 *   where the first incomplete frame (or the end) starts. With fault True, `offset` is
 *   the first header whose flag byte is not 0 or whose length is above `limit` (checked
 *   as soon as its header is whole, before its payload arrives); the payloads before it
 *   are returned.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#define HEADER 5

static inline uint64_t frame_length(const unsigned char *at) {
    return ((uint64_t)at[1] << 24) | ((uint64_t)at[2] << 16) | ((uint64_t)at[3] << 8) |
           (uint64_t)at[4];
}

/* A buffer of wider items (a memoryview cast to "I"): lengths would count items, not bytes. */
static PyObject *not_bytes(Py_buffer *view) {
    PyBuffer_Release(view);
    PyErr_SetString(PyExc_TypeError, "frames are read from a buffer of bytes (items of one byte)");
    return NULL;
}

static PyObject *scan(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    (void)self;
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "scan(data, position, limit) takes 3 arguments");
        return NULL;
    }
    Py_ssize_t position = PyLong_AsSsize_t(args[1]);
    if (position == -1 && PyErr_Occurred()) return NULL;
    unsigned long long limit = PyLong_AsUnsignedLongLong(args[2]);
    if (limit == (unsigned long long)-1 && PyErr_Occurred()) return NULL;
    if (position < 0) {
        PyErr_SetString(PyExc_ValueError, "position must not be negative");
        return NULL;
    }
    Py_buffer view;
    if (PyObject_GetBuffer(args[0], &view, PyBUF_SIMPLE) < 0) return NULL;
    if (view.itemsize != 1) return not_bytes(&view);
    const unsigned char *data = (const unsigned char *)view.buf;
    /* 64-bit positions: a length near 2**32 past a position near the end cannot wrap. */
    uint64_t at = (uint64_t)position;
    uint64_t end = (uint64_t)view.len;
    int fault = 0;
    while (at + HEADER <= end) {
        uint64_t length = frame_length(data + at);
        if (data[at] != 0 || length > limit) {
            fault = 1;
            break;
        }
        at += HEADER + length;
    }
    PyBuffer_Release(&view);
    return Py_BuildValue("(KO)", (unsigned long long)at, fault ? Py_True : Py_False);
}

static PyObject *split(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    (void)self;
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "split(data, limit) takes 2 arguments");
        return NULL;
    }
    unsigned long long limit = PyLong_AsUnsignedLongLong(args[1]);
    if (limit == (unsigned long long)-1 && PyErr_Occurred()) return NULL;
    Py_buffer view;
    if (PyObject_GetBuffer(args[0], &view, PyBUF_SIMPLE) < 0) return NULL;
    if (view.itemsize != 1) return not_bytes(&view);
    PyObject *payloads = PyList_New(0);
    if (payloads == NULL) {
        PyBuffer_Release(&view);
        return NULL;
    }
    const char *data = (const char *)view.buf;
    uint64_t at = 0;
    uint64_t end = (uint64_t)view.len;
    int fault = 0;
    while (at + HEADER <= end) {
        uint64_t length = frame_length((const unsigned char *)data + at);
        if (data[at] != 0 || length > limit) {
            fault = 1;
            break;
        }
        if (end - at - HEADER < length) break;
        PyObject *payload = PyBytes_FromStringAndSize(data + at + HEADER, (Py_ssize_t)length);
        if (payload == NULL || PyList_Append(payloads, payload) < 0) {
            Py_XDECREF(payload);
            Py_DECREF(payloads);
            PyBuffer_Release(&view);
            return NULL;
        }
        Py_DECREF(payload);
        at += HEADER + length;
    }
    PyBuffer_Release(&view);
    return Py_BuildValue("(NKO)", payloads, (unsigned long long)at, fault ? Py_True : Py_False);
}

static PyMethodDef methods[] = {
    {"scan", (PyCFunction)(void (*)(void))scan, METH_FASTCALL,
     "scan(data, position, limit, /) -> (position, fault): walk frame headers"},
    {"split", (PyCFunction)(void (*)(void))split, METH_FASTCALL,
     "split(data, limit, /) -> (payloads, offset, fault): the complete frames' payloads"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_framing", "The frame loops of l7_transport.framing, compiled.", -1,
    methods,
};

PyMODINIT_FUNC PyInit__framing(void) { return PyModule_Create(&module); }
