"""The one compiled part: the injection screen's hot loops (see _native.c).

Optional: where no C compiler is found, the install goes on and the screen
uses the numpy code it mirrors (`l9_snl.firewall.screen.ngrams`), slower.
Everything else is declared in pyproject.toml.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "l9_snl.firewall.screen._native",
            sources=["l9_snl/firewall/screen/_native.c"],
            extra_compile_args=["-O2", "-fno-fast-math"],
            optional=True,
        )
    ]
)
