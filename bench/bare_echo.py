"""The floor for a Flask JSON service, the baseline of bench/run.py: parse the body, answer with its state.

A copy of the shared reference app (`request.get_json()` in, `jsonify` out); bench/run.py serves it with the
same gunicorn settings (config file, worker class and count, access log) as the referee, side by side.
"""
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.post("/echo")
def echo():
    body = request.get_json()
    return jsonify({"state": body["state"], "events": []})
