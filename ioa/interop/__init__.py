"""The interop kit: what another implementation of this protocol must do, checked on the wire.

`ioa interop run URL` (the requirements as data, the checks, the reports), the
reference agent it is held to, and the published test vectors
(`ioa/interop/vectors/`, package data) that a second implementation can
reproduce from the files alone.
"""
