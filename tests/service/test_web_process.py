"""The Procfile's web process (gunicorn) against slow and broken clients (issue 13): it keeps answering, and
what the server layer answers itself is problem+json like every other error."""
import json
import socket
import time
import types

import pytest
import requests

from service.app import MAX_BODY_BYTES
from tests.support.web_process import TricklingClients, web_process

HEALTHZ_TIMEOUT = 5  # generous: the web process answers in milliseconds when it answers at all


@pytest.fixture(scope="module")
def server():
    with web_process(workers=2) as (base, _):
        yield base


def raw_exchange(base: str, request: bytes, timeout: float = 10) -> tuple[int, dict, bytes]:
    """Sends bytes as they are (no client library would send these) and reads the answer to the end."""
    host, port = base.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=timeout) as sock:
        try:
            sock.sendall(request)
        except OSError:
            pass  # the server may answer and close before it has read all of an oversized body
        received = b""
        try:
            while chunk := sock.recv(65536):
                received += chunk
        except ConnectionResetError:
            pass
    head, _, body = received.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:])
    return int(lines[0].split()[1]), {name.lower(): value for name, value in headers.items()}, body


def assert_problem(status: int, headers: dict, body: bytes, expected_status: int, code: str) -> dict:
    assert status == expected_status, body
    assert headers["content-type"] == "application/problem+json"
    problem = json.loads(body[:int(headers["content-length"])])
    assert problem["status"] == expected_status and problem["code"] == code
    assert problem["title"] and problem["detail"] and problem["type"].endswith(code.lower().replace("_", "-"))
    return problem


def chunked(body: bytes, size: int = 65536) -> bytes:
    pieces = [body[start:start + size] for start in range(0, len(body), size)]
    return b"".join(b"%x\r\n%s\r\n" % (len(piece), piece) for piece in pieces) + b"0\r\n\r\n"


def post(path: str, headers: str, body: bytes) -> bytes:
    return (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n{headers}"
            f"\r\n").encode() + body


def test_64_clients_trickling_their_bodies_leave_healthz_and_apply_answering(server):
    apply = {"state": requests.post(f"{server}/v1/games/monster-run/setup", json={"players": 2, "seed": 3},
                                    timeout=HEALTHZ_TIMEOUT).json()["state"]}
    with TricklingClients(server, 64):
        time.sleep(2)  # every trickling connection has been accepted and is waiting for its body
        for _ in range(3):
            assert requests.get(f"{server}/healthz", timeout=HEALTHZ_TIMEOUT).json() == {"status": "ok"}
            moves = requests.post(f"{server}/v1/games/monster-run/legal-moves", json=apply,
                                  timeout=HEALTHZ_TIMEOUT)
            assert moves.status_code == 200
            time.sleep(0.5)


def test_a_chunked_body_over_the_limit_is_413_problem(server):
    body = b'{"players": 2, "pad": "' + b"x" * MAX_BODY_BYTES + b'"}'
    answer = raw_exchange(server, post("/v1/games/monster-run/setup", "Transfer-Encoding: chunked\r\n",
                                       chunked(body)))
    problem = assert_problem(*answer, 413, "PAYLOAD_TOO_LARGE")
    assert str(MAX_BODY_BYTES) in problem["detail"]


def test_a_chunked_body_under_the_limit_is_read_whole(server):
    body = json.dumps({"players": 2, "seed": 3}).encode()
    status, _, answer = raw_exchange(server, post("/v1/games/monster-run/setup", "Transfer-Encoding: chunked\r\n"
                                                  "Connection: close\r\n", chunked(body, size=5)))
    assert status == 201, answer


@pytest.mark.parametrize("header", ["Content-Length: abc", "Content-Length: -1", "Content-Length: 1, 2"])
def test_a_bad_content_length_is_400_problem_from_gunicorn_itself(server, header):
    answer = raw_exchange(server, post("/v1/games/monster-run/setup", header + "\r\n", b"{}"))
    assert_problem(*answer, 400, "MALFORMED_REQUEST")


def test_a_request_line_too_long_is_400_problem(server):
    answer = raw_exchange(server, f"GET /{'x' * 9000} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    assert_problem(*answer, 400, "MALFORMED_REQUEST")


def test_too_many_headers_is_431_problem(server):
    headers = "".join(f"X-Filler-{number}: 1\r\n" for number in range(150))
    answer = raw_exchange(server, f"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n{headers}\r\n".encode())
    assert_problem(*answer, 431, "REQUEST_HEADERS_TOO_LARGE")


def test_an_unknown_transfer_coding_is_501_problem(server):
    answer = raw_exchange(server, post("/v1/games/monster-run/setup", "Transfer-Encoding: rot13\r\n", b"{}"))
    assert_problem(*answer, 501, "NOT_IMPLEMENTED")


def test_a_request_over_the_worker_timeout_is_503_problem_and_the_service_goes_on():
    with web_process(workers=2, app="tests.support.spinning_app:create_spinning_app()",
                     env={"GUNICORN_TIMEOUT": "2"}) as (base, _):
        started = time.monotonic()
        answer = requests.post(f"{base}/spin", timeout=30)
        assert time.monotonic() - started < 15
        assert answer.status_code == 503 and answer.headers["Content-Type"] == "application/problem+json"
        problem = answer.json()
        assert problem["code"] == "WORKER_TIMEOUT" and problem["status"] == 503 and "2 s" in problem["detail"]
        assert requests.get(f"{base}/healthz", timeout=HEALTHZ_TIMEOUT).status_code == 200


def test_a_response_leaves_in_one_write_head_and_body_together():
    # An instance killed between a head and its body would leave nginx with half an answer it cannot retry.
    from gunicorn.config import Config

    from service.gunicorn_worker import WholeAnswerResponse, _HeldBytes

    class Client(_HeldBytes):
        writes = 0

        def sendall(self, data):
            self.writes += 1
            super().sendall(data)

    request = types.SimpleNamespace(version=(1, 1), method="POST", headers=[], should_close=lambda: False)
    client = Client()
    response = WholeAnswerResponse(request, client, Config())
    response.start_response("200 OK", [("Content-Type", "application/json"), ("Content-Length", "11")])
    response.write(b'{"a": true}')
    response.close()
    assert client.writes == 1
    assert client.data.startswith(b"HTTP/1.1 200 OK\r\n") and client.data.endswith(b'\r\n\r\n{"a": true}')
