"""Tests of fast paths run the same input twice: once as shipped and once with each fast path replaced by the
checked code it stands in for."""
from contextlib import contextmanager

import pytest


@contextmanager
def replaced(checked_paths):
    """Within the block, each (owner, name, checked) of `checked_paths` has `owner.name` set to `checked`."""
    with pytest.MonkeyPatch.context() as patch:
        for owner, name, checked in checked_paths:
            patch.setattr(owner, name, checked)
        yield
