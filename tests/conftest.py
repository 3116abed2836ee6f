"""The suite's fixtures live in plugins (``tests/plugins``), registered here; see ``tests/README.md``."""

pytest_plugins = ["tests.plugins.environment", "tests.plugins.sites", "tests.plugins.redis"]
