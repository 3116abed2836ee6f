// Measures every form of the page for hiddenweb.forms.layout (Álvarez §III.4.1): the boxes of its
// fields and of its text nodes, in page coordinates. One entry a form of querySelectorAll('form').
() => {
  const SKIP_TEXT = new Set(["OPTION", "SELECT", "TEXTAREA", "BUTTON", "SCRIPT", "STYLE", "NOSCRIPT", "DATALIST"]);
  const NOT_FIELDS = new Set(["hidden", "submit", "button", "reset", "image"]);
  const sx = window.scrollX, sy = window.scrollY;
  const box = (r) => [r.left + sx, r.top + sy, r.width, r.height];
  const shown = (el) => {
    const s = getComputedStyle(el);
    return s.visibility !== "hidden" && s.display !== "none";
  };
  const out = [];
  for (const form of document.querySelectorAll("form")) {
    const fields = [];
    const counts = {};
    for (const el of Array.from(form.elements).slice(0, 500)) {
      if (!["INPUT", "SELECT", "TEXTAREA", "BUTTON"].includes(el.tagName)) continue;
      const name = el.getAttribute("name") || "";
      const nth = counts[name] || 0;
      counts[name] = nth + 1;
      const type = el.tagName === "INPUT" ? (el.getAttribute("type") || "text").toLowerCase() : el.tagName.toLowerCase();
      if (NOT_FIELDS.has(type) || el.tagName === "BUTTON") continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 0 || r.height <= 0 || !shown(el)) continue;
      const explicit = (el.labels && el.labels.length > 0) || el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby")
        || !!(el.getAttribute("title") || "").trim();
      fields.push({ name, type, nth, explicit: !!explicit, box: box(r) });
    }
    const texts = [];
    const walker = document.createTreeWalker(form, NodeFilter.SHOW_TEXT);
    let node, n = 0;
    while ((node = walker.nextNode()) && n < 2000) {
      const text = node.nodeValue.replace(/\s+/g, " ").trim();
      if (!text) continue;
      let p = node.parentElement, skip = false;
      for (let a = p; a && a !== form; a = a.parentElement) {
        if (SKIP_TEXT.has(a.tagName) || (a.tagName === "LABEL" && a.control)) { skip = true; break; }
      }
      if (skip || !p || !shown(p)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width <= 0 || r.height <= 0) continue;
      n += 1;
      texts.push({ text: text.slice(0, 200), chars: node.nodeValue.replace(/\s+/g, " ").length, box: box(r) });
    }
    out.push({ fields, texts });
  }
  return out;
}
