"""Fuzzing of the transport's decoders: HTTP/2 and HTTP/3 framing and the L8 frame stream.

`traffic` captures real traffic from the project's own clients, `cases` holds
what a fuzz input is and how it is mutated, `targets` feeds an input to a real
server connection driven without sockets and checks what must hold. The
Hypothesis tests (tests/adversarial/test_fuzz_framing.py) and the long
campaign (`make fuzz`, fuzz/run.py) share all three.
"""
