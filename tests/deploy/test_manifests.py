"""deploy/: the compose file against the Compose Specification's schema (there is no Docker engine here), the
Kubernetes manifests against the API's schemas (kubernetes-validate), and what ties them to the service."""
import copy
import importlib.resources
import json
import pathlib
import re

import jsonschema
import kubernetes_validate
import pytest
import yaml

from service.app import MAX_BODY_BYTES

DEPLOY = pathlib.Path(__file__).resolve().parents[2] / "deploy"
# The oldest Kubernetes still in wide use and the newest kubernetes-validate knows.
KUBERNETES_VERSIONS = ["1.29.0", kubernetes_validate.latest_version()]
SECRET_VARIABLES = {"REFEREE_SEAL_KEYS", "REFEREE_SEAT_KEY_SECRET", "REFEREE_GUARD_URL"}


def compose_schema() -> dict:
    # check-jsonschema ships the Compose Specification's own schema (compose-spec/compose-spec, schema/
    # compose-spec.json), refreshed with each of its releases.
    vendored = importlib.resources.files("check_jsonschema.builtin_schemas.vendor") / "compose-spec.json"
    return json.loads(vendored.read_text())


def compose_errors(document: dict) -> list[str]:
    schema = compose_schema()
    validator = jsonschema.validators.validator_for(schema)(schema)
    return [f"{'/'.join(map(str, error.absolute_path))}: {error.message}" for error in validator.iter_errors(document)]


@pytest.fixture(scope="module")
def compose() -> dict:
    return yaml.safe_load((DEPLOY / "compose.yaml").read_text())


@pytest.fixture(scope="module")
def manifests() -> dict:
    found = {}
    for path in sorted((DEPLOY / "k8s").glob("*.yaml")):
        for document in yaml.safe_load_all(path.read_text()):
            found[document["kind"]] = document
    return found


def test_the_compose_file_fits_the_compose_specification(compose):
    assert compose_errors(compose) == []


def test_the_compose_schema_check_catches_a_misspelt_key(compose):
    broken = copy.deepcopy(compose)
    broken["services"]["referee"]["replica"] = 3
    assert any("replica" in error for error in compose_errors(broken))


def test_compose_puts_nginx_in_front_of_the_replicas_of_the_image_the_dockerfile_builds(compose):
    referee, nginx = compose["services"]["referee"], compose["services"]["nginx"]
    assert referee["build"] == {"context": "..", "dockerfile": "Dockerfile"} and referee["deploy"]["replicas"] > 1
    assert SECRET_VARIABLES <= set(referee["environment"])
    upstream = nginx["environment"]["REFEREE_UPSTREAMS"]
    assert f"server referee:{referee['environment']['PORT']} " in upstream
    mounted = nginx["volumes"][0].split(":")
    assert (DEPLOY / mounted[0]).resolve() == DEPLOY / "nginx" / "nginx.conf.template"
    assert mounted[1] == "/etc/nginx/templates/nginx.conf.template"
    assert nginx["ports"] == [f"{nginx['environment']['NGINX_PORT']}:{nginx['environment']['NGINX_PORT']}"]


@pytest.mark.parametrize("version", KUBERNETES_VERSIONS)
def test_every_kubernetes_manifest_fits_the_api_schema_strictly(manifests, version):
    assert set(manifests) == {"Deployment", "Service", "HorizontalPodAutoscaler", "PodDisruptionBudget", "Secret"}
    for document in manifests.values():
        kubernetes_validate.validate(document, version, strict=True)


def test_the_kubernetes_schema_check_catches_a_misplaced_field(manifests):
    broken = copy.deepcopy(manifests["Deployment"])
    broken["spec"]["template"]["spec"]["containers"][0]["readinessProbe"]["path"] = "/healthz"
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, KUBERNETES_VERSIONS[-1], strict=True)


def test_the_deployment_probes_healthz_with_bounded_resources_and_secrets_from_the_secret(manifests):
    deployment = manifests["Deployment"]
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert deployment["spec"]["selector"]["matchLabels"] == labels
    container = deployment["spec"]["template"]["spec"]["containers"][0]
    port = {entry["name"]: entry["value"] for entry in container["env"] if "value" in entry}["PORT"]
    assert container["ports"] == [{"name": "http", "containerPort": int(port)}]
    for probe in ("readinessProbe", "livenessProbe"):
        assert container[probe]["httpGet"] == {"path": "/healthz", "port": "http"}
    assert set(container["resources"]) == {"requests", "limits"}
    secret_refs = {entry["name"]: entry["valueFrom"]["secretKeyRef"] for entry in container["env"]
                   if "valueFrom" in entry}
    assert set(secret_refs) == SECRET_VARIABLES
    assert {ref["name"] for ref in secret_refs.values()} == {manifests["Secret"]["metadata"]["name"]}
    assert manifests["Secret"]["stringData"] == {}  # the file names the Secret; values never live in git


def test_service_autoscaler_and_disruption_budget_all_point_at_the_deployment(manifests):
    deployment = manifests["Deployment"]
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert manifests["Service"]["spec"]["selector"] == labels
    assert manifests["Service"]["spec"]["ports"][0]["targetPort"] == "http"
    assert manifests["PodDisruptionBudget"]["spec"]["selector"]["matchLabels"] == labels
    target = manifests["HorizontalPodAutoscaler"]["spec"]["scaleTargetRef"]
    assert (target["kind"], target["name"]) == ("Deployment", deployment["metadata"]["name"])
    assert manifests["HorizontalPodAutoscaler"]["spec"]["minReplicas"] > manifests["PodDisruptionBudget"]["spec"][
        "minAvailable"]


def test_nginx_retries_every_request_on_the_next_instance_and_holds_the_services_body_limit():
    template = (DEPLOY / "nginx" / "nginx.conf.template").read_text()
    assert "proxy_next_upstream error timeout non_idempotent;" in template
    assert "proxy_request_buffering on;" in template
    limit = re.search(r"client_max_body_size (\d+)m;", template)
    assert int(limit.group(1)) * 1024 * 1024 == MAX_BODY_BYTES
    assert f"larger than {MAX_BODY_BYTES} bytes" in template
