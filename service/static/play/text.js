// The page's own words, in English and in both Chinese scripts (a game's texts come from the service in the
// game's script: traditional for Monster Run and Monster Maker 5, simplified for PaoPao Sha; the page follows).
"use strict";

const PAGE_TEXT = {
  en: {
    title: "Rules referee playground", game: "Game", players: "Players", chance: "Chance",
    chance_server: "server rolls", chance_client: "the table rolls", language: "Language", seed: "Seed",
    sealed: "sealed", options: "Options", start: "Start", load_replay: "Load a replay", own_action: "Send an action of your own",
    send: "Send", follow: "follow the turn", download_replay: "Download the replay", share_link: "Link to this setup",
    events: "Events", spectator: "Spectator", seat: "Seat {n}", table: "The table", waiting: "Waiting for {who}.",
    not_asked: "This seat has nothing to decide now.", refused: "Refused", rule: "Rule {id}",
    result: "Game over", winners: "Winners", no_winner: "nobody", ranking: "Ranking", scores: "Scores",
    reason: "Reason", table_picks: "The table reports what it saw:", failed: "The request failed: {what}",
    not_json: "That is not JSON: {what}", sealed_game: "Sealed game: each seat's key stays in this page.",
    option_default: "default: {value}",
  },
  "zh-Hant": {
    title: "規則裁判試玩", game: "遊戲", players: "玩家人數", chance: "隨機",
    chance_server: "伺服器擲骰", chance_client: "桌上實體擲骰", language: "語言", seed: "種子",
    sealed: "密封", options: "選項", start: "開始", load_replay: "載入重播", own_action: "自行送出一個動作",
    send: "送出", follow: "跟隨輪到的玩家", download_replay: "下載重播", share_link: "這個設定的連結",
    events: "事件", spectator: "旁觀者", seat: "座位 {n}", table: "桌面", waiting: "等待{who}。",
    not_asked: "這個座位現在無須決定。", refused: "被拒絕", rule: "規則 {id}",
    result: "遊戲結束", winners: "勝者", no_winner: "無人", ranking: "名次", scores: "分數",
    reason: "原因", table_picks: "由桌面回報所見的結果：", failed: "請求失敗：{what}",
    not_json: "這不是 JSON：{what}", sealed_game: "密封遊戲：每個座位的金鑰只保存在本頁。",
    option_default: "預設：{value}",
  },
  "zh-Hans": {
    title: "规则裁判试玩", game: "游戏", players: "玩家人数", chance: "随机",
    chance_server: "服务器掷骰", chance_client: "桌上实体掷骰", language: "语言", seed: "种子",
    sealed: "密封", options: "选项", start: "开始", load_replay: "载入回放", own_action: "自行发送一个动作",
    send: "发送", follow: "跟随轮到的玩家", download_replay: "下载回放", share_link: "这个设置的链接",
    events: "事件", spectator: "旁观者", seat: "座位 {n}", table: "桌面", waiting: "等待{who}。",
    not_asked: "这个座位现在无须决定。", refused: "被拒绝", rule: "规则 {id}",
    result: "游戏结束", winners: "胜者", no_winner: "无人", ranking: "名次", scores: "分数",
    reason: "原因", table_picks: "由桌面报告所见的结果：", failed: "请求失败：{what}",
    not_json: "这不是 JSON：{what}", sealed_game: "密封游戏：每个座位的密钥只保存在本页。",
    option_default: "默认：{value}",
  },
};

// The script of the page's words: "en", or the Content-Language the service answered for the game.
let pageScript = "en";

function setPageScript(script) {
  pageScript = PAGE_TEXT[script] ? script : (script.startsWith("zh") ? "zh-Hant" : "en");
  document.documentElement.lang = pageScript === "en" ? "en" : pageScript;
  for (const element of document.querySelectorAll("[data-text]")) {
    element.textContent = say(element.dataset.text);
  }
}

function say(key, values = {}) {
  const template = PAGE_TEXT[pageScript][key] ?? PAGE_TEXT.en[key];
  return template.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
}
