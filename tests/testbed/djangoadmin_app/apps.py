"""The app's configuration: its label gives the admin's URLs (``/admin/debian/package/``)."""

from __future__ import annotations

from django.apps import AppConfig


class DebianConfig(AppConfig):
    name = "tests.testbed.djangoadmin_app"
    label = "debian"
    verbose_name = "Debian"
    default_auto_field = "django.db.models.BigAutoField"
