"""schemathesis generates requests from openapi.yaml (valid and invalid) against the app: no answer may be a
5xx, and every answer must be one the document allows. Bounded to stay well under two minutes in CI."""
import os

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import response_schema_conformance, status_code_conformance

from service import create_app

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "60"))

schema = schemathesis.openapi.from_wsgi("/openapi.yaml", create_app())


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_no_request_the_contract_allows_gets_a_server_error_or_an_undocumented_answer(case):
    case.call_and_validate(checks=[not_a_server_error, status_code_conformance, response_schema_conformance])
