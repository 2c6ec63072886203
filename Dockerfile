FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PORT=8000

WORKDIR /app
RUN useradd --create-home --uid 10001 referee
COPY pyproject.toml README.md gunicorn.conf.py openapi.yaml ./
COPY engine ./engine
COPY service ./service
RUN pip install --no-cache-dir .

USER 10001
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('PORT', '8000'), timeout=2)"]
CMD ["gunicorn", "--config", "gunicorn.conf.py", "service.app:create_app()"]
