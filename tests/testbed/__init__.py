"""The real-software test bed: real search applications, installed from the package registries.

Each module starts one application on 127.0.0.1, fills it from a real offline
corpus (:mod:`tests.testbed.corpus`) and answers a :class:`~tests.testbed.base.TestbedSite`
whose ``truth`` is the application's whole record set. Nothing here imitates an
application: the HTML the crawler reads is the application's own.
"""
