"""gunicorn settings for the web process (Procfile, Dockerfile and `make run` share this file)."""
import multiprocessing
import os

bind = f"0.0.0.0:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count() * 2 + 1))
# gevent, so that slow clients cost a greenlet each instead of a worker; its own errors in problem+json.
# Measured against sync and gthread in BENCHMARKS.md ("Slow clients"); the reasons in service/gunicorn_worker.py.
worker_class = "service.gunicorn_worker.RefereeWorker"
worker_connections = int(os.environ.get("WORKER_CONNECTIONS", "1000"))
# Requests are bounded computation on a state the client sends (well under a second); a worker whose hub is
# blocked this long is at fault, and it stalls every connection it holds, so the limit is short.
timeout = int(os.environ.get("GUNICORN_TIMEOUT", "10"))
graceful_timeout = 10
keepalive = 5
accesslog = "-"
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "info")
