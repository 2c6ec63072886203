"""Settings and helpers for tests of sealed states: keys made for the test run, a client on a sealing app."""
from cryptography.fernet import Fernet

from service import create_app
from service.sealing import Sealer

SEAL_KEY = Fernet.generate_key().decode()
PREVIOUS_SEAL_KEY = Fernet.generate_key().decode()
SEAT_KEY_SECRET = "seat key secret of the test run: " + Fernet.generate_key().decode()


def sealing_settings(*seal_keys: str, **more) -> dict:
    """App settings with the given seal keys (the first seals); REFEREE_SEAL etc. may be added."""
    return {"REFEREE_SEAL_KEYS": ",".join(seal_keys or (SEAL_KEY,)), "REFEREE_SEAT_KEY_SECRET": SEAT_KEY_SECRET,
            **more}


def sealing_app(*seal_keys: str, **more):
    return create_app({"TESTING": True, **sealing_settings(*seal_keys, **more)})


def bearer(key: str) -> dict:
    return {"Authorization": f"Bearer {key}"}


def unseal(token: str, game: str, *seal_keys: str):
    """What a token holds, read with the service's keys (what a client cannot do)."""
    return Sealer(list(seal_keys or (SEAL_KEY,))).open(token, game)
