"""Unit tests: no server, no subprocess, no reactor; ``pytest tests/unit`` runs in seconds."""
