// The chat page: sends the client's message to POST /api/v1/chat, shows the reply and the
// booking request as it fills in. The conversation lives in sessionStorage, so it survives a
// reload or a change of language, and ends with the browser tab.
(function () {
  "use strict";

  const script = document.currentScript;
  const api = script.dataset.api;
  const lang = script.dataset.lang;
  const labels = JSON.parse(document.getElementById("chat-labels").textContent);
  const storageKey = "factlock.chat";
  // Dates in the panel read as the venue's replies write them: day before month.
  const dateLocale = { en: "en-GB", de: "de-CH", fr: "fr-CH", it: "it-CH" }[lang] || lang;

  const form = document.getElementById("chat-form");
  const input = document.getElementById("chat-message");
  const send = document.getElementById("chat-send");
  const log = document.getElementById("chat-log");
  const empty = document.getElementById("chat-empty");
  const error = document.getElementById("chat-error");
  const status = document.getElementById("chat-status");
  const panel = document.getElementById("request");

  let state = loadState();
  let sending = false;

  function loadState() {
    try {
      const stored = JSON.parse(sessionStorage.getItem(storageKey));
      if (stored && Array.isArray(stored.messages)) return stored;
    } catch (ignored) { /* a damaged entry starts a new conversation */ }
    return { conversation: null, messages: [], request: null };
  }

  function saveState() {
    sessionStorage.setItem(storageKey, JSON.stringify(state));
  }

  function csrfToken() {
    const match = document.cookie.match(/(?:^|;\s*)csrftoken=([^;]+)/);
    return match ? decodeURIComponent(match[1]) : "";
  }

  function messageItem(message) {
    const item = document.createElement("li");
    item.className = "message message--" + message.author;
    const author = document.createElement("p");
    author.className = "author";
    author.textContent = message.author === "client" ? labels.you : labels.venue;
    const text = document.createElement("div");
    text.className = "text";
    text.textContent = message.text;
    item.append(author, text);
    if (message.note) {
      const note = document.createElement("p");
      note.className = "note";
      note.textContent = labels[message.note];
      item.append(note);
    }
    return item;
  }

  function showMessage(message) {
    const item = messageItem(message);
    log.append(item);
    empty.hidden = true;
    item.scrollIntoView({ block: "nearest" });
    return item;
  }

  function formattedDate(iso) {
    const time = document.createElement("time");
    time.dateTime = iso;
    try {
      time.textContent = new Intl.DateTimeFormat(dateLocale, { dateStyle: "full", timeZone: "UTC" })
        .format(new Date(iso + "T00:00:00Z"));
    } catch (ignored) {
      time.textContent = iso;
    }
    return time;
  }

  function fieldValue(request, field) {
    switch (field) {
      case "date":
        return request.date ? formattedDate(request.date) : null;
      case "time":
        if (!request.start_time) return null;
        return request.end_time ? request.start_time + "–" + request.end_time : request.start_time;
      case "participants":
        return request.participants ? String(request.participants) : null;
      default:
        // Rooms, products and features in the client's language, as the reply names them.
        if (!request[field] || !request[field].length) return null;
        return request[field].map(function (name) {
          return (state.names && state.names[name]) || name;
        }).join(", ");
    }
  }

  function showRequest(request) {
    panel.querySelectorAll("dd[data-field]").forEach(function (cell) {
      const value = request ? fieldValue(request, cell.dataset.field) : null;
      cell.replaceChildren(value === null ? labels.none : value);
    });
  }

  function render() {
    log.replaceChildren();
    state.messages.forEach(function (message) { log.append(messageItem(message)); });
    empty.hidden = state.messages.length > 0;
    showRequest(state.request);
  }

  function noteOf(verification) {
    if (!verification) return null;
    if (verification.fallback) return "fallback";
    return verification.corrected ? "corrected" : null;
  }

  function setSending(on) {
    sending = on;
    send.setAttribute("aria-disabled", String(on));
    log.setAttribute("aria-busy", String(on));
    status.textContent = on ? labels.sending : "";
  }

  function showError(message) {
    error.textContent = message ? labels.error + " (" + message + ")" : labels.error;
    error.hidden = false;
  }

  async function post(text, conversation) {
    const body = { message: text, locale: lang };
    if (conversation) body.conversation = conversation;
    return fetch(api, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRFToken": csrfToken() },
      body: JSON.stringify(body),
    });
  }

  async function exchange(text) {
    let response = await post(text, state.conversation);
    if (response.status === 404 && state.conversation) {
      // The conversation is gone (e.g. a new database): start a new one with this message.
      state.conversation = null;
      response = await post(text, null);
    }
    const body = await response.json().catch(function () { return {}; });
    if (!response.ok) throw new Error(errorText(body) || String(response.status));
    return body;
  }

  // The API's error body: {"message": ..., "extra": {"fields": {name: [messages]}}}.
  function errorText(body) {
    const fields = (body.extra && body.extra.fields) || {};
    const details = Object.values(fields).flat().filter(function (item) {
      return typeof item === "string";
    });
    return [body.message].concat(details).filter(Boolean).join(" ");
  }

  async function submit(event) {
    event.preventDefault();
    const text = input.value.trim();
    if (!text || sending) return;
    error.hidden = true;
    const clientMessage = { author: "client", text: text };
    const shown = showMessage(clientMessage);
    input.value = "";
    setSending(true);
    try {
      const body = await exchange(text);
      const reply = { author: "venue", text: body.reply, note: noteOf(body.verification) };
      state.conversation = body.conversation;
      state.request = body.request;
      state.names = body.names || {};
      state.messages.push(clientMessage, reply);
      saveState();
      showMessage(reply);
      showRequest(body.request);
    } catch (failure) {
      // Not sent: the message goes back into the box, so nothing typed is lost.
      shown.remove();
      empty.hidden = state.messages.length > 0;
      input.value = text;
      showError(failure.message);
    } finally {
      setSending(false);
      input.focus();
    }
  }

  function newConversation() {
    state = { conversation: null, messages: [], request: null };
    sessionStorage.removeItem(storageKey);
    error.hidden = true;
    render();
    input.focus();
  }

  form.addEventListener("submit", submit);
  input.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  document.getElementById("chat-new").addEventListener("click", newConversation);
  render();
})();
