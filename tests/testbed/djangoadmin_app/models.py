"""One Debian package a row: the record the admin lists and the crawl harvests."""

from __future__ import annotations

from django.db import models

#: Debian's priorities, from most to least needed (``Priority:`` in the package lists).
PRIORITIES = [
    ("required", "required"),
    ("important", "important"),
    ("standard", "standard"),
    ("optional", "optional"),
    ("extra", "extra"),
]


class Package(models.Model):
    name = models.CharField(max_length=200, unique=True)
    version = models.CharField(max_length=200)
    section = models.CharField(max_length=100, db_index=True)
    priority = models.CharField(max_length=20, choices=PRIORITIES, default="optional")
    maintainer = models.CharField(max_length=300)
    summary = models.CharField(max_length=500)
    description = models.TextField(blank=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name
