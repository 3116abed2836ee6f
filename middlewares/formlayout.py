"""Browser glue of the form layout (Álvarez §III.4.1): measure the forms of a rendered page.

:mod:`hiddenweb.forms.layout` associates texts with fields from boxes; this
is the part that asks Chromium for them, on a Playwright page the browser
glue (:mod:`middlewares.browser`) has rendered. Use it when the page's
labels are in doubt (:func:`hiddenweb.forms.layout.ambiguous`), then
:func:`hiddenweb.forms.layout.apply_layout` on the page's parsed forms.
"""

from __future__ import annotations

from typing import Any

from hiddenweb.forms.layout import apply_layout, boxes_script
from hiddenweb.forms.model import Form

__all__ = ["measure_form_boxes", "relabel_forms"]


async def measure_form_boxes(page: Any) -> list[dict[str, Any]]:
    """Boxes of every form's fields and texts on a rendered page (one entry a ``<form>``)."""
    boxes: list[dict[str, Any]] = await page.evaluate(boxes_script())
    return boxes


async def relabel_forms(page: Any, forms: list[Form]) -> int:
    """Measure ``page`` and relabel its parsed ``forms`` by layout; the number of fields relabelled."""
    return apply_layout(forms, await measure_form_boxes(page))
