"""Whether the screen's compiled hot loops (`_native.c`) are built, and in use.

`setup.py` builds them where the install finds a C compiler; without one the screen runs
the Python and numpy code they mirror (the same results, to float32 rounding), slower.
"""

from __future__ import annotations

try:
    from l9_snl.firewall.screen import _native as compiled
except ImportError:  # installed without a C compiler
    BUILT = False
else:
    BUILT = True

ENABLED = BUILT
"""Whether the screen calls them (tests turn this off to run the code they mirror)."""

__all__ = ["BUILT", "ENABLED", "compiled"]
