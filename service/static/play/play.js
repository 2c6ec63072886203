// The playground: sets up a game and plays it through the public API alone (games, catalogue, setup,
// legal-moves, apply, view, replay). Every decision shown comes from legal-moves' prompts and labels; every
// picture from a view and the catalogue. Hot seat: the page holds the whole game and shows one seat at a time.
"use strict";

const SEAL_MODE = document.documentElement.dataset.seal; // "off", "optional" or "required" (service/playground.py)
const SHOWN_EVENTS = 300;
const $ = (selector) => document.querySelector(selector);

let games = new Map();   // id -> GET /v1/games entry
let game = null;         // the game in play (see start())

// A refusal: the service's problem+json body.
class Problem extends Error {
  constructor(status, body) {
    super(body?.detail ?? `HTTP ${status}`);
    this.body = body ?? {};
  }
}

function language() {
  return $("#lang").value;
}

async function api(method, path, body = undefined, key = null) {
  const headers = { "Accept-Language": language() };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (key) headers.Authorization = `Bearer ${key}`;
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = await response.json();
  if (!response.ok) throw new Problem(response.status, answer);
  return { answer, contentLanguage: response.headers.get("Content-Language") ?? "en" };
}

// ---- the setup form: one field per setup option, made from the option's JSON Schema ----

function optionInput(option) {
  const schema = option.schema ?? {};
  const defaultText = say("option_default", { value: JSON.stringify(option.default ?? null) });
  let input;
  if (Array.isArray(schema.enum) || schema.type === "boolean") {
    input = element("select", {}, element("option", { value: "", text: defaultText }));
    for (const value of schema.enum ?? [true, false]) {
      input.append(element("option", { value: JSON.stringify(value), text: String(value) }));
    }
  } else if (schema.type === "integer") {
    input = element("input", { type: "number", placeholder: defaultText });
    if (schema.minimum !== undefined) input.min = schema.minimum;
    if (schema.maximum !== undefined) input.max = schema.maximum;
  } else {
    input = element("input", { type: "text", placeholder: defaultText, spellcheck: "false" });
  }
  input.name = option.name;
  input.dataset.option = option.name;
  return element("label", { title: option.description ?? "" }, element("span", { text: option.name }), input);
}

function parseLoose(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function optionValues() {
  const options = {};
  for (const input of document.querySelectorAll("[data-option]")) {
    if (input.value === "") continue;
    options[input.dataset.option] = input.type === "number" ? Number(input.value) : parseLoose(input.value);
  }
  return options;
}

function fillOption(input, value) {
  input.value = input.tagName === "SELECT" ? JSON.stringify(parseLoose(value)) : value;
}

function showGameForm(id) {
  const described = games.get(id);
  $("#players").min = described.players.min;
  $("#players").max = described.players.max;
  if (!$("#players").value || Number($("#players").value) < described.players.min
      || Number($("#players").value) > described.players.max) {
    $("#players").value = described.players.min;
  }
  $("#options").replaceChildren(...described.options.map(optionInput));
}

function readLink(parameters) {
  if (parameters.has("game") && games.has(parameters.get("game"))) $("#game").value = parameters.get("game");
  showGameForm($("#game").value);
  for (const field of ["players", "chance", "lang", "seed"]) {
    if (parameters.has(field)) $(`#${field}`).value = parameters.get(field);
  }
  $("#sealed").checked = parameters.get("sealed") === "1";
  for (const input of document.querySelectorAll("[data-option]")) {
    if (parameters.has(input.dataset.option)) fillOption(input, parameters.get(input.dataset.option));
  }
}

function linkTo(setup, gameId, sealed) {
  const parameters = new URLSearchParams({ game: gameId, players: setup.players, chance: setup.chance,
    lang: language() });
  if (sealed) {
    if (SEAL_MODE === "optional") parameters.set("sealed", "1");
  } else if (setup.seed !== undefined && setup.seed !== null) {
    parameters.set("seed", setup.seed);
  }
  for (const [name, value] of Object.entries(setup.options)) {
    parameters.set(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  return `/play?${parameters}`;
}

// ---- a game in play ----

async function start(event) {
  event?.preventDefault();
  const gameId = $("#game").value;
  const sealed = SEAL_MODE === "required" || (SEAL_MODE === "optional" && $("#sealed").checked);
  const setup = { players: Number($("#players").value), options: optionValues(), chance: $("#chance").value };
  if (sealed) {
    setup.seal = true;
  } else if (setup.chance === "server" || $("#seed").value !== "") {
    // A seed chosen here, not by the service, so that the replay and the link give this very game again.
    if ($("#seed").value === "") $("#seed").value = crypto.getRandomValues(new Uint32Array(1))[0];
    setup.seed = Number($("#seed").value);
  }
  await run(async () => {
    const { answer } = await api("POST", `/v1/games/${gameId}/setup`, setup);
    delete setup.seal;
    await begin(gameId, setup, answer, sealed, []);
  });
}

async function begin(gameId, setup, answer, sealed, actions) {
  game = {
    id: gameId, setup, sealed, actions, state: answer.state, seatKeys: answer.seat_keys ?? {},
    toAct: (sealed ? answer.view : answer.state).to_act, events: [...answer.events], seat: null,
    catalogue: null, rules: new Map(games.get(gameId).rules.map((rule) => [rule.id, rule])),
  };
  history.replaceState(null, "", linkTo(setup, gameId, sealed));
  $("#share-link").href = linkTo(setup, gameId, sealed);
  $("#download-replay").hidden = sealed;
  $("#sealed-note").hidden = !sealed;
  $("#table").hidden = false;
  await loadCatalogue();
  followTurn();
  await refresh();
}

async function loadCatalogue() {
  const { answer, contentLanguage } = await api("GET", `/v1/games/${game.id}/catalogue`);
  game.catalogue = new Catalogue(answer);
  setPageScript(contentLanguage);
}

function keyOf(seat) {
  if (!game.sealed || seat === null) return null;
  return game.seatKeys[seat === "chance" ? "table" : String(seat)] ?? null;
}

function followTurn() {
  if ($("#follow").checked && game.toAct.length > 0) game.seat = game.toAct[0];
}

// Fetches the shown seat's view and, where that seat is asked, its legal moves; then draws the table.
async function refresh() {
  const viewer = typeof game.seat === "number" ? game.seat : null;
  // The seat is asked when it is in to_act (known from the last answer): both requests go out at once.
  const asked = game.seat !== null && game.toAct.includes(game.seat);
  const [viewed, moves] = await Promise.all([
    api("POST", `/v1/games/${game.id}/view`, { state: game.state, player: viewer }, keyOf(viewer)),
    asked ? api("POST", `/v1/games/${game.id}/legal-moves`, { state: game.state, player: game.seat },
      keyOf(game.seat)) : null,
  ]);
  game.view = viewed.answer.state;
  game.toAct = game.view.to_act;
  game.moves = game.view.result === null && moves ? moves.answer : null;
  render();
}

async function play(action) {
  await run(async () => {
    const { answer } = await api("POST", `/v1/games/${game.id}/apply`, { state: game.state, action },
      keyOf(action.player));
    game.state = answer.state;
    game.actions.push(action);
    game.events.push(...answer.events);
    game.toAct = (game.sealed ? answer.view : answer.state).to_act;
    followTurn();
    await refresh();
  });
}

// Runs a step with the table marked busy; a refused request is shown with the rule it cites.
async function run(step) {
  $("#table").dataset.state = "busy";
  $("#refusal").hidden = true;
  $("#error").hidden = true;
  try {
    await step();
  } catch (error) {
    if (error instanceof Problem) showRefusal(error.body);
    else showError(say("failed", { what: error.message }));
  } finally {
    $("#table").dataset.state = "ready";
  }
}

function showError(text) {
  $("#error").textContent = text;
  $("#error").hidden = false;
}

function inChinese(object, field) {
  return (language() === "zh" && object[`${field}_zh`]) || object[field];
}

function showRefusal(problem) {
  const box = $("#refusal");
  box.replaceChildren(element("strong", { text: `${say("refused")}: ` }),
    element("span", { class: "detail", text: inChinese(problem, "detail") ?? problem.title ?? "" }));
  box.dataset.code = problem.code ?? "";
  if (problem.rule) {
    const rule = game?.rules.get(problem.rule);
    box.dataset.rule = problem.rule;
    box.append(element("p", { class: "rule" }, element("strong", { text: say("rule", { id: problem.rule }) }),
      element("span", { text: rule ? ` ${inChinese(rule, "summary")}` : "" })));
  } else {
    delete box.dataset.rule;
  }
  box.hidden = false;
  if (!game) showError(inChinese(problem, "detail") ?? problem.title ?? "");
}

// ---- drawing the table ----

function seatName(seat) {
  if (seat === null) return say("spectator");
  return seat === "chance" ? say("table") : say("seat", { n: seat });
}

function render() {
  renderSeats();
  const drawing = DRAWINGS[game.id]?.(game.catalogue, game.view);
  $("#drawing").replaceChildren(...(drawing ? [drawing] : []));
  $("#view").replaceChildren(renderView(game.catalogue, game.view,
    (key, index) => (key === "seats" ? seatName(index) : `${key} ${index}`)));
  if (typeof game.seat === "number") {
    document.querySelector(`[data-field=seats] > .panel:nth-child(${game.seat + 1})`)?.classList.add("current");
  }
  renderDecision();
  renderResult();
  renderEvents();
  $("#action-text").placeholder = JSON.stringify(game.moves?.moves[0] ?? { type: "pass", player: game.seat });
}

function renderSeats() {
  const seats = [null, ...Array.from({ length: game.setup.players }, (_, seat) => seat)];
  if (game.setup.chance === "client") seats.push("chance");
  $("#seats").replaceChildren(...seats.map((seat) => {
    const button = element("button", { type: "button", "data-seat": String(seat), text: seatName(seat) });
    if (seat === game.seat) button.setAttribute("aria-pressed", "true");
    if (game.toAct.includes(seat)) button.classList.add("to-act");
    button.addEventListener("click", () => {
      $("#follow").checked = false;
      game.seat = seat;
      run(refresh);
    });
    return button;
  }));
}

function renderDecision() {
  const prompt = $("#prompt");
  const moves = game.moves;
  delete prompt.dataset.prompt;
  if (game.view.result !== null) {
    prompt.textContent = "";
  } else if (!moves) {
    const waiting = game.toAct.map(seatName).join(", ");
    prompt.textContent = game.toAct.includes(game.seat) || !waiting ? say("not_asked") : say("waiting", { who: waiting });
  } else {
    const asked = moves.prompts.find((item) => item.player === game.seat) ?? moves.prompts[0];
    prompt.dataset.prompt = asked?.kind ?? (game.seat === "chance" ? "chance" : "");
    prompt.textContent = asked?.text ?? (game.seat === "chance" ? say("table_picks") : "");
  }
  const buttons = (moves?.moves ?? []).map((move, index) => {
    const button = element("button", { type: "button", "data-move": String(index), text: moves.labels[index] });
    if (moves.defaults?.some((fallback) => JSON.stringify(fallback) === JSON.stringify(move))) {
      button.classList.add("default");
    }
    button.addEventListener("click", () => play(move));
    return button;
  });
  $("#moves").replaceChildren(...buttons);
}

function renderResult() {
  const box = $("#result");
  const result = game.view.result;
  box.hidden = result === null;
  if (result === null) {
    delete box.dataset.result;
    return;
  }
  box.dataset.result = JSON.stringify(result);
  const group = (entry) => (Array.isArray(entry) ? entry : [entry]).map(seatName).join(" = ");
  const rows = [
    [say("winners"), result.winners.length ? result.winners.map(seatName).join(", ") : say("no_winner")],
    [say("ranking"), (result.ranking ?? []).map((entry, place) => `${place + 1}. ${group(entry)}`).join("  ")],
    [say("scores"), Object.entries(result.scores ?? {}).map(([seat, score]) => `${seatName(Number(seat))}: ${score}`).join(", ")],
    [say("reason"), result.reason],
  ];
  const list = element("dl", { class: "fields" });
  for (const [name, value] of rows) list.append(element("dt", { text: name }), element("dd", { text: value }));
  box.replaceChildren(element("h2", { text: say("result") }),
    ...(result.message ? [element("p", { class: "message", text: result.message })] : []), list);
}

// Newest first, numbered from the first event this seat saw. Only the events new since the last drawing are
// added while the seat and language stay: redrawing hundreds of lines after every move is what costs most.
function renderEvents() {
  const seat = game.seat;
  const visible = game.events.filter((event) => event.visible_to === "all"
    || (typeof seat === "number" && event.visible_to.includes(seat)));
  const list = $("#events");
  const line = (event) => element("li", { "data-event": event.type, text: inChinese(event, "message") });
  const shown = game.eventsShown;
  if (shown && shown.seat === seat && shown.language === language() && shown.count <= visible.length) {
    list.prepend(...visible.slice(shown.count).reverse().map(line));
    while (list.children.length > SHOWN_EVENTS) list.lastElementChild.remove();
  } else {
    list.replaceChildren(...visible.slice(-SHOWN_EVENTS).reverse().map(line));
  }
  list.start = visible.length;
  game.eventsShown = { seat, language: language(), count: visible.length };
}

// ---- replays ----

function downloadReplay() {
  const body = JSON.stringify({ setup: game.setup, actions: game.actions }, null, 1);
  const link = element("a", { href: URL.createObjectURL(new Blob([body], { type: "application/json" })),
    download: `${game.id}-replay.json` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

async function loadReplay() {
  const file = $("#load-replay").files[0];
  if (!file) return;
  const gameId = $("#game").value;
  await run(async () => {
    let body;
    try {
      body = JSON.parse(await file.text());
    } catch (error) {
      throw new Error(say("not_json", { what: error.message }));
    }
    const { answer } = await api("POST", `/v1/games/${gameId}/replay`, body);
    await begin(gameId, body.setup, answer, false, [...body.actions]);
  });
  $("#load-replay").value = "";
}

async function sendOwnAction() {
  let action;
  try {
    action = JSON.parse($("#action-text").value);
  } catch (error) {
    showError(say("not_json", { what: error.message }));
    return;
  }
  await play(action);
}

async function changeLanguage() {
  if (!game) {
    setPageScript(language() === "zh" ? "zh-Hant" : "en");
    return;
  }
  await run(async () => {
    await loadCatalogue();
    history.replaceState(null, "", linkTo(game.setup, game.id, game.sealed));
    await refresh();
  });
}

async function main() {
  const parameters = new URLSearchParams(location.search);
  $("#seal-field").hidden = SEAL_MODE !== "optional";
  $("#seed-field").hidden = SEAL_MODE === "required";
  $("#load-field").hidden = SEAL_MODE === "required";
  if (parameters.has("lang")) $("#lang").value = parameters.get("lang");
  setPageScript(language() === "zh" ? "zh-Hant" : "en");
  const { answer } = await api("GET", "/v1/games");
  games = new Map(answer.games.map((described) => [described.id, described]));
  $("#game").replaceChildren(...answer.games.map((described) => element("option", { value: described.id,
    text: language() === "zh" ? described.names.zh : `${described.names.en} ${described.names.zh}` })));
  readLink(parameters);
  $("#game").addEventListener("change", () => showGameForm($("#game").value));
  $("#lang").addEventListener("change", changeLanguage);
  $("#setup").addEventListener("submit", start);
  $("#load-replay").addEventListener("change", loadReplay);
  $("#download-replay").addEventListener("click", downloadReplay);
  $("#send-action").addEventListener("click", sendOwnAction);
  $("#follow").addEventListener("change", () => {
    if (!game) return;
    followTurn();
    run(refresh);
  });
  document.body.dataset.ready = "true";
  if (parameters.has("game")) await start();
}

main().catch((error) => showError(say("failed", { what: error.message })));
