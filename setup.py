"""The compiled parts: the screen's hot loops (_native.c), the frame loops (_framing.c).

The injection screen's n-gram scorer and normalising loops, and the loops that walk
the frame headers of session streams. Both optional: where no C compiler is found,
the install goes on and each uses the Python code it mirrors
(`l9_snl.firewall.screen.ngrams`, `l7_transport.framing`), slower. Everything else
is declared in pyproject.toml.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "l9_snl.firewall.screen._native",
            sources=["l9_snl/firewall/screen/_native.c"],
            extra_compile_args=["-O2", "-fno-fast-math"],
            optional=True,
        ),
        Extension(
            "l7_transport._framing",
            sources=["l7_transport/_framing.c"],
            extra_compile_args=["-O2"],
            optional=True,
        ),
    ]
)
