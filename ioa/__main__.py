"""`python -m ioa`: the `ioa` command."""

import sys

from ioa.cli import main

sys.exit(main())
