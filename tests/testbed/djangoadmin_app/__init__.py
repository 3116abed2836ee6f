"""The Django project behind :mod:`tests.testbed.djangoadmin`: one app (label ``debian``), one model, its admin.

Written as a developer would after ``startproject``/``startapp``: ``settings``,
``urls`` (the admin only), ``models`` (``Package``), ``admin`` (a ``ModelAdmin``
with search fields, list filters and the default page sizes) and a migration.
Nothing here is imported outside the server's process (:func:`tests.testbed.djangoadmin.main`).
"""
