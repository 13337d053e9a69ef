"""`python -m ioa.config > docs/config.md`: the reference page of the config formats."""

from ioa.config.reference import reference

print(reference(), end="")
