"""`python -m ioa.interop.make_vectors [--check]`: see the package."""

from ioa.interop.make_vectors import main

raise SystemExit(main())
