"""pytest plugins of the suite, registered by ``pytest_plugins`` in ``tests/conftest.py``."""
