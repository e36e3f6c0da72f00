// Tally's page: plain JS, no build step, no network beyond this server.
"use strict";
const $ = (id) => document.getElementById(id);
const store = window.localStorage;
let current = null; // the final answer contract being shown

for (const id of ["api-key", "groups"]) {
  $(id).value = store.getItem("tally-" + id) || "";
  $(id).addEventListener("change", () => store.setItem("tally-" + id, $(id).value.trim()));
}
$("settings-toggle").addEventListener("click", () => {
  const open = $("settings").hidden;
  $("settings").hidden = !open;
  $("settings-toggle").setAttribute("aria-expanded", String(open));
});
$("passage-close").addEventListener("click", () => { $("passage").hidden = true; markActive(null); });

function headers(extra) {
  const h = Object.assign({}, extra || {});
  const key = $("api-key").value.trim(), groups = $("groups").value.trim();
  if (key) h["Authorization"] = "Bearer " + key;
  if (groups) h["X-Tally-Groups"] = groups;
  return h;
}

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") node.className = v; else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const child of children) if (child !== null && child !== undefined)
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  return node;
}

async function failure(response) {
  let detail = response.statusText;
  try { const body = await response.json(); detail = typeof body.detail === "string" ? body.detail : JSON.stringify(body.detail); } catch (e) { /* not JSON */ }
  return `${response.status}: ${detail}`;
}

function showError(text) { $("error").textContent = text; $("error").hidden = !text; }

function reset() {
  current = null;
  showError("");
  $("result").hidden = false;
  $("route").textContent = "";
  $("answer").textContent = "";
  $("answer").classList.add("streaming");
  for (const id of ["refusal", "sql-block", "sources-block", "passage", "chart"]) $(id).hidden = true;
  $("sources").replaceChildren();
  $("sql-result").replaceChildren();
  $("trace-table").tBodies[0].replaceChildren();
  $("trace-count").textContent = "";
  $("timings").textContent = "";
}

$("ask-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const question = $("question").value.trim();
  if (!question) return;
  $("ask").disabled = true;
  reset();
  try {
    const response = await fetch("/v1/ask?stream=true", {
      method: "POST", headers: headers({"Content-Type": "application/json"}), body: JSON.stringify({question}),
    });
    if (!response.ok) throw new Error(await failure(response));
    await readEvents(response.body.getReader(), handle);
  } catch (e) {
    $("result").hidden = true;
    showError(String(e.message || e));
  } finally {
    $("ask").disabled = false;
    $("answer").classList.remove("streaming");
  }
});
$("question").addEventListener("keydown", (e) => {
  if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); $("ask-form").requestSubmit(); }
});

async function readEvents(reader, onEvent) {
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const {value, done} = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, {stream: true});
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let name = "message", data = "";
      for (const line of block.split("\n")) {
        if (line.startsWith("event: ")) name = line.slice(7);
        else if (line.startsWith("data: ")) data += line.slice(6);
      }
      if (data) onEvent(name, JSON.parse(data));
    }
  }
}

function handle(name, data) {
  if (name === "route") {
    const confidence = data.confidence != null ? ` ${Math.round(data.confidence * 100)}%` : "";
    $("route").replaceChildren(el("span", {class: "pill"}, data.intent.replace(/_/g, " ")), `routed${confidence}`);
  } else if (name === "tool") {
    addTraceRow(data);
  } else if (name === "delta") {
    $("answer").append(document.createTextNode(data.text));
  } else if (name === "answer") {
    render(data);
  } else if (name === "error") {
    showError(data.error);
  }
}

function addTraceRow(step) {
  const body = $("trace-table").tBodies[0];
  const args = Object.entries(step.args || {}).map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`).join(", ");
  body.append(el("tr", {class: step.ok ? "" : "fail"},
    el("td", {}, step.step), el("td", {}, step.tool, el("div", {class: "where"}, args.slice(0, 160))),
    el("td", {}, Math.round(step.ms)), el("td", {}, step.ok ? step.summary : step.error)));
  $("trace-count").textContent = `(${body.rows.length} tool call${body.rows.length === 1 ? "" : "s"})`;
}

function render(answer) {
  current = answer;
  $("answer").classList.remove("streaming");
  if (!$("trace-table").tBodies[0].rows.length) for (const step of answer.trace) addTraceRow(step);
  const t = answer.timings_ms || {};
  $("timings").textContent = `${answer.engine}${answer.model ? " · " + answer.model : ""} · ${Math.round(t.total || 0)} ms total · run ${answer.id}`;
  if (answer.refused) {
    const [said, ...next] = answer.answer.split("Next step:");
    $("answer").textContent = said.trim();
    $("refusal").hidden = false;
    const why = (answer.problems || []).filter((p) => p.startsWith("refused:")).map((p) => p.slice(9)).join("; ");
    $("refusal").replaceChildren(
      el("strong", {}, "Why: "), why || "no passage or table supports an answer", el("br"),
      next.length ? el("span", {}, el("strong", {}, "Try: "), next.join("Next step:").trim()) : null);
  } else {
    $("answer").replaceChildren(...withCitations(answer.answer, answer.citations));
  }
  renderSources(answer.citations);
  if (answer.sql) renderSql(answer.sql);
}

function withCitations(text, citations) {
  const known = new Set(citations.map((c) => c.n));
  const nodes = [];
  let last = 0;
  for (const m of text.matchAll(/\[(\d+)\]/g)) {
    const n = Number(m[1]);
    if (!known.has(n)) continue;
    nodes.push(document.createTextNode(text.slice(last, m.index)));
    nodes.push(el("button", {class: "cite", type: "button", "data-n": n, title: `Show source ${n}`,
                            onclick: () => openCitation(n)}, String(n)));
    last = m.index + m[0].length;
  }
  nodes.push(document.createTextNode(text.slice(last)));
  return nodes;
}

function place(c) {
  return [c.page ? `p. ${c.page}` : "", c.sheet ? `sheet ${c.sheet}` : "", c.row ? `row ${c.row}` : ""].filter(Boolean).join(", ");
}

function renderSources(citations) {
  if (!citations.length) return;
  $("sources-block").hidden = false;
  const seen = new Set();
  for (const c of citations) {
    if (seen.has(c.n)) continue;
    seen.add(c.n);
    const name = c.source.split("/").pop();
    $("sources").append(el("li", {}, el("button", {type: "button", "data-n": c.n, onclick: () => openCitation(c.n)},
      el("span", {class: "n"}, c.n), name, " ", el("span", {class: "where"}, place(c)))));
  }
}

function markActive(n) {
  for (const b of $("sources").querySelectorAll("button")) b.classList.toggle("active", Number(b.dataset.n) === n);
}

function words(text) {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}.,-]*[\p{L}\p{N}]|\p{N}/gu) || []).filter((w) => w.length > 2 || /\d/.test(w)));
}

function citedClaim(n) {
  // What [n] supports: the text since the previous citation marker (markers follow their sentence).
  const text = current.answer, at = text.indexOf(`[${n}]`);
  if (at < 0) return text;
  const before = text.slice(0, at);
  const markers = [...before.matchAll(/\[\d+\]/g)];
  const start = markers.length ? markers[markers.length - 1].index + markers[markers.length - 1][0].length : 0;
  return before.slice(start);
}

async function openCitation(n) {
  const c = current && current.citations.find((x) => x.n === n);
  if (!c) return;
  markActive(n);
  const query = c.chunk_id ? `?chunk=${encodeURIComponent(c.chunk_id)}` : "";
  const response = await fetch(`/v1/documents/${encodeURIComponent(c.doc_id)}${query}`, {headers: headers()});
  if (!response.ok) { showError(await failure(response)); return; }
  const doc = await response.json();
  $("passage").hidden = false;
  $("passage-title").textContent = `[${n}] ${doc.document.title || c.source.split("/").pop()}`;
  $("passage-where").textContent = [c.source, place(c)].filter(Boolean).join(" · ");
  const wanted = words(citedClaim(n));
  const body = doc.chunks.map((chunk) => renderChunk(chunk, chunk.id === doc.cited, wanted));
  if (!body.length) body.push(el("p", {class: "where"}, c.row ? `Row ${c.row} of the table in ${c.source}.` : "The cited table's document (see the SQL above)."));
  $("passage-body").replaceChildren(...body);
  const target = $("passage-body").querySelector(".cited") || $("passage");
  target.scrollIntoView({block: "nearest", behavior: "smooth"});
}

function renderChunk(chunk, cited, wanted) {
  const node = el("div", {class: "chunk" + (cited ? " cited" : ""), "data-chunk": chunk.id});
  if (chunk.breadcrumbs && chunk.breadcrumbs.length) node.append(el("span", {class: "crumbs"}, chunk.breadcrumbs.join(" › ")));
  // Highlight the sentences of the passage that the cited claim repeats (most of their words), or at
  // least the one sharing the most words with it.
  const pieces = chunk.text.split(/(?<=[.!?])\s+|(?=\n)/);
  const scores = pieces.map((piece) => {
    const own = [...words(piece)];
    const shared = own.filter((w) => wanted.has(w)).length;
    return {shared, strong: shared >= 2 && shared >= own.length / 2};
  });
  const best = scores.reduce((top, s, i) => (s.shared > (top < 0 ? 0 : scores[top].shared) ? i : top), -1);
  pieces.forEach((piece, i) => {
    const lead = piece.match(/^\s*/)[0];  // a line break stays outside the highlight
    const content = withImages(piece.slice(lead.length));
    const marked = cited && (i === best || scores[i].strong);
    node.append(lead, marked ? el("mark", {}, ...content) : el("span", {}, ...content), " ");
  });
  return node;
}

function withImages(text) {
  // Screenshots referenced by a passage are rendered from their URLs here only, never in the answer.
  const out = [];
  let last = 0;
  for (const m of text.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)) {
    out.push(text.slice(last, m.index));
    const url = m[2];
    out.push(/^(https?:|\/)/.test(url) ? el("img", {src: url, alt: m[1] || "screenshot", loading: "lazy"})
      : el("span", {class: "shot", title: url}, `screenshot: ${m[1] || url}`));
    last = m.index + m[0].length;
  }
  out.push(text.slice(last));
  return out;
}

async function renderSql(sql) {
  $("sql-block").hidden = false;
  $("sql").textContent = sql;
  const response = await fetch("/v1/sql", {method: "POST", headers: headers({"Content-Type": "application/json"}), body: JSON.stringify({sql})});
  if (!response.ok) { $("sql-result").replaceChildren(el("caption", {}, await failure(response))); return; }
  const result = await response.json();
  const numeric = result.columns.map((_, i) => result.rows.length > 0 && result.rows.every((r) => r[i] === null || typeof r[i] === "number"));
  $("sql-result").replaceChildren(
    el("thead", {}, el("tr", {}, ...result.columns.map((c) => el("th", {}, c)))),
    el("tbody", {}, ...result.rows.map((r) => el("tr", {}, ...r.map((v, i) => el("td", {class: numeric[i] ? "num" : ""}, v === null ? "" : format(v)))))));
  const label = numeric.indexOf(false), value = numeric.indexOf(true);
  if (label >= 0 && value >= 0 && result.rows.length > 1 && result.rows.length <= 30) chart(result.rows, label, value);
}

function format(v) { return typeof v === "number" ? v.toLocaleString() : String(v); }

function chart(rows, label, value) {
  const max = Math.max(...rows.map((r) => Math.abs(r[value] || 0))) || 1;
  $("chart").hidden = false;
  $("chart").replaceChildren(...rows.map((r) => el("div", {class: "bar"}, el("span", {title: String(r[label])}, r[label]),
    el("i", {style: `width:${Math.max(1, 85 * Math.abs(r[value] || 0) / max)}%`}, el("b", {}, format(r[value] || 0))))));
}
