"""The problems of sealed states, seat keys and the rewind guard, each with its own code.

`detail_zh` is written in the script of the game asked about: simplified for PaoPao Sha, traditional for the
others (the scripts of their rule books).
"""
from flask import has_request_context, request

from service.problems import ServiceProblem, problem

SIMPLIFIED_CHINESE_GAMES = {"paopaosha"}


def _problem(status: int, code: str, title: str, detail: str, traditional: str, simplified: str,
             **extra) -> ServiceProblem:
    game = request.view_args.get("game") if has_request_context() and request.view_args else None
    kind = SeatKeyMissing if status == 401 else ServiceProblem
    return kind(status, code, title, detail,
                          detail_zh=simplified if game in SIMPLIFIED_CHINESE_GAMES else traditional, **extra)


def sealed_state_invalid(reason: str) -> ServiceProblem:
    return _problem(400, "SEALED_STATE_INVALID", "Sealed state refused",
                    f"The sealed state cannot be opened: {reason}.",
                    "無法開啟這個密封狀態：它被改動或截斷過，或不是本服務以現用金鑰為這個遊戲密封的。",
                    "无法打开这个密封状态：它被改动或截断过，或不是本服务以现用密钥为这个游戏密封的。")


def sealed_state_required(reason: str) -> ServiceProblem:
    return _problem(400, "SEALED_STATE_REQUIRED", "Sealed state required",
                    f"This service only plays sealed states: {reason}.",
                    "本服務只接受密封狀態：不收公開狀態，也不收客戶端指定的亂數種子。",
                    "本服务只接受密封状态：不收公开状态，也不收客户端指定的随机种子。")


def sealing_unavailable() -> ServiceProblem:
    return _problem(400, "SEALING_UNAVAILABLE", "Sealing not offered",
                    "This deployment has no seal keys (REFEREE_SEAL_KEYS), so it cannot seal states.",
                    "這個部署沒有設定密封金鑰，無法密封狀態。",
                    "这个部署没有设定密封密钥，无法密封状态。")


class SeatKeyMissing(ServiceProblem):
    """401: its answer also carries `WWW-Authenticate: Bearer` (RFC 9110 asks it of every 401)."""


def seat_key_missing(needed: str) -> ServiceProblem:
    return _problem(401, "SEAT_KEY_MISSING", "Seat key required",
                    f"A request on a sealed state for {needed} needs its key in 'Authorization: Bearer ...'.",
                    "對密封狀態的這個請求須在 Authorization: Bearer 標頭附上座位金鑰。",
                    "对密封状态的这个请求须在 Authorization: Bearer 标头附上座位密钥。")


def seat_key_wrong(reason: str) -> ServiceProblem:
    return _problem(403, "SEAT_KEY_WRONG", "Wrong seat key", f"The key sent does not allow this: {reason}.",
                    "附上的金鑰不屬於這個座位或這局遊戲。",
                    "附上的密钥不属于这个座位或这局游戏。")


def stale_state(reason: str) -> ServiceProblem:
    return _problem(409, "STALE_STATE", "Stale state",
                    f"This is not the latest state of the game: {reason}. Send the latest state.",
                    "這不是這局遊戲的最新狀態（不能悔棋或重播舊狀態），請送出最新狀態。",
                    "这不是这局游戏的最新状态（不能悔棋或重放旧状态），请送出最新状态。")


def seat_taken(holder) -> ServiceProblem:
    return _problem(409, "SEAT_TAKEN", "Seat taken",
                    f"The key of {'the table' if holder == 'table' else f'seat {holder}'} has already been "
                    "handed out; each seat is joined once.",
                    "這個座位已有人加入，每個座位的金鑰只發一次。",
                    "这个座位已有人加入，每个座位的密钥只发一次。")


def join_unavailable(reason: str) -> ServiceProblem:
    return _problem(400, "JOIN_UNAVAILABLE", "Joining not offered", f"Seat keys cannot be had by join: {reason}.",
                    "無法以加入方式取得座位金鑰：這局遊戲不是以加入方式發金鑰，或這個部署沒有防悔棋服務。",
                    "无法以加入方式取得座位密钥：这局游戏不是以加入方式发密钥，或这个部署没有防悔棋服务。")


def guard_unavailable() -> ServiceProblem:
    return _problem(503, "GUARD_UNAVAILABLE", "Rewind guard unavailable",
                    "The rewind guard cannot be reached, so no sealed game can move now; try again shortly.",
                    "暫時無法連上防悔棋服務，請稍後再試。",
                    "暂时无法连上防悔棋服务，请稍后再试。")


def answer_seat_key_missing(error: SeatKeyMissing):
    response = problem(error.status, error.code, error.title, error.detail, **error.extra)
    response.headers["WWW-Authenticate"] = 'Bearer realm="seat keys"'
    return response
