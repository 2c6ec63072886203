"""Redocly CLI, the OpenAPI linter (npm @redocly/cli, pinned in tools/redocly/package-lock.json), finds nothing
in openapi.yaml with its recommended rules as redocly.yaml sets them: 0 errors and 0 warnings.

The test installs the pinned linter with `npm ci` when tools/redocly/node_modules is missing; node and npm are
real parts (tests/support/real_parts.py): skipped outside CI when absent, a failure under CI=true.
"""
import json
import os
import subprocess
from pathlib import Path

import pytest
import yaml

from tests.support.real_parts import require_executable

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "redocly"
# No telemetry and no update check: the linter must not reach out beyond the package registry.
QUIET = {"REDOCLY_TELEMETRY": "off", "REDOCLY_SUPPRESS_UPDATE_NOTICE": "true", "NO_UPDATE_NOTIFIER": "1"}


@pytest.fixture(scope="module")
def redocly():
    require_executable("node")
    npm = require_executable("npm")
    executable = TOOL / "node_modules" / ".bin" / "redocly"
    if not executable.exists():
        installed = subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=TOOL, capture_output=True,
                                   text=True, timeout=600)
        assert installed.returncode == 0, installed.stdout + installed.stderr
    return executable


def test_redocly_finds_no_error_and_no_warning(redocly):
    run = subprocess.run([str(redocly), "lint", str(ROOT / "openapi.yaml"), "--config", str(ROOT / "redocly.yaml"),
                          "--format", "json"], capture_output=True, text=True, timeout=300,
                         env={**os.environ, **QUIET})
    report = json.loads(run.stdout)
    problems = [(problem["severity"], problem["ruleId"], problem["location"][0]["pointer"], problem["message"])
                for problem in report["problems"]]
    assert problems == [], problems
    assert report["totals"] == {"errors": 0, "warnings": 0, "ignored": 0}
    assert run.returncode == 0


def test_every_operation_that_takes_input_documents_its_4xx_problems():
    """What redocly.yaml turns off operation-4xx-response for: only operations with no input may lack a 4xx.
    Accept-Language is no input that can fail: any value is answered, in English where no Chinese is asked."""
    document = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    for path, item in document["paths"].items():
        for method, operation in item.items():
            takes_input = "requestBody" in operation or any(parameter["in"] != "header"
                                                            for parameter in operation.get("parameters", []))
            has_4xx = any(status.startswith("4") for status in operation["responses"])
            assert has_4xx or not takes_input, f"{method.upper()} {path}"
            if "requestBody" in operation:
                assert {"400", "413", "415"} <= set(operation["responses"]), f"{method.upper()} {path}"
            if "{game}" in path:
                assert "404" in operation["responses"], f"{method.upper()} {path}"
