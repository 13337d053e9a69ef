"""Clients nobody here wrote (curl, nghttp) against the HTTP/2 server.

Each test skips, saying why, when its tool is not installed; `make test`
installs them where it can (Debian's curl and nghttp2-client).
"""

from __future__ import annotations

import asyncio
import shutil

import pytest
from transport_helpers import running

from l7_transport import FrameDecoder, encode_frame
from l7_transport.tls import write_dev_pki
from l8_comm import Endpoint, MessageReceived, decode_envelope

pytestmark = pytest.mark.usefixtures("h2_engine")  # once per HTTP/2 engine

REQUEST = (
    b'{"protocol":"request-reply","id":"Qm9va0ZsaWdodC0wMDAwMQ","ts":"2026-11-24T09:30:00.000Z",'
    b'"from":"curl-agent","to":["airline"],"performative":"REQUEST",'
    b'"conversation_id":"Y29udi1ib29rLWZsaWdodA","content":{"task":"bookFlight"}}'
)


@pytest.fixture(scope="module")
def pki(tmp_path_factory):
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


async def airline(body: bytes, _peer) -> bytes:
    """Answer a one-shot REQUEST with INFORM, through a real L8 endpoint."""
    endpoint = Endpoint("airline", now=1.795e9)
    for event in endpoint.receive_data(body):
        if isinstance(event, MessageReceived):
            endpoint.inform(event.envelope, {"booking_ref": "IOA-7Q2K"})
    return endpoint.data_to_send()


def need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        pytest.skip(f"{tool} is not installed (Debian: apt-get install nghttp2-client curl)")
    return path


def check_reply(raw: bytes) -> None:
    decoder = FrameDecoder()
    [payload] = decoder.feed(raw)
    reply = decode_envelope(payload)
    assert reply.performative == "INFORM"
    assert reply.in_reply_to == "Qm9va0ZsaWdodC0wMDAwMQ"
    assert reply.content == {"booking_ref": "IOA-7Q2K"}


async def run(*argv: str) -> tuple[int, bytes, bytes]:
    process = await asyncio.create_subprocess_exec(
        *argv, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    out, err = await asyncio.wait_for(process.communicate(), 30)
    return process.returncode or 0, out, err


@pytest.mark.parametrize("tls", [False, True], ids=["prior-knowledge", "tls"])
async def test_curl_posts_a_framed_envelope_and_gets_a_framed_reply(pki, tmp_path, tls):
    curl = need("curl")
    body = tmp_path / "request.bin"
    body.write_bytes(encode_frame(REQUEST))
    protocol = "h2" if tls else "h2c"
    async with running(protocol, pki, message_handler=airline) as (server, _):
        scheme = "https" if tls else "http"
        argv = [curl, "--silent", "--show-error", "--fail"]
        argv += ["--http2", "--cacert", str(pki.ca_cert)] if tls else ["--http2-prior-knowledge"]
        argv += [
            "--data-binary",
            f"@{body}",
            "-H",
            "content-type: application/ioa+json",
            f"{scheme}://127.0.0.1:{server.port}/ioa/v1/message",
        ]
        status, out, err = await run(*argv)
        assert status == 0, err.decode()
        check_reply(out)


async def test_curl_sees_the_refusal_statuses(pki):
    curl = need("curl")
    async with running("h2c", pki, message_handler=airline) as (server, _):
        base = f"http://127.0.0.1:{server.port}"
        cases = [
            (["-X", "POST", f"{base}/nowhere"], "404"),
            (["-X", "GET", f"{base}/ioa/v1/message"], "405"),
            (["-X", "POST", "-H", "content-type: text/plain", f"{base}/ioa/v1/message"], "415"),
        ]
        for extra, expected in cases:
            status, out, _ = await run(
                curl,
                "--silent",
                "--http2-prior-knowledge",
                "-o",
                "/dev/null",
                "-w",
                "%{http_code}",
                *extra,
            )
            assert status == 0
            assert out.decode() == expected, extra


async def test_nghttp_posts_a_framed_envelope_and_gets_a_framed_reply(pki, tmp_path):
    nghttp = need("nghttp")
    body = tmp_path / "request.bin"
    body.write_bytes(encode_frame(REQUEST))
    async with running("h2c", pki, message_handler=airline) as (server, _):
        status, out, err = await run(
            nghttp,
            "--no-verify-peer",
            "-d",
            str(body),
            "-H",
            "content-type: application/ioa+json",
            f"http://127.0.0.1:{server.port}/ioa/v1/message",
        )
        assert status == 0, err.decode()
        check_reply(out)
