"""The package list as a developer configures it: searchable text, bounded fields in the filter sidebar."""

from __future__ import annotations

from django.contrib import admin

from tests.testbed.djangoadmin_app.models import Package


@admin.register(Package)
class PackageAdmin(admin.ModelAdmin):
    list_display = ("name", "version", "section", "priority", "maintainer")
    search_fields = ("name", "summary", "description")
    list_filter = ("section", "priority")
    # list_per_page (100) and list_max_show_all (200): Django's defaults
