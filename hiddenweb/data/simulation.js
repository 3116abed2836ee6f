// hiddenweb page instrumentation (installed before the page's own scripts).
//
// Álvarez, DeepBot §III.3.3: the crawler fires every event an element
// handles, in a *simulation state* where navigations are captured instead
// of followed and harmful actions (window.close, dialogs, pop-ups) are
// suppressed; elements created by an event are processed first.
// This script keeps what the browser APIs do not expose: which elements
// registered listeners, which XHR/fetch calls a handler made, which
// navigations a link, a form or window.open would have made.
(function () {
  "use strict";
  if (window.__hw) return;
  var hw = {
    simulating: false,
    captured: [],      // {url, method, body, via}
    xhr: [],           // {url, method}
    pending: 0,        // XHR/fetch in flight
    lastActivity: 0,
    mutations: 0,
    dialogs: 0,
    closes: 0,
    nextId: 1,
  };
  Object.defineProperty(window, "__hw", { value: hw, enumerable: false });

  var HANDLED = ["click", "mouseover", "mouseenter", "mousedown", "mouseup", "dblclick", "focus", "change"];
  var listeners = new WeakMap();
  var origAdd = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, fn, opts) {
    try {
      if (this && this.nodeType === 1 && HANDLED.indexOf(type) >= 0) {
        var set = listeners.get(this);
        if (!set) { set = new Set(); listeners.set(this, set); }
        set.add(type);
      }
    } catch (e) { /* never break the page */ }
    return origAdd.call(this, type, fn, opts);
  };

  function absolute(url) {
    try { return new URL(String(url), document.baseURI).href; } catch (e) { return String(url); }
  }
  function capture(url, method, body, via) {
    hw.captured.push({ url: absolute(url), method: (method || "GET").toUpperCase(), body: body || "", via: via });
  }

  // -- dialogs, close, pop-ups: suppressed (alert storms cannot block) --
  window.alert = function () { hw.dialogs++; };
  window.confirm = function () { hw.dialogs++; return true; };
  window.prompt = function () { hw.dialogs++; return null; };
  window.print = function () {};
  window.close = function () { hw.closes++; };
  var stubWindow = function () {
    var doc = { write: function () {}, writeln: function () {}, open: function () {}, close: function () {} };
    return { closed: false, focus: function () {}, blur: function () {}, close: function () {}, document: doc,
             location: { href: "" }, postMessage: function () {} };
  };
  window.open = function (url) {
    if (url) capture(url, "GET", "", "window.open");
    return stubWindow();
  };

  // -- XHR and fetch: recorded (success of a script-submitted form) --
  var origOpen = XMLHttpRequest.prototype.open;
  var origSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url) {
    this.__hwReq = { url: absolute(url), method: String(method || "GET").toUpperCase() };
    return origOpen.apply(this, arguments);
  };
  XMLHttpRequest.prototype.send = function () {
    var req = this.__hwReq;
    if (req) {
      hw.xhr.push(req);
      hw.pending++; hw.lastActivity = Date.now();
      var done = false;
      var finish = function () { if (!done) { done = true; hw.pending--; hw.lastActivity = Date.now(); } };
      this.addEventListener("loadend", finish);
    }
    return origSend.apply(this, arguments);
  };
  if (window.fetch) {
    var origFetch = window.fetch;
    window.fetch = function (input, init) {
      var url = typeof input === "string" ? input : (input && input.url) || String(input);
      var method = (init && init.method) || (input && input.method) || "GET";
      hw.xhr.push({ url: absolute(url), method: String(method).toUpperCase() });
      hw.pending++; hw.lastActivity = Date.now();
      var p = origFetch.apply(this, arguments);
      var finish = function () { hw.pending--; hw.lastActivity = Date.now(); };
      p.then(finish, finish);
      return p;
    };
  }
  // A response's body is read after its headers: the page shows nothing until it is (under load the
  // read outlasts the quiet window, and the page would be taken with the previous results).
  if (window.Response) {
    ["json", "text", "arrayBuffer", "blob", "formData"].forEach(function (name) {
      var orig = Response.prototype[name];
      if (!orig) return;
      Response.prototype[name] = function () {
        hw.pending++; hw.lastActivity = Date.now();
        var p = orig.apply(this, arguments);
        var finish = function () { hw.pending--; hw.lastActivity = Date.now(); };
        p.then(finish, finish);
        return p;
      };
    });
  }

  // -- Web Workers: a message posted to a worker awaits its answer, as a request awaits its response
  // (MkDocs builds its search index and answers the query in a worker; the page shows nothing until then).
  if (window.Worker) {
    var OrigWorker = window.Worker;
    var HwWorker = function (url, options) {
      var worker = options === undefined ? new OrigWorker(url) : new OrigWorker(url, options);
      // A new worker is awaited until its first message (most say they are ready), for 2 s at most: one
      // that speaks only when spoken to must not hold every page to the settle limit.
      var waiting = 1;
      hw.pending++; hw.lastActivity = Date.now();
      var answered = function () {
        if (waiting > 0) { waiting--; hw.pending--; }
        hw.lastActivity = Date.now();
      };
      var started = false;
      setTimeout(function () { if (!started) { started = true; answered(); } }, 2000);
      origAdd.call(worker, "message", function () { started = true; });
      origAdd.call(worker, "message", answered);
      origAdd.call(worker, "error", answered);
      var post = worker.postMessage;
      worker.postMessage = function () {
        waiting++; hw.pending++; hw.lastActivity = Date.now();
        return post.apply(worker, arguments);
      };
      return worker;
    };
    HwWorker.prototype = OrigWorker.prototype;
    window.Worker = HwWorker;
  }

  // -- forms submitted by script: captured while simulating --
  function formRequest(form, submitter) {
    var method = (form.getAttribute("method") || "GET").toUpperCase();
    var action = form.getAttribute("action");
    var url = absolute(action && action.trim() ? action : document.location.href);
    var data;
    try { data = new FormData(form, submitter || undefined); } catch (e) { data = new FormData(form); }
    var params = new URLSearchParams();
    data.forEach(function (v, k) { if (typeof v === "string") params.append(k, v); });
    if (method === "GET") {
      var u = new URL(url); u.search = params.toString();
      return { url: u.href, method: "GET", body: "" };
    }
    return { url: url, method: "POST", body: params.toString() };
  }
  var origSubmit = HTMLFormElement.prototype.submit;
  HTMLFormElement.prototype.submit = function () {
    if (hw.simulating) { var r = formRequest(this); capture(r.url, r.method, r.body, "form.submit"); return; }
    return origSubmit.call(this);
  };

  function install() {
    // bubble listeners on window run after the page's handlers on the target
    // and its ancestors: what was not prevented would navigate.
    origAdd.call(window, "click", function (ev) {
      if (!hw.simulating || ev.defaultPrevented) return;
      var a = ev.target && ev.target.closest ? ev.target.closest("a[href]") : null;
      if (a) {
        var href = a.getAttribute("href") || "";
        if (!/^\s*(javascript:|#|$)/i.test(href)) { capture(a.href, "GET", "", "link"); ev.preventDefault(); }
        else if (/^\s*#/.test(href)) ev.preventDefault();
      }
    }, false);
    origAdd.call(window, "submit", function (ev) {
      if (!hw.simulating || ev.defaultPrevented) return;
      var r = formRequest(ev.target, ev.submitter);
      capture(r.url, r.method, r.body, "form");
      ev.preventDefault();
    }, false);
    try {
      // Nodes added or removed are the page's scripts at work (results shown one at a time, with no
      // request between two): activity, like a request in flight. Attributes are not (animations).
      new MutationObserver(function (records) {
        hw.mutations += records.length;
        for (var i = 0; i < records.length; i++) {
          if (records[i].type === "childList") { hw.lastActivity = Date.now(); break; }
        }
      })
        .observe(document.documentElement || document, { childList: true, subtree: true, attributes: true });
    } catch (e) {}
  }
  if (document.documentElement) install();
  else document.addEventListener("DOMContentLoaded", install);

  // -- element discovery ------------------------------------------------
  function handledEvents(el) {
    var events = [];
    var set = listeners.get(el);
    for (var i = 0; i < HANDLED.length; i++) {
      var t = HANDLED[i];
      if (el.hasAttribute("on" + t) || typeof el["on" + t] === "function" || (set && set.has(t))) events.push(t);
    }
    if (el.tagName === "A") {
      var href = el.getAttribute("href") || "";
      if (/^\s*javascript:/i.test(href) && events.indexOf("click") < 0) events.push("click");
    }
    return events;
  }
  function cssPath(el) {
    if (el.id && document.querySelectorAll("#" + CSS.escape(el.id)).length === 1) return "#" + CSS.escape(el.id);
    var parts = [];
    while (el && el.nodeType === 1 && el !== document.documentElement) {
      if (el.id && document.querySelectorAll("#" + CSS.escape(el.id)).length === 1) {
        parts.unshift("#" + CSS.escape(el.id)); break;
      }
      var tag = el.tagName.toLowerCase();
      var idx = 1, sib = el;
      while ((sib = sib.previousElementSibling)) if (sib.tagName === el.tagName) idx++;
      parts.unshift(tag + ":nth-of-type(" + idx + ")");
      el = el.parentElement;
    }
    return parts.join(" > ");
  }
  function textOf(el) {
    var t = (el.innerText || el.textContent || el.getAttribute("value") || el.getAttribute("alt") ||
             el.getAttribute("title") || el.getAttribute("aria-label") || "");
    return t.replace(/\s+/g, " ").trim().slice(0, 80);
  }
  // New candidate elements (not seen before), deepest first (bottom-up, §III.3.3).
  hw.scan = function (limit) {
    var out = [];
    var all = document.body ? document.body.getElementsByTagName("*") : [];
    for (var i = 0; i < all.length && out.length < (limit || 2000); i++) {
      var el = all[i];
      if (el.hasAttribute("data-hw-id")) continue;
      var tag = el.tagName;
      if (tag === "SCRIPT" || tag === "STYLE" || tag === "TEMPLATE" || tag === "HTML") continue;
      var events = handledEvents(el);
      var isLink = tag === "A" && el.hasAttribute("href");
      if (!events.length && !isLink) continue;
      if (["INPUT", "SELECT", "TEXTAREA", "OPTION"].indexOf(tag) >= 0 && !(tag === "INPUT" &&
          /^(button|image|submit)$/i.test(el.type))) continue;
      var id = String(hw.nextId++);
      el.setAttribute("data-hw-id", id);
      var href = isLink ? el.getAttribute("href") : "";
      var plain = isLink && !events.length && !/^\s*(javascript:|#|$)/i.test(href);
      var depth = 0, p = el;
      while ((p = p.parentElement)) depth++;
      out.push({ id: id, tag: tag.toLowerCase(), text: textOf(el), href: plain ? el.href : "",
                 events: events, plain: plain, selector: cssPath(el), depth: depth });
    }
    out.sort(function (a, b) { return b.depth - a.depth; });
    return out;
  };
  hw.el = function (id) { return document.querySelector('[data-hw-id="' + id + '"]'); };
  hw.fire = function (id, type) {
    var el = hw.el(id);
    if (!el) return false;
    return hw.fireOn(el, type);
  };
  hw.fireOn = function (el, type) {
    if (type === "click") { el.click(); return true; }
    if (type === "focus") { el.focus(); return true; }
    var bubbles = !(type === "mouseenter" || type === "mouseleave");
    var ev = type === "change" ? new Event("change", { bubbles: true })
      : new MouseEvent(type, { bubbles: bubbles, cancelable: true, view: window });
    el.dispatchEvent(ev);
    return true;
  };
  // Resolves true once the document has loaded, false after maxMs. Playwright's own wait for
  // "load" never ends when a script starts a navigation that the router stops: it forgets the
  // first document's events, though that document goes on and loads.
  hw.loaded = function (maxMs) {
    return new Promise(function (resolve) {
      if (document.readyState === "complete") { resolve(true); return; }
      window.addEventListener("load", function () { resolve(true); });
      setTimeout(function () { resolve(document.readyState === "complete"); }, maxMs);
    });
  };
  // Resolves once no XHR/fetch has been in flight for quietMs (or after maxMs).
  hw.settle = function (maxMs, quietMs) {
    var start = Date.now();
    quietMs = quietMs || 0;
    return new Promise(function (resolve) {
      (function check() {
        var now = Date.now();
        var quiet = hw.pending <= 0 && now - hw.lastActivity >= quietMs && now - start >= quietMs;
        if (quiet || now - start > maxMs) {
          setTimeout(function () { resolve(quiet); }, 0); return;
        }
        setTimeout(check, 10);
      })();
    });
  };
  hw.take = function () {
    var out = { captured: hw.captured, xhr: hw.xhr, mutations: hw.mutations };
    hw.captured = []; hw.xhr = []; hw.mutations = 0;
    return out;
  };
  // Find an element again on replay: selector first, then tag + text.
  hw.find = function (selector, text, tag) {
    var el = null;
    try { el = selector ? document.querySelector(selector) : null; } catch (e) { el = null; }
    if (el && (!text || textOf(el) === text)) return el;
    if (text) {
      var cands = document.querySelectorAll(tag || "a, button, input, span, div, li, td, img");
      for (var i = 0; i < cands.length; i++) if (textOf(cands[i]) === text) return cands[i];
    }
    return el;
  };
  // Resolve once hw.find finds the element (true) or after maxMs (false): a script may show it late (a
  // results pager drawn after its rows, one timer apart: nothing pending, so the page looked settled).
  hw.appear = function (selector, text, maxMs) {
    var start = Date.now();
    return new Promise(function (resolve) {
      (function check() {
        if (hw.find(selector, text)) { resolve(true); return; }
        if (Date.now() - start > maxMs) { resolve(false); return; }
        setTimeout(check, 20);
      })();
    });
  };
  hw.act = function (op, selector, text, value) {
    var el = hw.find(selector, text);
    if (!el) return false;
    if (op === "fill" || op === "select") {
      if (el.tagName === "SELECT") {
        for (var i = 0; i < el.options.length; i++) {
          var o = el.options[i];
          if (o.value === value || o.text.trim() === value) { el.selectedIndex = i; break; }
        }
      } else if (el.type === "checkbox" || el.type === "radio") {
        el.checked = value !== "" && value !== "false" && value !== "0";
      } else {
        el.focus && el.focus();
        el.value = value;
      }
      el.dispatchEvent(new Event("input", { bubbles: true }));
      el.dispatchEvent(new Event("change", { bubbles: true }));
      return true;
    }
    if (op === "submit") {
      var form = el.tagName === "FORM" ? el : el.form || el.closest("form");
      if (!form) return false;
      if (form.requestSubmit) { try { form.requestSubmit(); return true; } catch (e) {} }
      origSubmit.call(form);
      return true;
    }
    return hw.fireOn(el, op);
  };

  // -- script-submitted forms (§III.4.4) ------------------------------------
  var SUBMIT_WORDS = /\b(search|go|submit|find|send|ok|query|buscar|busca|enviar|suchen|rechercher|cerca|zoeken|procurar)\b|»|›|>>|🔍/i;
  function rect(el) { var r = el.getBoundingClientRect(); return { l: r.left, t: r.top, r: r.right, b: r.bottom }; }
  function rectDistance(a, b) {
    var dx = Math.max(0, Math.max(a.l, b.l) - Math.min(a.r, b.r));
    var dy = Math.max(0, Math.max(a.t, b.t) - Math.min(a.b, b.b));
    return Math.sqrt(dx * dx + dy * dy);
  }
  // The form element (or the box around a formless text field).
  hw.formOf = function (selector, index, field) {
    var f = null;
    if (selector) { try { f = document.querySelector(selector); } catch (e) {} }
    if (!f && index !== null && index !== undefined && index >= 0) f = document.forms[index] || null;
    if (!f && field) {
      var inp = document.querySelector('[name="' + CSS.escape(field) + '"]') || document.getElementById(field);
      if (inp) f = inp.form || inp.parentElement;
    }
    return f;
  };
  // Candidates, in the order of Álvarez §III.4.4: submit inputs, image inputs,
  // buttons, then nearby scripted/clickable elements by distance and text.
  hw.submitCandidates = function (formSel, index, field) {
    var form = hw.formOf(formSel, index, field);
    if (!form) return null;
    var scope = form.tagName === "FORM" ? form : form;
    var out = [], seen = new Set();
    function add(el, kind, score) {
      if (seen.has(el)) return; seen.add(el);
      if (!el.hasAttribute("data-hw-id")) el.setAttribute("data-hw-id", String(hw.nextId++));
      out.push({ id: el.getAttribute("data-hw-id"), kind: kind, selector: cssPath(el), text: textOf(el), score: score });
    }
    var inForm = function (sel) {
      var list = Array.prototype.slice.call(scope.querySelectorAll(sel));
      if (form.tagName === "FORM" && form.id) {
        list = list.concat(Array.prototype.slice.call(document.querySelectorAll(sel.split(",").map(function (s) {
          return s.trim() + '[form="' + CSS.escape(form.id) + '"]'; }).join(","))));
      }
      return list;
    };
    inForm("input[type=submit]").forEach(function (el) { add(el, "submit", 0); });
    inForm("input[type=image]").forEach(function (el) { add(el, "image", 0); });
    inForm("button, input[type=button]").forEach(function (el) {
      if ((el.getAttribute("type") || "").toLowerCase() !== "reset") add(el, "button", 0); });
    var fr = rect(form);
    var near = [];
    var clickable = document.querySelectorAll("a, img, span, div, td, li, button, input[type=button]");
    for (var i = 0; i < clickable.length; i++) {
      var el = clickable[i];
      if (seen.has(el) || el.contains(form)) continue;
      var ev = handledEvents(el);
      var href = el.tagName === "A" ? (el.getAttribute("href") || "") : "";
      if (!ev.length && !/^\s*javascript:/i.test(href)) continue;
      var d = rectDistance(fr, rect(el));
      var words = SUBMIT_WORDS.test(textOf(el) + " " + (el.getAttribute("alt") || "") + " " + (el.id || "") + " " + (el.className || ""));
      near.push({ el: el, score: d / (words ? 4 : 1) + (words ? 0 : 50) });
    }
    near.sort(function (a, b) { return a.score - b.score; });
    near.slice(0, 8).forEach(function (n) { add(n.el, "nearby", n.score); });
    if (form.tagName === "FORM") {
      if (!form.hasAttribute("data-hw-id")) form.setAttribute("data-hw-id", String(hw.nextId++));
      out.push({ id: form.getAttribute("data-hw-id"), kind: "form.submit", selector: cssPath(form), text: "", score: 0 });
    }
    return out;
  };
  hw.fillForm = function (formSel, index, field, values) {
    var form = hw.formOf(formSel, index, field);
    if (!form) return [];
    var done = [];
    Object.keys(values).forEach(function (name) {
      var el = form.querySelector('[name="' + CSS.escape(name) + '"]') || document.querySelector('[name="' + CSS.escape(name) + '"]') ||
               document.getElementById(name);
      if (!el) return;
      if (el.type === "radio") {
        var r = document.querySelector('[name="' + CSS.escape(name) + '"][value="' + CSS.escape(values[name]) + '"]');
        if (r) { r.checked = true; done.push({ selector: cssPath(r), value: values[name], op: "fill" }); }
        return;
      }
      hw.act(el.tagName === "SELECT" ? "select" : "fill", cssPath(el), "", values[name]);
      done.push({ selector: cssPath(el), value: values[name], op: el.tagName === "SELECT" ? "select" : "fill" });
    });
    return done;
  };
})();
