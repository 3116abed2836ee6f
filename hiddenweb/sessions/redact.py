"""Keep configured credentials out of every log line.

A login form sent by GET puts the password in a URL, which Scrapy logs
("Crawled (200) <GET …?password=…>") and a browser would send onward as a
Referer. :class:`Redactor` is a logging filter that replaces each configured
secret (as typed and as URL-encoded) with ``[redacted]``; the session
middleware installs it on the log handlers when credentials are configured.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from urllib.parse import quote, quote_plus

__all__ = ["REDACTED", "Redactor", "install"]

REDACTED = "[redacted]"


class Redactor(logging.Filter):
    """A logging filter that removes secrets from the formatted message."""

    def __init__(self, secrets: Iterable[str]) -> None:
        super().__init__()
        forms = {form for secret in secrets if secret for form in (secret, quote_plus(secret), quote(secret, safe=""))}
        self.secrets = sorted(forms, key=len, reverse=True)  # longest first: no half-redacted secret

    def filter(self, record: logging.LogRecord) -> bool:
        """Rewrite the record's message without the secrets (always lets the record through)."""
        if not self.secrets:
            return True
        message = record.getMessage()
        if record.exc_text:
            message = f"{message}\n{record.exc_text}"
        if any(secret in message for secret in self.secrets):
            for secret in self.secrets:
                message = message.replace(secret, REDACTED)
            record.msg, record.args, record.exc_info, record.exc_text = message, None, None, None
        return True


def install(secrets: Iterable[str], logger: logging.Logger | None = None) -> Redactor:
    """Add a :class:`Redactor` of ``secrets`` to every handler of ``logger`` (default: the root logger)."""
    redactor = Redactor(secrets)
    for handler in (logger or logging.getLogger()).handlers:
        handler.addFilter(redactor)
    return redactor
