"""The gunicorn worker of the web process: gevent's, with the answers gunicorn writes itself in problem+json.

Why gevent (bench/slow_clients.py, BENCHMARKS.md): a connection costs a greenlet, not a worker or a thread,
so clients that trickle their bodies cannot hold every worker; every request is bounded CPU work (well under a
second), so the cooperative scheduling stalls a worker's other connections only that long.

gunicorn answers some requests without calling the application: a request it cannot parse (a bad
Content-Length, a header line too long: 400, 431, 501) and a request whose worker overran `timeout`. It has no
setting for those bodies; it writes every one through `gunicorn.util.write_error`, whose HTML this worker
replaces with a problem document. A timed-out request gets no answer at all from gunicorn's gevent worker (it
swallows the SystemExit of its abort handler), so this worker answers it before exiting. What gunicorn still
decides alone: the status and reason phrase of its parse errors, and that it closes the connection after them.

gunicorn also writes a response's head and its body in two writes. An instance killed between the two leaves
the proxy in front (deploy/nginx) with a head already relayed and a body it can no longer get anywhere, so
this worker's responses send the head with the first piece of the body in one write (WholeAnswerResponse).
"""
import json
import socket

import gunicorn.http.wsgi
import gunicorn.util
from gevent import getcurrent
from gunicorn.workers.ggevent import GeventWorker

from service.problems import HTTP_CODES, problem_document

if not callable(getattr(gunicorn.util, "write_error", None)) or not hasattr(gunicorn.http.wsgi, "Response"):
    raise ImportError("gunicorn no longer has util.write_error and http.wsgi.Response; see this module")


def write_problem(sock, status: int, reason: str, detail: str, code: str | None = None) -> None:
    """The signature of gunicorn.util.write_error: the whole response on a connection that then closes."""
    body = json.dumps(problem_document(status, code or HTTP_CODES.get(status, "HTTP_ERROR"), reason,
                                       detail or reason), sort_keys=True).encode()
    head = (f"HTTP/1.1 {status} {reason}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode("latin-1")
    gunicorn.util.write_nonblock(sock, head + body)


class _HeldBytes:
    """Stands in for the client socket while gunicorn writes, holding what it would have sent."""

    def __init__(self):
        self.data = bytearray()

    def sendall(self, data: bytes) -> None:
        self.data += data


class WholeAnswerResponse(gunicorn.http.wsgi.Response):
    """gunicorn's response, with the status line and headers sent in the same write as the first piece of the
    body: an instance killed while answering has handed the kernel all of a small answer or none of it."""

    def write(self, arg):
        if self.headers_sent:
            return super().write(arg)
        client, held = self.sock, _HeldBytes()
        self.sock = held
        try:
            super().write(arg)
        finally:
            self.sock = client
        gunicorn.util.write(client, bytes(held.data))


class RefereeWorker(GeventWorker):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.sockets_in_flight = {}  # greenlet -> the client socket of the request it is computing

    def init_process(self):
        gunicorn.util.write_error = write_problem
        gunicorn.http.wsgi.Response = WholeAnswerResponse
        super().init_process()

    def handle_request(self, listener_name, req, sock, addr):
        greenlet = getcurrent()
        self.sockets_in_flight[greenlet] = sock
        try:
            return super().handle_request(listener_name, req, sock, addr)
        finally:
            self.sockets_in_flight.pop(greenlet, None)

    def handle_abort(self, sig, frame):
        # The arbiter's SIGABRT after `timeout` s without a heartbeat: only CPU-bound application code blocks
        # the hub that long, and our application sends nothing before it has computed its whole answer, so the
        # greenlet running now has sent no byte of its response yet.
        sock = self.sockets_in_flight.pop(getcurrent(), None)
        if sock is not None:
            self.log.error("request stopped after the worker timeout (%s s)", self.cfg.timeout)
            try:
                write_problem(sock, 503, "Service Unavailable",
                              f"The referee spent more than {self.cfg.timeout} s on this request and stopped it.",
                              code="WORKER_TIMEOUT")
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                self.log.debug("the client of the timed-out request is gone")
        super().handle_abort(sig, frame)
